/** Reading a JSX element's attributes in an MDX tree: plain strings and literal expressions. */
import type {MdNode} from './mdxTree';

/** A JSX attribute written as a plain string (`name="value"`). */
export function stringAttribute(node: MdNode, name: string): string | undefined {
  if (!Array.isArray(node.attributes)) return undefined;
  for (const attribute of node.attributes as {type?: string; name?: string; value?: unknown}[]) {
    if (
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === name &&
      typeof attribute.value === 'string'
    ) {
      return attribute.value;
    }
  }
  return undefined;
}

/** The loose shape of the estree nodes `literalValue` reads. */
type EsNode = {
  type: string;
  value?: unknown;
  operator?: string;
  argument?: EsNode;
  elements?: (EsNode | null)[];
  properties?: EsNode[];
  key?: EsNode & {name?: string};
  computed?: boolean;
  kind?: string;
  expression?: EsNode;
  expressions?: EsNode[];
  quasis?: {value: {cooked?: string | null}}[];
  body?: EsNode[];
};

class NotLiteralError extends Error {
  constructor() {
    super('only literal values (numbers, strings, arrays and plain objects) can be read');
  }
}

/** `{a: 1, 'b': [2]}`: plain properties only, no spread, method or computed key. */
function objectLiteral(node: EsNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const property of node.properties ?? []) {
    const key = property.key?.type === 'Identifier' ? property.key.name : property.key?.value;
    if (property.type !== 'Property' || property.computed || property.kind !== 'init' || key === undefined)
      throw new NotLiteralError();
    out[String(key)] = literalValue(property.value as EsNode);
  }
  return out;
}

/** `-12`: a negative number is a minus applied to a number literal. */
function negativeNumber(node: EsNode): number {
  const {argument} = node;
  if (node.operator !== '-' || argument?.type !== 'Literal' || typeof argument.value !== 'number')
    throw new NotLiteralError();
  return -argument.value;
}

/** `` `text` ``: a template without substitutions. */
function templateText(node: EsNode): string {
  if (node.expressions?.length) throw new NotLiteralError();
  return node.quasis?.[0]?.value.cooked ?? '';
}

/** Evaluates a literal estree expression (numbers, strings, booleans, null, arrays, plain objects). */
function literalValue(node: EsNode | null | undefined): unknown {
  switch (node?.type) {
    case 'Literal':
      return node.value;
    case 'UnaryExpression':
      return negativeNumber(node);
    case 'TemplateLiteral':
      return templateText(node);
    case 'ArrayExpression':
      return (node.elements ?? []).map((element) => literalValue(element));
    case 'ObjectExpression':
      return objectLiteral(node);
    default:
      throw new NotLiteralError();
  }
}

/**
 * A JSX attribute's value: a plain string (`name="value"`) or a literal
 * expression (`quantity={12000}`, `rows={[{a: 1}]}`), undefined when absent.
 * Throws, naming the attribute, when the expression is not a literal.
 */
export function attributeValue(node: MdNode, name: string): unknown {
  if (!Array.isArray(node.attributes)) return undefined;
  for (const attribute of node.attributes as {type?: string; name?: string; value?: unknown}[]) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    const {value} = attribute;
    if (value === null || value === undefined) return true;
    if (typeof value === 'string') return value;
    const estree = (value as {data?: {estree?: EsNode}}).data?.estree;
    const statement = estree?.body?.[0];
    try {
      if (statement?.type !== 'ExpressionStatement') throw new Error('the expression could not be read');
      return literalValue(statement.expression);
    } catch (error) {
      throw new Error(`<${node.name ?? ''}> attribute "${name}": ${(error as Error).message}.`, {
        cause: error,
      });
    }
  }
  return undefined;
}
