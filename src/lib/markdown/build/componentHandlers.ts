/**
 * How JSX components are written in the Markdown twins. A component without
 * a handler keeps its children's text, or (self-closing) becomes a short
 * line linking to the web page. Add a handler here when a component carries
 * content readers need (e.g. a data table).
 */
import {getRateCard} from '../../../data/pricing';
import type {GasUsage} from '../../../data/pricingMath';
import type {ExampleInput} from '../../../data/pricingTables';
import {loadOpenApi} from '../../openapi/build/load';
import {endpointRequestToMarkdown, endpointToMarkdown} from '../../openapi/build/markdown';
import {withPlaceholders} from '../../openapi/build/placeholders';
import {resolveOperation} from '../../openapi/build/resolve';
import {errorCodeTableMarkdown, exampleMarkdown, rateTableMarkdown} from './dataTables';
import {environmentTableMarkdown} from './environmentTable';
import {address, snippetMarkdown} from '../../mcp/snippets';
import {attributeValue, stringAttribute} from './jsxAttributes';
import type {ComponentHandler} from './mdxToMarkdown';
import type {MdNode} from './mdxTree';

function requiredCard(node: MdNode) {
  const id = stringAttribute(node, 'card');
  if (!id)
    throw new Error(`<${node.name}> without a card="…" attribute (rate card ids: src/data/pricing.ts).`);
  return getRateCard(id);
}

function isGasUsage(value: unknown): value is GasUsage {
  const item = value as Partial<GasUsage> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.gasUsed === 'number' &&
    typeof item.count === 'number'
  );
}

/** The quantity or transactions of a `<PricingExample>`, checked for shape. */
function exampleInput(node: MdNode): ExampleInput {
  const quantity = attributeValue(node, 'quantity');
  const transactions = attributeValue(node, 'transactions');
  if (quantity !== undefined && typeof quantity !== 'number') {
    throw new Error(`<PricingExample> quantity must be a number, written quantity={12000}.`);
  }
  if (transactions !== undefined && !(Array.isArray(transactions) && transactions.every(isGasUsage))) {
    throw new Error(
      `<PricingExample> transactions must be a list like transactions={[{gasUsed: 45000, count: 2000}]}.`,
    );
  }
  return {quantity, transactions};
}

export function componentHandlers(specPath: string): Record<string, ComponentHandler> {
  return {
    Endpoint: (node) => {
      const id = stringAttribute(node, 'operation');
      if (!id) throw new Error('<Endpoint> without an operation="operationId" attribute.');
      return endpointToMarkdown(resolveOperation(loadOpenApi(specPath), id));
    },
    EndpointRequest: (node) => {
      const id = stringAttribute(node, 'operation');
      if (!id) throw new Error('<EndpointRequest> without an operation="operationId" attribute.');
      const op = resolveOperation(loadOpenApi(specPath), id);
      return endpointRequestToMarkdown(withPlaceholders(op, stringAttribute(node, 'placeholders')));
    },
    EnvironmentTable: () => environmentTableMarkdown(),
    PricingTable: (node) => rateTableMarkdown(requiredCard(node), stringAttribute(node, 'caption')),
    PricingExample: (node) =>
      exampleMarkdown(requiredCard(node), exampleInput(node), stringAttribute(node, 'caption')),
    ErrorCodeTable: (node) => errorCodeTableMarkdown(undefined, stringAttribute(node, 'caption')),
    McpSnippet: (node) => snippetMarkdown(stringAttribute(node, 'of')),
    McpAddress: (node) => `\`${address(stringAttribute(node, 'of'))}\``,
  };
}
