/**
 * How JSX components are written in the Markdown twins. A component without
 * a handler keeps its children's text, or (self-closing) becomes a short
 * line linking to the web page. Add a handler here when a component carries
 * content readers need (e.g. a data table).
 */
import {loadOpenApi} from '../../lib/openapi/load';
import {endpointToMarkdown} from '../../lib/openapi/markdown';
import {resolveOperation} from '../../lib/openapi/resolve';
import {environmentTableMarkdown} from './environmentTable';
import {stringAttribute, type ComponentHandler} from './mdxToMarkdown';

export function componentHandlers(specPath: string): Record<string, ComponentHandler> {
  return {
    Endpoint: (node) => {
      const id = stringAttribute(node, 'operation');
      if (!id) throw new Error('<Endpoint> without an operation="operationId" attribute.');
      return endpointToMarkdown(resolveOperation(loadOpenApi(specPath), id));
    },
    EnvironmentTable: () => environmentTableMarkdown(),
  };
}
