/** The text rendering of get_operation: the twin's form of the endpoint, plus the other two samples. */
import {endpointToMarkdown} from '@site/src/lib/openapi/build/markdown';
import type {RequestSamples} from '@site/src/lib/openapi/samples';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';

export function describeOperation(
  op: ResolvedOperation & {docPage: string | null; samples: RequestSamples},
): string {
  return [
    `# ${op.operationId}${op.summary ? `: ${op.summary}` : ''}`,
    op.docPage ? `Docs: ${op.docPage}` : '',
    op.description ?? '',
    endpointToMarkdown(op),
    'JavaScript:',
    '```javascript\n' + op.samples.javascript + '\n```',
    'Python:',
    '```python\n' + op.samples.python + '\n```',
  ]
    .filter(Boolean)
    .join('\n\n');
}
