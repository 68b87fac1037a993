// Real-browser check of the built package (dist): the session cookie as Chromium stores it,
// a reload, and logout. jsdom cannot show Secure / SameSite / expiry as a browser applies them.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../../../config/chromium.mjs';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = join(packageRoot, 'dist');

const page = `<!doctype html><html><head><meta charset="utf-8"><title>auth</title>
<link rel="icon" href="data:,"></head><body>
<script type="module">import * as auth from '/dist/index.js'; window.auth = auth; window.ready = true;</script>
</body></html>`;

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  if (path === '/') {
    response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    return;
  }
  const file = normalize(join(packageRoot, path));
  if (!path.startsWith('/dist/') || !file.startsWith(dist)) {
    response.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();
// localhost is a secure context, so Chromium keeps Secure cookies over plain http here.
const origin = `http://localhost:${port}`;

const browser = await chromium.launch(CHROMIUM);

const user = {
  uuid: '6f1c2b9e-41d7-4c55-9a0e-2f7d3c1b8a90',
  accessToken: 'eyJhbGciOi.J9x-_Q==',
  accessSecretKey: 'c2VjcmV0',
  loginName: 'ann@example.com',
  type: 1,
};

let failed = false;
const results = [];
async function check(name, run) {
  try {
    await run();
    results.push(`ok   ${name}`);
  } catch (error) {
    failed = true;
    results.push(`FAIL ${name}\n     ${error.message.split('\n').join('\n     ')}`);
  }
}

try {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const open = async () => {
    await tab.goto(origin);
    await tab.waitForFunction(() => window.ready === true);
  };
  await open();

  await check('saving sets the session cookie with SPEC §4 attributes', async () => {
    const before = Date.now() / 1000;
    const saved = await tab.evaluate((u) => window.auth.createUserStore().save(u), user);
    assert.equal(saved, true);
    const cookies = await context.cookies(origin);
    assert.equal(cookies.length, 1);
    const [cookie] = cookies;
    assert.equal(cookie.name, 'kyc_session');
    assert.equal(cookie.value, `${user.uuid}___${user.accessToken}___${user.accessSecretKey}`);
    assert.equal(cookie.path, '/');
    assert.equal(cookie.secure, true);
    assert.equal(cookie.sameSite, 'Strict');
    const days = (cookie.expires - before) / 86_400;
    assert.ok(days > 364.99 && days < 365.01, `expires in ${days} days`);
  });

  await check('the user reads back after a page reload', async () => {
    await open();
    const back = await tab.evaluate(() => window.auth.createUserStore().get());
    assert.deepEqual(back, user);
    const redirect = await tab.evaluate(() =>
      window.auth.loginRedirect({
        pathname: location.pathname,
        hasStoredToken: window.auth.isLoggedIn(window.auth.createUserStore().get()),
        hasSessionCookie: document.cookie.includes(`${window.auth.SESSION_COOKIE_NAME}=`),
      }),
    );
    assert.equal(redirect, null);
  });

  await check('a stored token without the session cookie redirects to /kyc', async () => {
    await context.clearCookies();
    await open();
    const redirect = await tab.evaluate(() =>
      window.auth.loginRedirect({
        pathname: location.pathname,
        hasStoredToken: window.auth.isLoggedIn(window.auth.createUserStore().get()),
        hasSessionCookie: document.cookie.includes(`${window.auth.SESSION_COOKIE_NAME}=`),
      }),
    );
    assert.equal(redirect, '/kyc');
  });

  await check('removing leaves no trace: cookies, session storage, stored keys', async () => {
    await tab.evaluate((u) => {
      const { auth } = window;
      auth.createUserStore().save(u);
      // biome-ignore lint/suspicious/noDocumentCookie: the alive cookie comes from elsewhere
      document.cookie = `${auth.ALIVE_COOKIE_NAME}=1; Path=/; Secure; SameSite=Strict`;
      localStorage.setItem(auth.MENU_LIST_STORAGE_KEY, '[]');
      localStorage.setItem(auth.PLUGIN_USER_STORAGE_KEY, '{}');
      localStorage.setItem(auth.DICTIONARY_FLAG_STORAGE_KEY, '1');
      localStorage.setItem('theme', 'dark');
      sessionStorage.setItem('draft', 'x');
    }, user);
    assert.equal((await context.cookies(origin)).length, 2);
    await tab.evaluate(() => window.auth.createUserStore().remove());
    await open();
    assert.deepEqual(await context.cookies(origin), []);
    const left = await tab.evaluate(() => ({
      keys: Object.keys(localStorage).sort(),
      session: sessionStorage.length,
      user: window.auth.createUserStore().get(),
    }));
    assert.deepEqual(left, { keys: ['theme'], session: 0, user: null });
  });

  await context.close();
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
}

console.log(results.join('\n'));
if (failed) process.exit(1);
