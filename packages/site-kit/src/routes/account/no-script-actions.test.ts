// The account pages' actions: their forms posted without JavaScript (issue 30). Each that
// changes something answers with a 303 to a page that shows the outcome; refused, it answers
// the form's messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch } from '../../lib/account/_test/harness';
import { clearFlash, flashRedirect, readFlash } from '../../lib/account/flash.server';
import { action as authorizeAction, loader as authorizeLoader } from './authorize.server';
import { action as bindAction, loader as bindLoader } from './bind-mfa.server';
import { action as loginAction } from './login.server';
import { action as activateAction, loader as activeLoader } from './user-active.server';
import { action as verifyAction, loader as verifyLoader } from './verifydoc.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { apiOrigin: 'http://api.test', clientAddress: '203.0.113.9' };

/** A form posted to `path` by the browser, with the session cookie (and `cookie` besides). */
function post(path: string, fields: Record<string, string>, cookie = SESSION) {
  return new Request(`http://site.test${path}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: 'http://site.test',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The page a 303 goes to, and the cookie it sets for it (name=value). */
function redirectOf(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.status).toBe(303);
  return {
    to: response.headers.get('location') ?? '',
    cookies: response.headers.getSetCookie(),
    flash: (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '',
  };
}

/** The operation log entries the calls posted. */
const logged = (fetch: ReturnType<typeof fakeFetch>) =>
  fetch.mock.calls
    .map((_, index) => callOf(fetch, index))
    .filter((call) => call.url.endsWith('/op-log/save'))
    .map((call) => call.body);

afterEach(() => vi.unstubAllGlobals());

describe('the flash of a redirect', () => {
  it('shows its outcome on the page it names, for the address it made, not another', () => {
    const answer = flashRedirect('/authorize?company=Acme&lang=en', { answer: 'agreed' });
    const { to, cookies, flash } = redirectOf(answer);
    expect(to).toMatch(/^\/authorize\?company=Acme&lang=en&done=[\w-]{12}$/);
    expect(cookies[0]).toMatch(/; Max-Age=600; Path=\/authorize; HttpOnly; Secure; SameSite=Lax$/);
    const at = (path: string, cookie?: string) =>
      readFlash(new Request(`http://site.test${path}`, { headers: cookie ? { cookie } : {} }));
    expect(at(to, flash)).toEqual({ answer: 'agreed' });
    expect(at(to)).toBeNull();
    expect(at(to.replace(/done=[\w-]+/, 'done=madeup'), flash)).toBeNull();
    expect(at('/authorize?company=Acme', flash)).toBeNull();
    expect(at(to, 'kyc_flash=not-json')).toBeNull();
    expect(clearFlash('/bind-mfa')).toMatch(/^kyc_flash=; Max-Age=0; Path=\/bind-mfa;/);
  });
});

describe('the authorisation without JavaScript', () => {
  it('logs the agreement and redirects to the page saying so', async () => {
    const fetch = fakeFetch((url) =>
      url.endsWith('/me') ? { body: { user: { loginName: 'ann' } } } : { body: { ok: true } },
    );
    vi.stubGlobal('fetch', fetch);
    const answer = await authorizeAction({
      request: post('/authorize?lang=en', { intent: 'agree', company: ' Acme Ltd ' }),
      context,
    });
    const { to, flash } = redirectOf(answer);
    expect(to).toMatch(/^\/authorize\?company=Acme\+Ltd&lang=en&done=/);
    expect(logged(fetch)).toEqual([{ opType: 'authorize', relId: 'Acme Ltd' }]);
    const page = await authorizeLoader({
      request: new Request(`http://site.test${to}`, {
        headers: { cookie: `${SESSION}; ${flash}` },
      }),
      context,
    });
    expect(page).toMatchObject({ answer: 'agreed', company: 'Acme Ltd' });
    // A reload shows it again and logs nothing more: the loader posts nothing.
    expect(logged(fetch)).toHaveLength(1);
  });

  it('logs a refusal; asks for the company before an agreement', async () => {
    const fetch = fakeFetch(() => ({ body: { ok: true } }));
    vi.stubGlobal('fetch', fetch);
    await expect(
      authorizeAction({
        request: post('/authorize?lang=en', { intent: 'agree', company: ' ' }),
        context,
      }),
    ).resolves.toEqual({ company: '', error: 'Please enter the company name' });
    expect(fetch).not.toHaveBeenCalled();
    const declined = await authorizeAction({
      request: post('/authorize', { intent: 'decline', company: 'Acme' }),
      context,
    });
    expect(redirectOf(declined).to).toMatch(/^\/authorize\?company=Acme&done=/);
    expect(logged(fetch)).toEqual([{ opType: 'authorize_decline', relId: 'Acme' }]);
  });
});

