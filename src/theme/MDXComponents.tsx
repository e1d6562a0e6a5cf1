import MDXComponents from '@theme-original/MDXComponents';
import Endpoint from '@theme/Endpoint';
import EnvironmentTable from '@site/src/components/EnvironmentTable';

// Components every page may use without an import.
export default {
  ...MDXComponents,
  Endpoint,
  EnvironmentTable,
};
