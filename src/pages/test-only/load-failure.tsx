import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import TestOnlyHead from './_TestOnlyHead';

// Test-only: a lazily loaded part whose chunk never arrives, so the 'Page
// Error' box with Retry can be tested the way a failed route chunk shows it.
// Like a real chunk, it fails after a network delay (past the 200 ms spinner
// delay), and only in the browser, once the page is interactive.
const failAfterDelay = () =>
  new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error('Test load failure: this chunk failed on purpose.')), 300);
  });

function NeverLoads(): ReactNode {
  const [Part, setPart] = useState<ComponentType | null>(null);
  useEffect(() => {
    setPart(() => Loadable({loader: failAfterDelay, loading: Loading}));
  }, []);
  return Part ? <Part /> : null;
}

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
