/**
 * search_docs: the site's own search client and engine over the site's own
 * index files, asked what the DocSearch modal asks, with the hits put in the
 * order the modal lists them (grouped by lvl0, then by lvl1, four a group: the
 * shared modalOrder).
 */
import {createLocalSearchClient, type LocalSearchClient} from '@site/src/lib/search/client/localSearchClient';
import type {Hit} from '@site/src/lib/search/engine';
import {modalOrder} from '@site/src/lib/search/modalOrder';
import type {SiteFiles} from './files';

/** The parameters DocSearch 4's modal sends (its defaults; the site sets none). */
export const MODAL_PARAMS = {
  hitsPerPage: 20,
  attributesToSnippet: [
    'hierarchy.lvl1:15',
    'hierarchy.lvl2:15',
    'hierarchy.lvl3:15',
    'hierarchy.lvl4:15',
    'hierarchy.lvl5:15',
    'hierarchy.lvl6:15',
    'content:15',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

export type SearchHit = {title: string; section: string | null; url: string; snippet: string};

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** A highlighted value as plain text: tags dropped, entities read. */
export function plainText(html: string): string {
  return html.replace(/<\/?mark>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
}

function ownSection(hit: Hit): string | null {
  for (const level of ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const) {
    const heading = hit.hierarchy[level];
    if (heading) return heading;
  }
  return null;
}

function toSearchHit(hit: Hit): SearchHit {
  const snippet = hit._snippetResult.content?.value ?? '';
  return {
    title: hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? '',
    section: ownSection(hit),
    url: hit.url,
    snippet: plainText(snippet),
  };
}

export class DocsSearch {
  private readonly client: LocalSearchClient;

  constructor(files: SiteFiles) {
    // The client names files by URL; here they are paths inside the site.
    this.client = createLocalSearchClient('search-index.json', async (file) =>
      JSON.parse(await files.text(file)),
    );
  }

  async hits(query: string): Promise<Hit[]> {
    const {results} = await this.client.search([{indexName: 'docs', query, ...MODAL_PARAMS}]);
    return results[0]!.hits;
  }

  async search(query: string, limit: number): Promise<SearchHit[]> {
    return modalOrder(await this.hits(query))
      .slice(0, limit)
      .map(toSearchHit);
  }
}
