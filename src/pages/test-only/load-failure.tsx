import type {ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import TestOnlyHead from './_TestOnlyHead';

// Test-only: a lazily loaded part whose loader always fails, so the
// 'Page Error' box with Retry can be tested the way a failed route chunk shows it.
const NeverLoads = Loadable({
  loader: () => Promise.reject(new Error('Test load failure: this chunk failed on purpose.')),
  loading: Loading,
});

export default function LoadFailureTestPage(): ReactNode {
  return (
    <Layout title="Load failure test" noFooter>
      <TestOnlyHead />
      <main className="container margin-vert--xl">
        <h1>Load failure test</h1>
        <NeverLoads />
      </main>
    </Layout>
  );
}
