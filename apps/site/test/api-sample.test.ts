import { elements } from '@kyc/site-kit/lib/marketing/testing.tsx';
import { sessionCookie, startStack } from '@kyc/site-kit/test/stack.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// /products-api shows a call to the API and its answer (issue 25): this takes both from the
// page as served, runs the command with a real test key against a started API (apps/api and
// the site server, which serves /v1 at the same paths), and compares the answer with the page.

let stack: Awaited<ReturnType<typeof startStack>>;
const configured = process.env.SITE_ORIGIN;
beforeAll(async () => {
  stack = await startStack({ mobile: false, companies: 50 });
  // The page names the site's configured origin; here that is the stack's (read per request).
  process.env.SITE_ORIGIN = stack.siteOrigin;
}, 180_000);
afterAll(async () => {
  if (configured === undefined) delete process.env.SITE_ORIGIN;
  else process.env.SITE_ORIGIN = configured;
  await stack?.stop();
});

/** The page's code samples, in order, by their language. */
async function samples(path: string): Promise<{ language: string; code: string }[]> {
  const html = await (await fetch(`${stack.siteOrigin}${path}`)).text();
  return elements(html, 'code').map((code) => ({
    language: /data-language="([^"]+)"/.exec(code.html)?.[1] ?? '',
    code: code.text,
  }));
}

/**
 * What a `curl -s "<url>" -H "<name>: <value>"…` command asks, with `$NAME` from `env`: the
 * command the page shows must be exactly of that form (anything else fails the test).
 */
function readCurl(command: string, env: Record<string, string>) {
  const words = [...command.replace(/\\\n/g, ' ').matchAll(/"([^"]*)"|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  const expand = (word: string) => word.replace(/\$(\w+)/g, (_, name: string) => env[name] ?? '');
  expect(words.slice(0, 2)).toEqual(['curl', '-s']);
  const url = expand(words[2] ?? '');
  const headers: Record<string, string> = {};
  for (let i = 3; i < words.length; i += 2) {
    expect(words[i]).toBe('-H');
    const [name, ...value] = expand(words[i + 1] ?? '').split(':');
    headers[(name ?? '').trim()] = value.join(':').trim();
  }
  return { url, headers };
}

/** A test key of demo_formal, created through the site as the keys page does. */
async function testKey(): Promise<string> {
  const cookie = await sessionCookie(stack.siteOrigin);
  const response = await fetch(`${stack.siteOrigin}/webapi/saas/api/keys`, {
    method: 'POST',
    headers: { cookie, origin: stack.siteOrigin, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'products-api sample',
      mode: 'test',
      scopes: ['companies:read', 'beneficial-owners:read'],
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { secret: string }).secret;
}

describe.each([
  ['zh-CN', '/products-api'],
  ['en', '/products-api?lang=en'],
])('the sample call of /products-api (%s)', (_locale, path) => {
  it('runs against the sandbox with a test key and answers what the page shows', async () => {
    const [request, response] = await samples(path);
    expect(request?.language).toBe('bash');
    expect(response?.language).toBe('json');
    const { url, headers } = readCurl(request?.code ?? '', { KYC_API_KEY: await testKey() });
    // The call named on the page: the site's own origin, the beneficial owners at 25 %.
    expect(url).toBe(
      `${stack.siteOrigin}/v1/companies/91440300KYC000011J/beneficial-owners?threshold=25`,
    );
    expect(Object.keys(headers)).toEqual(['Authorization']);
    const answer = await fetch(url, { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-request-id')).toBeTruthy();
    const real = (await answer.json()) as Record<string, unknown>;
    const shown = JSON.parse(response?.code ?? '') as Record<string, unknown>;
    // asOf is when the data was read: the page says so; everything else is the answer itself.
    expect(typeof real.asOf).toBe('string');
    expect({ ...real, asOf: 'the data’s date' }).toEqual({ ...shown, asOf: 'the data’s date' });
  });
});
