/** The text rendering of get_operation: the twin's form of the endpoint, plus the samples the twin leaves out. */
import {endpointToMarkdown} from '@site/src/lib/openapi/build/markdown';
import {
  sampleLanguages,
  twinSampleLanguages,
  type RequestSamples,
} from '@site/src/lib/openapi/sampleLanguages';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';

export function describeOperation(
  op: ResolvedOperation & {docPage: string | null; samples: RequestSamples},
): string {
  return [
    `# ${op.operationId}${op.summary ? `: ${op.summary}` : ''}`,
    op.docPage ? `Docs: ${op.docPage}` : '',
    op.description ?? '',
    endpointToMarkdown(op),
    ...sampleLanguages
      .filter(({id}) => !twinSampleLanguages.includes(id))
      .flatMap(({id, label, prism}) => [`${label}:`, '```' + prism + '\n' + op.samples[id] + '\n```']),
  ]
    .filter(Boolean)
    .join('\n\n');
}
