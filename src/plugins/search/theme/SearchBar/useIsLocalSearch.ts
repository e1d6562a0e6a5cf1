import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** Hosted Algolia only when the build was given its credentials (src/plugins/search/config.ts). */
export function useIsLocalSearch(): boolean {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode !== 'algolia';
}
