import {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import TestOnlyHead from './_TestOnlyHead';

// Test-only: crashes once, in the browser, after hydration, so the error
// boundary ('This page crashed.' + Try again) can be tested. Try again recovers.
let hasCrashed = false;

function CrashOnce(): ReactNode {
  const [shouldCrash, setShouldCrash] = useState(false);
  useEffect(() => {
    if (!hasCrashed) {
      hasCrashed = true;
      setShouldCrash(true);
    }
  }, []);
  if (shouldCrash) {
    throw new Error('Test crash: this page failed on purpose.');
  }
  return <p>The page recovered after Try again.</p>;
}

export default function CrashTestPage(): ReactNode {
  return (
    <Layout title="Crash test" noFooter>
      <TestOnlyHead />
      <main className="container margin-vert--xl">
        <h1>Crash test</h1>
        <CrashOnce />
      </main>
    </Layout>
  );
}
