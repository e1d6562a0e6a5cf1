import {writeFile} from 'node:fs/promises';
import type {Locator, Page, Request} from '@playwright/test';
import {environments} from '../../src/config/site';
import {test, expect, gotoHydrated, anyOf, mentioning} from '../support/fixtures';
import {axeRun, axeViolations} from '../support/axe';

// The "Try it" explorer of each endpoint section (src/plugins/openapi/theme/
// Endpoint/TryIt): loaded on first use, answered by a mock in the page or sent
// to an API address, which these tests answer with route interception.

const tokenPage = '/services/token/token-service';
const walletPage = '/services/wallet-management/wallet';
const certificatePage = '/services/certificate/certificate-service';
const testnet = environments.testnet.api;
const mainnet = environments.mainnet.api;

function endpoint(page: Page, method: string, path: string): Locator {
  return page.locator(`section[aria-label="${method} ${path}"]`);
}

/** Opens the panel of one endpoint with the keyboard and returns it. */
async function openPanel(page: Page, method: string, path: string): Promise<Locator> {
  const button = endpoint(page, method, path).getByRole('button', {name: 'Try it', exact: true});
  await button.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', {name: `Try ${method} ${path}`, exact: true});
  // The first press loads the explorer's chunk.
  await expect(panel.getByLabel('Environment')).toBeFocused({timeout: 15_000});
  return panel;
}

async function fillCredentials(panel: Locator, secret = 'sk_test_secret'): Promise<void> {
  await panel.getByLabel('client_id', {exact: true}).fill('my-client');
  await panel.getByLabel('client_secret', {exact: true}).fill(secret);
}

/** Requests to the API addresses, which the tests answer; anything else still counts as a problem. */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(testnet) || request.url().startsWith(mainnet)) seen.push(request);
  });
  return seen;
}

/** The API calls a test makes, and Chromium's console error for a refused one. */
const apiProblems = anyOf(
  mentioning(testnet),
  mentioning(mainnet),
  /Failed to load resource: net::ERR_FAILED$/,
);

