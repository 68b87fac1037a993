// @vitest-environment jsdom

import { checkMobilePhone } from '@kyc/validators';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import DemoRequest from './demo-request';
import { action, loader } from './demo-request.server';

function renderForm(path: string, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const [pathname] = path.split('?');
  return renderInSite(
    [
      {
        id: pathname === '/register' ? 'register' : 'demoRequest',
        path: (pathname ?? '').slice(1),
        loader: ({ request }) => loader({ request } as never),
        Component: DemoRequest as never,
      },
    ],
    { path, locale },
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
/** The message shown for a field: the last element its aria-describedby names. */
const messageOf = (input: HTMLElement) =>
  document.getElementById((input.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '')
    ?.textContent;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('demo request', () => {
  it('shows the validators’ messages beside the fields and in the summary, keeping every value', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { id: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm('/demo-request');
    await user.type(await screen.findByLabelText(/^姓名/), '张伟');
    await user.type(field(/^公司名称/), '厦门瑞远物流集团有限公司');
    await user.type(field(/^工作邮箱/), 'zhang@');
    await user.type(field(/^手机号/), '1380000');
    await user.type(field(/^留言/), '需要香港和新加坡的数据');
    await user.click(screen.getByRole('button', { name: '提交' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('邮箱格式不正确。');
    expect(summary.textContent).toContain('手机格式不正确，请重新输入');
    expect(summary.textContent).toContain('请先阅读并同意《用户协议》。');
    expect(messageOf(field(/^工作邮箱/))).toBe('邮箱格式不正确。');
    expect(field(/^工作邮箱/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^姓名/).value).toBe('张伟');
    expect(field(/^公司名称/).value).toBe('厦门瑞远物流集团有限公司');
    expect(field(/^留言/).value).toBe('需要香港和新加坡的数据');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the API’s field errors, then the success state once the lead is stored', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { errors: { email: 'Incorrect email format.' } },
    };
    const fetch = fakeFetch(() => answer);
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm('/demo-request');
    await user.type(await screen.findByLabelText(/^姓名/), '张伟');
    await user.type(field(/^职务/), '合规经理');
    await user.type(field(/^公司名称/), '测试公司');
    await user.type(field(/^工作邮箱/), 'zhang@example.com');
    await user.type(field(/^手机号/), '13912345678');
    await user.selectOptions(field(/^所属行业/), 'banking');
    await user.click(screen.getByLabelText('API'));
    await user.click(field(/我已阅读并同意/));
    await user.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(messageOf(field(/^工作邮箱/))).toBe('Incorrect email format.'));
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect email format.');
    expect(field(/^工作邮箱/).value).toBe('zhang@example.com');
    expect(callOf(fetch, 0).url).toBe('/webapi/leads/demo-request');
    expect(callOf(fetch, 0).body).toEqual({
      name: '张伟',
      company: '测试公司',
      email: 'zhang@example.com',
      phone: '+8613912345678',
      message: '职务: 合规经理\n所属行业: 银行\n感兴趣的产品: API',
    });

    answer = { status: 201, body: { id: 7, kind: 'demo' } };
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交成功，感谢您的关注')).toBeTruthy();
  });

  it('sends a registration to the registration list', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { id: 2 } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm('/register');
    await user.type(await screen.findByLabelText(/^姓名/), 'Ann');
    await user.type(field(/^公司名称/), 'Acme');
    await user.type(field(/^工作邮箱/), 'ann@acme.com');
    await user.type(field(/^手机号/), '13912345678');
    await user.click(field(/我已阅读并同意/));
    await user.keyboard('{Enter}');
    await screen.findByText('提交成功，感谢您的关注');
    expect(callOf(fetch, 0).url).toBe('/webapi/leads/register');
  });

  it('keeps the form and shows the network error when the API is down', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({ status: 502, body: { error: 'down' } })),
    );
    const user = userEvent.setup();
    renderForm('/demo-request');
    await user.type(await screen.findByLabelText(/^姓名/), 'Ann');
    await user.type(field(/^公司名称/), 'Acme');
    await user.type(field(/^工作邮箱/), 'ann@acme.com');
    await user.type(field(/^手机号/), '13912345678');
    await user.click(field(/我已阅读并同意/));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常，请稍后重试。');
    expect(field(/^姓名/).value).toBe('Ann');
  });

  /** An English-site visitor's name, company and e-mail: what every phone case needs first. */
  async function fillEnglishVisitor(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/^Name/), 'Ann Smith');
    await user.type(field(/^Company/), 'Acme Ltd');
    await user.type(field(/^Work e-mail/), 'ann@acme.co.uk');
  }

  it('takes an English visitor’s UK mobile whole and sends it in E.164', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { id: 3 } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm('/demo-request?lang=en', 'en');
    await fillEnglishVisitor(user);
    await user.selectOptions(field(/^Country or region code/), 'GB');
    const phone = field(/^Mobile phone/);
    await user.type(phone, '07911 123456');
    expect(phone.value).toBe('07911 123456');
    expect(phone.closest('.kyc-input')?.textContent).toContain('+44');
    await user.click(field(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(callOf(fetch, 0).body).toMatchObject({ phone: '+447911123456' });
  });

  it('refuses a number that is not valid for the chosen country, and keeps +86 on the mainland rule', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { id: 4 } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderForm('/demo-request?lang=en', 'en');
    await fillEnglishVisitor(user);
    await user.click(field(/I have read and agree/));
    await user.selectOptions(field(/^Country or region code/), 'GB');
    await user.type(field(/^Mobile phone/), '4477009001');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(messageOf(field(/^Mobile phone/))).toBe(
        'Incorrect phone number format, please re-enter',
      ),
    );
    // Back on +86, the validators' rule and message hold, whatever the page's language.
    await user.selectOptions(field(/^Country or region code/), 'CN');
    await user.clear(field(/^Mobile phone/));
    await user.type(field(/^Mobile phone/), '+86 100 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(messageOf(field(/^Mobile phone/))).toBe(
        checkMobilePhone('10012345678', { locale: 'en' }),
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers every calling code, mainland China first, and guesses an English visitor’s region', async () => {
    const load = (lang: string, acceptLanguage: string) =>
      loader({
        request: new Request(`http://site.test/demo-request?lang=${lang}`, {
          headers: { 'accept-language': acceptLanguage },
        }),
      });
    const en = load('en', 'en-GB,en;q=0.8');
    expect(en.phoneCountry).toBe('GB');
    expect(en.phoneCountries[0]).toEqual({
      value: 'CN',
      callingCode: '+86',
      label: 'China (+86)',
    });
    expect(en.phoneCountries.find((option) => option.value === 'GB')?.label).toBe(
      'United Kingdom (+44)',
    );
    expect(en.phoneCountries.length).toBeGreaterThan(200);
    expect(load('en', 'en').phoneCountry).toBe('CN');
    expect(load('zh-CN', 'en-US').phoneCountry).toBe('CN');
  });

  it.each([
    [/^姓名/, { type: 'text', autocomplete: 'name', enterkeyhint: 'next' }],
    [/^公司名称/, { type: 'text', autocomplete: 'organization', enterkeyhint: 'next' }],
    [
      /^工作邮箱/,
      { type: 'email', inputmode: 'email', autocomplete: 'email', enterkeyhint: 'next' },
    ],
    [
      /^手机号/,
      { type: 'tel', inputmode: 'numeric', autocomplete: 'tel-national', enterkeyhint: 'next' },
    ],
  ])('gives %s the right keyboard and autofill', async (label, expected) => {
    renderForm('/demo-request');
    const input = await screen.findByLabelText(label);
    expect(
      Object.fromEntries(Object.keys(expected).map((name) => [name, input.getAttribute(name)])),
    ).toEqual(expected);
  });
});

