import type {DocSearchModalProps, DocSearchTranslations} from '@docsearch/react';

/** The SearchBar's options: `themeConfig.algolia`, which props may override. */
export type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY' | 'onAskAiToggle'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  indexName: string;
  translations?: DocSearchTranslations;
};