test.describe('Try it', () => {
  // Each test opens a long endpoint page and loads the explorer.
  test.describe.configure({timeout: 60_000});

  test('the explorer loads only when used; a mock answers an asynchronous JSON write', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await gotoHydrated(page, tokenPage);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    const section = endpoint(page, 'POST', '/api/token/mint');
    const button = section.getByRole('button', {name: 'Try it', exact: true});
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.hover();
    await expect
      .poll(() => scripts.length, 'pointing at the button fetches the explorer')
      .toBeGreaterThan(before);

    const panel = await openPanel(page, 'POST', '/api/token/mint');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByLabel('Environment')).toHaveValue('mock');
    // Prefilled from the description's example.
    await expect(panel.getByLabel('amount', {exact: true})).toHaveValue('2000');
    await panel.getByLabel('amount', {exact: true}).fill('15');
    await expect(panel.getByLabel('Request as curl')).toContainText('"amount": "15"');
    await expect(panel.getByLabel('Request as curl')).toContainText(`--url ${testnet}/api/token/mint \\`);

    // The mock needs no key: without credentials it answers, and says the real environments need them.
    await panel.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(panel.getByRole('status').filter({hasText: 'Response'})).toHaveText('Response: status 200');
    await expect(panel.getByRole('region', {name: 'Response'})).toContainText(
      'The mock needs no key (client_id, client_secret left empty); Testnet and Mainnet will need them.',
    );

    await fillCredentials(panel);
    await expect(panel.getByLabel('Request as curl')).toContainText("'client_id: my-client'");
    await expect(panel.getByLabel('Request as curl')).toContainText('<client_secret>');
    await panel.getByRole('button', {name: 'Send', exact: true}).press('Enter');
    const response = panel.getByRole('region', {name: 'Response'});
    await expect(response).toBeFocused();
    await expect(response).toContainText('Status 200');
    await expect(response.getByLabel('Response body')).toContainText('"status": "pending"');
    await expect(response).toContainText('callback POST to https://example.com/maschain/callback');
    await expect(response.getByLabel('Callback body: Transaction succeeded')).toContainText(
      '"status": "success"',
    );

    // Credentials are shared by every panel on the page.
    const other = await openPanel(page, 'POST', '/api/token/burn');
    await expect(other.getByLabel('client_id', {exact: true})).toHaveValue('my-client');

    await panel.getByRole('button', {name: 'Close'}).click();
    await expect(button).toBeFocused();
    await expect(panel).toHaveCount(0);
  });

  test('path and query parameters fill the URL; the mock answers', async ({page}) => {
    await gotoHydrated(page, walletPage);
    const get = await openPanel(page, 'GET', '/api/wallet/wallet/{address}');
    await get.getByLabel('address', {exact: true}).fill('0xABC/../x');
    await expect(get.getByLabel('Request as curl')).toContainText(
      `${testnet}/api/wallet/wallet/0xABC%2F..%2Fx`,
    );
    await get.getByRole('radio', {name: 'Python'}).check();
    await expect(get.getByLabel('Request as Python')).toContainText('0xABC%2F..%2Fx');
    await fillCredentials(get);
    await get.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(get.getByRole('region', {name: 'Response'})).toContainText('Status 200');

    const list = await openPanel(page, 'GET', '/api/wallet/wallet');
    // An enum is a select; an integer a text field checked as such.
    const type = list.getByRole('combobox', {name: 'type', exact: true});
    const last = (await type.locator('option').allTextContents()).at(-1)!;
    await type.selectOption(last);
    await list.getByLabel('page', {exact: true}).fill('2');
    await expect(list.getByLabel('Request as curl')).toContainText(`/api/wallet/wallet?type=${last}&page=2'`);
    await list.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(list.getByRole('region', {name: 'Response'})).toContainText('Status 200');
  });

  test('the mock remembers a wallet created in one panel in the list of another, until Reset mock', async ({
    page,
  }) => {
    await gotoHydrated(page, walletPage);
    const create = await openPanel(page, 'POST', '/api/wallet/wallet');
    await create.getByLabel('name', {exact: true}).fill('Payroll wallet');
    await create.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(create.getByLabel('Response body')).toContainText('"name": "Payroll wallet"');

    const list = await openPanel(page, 'GET', '/api/wallet/wallet');
    await list.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(list.getByLabel('Response body')).toContainText('"name": "Payroll wallet"');
    await expect(list.getByLabel('Response body')).toContainText('"name": "Treasury wallet"');

    const reset = list.getByRole('button', {name: 'Reset mock', exact: true});
    await reset.focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('status').filter({hasText: 'forgotten'})).toBeVisible();
    expect(await axeRun(page, {include: `[id="${await list.getAttribute('id')}"]`})).toEqual([]);
    await list.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(list.getByLabel('Response body')).toContainText('"name": "Treasury wallet"');
    await expect(list.getByLabel('Response body')).not.toContainText('Payroll wallet');
  });

  test('multipart with a 10 MB file, and hostile values, do no harm', async ({page}) => {
    await gotoHydrated(page, certificatePage);
    const panel = await openPanel(page, 'POST', '/api/certificate/mint-certificate');
    await fillCredentials(panel);
    const file = panel.locator('input[type=file]').first();
    // From a path: a local browser reads the file itself, where a buffer would
    // cross the protocol as 13 MB of base64.
    const big = test.info().outputPath('big.png');
    await writeFile(big, Buffer.alloc(10 * 1024 * 1024, 1));
    await file.setInputFiles(big);
    await panel
      .getByLabel('name', {exact: true})
      .fill(`<img src=x onerror="window.__hacked=1">\u0007\u001b[31m${'x'.repeat(200_000)}`);
    await panel.getByRole('button', {name: 'Send', exact: true}).click();
    const response = panel.getByRole('region', {name: 'Response'});
    await expect(response).toContainText('Status 200');
    await expect(response).toContainText('callback POST');
    // Shown as text, never as markup; the on-screen sample is shortened.
    expect(await page.evaluate(() => (window as {__hacked?: number}).__hacked)).toBeUndefined();
    await expect(panel.locator('img')).toHaveCount(0);
    await expect(panel.getByLabel('Request as curl')).toContainText('more characters');
  });

  test('invalid values are named next to their field and nothing is sent', async ({page}) => {
    const sent = apiRequests(page);
    await gotoHydrated(page, tokenPage);
    const panel = await openPanel(page, 'POST', '/api/token/mint');
    await panel.getByLabel('Environment').selectOption('testnet');
    const to = panel.getByLabel('to', {exact: true});
    await to.fill('');
    await panel.getByLabel('callback_url', {exact: true}).fill('not a url');
    await panel.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(panel.getByRole('alert')).toContainText(
      'Fix these 4 fields before sending: client_id, client_secret, to, callback_url',
    );
    await expect(panel.getByLabel('client_id', {exact: true})).toBeFocused();
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(/to is required/);
    await expect(panel.getByLabel('callback_url', {exact: true})).toHaveAccessibleDescription(
      /callback_url must be a URL/,
    );

    // The raw JSON editor is checked the same way.
    await panel.getByRole('radio', {name: 'Raw JSON'}).check();
    const raw = panel.getByLabel('JSON body');
    await raw.fill('{"amount": 5');
    await expect(raw).toHaveAccessibleDescription('The body is not valid JSON');
    await raw.fill('{"amount": 5}');
    await expect(raw).toHaveAccessibleDescription(
      /body\.wallet_address is required.*body\.amount must be a string/,
    );
    expect(sent).toEqual([]);
  });

  test.describe('calling the API', () => {
    // Chromium logs a refused call as a console error; the calls themselves are outside requests.
    test.use({expectedProblems: apiProblems});

    test('Testnet: the call goes to the API address with the credentials and no cookies', async ({page}) => {
      await page.context().addCookies([{name: 'session', value: 'site-cookie', url: testnet}]);
      await page.route(`${testnet}/**`, (route) =>
        route.fulfill({
          status: 200,
          headers: {
            'access-control-allow-origin': '*',
            'content-type': 'application/json',
            'x-request-id': 'abc',
          },
          body: '{"status":200,"result":{"wallet":"<b>bold</b>"}}',
        }),
      );
      const sent = apiRequests(page);
      await gotoHydrated(page, walletPage);
      const panel = await openPanel(page, 'GET', '/api/wallet/wallet/{address}');
      await panel.getByLabel('Environment').selectOption('testnet');
      await fillCredentials(panel, 'sk_live_value');
      await panel.getByLabel('address', {exact: true}).fill('0x123');
      await panel.getByRole('button', {name: 'Send', exact: true}).click();
      const response = panel.getByRole('region', {name: 'Response'});
      await expect(response).toContainText('Status 200');
      await expect(response).toContainText(/\d+ ms/);
      await expect(response.getByLabel('Response body')).toHaveText(
        JSON.stringify({status: 200, result: {wallet: '<b>bold</b>'}}, null, 2),
      );
      await expect(response.locator('b')).toHaveCount(0);
      const call = sent.find((r) => r.method() === 'GET')!;
      expect(call.url()).toBe(`${testnet}/api/wallet/wallet/0x123`);
      const headers = await call.allHeaders();
      expect(headers.client_id).toBe('my-client');
      expect(headers.client_secret).toBe('sk_live_value');
      expect(headers.cookie).toBeUndefined();
    });

    test('Testnet: when the API refuses a browser call, the panel offers the curl command', async ({
      page,
    }) => {
      // CORS allows another site only: the browser refuses to hand the answer to the page.
      await page.route(`${testnet}/**`, (route) =>
        route.fulfill({
          status: 200,
          headers: {'access-control-allow-origin': 'https://elsewhere.example'},
          body: '{}',
        }),
      );
      await gotoHydrated(page, walletPage);
      const panel = await openPanel(page, 'GET', '/api/wallet/wallet/{address}');
      await panel.getByLabel('Environment').selectOption('testnet');
      await fillCredentials(panel);
      await panel.getByLabel('address', {exact: true}).fill('0x123');
      await panel.getByRole('button', {name: 'Send', exact: true}).click();
      const response = panel.getByRole('region', {name: 'Response'});
      await expect(response).toContainText('does not allow calls from this site (CORS)');
      await expect(response.getByLabel('The request as curl')).toContainText(
        `curl --request GET \\\n  --url ${testnet}/api/wallet/wallet/0x123 \\`,
      );
      await expect(response.getByRole('button', {name: 'Copy curl'})).toBeVisible();
    });

    test('Mainnet: a write asks for confirmation before it is sent', async ({page}) => {
      await page.route(`${mainnet}/**`, (route) =>
        route.fulfill({status: 200, headers: {'access-control-allow-origin': '*'}, body: '{"status":200}'}),
      );
      const sent = apiRequests(page);
      await gotoHydrated(page, tokenPage);
      const panel = await openPanel(page, 'POST', '/api/token/mint');
      await panel.getByLabel('Environment').selectOption('mainnet');
      await fillCredentials(panel);
      await panel.getByRole('button', {name: 'Send', exact: true}).click();
      const confirm = panel.getByRole('button', {name: 'Send on Mainnet'});
      await expect(confirm).toBeFocused();
      await expect(
        panel.getByRole('group', {name: /Send POST \/api\/token\/mint on Mainnet\?/}),
      ).toContainText('moves real assets and is billed');
      await panel.getByRole('button', {name: 'Cancel'}).click();
      await expect(confirm).toHaveCount(0);
      expect(sent.filter((r) => r.method() === 'POST')).toEqual([]);
      await panel.getByRole('button', {name: 'Send', exact: true}).click();
      await confirm.click();
      await expect(panel.getByRole('region', {name: 'Response'})).toContainText('Status 200');
      expect(sent.filter((r) => r.method() === 'POST').map((r) => r.url())).toEqual([
        `${mainnet}/api/token/mint`,
      ]);
    });
  });

  test('secrets stay in memory unless remembered in this tab, and can be forgotten', async ({page}) => {
    const secret = 'sk_very_secret_value';
    const storage = () =>
      page.evaluate(() => ({
        local: JSON.stringify({...localStorage}),
        session: JSON.stringify({...sessionStorage}),
        url: location.href,
        cookies: document.cookie,
      }));
    await gotoHydrated(page, tokenPage);
    const panel = await openPanel(page, 'POST', '/api/token/mint');
    await fillCredentials(panel, secret);
    await expect(panel.getByLabel('client_secret', {exact: true})).toHaveAttribute('type', 'password');
    await panel.getByRole('button', {name: 'Send', exact: true}).click();
    let seen = await storage();
    expect(JSON.stringify(seen)).not.toContain(secret);

    await panel.getByLabel('Remember in this tab').check();
    seen = await storage();
    expect(seen.session).toContain(secret);
    expect(seen.local + seen.url + seen.cookies).not.toContain(secret);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const again = await openPanel(page, 'POST', '/api/token/mint');
    await expect(again.getByLabel('client_secret', {exact: true})).toHaveValue(secret);

    await again.getByRole('button', {name: 'Forget credentials'}).click();
    await expect(again.getByLabel('client_secret', {exact: true})).toHaveValue('');
    await expect(again.getByLabel('Remember in this tab')).not.toBeChecked();
    expect(JSON.stringify(await storage())).not.toContain(secret);
  });

  // One panel, answered once; the width changes in place.
  test('the open panel passes axe in both colour modes at 1280 and 375 px, and nothing scrolls sideways', async ({
    page,
  }) => {
    await gotoHydrated(page, tokenPage);
    const panel = await openPanel(page, 'POST', '/api/token/mint');
    await fillCredentials(panel);
    await panel.getByLabel('to', {exact: true}).fill('');
    await panel.getByRole('button', {name: 'Send', exact: true}).click();
    await panel.getByLabel('to', {exact: true}).fill('0x1');
    await panel.getByRole('button', {name: 'Send', exact: true}).click();
    await expect(panel.getByRole('region', {name: 'Response'})).toContainText('Status 200');
    const include = `[id="${await panel.getAttribute('id')}"]`;
    for (const width of [1280, 375]) {
      await page.setViewportSize({width, height: 900});
      expect(await axeViolations(page, {include, includeCode: true}), `at ${width} px`).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
  });
});