describe('demo request without JavaScript (the page’s action)', () => {
  const post = (fields: [string, string][], path = '/demo-request?lang=en') =>
    action({
      request: new Request(`http://site.test${path}`, {
        method: 'POST',
        headers: {
          origin: 'http://site.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      }),
      context: { apiOrigin: 'http://api.test', clientAddress: '203.0.113.9' },
    });
  const filled: [string, string][] = [
    ['name', 'Zhang Wei'],
    ['jobTitle', 'Compliance manager'],
    ['company', 'Acme Ltd'],
    ['email', 'zhang@example.com'],
    ['phoneCountry', 'GB'],
    ['phone', '07911 123456'],
    ['industry', 'banking'],
    ['interest', 'api'],
    ['interest', 'report'],
    ['message', 'Hong Kong data, please'],
    ['agree', 'on'],
  ];

  it('answers the form again with its messages and everything typed and chosen', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { id: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const answer = await post(
      filled
        .filter(([name]) => name !== 'agree')
        .map(([name, value]) => (name === 'email' ? [name, 'zhang@'] : [name, value])),
    );
    expect(answer).toEqual({
      input: {
        values: {
          name: 'Zhang Wei',
          company: 'Acme Ltd',
          jobTitle: 'Compliance manager',
          email: 'zhang@',
          phoneCountry: 'GB',
          phone: '07911 123456',
          industry: 'banking',
          message: 'Hong Kong data, please',
        },
        interests: ['api', 'report'],
        agree: false,
      },
      messages: {
        email: 'Incorrect email format.',
        agree: 'Please read and accept the user protocol first.',
      },
      alert: '',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the lead, then redirects to the page saying so, for that visit only', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { id: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const answer = (await post(filled)) as Response;
    expect(answer.status).toBe(303);
    const to = new URL(answer.headers.get('location') ?? '', 'http://site.test');
    expect(to.pathname).toBe('/demo-request');
    expect(to.searchParams.get('lang')).toBe('en');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^kyc_flash=[\w-]+; Max-Age=600; Path=\/demo-request; HttpOnly/);
    const sent = callOf(fetch);
    expect(sent.url).toBe('http://api.test/webapi/leads/demo-request');
    expect(sent.body).toEqual({
      name: 'Zhang Wei',
      company: 'Acme Ltd',
      email: 'zhang@example.com',
      phone: '+447911123456',
      message:
        'Job title: Compliance manager\nIndustry: Banking\nInterested in: API, Reports\n\nHong Kong data, please',
    });
    expect(new Headers(sent.init.headers).get('x-forwarded-for')).toBe('203.0.113.9');
    // The page it goes to says the lead was sent; the same address without the cookie (a link
    // someone shares) does not, nor does the cookie on another visit of the page.
    const flash = cookie.split(';')[0] ?? '';
    const read = (path: string, withCookie: boolean) =>
      loader({
        request: new Request(`http://site.test${path}`, {
          headers: withCookie ? { cookie: flash } : {},
        }),
      }).sent;
    expect(read(`${to.pathname}${to.search}`, true)).toBe(true);
    expect(read(`${to.pathname}${to.search}`, false)).toBe(false);
    expect(read('/demo-request?lang=en', true)).toBe(false);
  });

  it('sends a registration to its own list', async () => {
    const fetch = fakeFetch(() => ({ status: 201, body: { id: 1 } }));
    vi.stubGlobal('fetch', fetch);
    const answer = (await post(filled, '/register')) as Response;
    expect(new URL(answer.headers.get('location') ?? '', 'http://site.test').pathname).toBe(
      '/register',
    );
    expect(callOf(fetch).url).toBe('http://api.test/webapi/leads/register');
  });
});
