import MDXComponents from '@theme-original/MDXComponents';
import EnvironmentTable from '@site/src/components/EnvironmentTable';

// Components every page may use without an import. <Endpoint> is not one of
// them: the openapi plugin's remark step imports it in the pages that use it,
// so the others do not load its code.
export default {
  ...MDXComponents,
  EnvironmentTable,
};