describe('the activation without JavaScript', () => {
  it('activates with the link’s token and redirects to the page naming the account', async () => {
    const fetch = fakeFetch(() => ({ body: { activated: true, loginName: 'demo_inactive' } }));
    vi.stubGlobal('fetch', fetch);
    const answer = await activateAction({
      request: post(
        '/user-active?token=tok-1&lang=en',
        { password: 'Secret123', confirm: 'Secret123' },
        '',
      ),
      context,
    });
    const { to, flash } = redirectOf(answer);
    // The token stays behind: the page it goes to cannot activate again.
    expect(to).toMatch(/^\/user-active\?lang=en&done=/);
    expect(callOf(fetch).body).toEqual({ token: 'tok-1', password: 'Secret123' });
    const page = activeLoader({
      request: new Request(`http://site.test${to}`, { headers: { cookie: flash } }),
    });
    expect(page.activated).toBe('demo_inactive');
  });

  it('answers the messages, never the passwords; a used link in apps/api’s words', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 400, body: { errors: { token: 'This link has been used' } } })),
    );
    await expect(
      activateAction({
        request: post(
          '/user-active?token=tok-1&lang=en',
          { password: 'Secret123', confirm: 'Other123' },
          '',
        ),
        context,
      }),
    ).resolves.toEqual({
      messages: { confirm: 'The two passwords do not match.' },
      alert: '',
      tokenProblem: '',
    });
    await expect(
      activateAction({
        request: post(
          '/user-active?token=tok-1&lang=en',
          { password: 'Secret123', confirm: 'Secret123' },
          '',
        ),
        context,
      }),
    ).resolves.toEqual({ messages: {}, alert: '', tokenProblem: 'This link has been used' });
  });
});

describe('binding an authenticator without JavaScript', () => {
  const SETUP = {
    secret: 'JBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/KYC:ann?secret=JBSWY3DPEHPK3PXP',
  };

  it('shows the key after the password, binds with the code, logs it and says so', async () => {
    const fetch = fakeFetch((url, init) => {
      if (url.endsWith('/mfa/setup'))
        return (init.json as { password: string }).password === 'Demo1234'
          ? { body: SETUP }
          : { status: 400, body: { errors: { password: 'Wrong password' } } };
      if (url.endsWith('/mfa/verify'))
        return (init.json as { code: string }).code === '123456'
          ? { body: { bound: true } }
          : { status: 400, body: { errors: { code: 'x' } } };
      if (url.endsWith('/me')) return { body: { user: { loginName: 'ann' }, mfaBound: false } };
      return { body: { ok: true } };
    });
    vi.stubGlobal('fetch', fetch);
    await expect(
      bindAction({
        request: post('/bind-mfa?lang=en', { intent: 'setup', password: 'Nope' }),
        context,
      }),
    ).resolves.toEqual({ passwordError: 'Wrong password' });
    const started = redirectOf(
      await bindAction({
        request: post('/bind-mfa?lang=en', { intent: 'setup', password: 'Demo1234' }),
        context,
      }),
    );
    const keyPage = await bindLoader({
      request: new Request(`http://site.test${started.to}`, {
        headers: { cookie: `${SESSION}; ${started.flash}` },
      }),
      context,
    });
    expect(keyPage).toMatchObject({ setup: SETUP, boundNow: false, mfaBound: false });
    await expect(
      bindAction({
        request: post(started.to, { intent: 'verify', code: '12' }, `${SESSION}; ${started.flash}`),
        context,
      }),
    ).resolves.toEqual({ codeError: 'Enter the six-digit code' });
    const bound = redirectOf(
      await bindAction({
        request: post(
          started.to,
          { intent: 'verify', code: '123456' },
          `${SESSION}; ${started.flash}`,
        ),
        context,
      }),
    );
    expect(logged(fetch)).toEqual([{ opType: 'bind_mfa', relId: '' }]);
    // The key's flash is replaced by the outcome's: the page shows the key no more.
    const donePage = await bindLoader({
      request: new Request(`http://site.test${bound.to}`, {
        headers: { cookie: `${SESSION}; ${bound.flash}` },
      }),
      context,
    });
    expect(donePage).toMatchObject({ setup: null, boundNow: true });
  });
});

describe('logging out without JavaScript', () => {
  it('ends the session with apps/api and goes home with its cookies cleared', async () => {
    const cleared = 'kyc_session=; Max-Age=0; Secure; Path=/; SameSite=Strict';
    const fetch = vi.fn(
      async () =>
        new Response('{"ok":true}', {
          headers: { 'content-type': 'application/json', 'set-cookie': cleared },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const out = redirectOf(
      await loginAction({ request: post('/login?lang=en', { intent: 'logout' }), context }),
    );
    expect(out.to).toBe('/?lang=en');
    expect(out.cookies).toEqual([cleared]);
    expect(callOf(fetch).url).toBe('http://api.test/webapi/saas/user/logout');
    const everywhere = redirectOf(
      await loginAction({ request: post('/login', { intent: 'logout-all' }), context }),
    );
    expect(everywhere.to).toBe('/login');
    expect(callOf(fetch, 1).url).toBe('http://api.test/webapi/saas/user/logout-all');
  });

  it('clears the cookies here even when apps/api had already ended the session', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } })),
    );
    const out = redirectOf(
      await loginAction({ request: post('/login', { intent: 'logout' }), context }),
    );
    expect(out.cookies.map((cookie) => cookie.split(';')[0])).toEqual([
      'kyc_session=',
      'kyc_alive=',
    ]);
    // A post from another site carries no session cookie (SameSite=Strict): it ends nothing.
    const foreign = redirectOf(
      await loginAction({ request: post('/login', { intent: 'logout' }, ''), context }),
    );
    expect(foreign.cookies).toEqual([]);
  });
});

