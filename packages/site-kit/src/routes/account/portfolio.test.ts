// The portfolio page's forms posted without JavaScript (issue 28): each answers with a 303 to
// the page that shows its outcome, or, refused, the page again with apps/api's message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch } from '../../lib/account/_test/harness';
import { action, loader } from './portfolio.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { apiOrigin: 'http://api.test', clientAddress: '203.0.113.9' };

function post(path: string, body: FormData | URLSearchParams) {
  return new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: { cookie: SESSION, origin: 'http://site.test' },
    body,
  });
}

function redirectOf(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(303);
  return {
    to: response.headers.get('location') ?? '',
    flash: (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '',
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the portfolio page without JavaScript', () => {
  it('sends the chosen file as it is and goes to its review', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { id: 7 } }));
    vi.stubGlobal('fetch', fetch);
    const form = new FormData();
    form.set('intent', 'upload');
    form.set('file', new File(['名称\n北京宏图贸易有限公司\n'], '客户.csv', { type: 'text/csv' }));
    const { to } = redirectOf(await action({ request: post('/portfolio?lang=en', form), context }));
    expect(to).toBe('/portfolio?upload=7&lang=en');
    const call = callOf(fetch);
    expect(call.url).toBe(
      `http://api.test/webapi/saas/portfolios?fileName=${encodeURIComponent('客户.csv')}`,
    );
    expect(call.init.method).toBe('POST');
    expect(await new Response(call.init.body as Blob).text()).toBe('名称\n北京宏图贸易有限公司\n');
  });

  it('asks for a file when none was chosen, and shows apps/api’s refusal', async () => {
    const fetch = fakeFetch(() => ({
      status: 400,
      body: { errors: { file: 'The file has 10001 rows: at most 10,000 rows can be uploaded' } },
    }));
    vi.stubGlobal('fetch', fetch);
    const empty = new FormData();
    empty.set('intent', 'upload');
    empty.set('file', new File([], ''));
    expect(await action({ request: post('/portfolio?lang=en', empty), context })).toEqual({
      intent: 'upload',
      error: 'Please choose a file to upload.',
    });
    expect(fetch).not.toHaveBeenCalled();
    const big = new FormData();
    big.set('intent', 'upload');
    big.set('file', new File(['name\n'], 'big.csv'));
    expect(await action({ request: post('/portfolio?lang=en', big), context })).toEqual({
      intent: 'upload',
      error: 'The file has 10001 rows: at most 10,000 rows can be uploaded',
    });
  });

  it('saves the choices of a page and comes back to it saying so', async () => {
    const fetch = fakeFetch((url) =>
      url.includes('/choices')
        ? { body: { id: 7 } }
        : url.endsWith('/webapi/saas/team')
          ? { status: 404, body: { code: 'NO_TEAM', message: 'No team' } }
          : { body: { upload: { id: 7 }, rows: [] } },
    );
    vi.stubGlobal('fetch', fetch);
    const fields = new URLSearchParams({
      intent: 'choose',
      upload: '7',
      tab: 'ambiguous',
      page: '2',
      'choice-12': 'ab'.repeat(16),
      'choice-13': 'left-out',
    });
    const { to, flash } = redirectOf(
      await action({ request: post('/portfolio?upload=7&tab=ambiguous&page=2', fields), context }),
    );
    expect(to).toMatch(/^\/portfolio\?upload=7&tab=ambiguous&page=2&done=[\w-]+$/);
    expect(callOf(fetch).url).toBe('http://api.test/webapi/saas/portfolios/7/choices');
    expect(callOf(fetch).body).toEqual({
      choices: [
        { row: 12, keyNo: 'ab'.repeat(16) },
        { row: 13, keyNo: null },
      ],
    });
    const page = await loader({
      request: new Request(`http://site.test${to}`, {
        headers: { cookie: `${SESSION}; ${flash}` },
      }),
      context,
    } as Parameters<typeof loader>[0]);
    expect(page.saved).toBe(true);
    expect(page.team).toBeNull();
  });

  it('makes the list and watches it, then shows the review with its list', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { list: { id: 3, name: 'Clients' } } }));
    vi.stubGlobal('fetch', fetch);
    const fields = new URLSearchParams({ intent: 'watch', upload: '7', name: ' Clients ' });
    const { to } = redirectOf(
      await action({ request: post('/portfolio?upload=7&lang=en', fields), context }),
    );
    expect(to).toBe('/portfolio?upload=7&lang=en#portfolio-watch');
    expect(callOf(fetch).url).toBe('http://api.test/webapi/saas/portfolios/7/watch');
    expect(callOf(fetch).body).toEqual({ name: 'Clients' });
  });
});
