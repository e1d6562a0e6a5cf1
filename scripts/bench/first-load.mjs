// First-load JS and CSS of representative pages: every script and stylesheet a
// browser fetches until the page has hydrated, raw and gzip (sizes of the built
// files, so the figures do not depend on the server's compression).
import path from 'node:path';
import {kib, launchChromium, root, serveBuild, sizes} from './lib.mjs';

const pages = {
  home: '/',
  'service page': '/services/token/token-service',
  'category page': '/category/token-management',
};

const server = await serveBuild();
const browser = await launchChromium();
try {
  console.log('First-load assets (fetched until hydration, no interaction):');
  for (const [name, route] of Object.entries(pages)) {
    const page = await browser.newPage();
    const assets = new Set();
    const collect = (response) => {
      const {pathname} = new URL(response.url());
      if (/\.(js|css)$/.test(pathname)) assets.add(pathname);
    };
    page.on('response', collect);
    await page.goto(server.url + route);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // Later fetches are prefetches of linked pages, not this page's first load.
    page.off('response', collect);
    const totals = {js: {raw: 0, gzip: 0, files: 0}, css: {raw: 0, gzip: 0, files: 0}};
    for (const asset of assets) {
      const size = await sizes(path.join(root, 'build', asset));
      const kind = asset.endsWith('.css') ? 'css' : 'js';
      totals[kind].raw += size.raw;
      totals[kind].gzip += size.gzip;
      totals[kind].files += 1;
    }
    console.log(
      `  ${name.padEnd(14)} JS ${kib(totals.js.raw)} raw / ${kib(totals.js.gzip)} gzip (${totals.js.files} files); ` +
        `CSS ${kib(totals.css.raw)} raw / ${kib(totals.css.gzip)} gzip`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
