/**
 * The REST API as the tools see it: the operations of the site's OpenAPI
 * description, resolved by the same code as the pages, each with the doc
 * page and section that shows it (found in the Markdown twins by the line the
 * endpoint's view model writes for it, src/lib/openapi/endpointView.ts, on one
 * of the pages its `x-doc-pages` names: a guide may show the same request too).
 */
import {indexOperations, resolveOperation, UnknownOperationError} from '@site/src/lib/openapi/build/resolve';
import {readEndpointLine} from '@site/src/lib/openapi/endpointView';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import {bareHeading, canonicalUrl, type Site} from './site';

export type OperationSummary = {
  operationId: string;
  method: string;
  path: string;
  summary: string | null;
  service: string;
  docPage: string | null;
};

type Shown = {page: string; url: string};

export class Api {
  private docPages?: Promise<Map<string, Shown[]>>;
  private readonly resolved = new Map<string, ResolvedOperation>();

  constructor(private readonly site: Site) {}

  private async doc() {
    return this.site.openapi();
  }

  /** `METHOD path` → the pages and canonical section URLs that show it. */
  private pagesByEndpoint(): Promise<Map<string, Shown[]>> {
    this.docPages ??= (async () => {
      const found = new Map<string, Shown[]>();
      for (const page of await this.site.pages()) {
        const twin = await this.site.twin(page.path).catch(() => '');
        if (!twin.includes('** `')) continue;
        const sections = await this.site.pageSections(page.path);
        let heading = '';
        for (const line of twin.split('\n')) {
          const title = /^#{2,6}\s+(.*)$/.exec(line);
          if (title) heading = bareHeading(title[1]!);
          const endpoint = readEndpointLine(line);
          if (!endpoint) continue;
          const key = `${endpoint.method} ${endpoint.path}`;
          const anchor = sections.find((s) => s.heading.trim() === heading)?.anchor;
          found.set(key, [
            ...(found.get(key) ?? []),
            {page: page.path, url: canonicalUrl(page.path, anchor)},
          ]);
        }
      }
      return found;
    })();
    return this.docPages;
  }

  async operation(operationId: string): Promise<ResolvedOperation> {
    let op = this.resolved.get(operationId);
    if (!op) {
      op = resolveOperation(await this.doc(), operationId);
      this.resolved.set(operationId, op);
    }
    return op;
  }

  async docPage(op: ResolvedOperation): Promise<string | null> {
    const shown = (await this.pagesByEndpoint()).get(`${op.method.toUpperCase()} ${op.path}`) ?? [];
    const operation = indexOperations(await this.doc()).get(op.operationId)?.operation;
    const listed = operation?.['x-doc-pages'];
    const pages = Array.isArray(listed) ? listed : [];
    return (shown.find(({page}) => pages.includes(page)) ?? shown[0])?.url ?? null;
  }

  async list(): Promise<OperationSummary[]> {
    const doc = await this.doc();
    const list: OperationSummary[] = [];
    for (const [operationId, {operation}] of indexOperations(doc)) {
      const op = await this.operation(operationId);
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      list.push({
        operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        summary: op.summary ?? null,
        service: typeof tags[0] === 'string' ? tags[0] : 'Other',
        docPage: await this.docPage(op),
      });
    }
    return list;
  }
}

export {UnknownOperationError};
