// @vitest-environment jsdom
import { USER_STORAGE_KEY } from '@kyc/auth';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import Login from './login';
import { action, loader } from './login.server';

const USER = {
  uuid: 'u-8',
  accessToken: 'tok-8',
  accessSecretKey: 'sec-8',
  loginName: 'demo_mfa',
  loginId: '10008',
  acctType: 1,
};

function renderLogin(path = '/login', locale: 'zh-CN' | 'en' = 'zh-CN') {
  return renderInSite(
    [
      {
        id: 'login',
        path: 'login',
        loader: ({ request }) => loader({ request } as never),
        Component: Login as never,
      },
    ],
    { path, locale },
  );
}

const account = () => screen.getByLabelText(/^账号/) as HTMLInputElement;
const password = () => screen.getByLabelText(/^密码/) as HTMLInputElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resetting jsdom's cookie jar between tests
  document.cookie = 'kyc_session=; Max-Age=0; Path=/';
});

describe('login', () => {
  it('asks for the authenticator code when MFA is bound, then saves the user and goes back', async () => {
    const fetch = fakeFetch((_url, init) => {
      const body = init.json as Record<string, string>;
      if (!body.totpCode)
        return { status: 401, body: { code: 'MFA_REQUIRED', message: '请输入动态验证码' } };
      return { body: { user: USER } };
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderLogin(`/login?redirect=${encodeURIComponent('/live-search?q=acme')}`);
    await user.type(await screen.findByLabelText(/^账号/), 'demo_mfa');
    await user.type(password(), 'Demo1234');
    await user.keyboard('{Enter}');

    const code = await screen.findByLabelText(/^动态验证码/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByText('正在登录：demo_mfa')).toBeTruthy();
    await user.keyboard('123456{Enter}');

    await waitFor(() =>
      expect(site.navigate).toHaveBeenCalledWith({ to: '/live-search?q=acme', refresh: true }),
    );
    expect(fetch.mock.calls.map((_call, index) => callOf(fetch, index).body)).toEqual([
      { loginName: 'demo_mfa', password: 'Demo1234' },
      { loginName: 'demo_mfa', password: 'Demo1234', totpCode: '123456' },
    ]);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
      accessToken: 'tok-8',
    });
    expect(document.cookie).toContain('kyc_session=u-8___tok-8___sec-8');
    const stateUser = site.store().getState().app.user;
    expect(stateUser).toMatchObject({ loginName: 'demo_mfa', uuid: 'u-8' });
    expect(stateUser).not.toHaveProperty('accessToken');
    expect(site.store().getState().loginInfo.isLogin).toBe(true);
  });

  it('shows a wrong code beside the code field and keeps the step', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch((_url, init) =>
        (init.json as Record<string, string>).totpCode
          ? { status: 401, body: { code: 'MFA_INVALID', message: '验证码错误或已过期' } }
          : { status: 401, body: { code: 'MFA_REQUIRED', message: '请输入动态验证码' } },
      ),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/^账号/), 'demo_mfa');
    await user.type(password(), 'Demo1234');
    await user.keyboard('{Enter}');
    await user.type(await screen.findByLabelText(/^动态验证码/), '000000{Enter}');
    const field = await screen.findByLabelText(/^动态验证码/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ').pop() ?? '')?.textContent).toBe(
      '验证码错误或已过期',
    );
    expect((field as HTMLInputElement).value).toBe('000000');
  });

  it.each([
    [423, 'ACCOUNT_LOCKED', '登录失败次数过多，账号已锁定，请15分钟后再试'],
    [429, 'TOO_MANY_ATTEMPTS', '登录尝试过于频繁，请15分钟后再试'],
    [401, 'INVALID_CREDENTIALS', '用户名或密码错误'],
  ])('shows the %i %s message and keeps what was typed', async (status, code, message) => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status, body: { code, message } })),
    );
    const user = userEvent.setup();
    const site = renderLogin();
    await user.type(await screen.findByLabelText(/^账号/), 'demo_formal');
    await user.type(password(), 'Wrong1234');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(account().value).toBe('demo_formal');
    expect(password().value).toBe('Wrong1234');
    expect(site.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it.each([
    [
      'zh-CN' as const,
      '账号尚未激活，请先通过激活链接设置密码',
      '请打开您收到的激活链接',
      '用户名或密码错误',
    ],
    [
      'en' as const,
      'This account is not activated yet: open the activation link you received to choose a password',
      'Open the link in your activation message',
      'Wrong login name or password',
    ],
  ])(
    'tells the seeded inactive account (%s) to activate, not that its password is wrong',
    async (locale, message, detail, wrong) => {
      // apps/api's answer to demo_inactive (apps/api/src/seed/accounts.ts) with DEMO_PASSWORD.
      const fetch = fakeFetch(() => ({
        status: 403,
        body: { statusCode: 403, code: 'ACCOUNT_INACTIVE', error: 'Forbidden', message },
      }));
      vi.stubGlobal('fetch', fetch);
      const user = userEvent.setup();
      const site = renderLogin(locale === 'en' ? '/login?lang=en' : '/login', locale);
      const accountField = await screen.findByLabelText(locale === 'en' ? /^Account/ : /^账号/);
      await user.type(accountField, 'demo_inactive');
      const passwordField = screen.getByLabelText(
        locale === 'en' ? /^Password/ : /^密码/,
      ) as HTMLInputElement;
      await user.type(passwordField, 'Demo1234{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(alert.textContent).toContain(detail);
      expect(document.body.textContent).not.toContain(wrong);
      expect(passwordField.getAttribute('aria-invalid')).not.toBe('true');
      expect(passwordField.value).toBe('Demo1234');
      expect(callOf(fetch, 0).body).toEqual({ loginName: 'demo_inactive', password: 'Demo1234' });
      expect(site.navigate).not.toHaveBeenCalled();
      expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    },
  );

  it('checks the fields with the validators before asking the server', async () => {
    const fetch = fakeFetch(() => ({ body: {} }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('请输入登录用户名');
    expect(summary.textContent).toContain('请输入密码');
    await user.type(account(), '1380000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toContain('手机格式不正确，请重新输入');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs in by mobile number, and never follows a redirect off the site', async () => {
    const fetch = fakeFetch(() => ({ body: { user: { ...USER, loginName: 'demo_formal' } } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderLogin('/login?redirect=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText(/^账号/), '13800000001');
    await user.type(password(), 'Demo1234{Enter}');
    await waitFor(() =>
      expect(site.navigate).toHaveBeenCalledWith({ to: '/account', refresh: true }),
    );
    expect(callOf(fetch, 0).body).toEqual({
      phone: '13800000001',
      password: 'Demo1234',
    });
  });

  it('shows the network error when the API cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByLabelText(/^账号/), 'demo_formal');
    await user.type(password(), 'Demo1234{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常，请稍后重试。');
  });

  it('explains an idle logout', async () => {
    renderLogin('/login?reason=idle&lang=en', 'en');
    expect(await screen.findByText(/logged out after a period of inactivity/)).toBeTruthy();
  });

  it('gives each field the keyboard and autofill a phone needs', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        status: 401,
        body: { code: 'MFA_REQUIRED', message: '请输入动态验证码' },
      })),
    );
    const user = userEvent.setup();
    renderLogin();
    const attributes = (input: HTMLElement, names: string[]) =>
      Object.fromEntries(names.map((name) => [name, input.getAttribute(name)]));
    expect(
      attributes(await screen.findByLabelText(/^账号/), [
        'autocomplete',
        'autocapitalize',
        'enterkeyhint',
      ]),
    ).toEqual({ autocomplete: 'username', autocapitalize: 'none', enterkeyhint: 'next' });
    expect(attributes(password(), ['type', 'autocomplete', 'enterkeyhint'])).toEqual({
      type: 'password',
      autocomplete: 'current-password',
      enterkeyhint: 'go',
    });
    await user.type(account(), 'demo_mfa');
    await user.type(password(), 'Demo1234{Enter}');
    expect(
      attributes(await screen.findByLabelText(/^动态验证码/), [
        'inputmode',
        'pattern',
        'autocomplete',
        'enterkeyhint',
        'maxlength',
      ]),
    ).toEqual({
      inputmode: 'numeric',
      pattern: '[0-9]*',
      autocomplete: 'one-time-code',
      enterkeyhint: 'go',
      maxlength: '6',
    });
  });
});

describe('login without JavaScript (the page’s action)', () => {
  const COOKIE =
    'kyc_session=u-8___tok-8___sec-8; Max-Age=31536000; Path=/; Secure; SameSite=Strict';

  /** apps/api's login: MFA for demo_mfa, the code 123456, the session cookie on success. */
  function api() {
    return vi.fn(async (_url: RequestInfo | URL, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(value), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        });
      if (body.password !== 'Demo1234')
        return json(401, { code: 'INVALID_CREDENTIALS', message: 'Wrong login name or password' });
      if (!body.totpCode)
        return json(401, { code: 'MFA_REQUIRED', message: 'Enter the code from your app' });
      if (body.totpCode !== '123456')
        return json(401, { code: 'MFA_INVALID', message: 'The code is wrong or has expired' });
      return json(200, { user: USER }, { 'set-cookie': COOKIE });
    });
  }

  const post = (fields: Record<string, string>, query = '?lang=en') =>
    action({
      request: new Request(`http://site.test/login${query}`, {
        method: 'POST',
        headers: {
          origin: 'http://site.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      }),
      context: { apiOrigin: 'http://api.test', clientAddress: '203.0.113.9' },
    });

  it('logs in with the password, then the code, and redirects with apps/api’s cookie', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    const first = await post({ step: 'password', account: ' demo_mfa ', password: 'Demo1234' });
    // The code's step, carrying the password to its form; nothing logged in yet.
    expect(first).toEqual({
      step: 'mfa',
      messages: {},
      alert: '',
      inactive: '',
      account: ' demo_mfa ',
      password: 'Demo1234',
    });
    const wrong = await post({
      step: 'mfa',
      account: 'demo_mfa',
      password: 'Demo1234',
      totpCode: '654321',
    });
    expect(wrong).toMatchObject({
      step: 'mfa',
      messages: { totpCode: 'The code is wrong or has expired' },
    });
    const done = (await post(
      { step: 'mfa', account: 'demo_mfa', password: 'Demo1234', totpCode: '123456' },
      `?redirect=${encodeURIComponent('/live-search?q=acme')}&lang=en`,
    )) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/live-search?q=acme');
    expect(done.headers.get('set-cookie')).toBe(COOKIE);
    const sent = fetch.mock.calls.map((_call, index) => callOf(fetch, index));
    expect(sent.map((call) => call.url)).toEqual(
      Array(3).fill('http://api.test/webapi/saas/user/login'),
    );
    expect(sent[2]?.body).toEqual({
      loginName: 'demo_mfa',
      password: 'Demo1234',
      totpCode: '123456',
    });
    // apps/api counts attempts per address: the visitor's, not the site server's.
    expect(new Headers(sent[2]?.init.headers).get('x-forwarded-for')).toBe('203.0.113.9');
    expect(new Headers(sent[2]?.init.headers).get('origin')).toBe('http://site.test');
  });

  it('goes to the account home without a redirect, never off the site', async () => {
    vi.stubGlobal('fetch', api());
    const home = (await post({
      account: 'demo',
      password: 'Demo1234',
      totpCode: '123456',
      step: 'mfa',
    })) as Response;
    expect(home.headers.get('location')).toBe('/account?lang=en');
    const away = (await post(
      { account: 'demo', password: 'Demo1234', totpCode: '123456', step: 'mfa' },
      `?redirect=${encodeURIComponent('//evil.example')}`,
    )) as Response;
    expect(away.headers.get('location')).toBe('/account');
  });

  it('answers the form again with its messages and the account typed, never the password', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    await expect(post({ account: 'demo', password: '' })).resolves.toEqual({
      step: 'password',
      messages: { password: 'Please enter password' },
      alert: '',
      inactive: '',
      account: 'demo',
    });
    expect(fetch).not.toHaveBeenCalled();
    await expect(post({ account: 'demo', password: 'Wrong123' })).resolves.toEqual({
      step: 'password',
      messages: {},
      alert: 'Wrong login name or password',
      inactive: '',
      account: 'demo',
    });
  });
});
