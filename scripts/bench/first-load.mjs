// First-load JS and CSS of representative pages, measured as the audit measures
// them in the budget test (scripts/lib/first-load.mjs): every script and stylesheet fetched until the
// page has hydrated and the network is idle, prefetches of linked pages apart;
// sizes of the built files, so the figures do not depend on compression.
import path from 'node:path';
import {measureFirstLoad} from '../lib/first-load.mjs';
import {kib, launchChromium, root, serveBuild} from './lib.mjs';

const pages = [
  {kind: 'home', route: '/'},
  {kind: 'service page', route: '/services/token/token-service'},
  {kind: 'category page', route: '/category/token-management'},
];

const server = await serveBuild();
const {browser} = await launchChromium();
try {
  console.log('First-load assets (until hydration and network idle; prefetches apart):');
  for (const entry of await measureFirstLoad(browser, server.url, path.join(root, 'build'), pages)) {
    if (entry.error) {
      console.log(`  ${entry.kind.padEnd(14)} not measured: ${entry.error}`);
      continue;
    }
    console.log(
      `  ${entry.kind.padEnd(14)} JS ${kib(entry.js.raw)} raw / ${kib(entry.js.gzip)} gzip (${entry.js.files} files); ` +
        `CSS ${kib(entry.css.raw)} raw / ${kib(entry.css.gzip)} gzip; ` +
        `prefetched ${entry.prefetched.js.files} files / ${kib(entry.prefetched.js.gzip)} gzip`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
