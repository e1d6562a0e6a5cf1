// First-load JS and CSS of representative pages, measured as the audit measures
// them in the budget test (scripts/lib/first-load.mjs): every script and stylesheet fetched until the
// page has hydrated and the network is idle, prefetches of linked pages apart;
// sizes of the built files, so the figures do not depend on compression.
// Then the HTML of the heaviest pages, the size a reader downloads and parses first.
import path from 'node:path';
import {heaviestPages, measureFirstLoad} from '../lib/first-load.mjs';
import {firstLoadPages as pages} from '../lib/sample-routes.mjs';
import {kib, launchChromium, print, root, saveResults, serveBuild} from './lib.mjs';

const buildDir = path.join(root, 'build');

const server = await serveBuild(Number(process.env.BENCH_PORT ?? 4180));
const {browser} = await launchChromium();
try {
  print('First-load assets (until hydration and network idle; prefetches apart):');
  for (const entry of await measureFirstLoad(browser, server.url, buildDir, pages)) {
    if (entry.error) {
      print(`  ${entry.kind.padEnd(18)} not measured: ${entry.error}`);
      continue;
    }
    print(
      `  ${entry.kind.padEnd(18)} JS ${kib(entry.js.raw)} raw / ${kib(entry.js.gzip)} gzip (${entry.js.files} files); ` +
        `CSS ${kib(entry.css.raw)} raw / ${kib(entry.css.gzip)} gzip; ` +
        `prefetched ${entry.prefetched.js.files} files / ${kib(entry.prefetched.js.gzip)} gzip`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}

print('Heaviest HTML pages:');
for (const page of heaviestPages(buildDir, 5)) {
  print(`  ${page.route.padEnd(55)} ${kib(page.raw)} raw / ${kib(page.gzip)} gzip`);
}
saveResults('first-load');