describe('verifying a report without JavaScript', () => {
  const REPORT = {
    reportNo: 'KYC20261125100001',
    reportType: 'UBO',
    language: 'en',
    issuedAt: '2026-11-25T02:03:04.000Z',
    pages: 4,
    company: {
      keyNo: 'a'.repeat(32),
      name: 'Acme Ltd',
      nameEn: 'Acme Ltd',
      jurisdiction: 'HK',
      registeredCapital: '1000000',
      capitalCurrency: 'HKD',
      legalRepresentative: 'Not shown on the page',
    },
  };
  /** A multipart post, as the browser sends the form with its file field. */
  function multipart(path: string, fields: Record<string, string>, file?: File, cookie = SESSION) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set('file', file ?? new File([], ''));
    return new Request(`http://site.test${path}`, {
      method: 'POST',
      headers: { cookie, origin: 'http://site.test' },
      body,
    });
  }

  it('checks the codes, logs it for a user and redirects to the page showing the outcome', async () => {
    const fetch = fakeFetch((url) =>
      url.endsWith('/verify-doc')
        ? { body: { genuine: true, report: REPORT } }
        : { body: { ok: true } },
    );
    vi.stubGlobal('fetch', fetch);
    const { to, flash } = redirectOf(
      await verifyAction({
        request: multipart('/verifydoc?lang=en', {
          reportNo: ' kyc20261125100001 ',
          verifyCode: 'ABCD2345',
        }),
        context,
      }),
    );
    expect(to).toMatch(/^\/verifydoc\?reportNo=kyc20261125100001&code=ABCD2345&lang=en&done=/);
    expect(callOf(fetch).body).toEqual({ reportNo: 'kyc20261125100001', verifyCode: 'ABCD2345' });
    expect(logged(fetch)).toEqual([{ opType: 'verify_document', relId: 'KYC20261125100001' }]);
    const page = verifyLoader({
      request: new Request(`http://site.test${to}`, { headers: { cookie: flash } }),
    });
    expect(page.prefill).toEqual({ reportNo: 'kyc20261125100001', verifyCode: 'ABCD2345' });
    expect(page.verified).toMatchObject({
      kind: 'genuine-codes',
      report: { reportNo: REPORT.reportNo },
    });
    // Only what the page shows travels in the flash.
    expect(JSON.stringify(page.verified)).not.toContain('Not shown on the page');
  });

  it('sends the file’s bytes as they are; a visitor’s check is not logged', async () => {
    const fetch = fakeFetch(() => ({
      body: { genuine: false, fileChecked: true, fileMatches: false },
    }));
    vi.stubGlobal('fetch', fetch);
    const pdf = new File(['%PDF-1.7 changed'], 'copy.pdf', { type: 'application/pdf' });
    const { to, flash } = redirectOf(
      await verifyAction({
        request: multipart('/verifydoc', { reportNo: 'KYC1', verifyCode: 'CODE' }, pdf, ''),
        context,
      }),
    );
    const sent = callOf(fetch);
    expect(sent.url).toBe('http://api.test/webapi/verify-doc/file?reportNo=KYC1&verifyCode=CODE');
    expect(new Headers(sent.init.headers).get('content-type')).toBe('application/pdf');
    expect(await new Response(sent.init.body as Blob).text()).toBe('%PDF-1.7 changed');
    expect(logged(fetch)).toEqual([]);
    const page = verifyLoader({
      request: new Request(`http://site.test${to}`, { headers: { cookie: flash } }),
    });
    expect(page.verified).toEqual({ kind: 'file-changed', fileName: 'copy.pdf' });
  });

  it('answers the form’s messages with the codes typed, sending nothing', async () => {
    const fetch = fakeFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetch);
    const notPdf = new File(['hello'], 'notes.txt');
    await expect(
      verifyAction({
        request: multipart('/verifydoc?lang=en', { reportNo: 'KYC1', verifyCode: '' }, notPdf),
        context,
      }),
    ).resolves.toEqual({
      values: { reportNo: 'KYC1', verifyCode: '' },
      messages: {
        verifyCode: 'Please enter the verification code',
        file: 'This file is not a PDF. Choose the report file you received, a PDF.',
      },
      alert: '',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
