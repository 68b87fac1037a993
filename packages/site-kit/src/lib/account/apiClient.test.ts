import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, headersOf } from './_test/harness';
import { createApiClient, readFieldErrors } from './apiClient';

const USER = { uuid: 'u-1', accessToken: 'tok-1', accessSecretKey: 'sec-1', loginName: 'ann' };

function client(
  fetch: typeof globalThis.fetch,
  onSessionEnded = vi.fn(),
  locale: 'zh-CN' | 'en' = 'zh-CN',
) {
  return {
    onSessionEnded,
    api: createApiClient({
      getUser: () => USER,
      locale,
      networkError: '网络异常，请稍后重试。',
      onSessionEnded,
      fetch,
    }),
  };
}

describe('createApiClient', () => {
  it('sends the SPEC §7 headers of the stored user, the language and same-origin credentials', async () => {
    const fetch = fakeFetch(() => ({ body: { ok: true } }));
    const { api } = client(fetch, vi.fn(), 'en');
    const result = await api.request('/webapi/saas/user/op-log/save', {
      method: 'POST',
      body: { opType: 'search', relId: 'acme' },
    });
    expect(result).toEqual({ ok: true, status: 200, data: { ok: true } });
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/webapi/saas/user/op-log/save');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body as string)).toEqual({ opType: 'search', relId: 'acme' });
    expect(headersOf(fetch.mock.calls[0] as unknown[])).toMatchObject({
      'pro-client-id': 'u-1',
      'pro-access-token': 'tok-1',
      'pro-access-secret-key': 'sec-1',
      'accept-language': 'en',
      'content-type': 'application/json',
    });
  });

  it('reads the stored user at call time, so a login after creation is picked up', async () => {
    let user: typeof USER | null = null;
    const fetch = fakeFetch(() => ({ body: {} }));
    const api = createApiClient({ getUser: () => user, locale: 'zh-CN', networkError: 'x', fetch });
    await api.request('/a');
    user = USER;
    await api.request('/b');
    expect(headersOf(fetch.mock.calls[0] as unknown[])['pro-access-token']).toBe('');
    expect(headersOf(fetch.mock.calls[1] as unknown[])['pro-access-token']).toBe('tok-1');
  });

  it('adds query parameters, leaving out empty ones', async () => {
    const fetch = fakeFetch(() => ({ body: {} }));
    const { api } = client(fetch);
    await api.request('/webapi/saas/search', {
      query: { q: '科技 a&b', page: 2, pageSize: undefined, x: '' },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('/webapi/saas/search?q=%E7%A7%91%E6%8A%80+a%26b&page=2');
  });

  it('maps a 400 with field messages to field errors', async () => {
    const fetch = fakeFetch(() => ({
      status: 400,
      body: {
        errors: { email: 'Incorrect email format.', phone: '手机格式不正确，请重新输入', bad: 3 },
      },
    }));
    const { api, onSessionEnded } = client(fetch);
    const result = await api.request('/webapi/leads/demo-request', {
      method: 'POST',
      body: {},
      account: false,
    });
    expect(result).toMatchObject({
      ok: false,
      kind: 'fields',
      fieldErrors: { email: 'Incorrect email format.', phone: '手机格式不正确，请重新输入' },
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session on a 401 of an account call, once per call', async () => {
    const fetch = fakeFetch(() => ({
      status: 401,
      body: { code: 'UNAUTHORIZED', message: '请先登录' },
    }));
    const { api, onSessionEnded } = client(fetch);
    const result = await api.request('/webapi/saas/search', { query: { q: 'a' } });
    expect(result).toMatchObject({
      ok: false,
      kind: 'unauthorized',
      code: 'UNAUTHORIZED',
      message: '请先登录',
    });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 of the login itself as an answer (wrong password, MFA), not a lost session', async () => {
    const fetch = fakeFetch(() => ({
      status: 401,
      body: { code: 'MFA_REQUIRED', message: '请输入动态验证码' },
    }));
    const { api, onSessionEnded } = client(fetch);
    const result = await api.request('/webapi/saas/user/login', {
      method: 'POST',
      body: {},
      account: false,
    });
    expect(result).toMatchObject({
      kind: 'unauthorized',
      code: 'MFA_REQUIRED',
      message: '请输入动态验证码',
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it.each([
    [
      423,
      { code: 'ACCOUNT_LOCKED', message: '登录失败次数过多，账号已锁定，请15分钟后再试' },
      'error',
      '登录失败次数过多，账号已锁定，请15分钟后再试',
    ],
    [429, { code: 'TOO_MANY_ATTEMPTS', message: '登录尝试过于频繁' }, 'error', '登录尝试过于频繁'],
    [500, { code: 'INTERNAL', message: '' }, 'error', '网络异常，请稍后重试。'],
    [502, { error: 'The account service is unavailable.' }, 'network', '网络异常，请稍后重试。'],
    [504, undefined, 'network', '网络异常，请稍后重试。'],
    [400, { errors: {} }, 'error', '网络异常，请稍后重试。'],
  ])('maps status %i to %s', async (status, body, kind, message) => {
    const fetch = fakeFetch(() => ({ status, body }));
    const { api } = client(fetch);
    const result = await api.request('/x', { account: false });
    expect(result).toMatchObject({ ok: false, kind, message });
  });

  it('turns a network failure into the page’s network error, never a throw', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { api, onSessionEnded } = client(fetch as unknown as typeof globalThis.fetch);
    await expect(api.request('/webapi/saas/user/me')).resolves.toEqual({
      ok: false,
      kind: 'network',
      status: 0,
      code: '',
      message: '网络异常，请稍后重试。',
    });
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('accepts a success without a body', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const { api } = client(fetch as unknown as typeof globalThis.fetch);
    await expect(api.request('/x')).resolves.toEqual({ ok: true, status: 204, data: undefined });
  });
});

describe('readFieldErrors', () => {
  it.each([
    [null, undefined],
    ['text', undefined],
    [{ errors: [] }, undefined],
    [{ errors: { a: '' } }, undefined],
    [{ errors: { a: 'A', b: 1 } }, { a: 'A' }],
  ])('reads %j', (body, expected) => {
    expect(readFieldErrors(body)).toEqual(expected);
  });
});
