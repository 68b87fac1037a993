// @vitest-environment jsdom

import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import { utilityPageData } from '../../lib/account/page.server';
import BindMfa from './bind-mfa';
import UserActive from './user-active';
import { loader as activeLoader } from './user-active.server';

const USER = { uuid: 'u-1', loginName: 'demo_formal' };
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/KYC:demo_formal?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=KYC',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('bind MFA', () => {
  function renderBind(mfaBound = false) {
    return renderInSite(
      [
        {
          id: 'bindMfa',
          path: 'bind-mfa',
          loader: ({ request }) => ({ ...utilityPageData(request, '/bind-mfa'), mfaBound }),
          Component: BindMfa as never,
        },
      ],
      { path: '/bind-mfa', user: USER },
    );
  }

  it('asks for the password, then shows the QR code and the key, refuses a wrong code, binds with a right one', async () => {
    const fetch = fakeFetch((url, init) => {
      if (url.endsWith('/mfa/setup'))
        return (init.json as { password: string }).password === 'Demo1234'
          ? { body: SETUP }
          : { status: 400, body: { errors: { password: '密码不正确' } } };
      if (url.endsWith('/mfa/verify')) {
        return (init.json as { code: string }).code === '123456'
          ? { body: { bound: true } }
          : { status: 400, body: { errors: { code: '验证码错误或已过期' } } };
      }
      return { body: { ok: true } };
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderBind();
    expect(screen.queryByRole('img', { name: '使用身份验证器扫码' })).toBeNull();
    await user.type(await screen.findByLabelText(/^登录密码/), 'Wrong999{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('密码不正确');
    await user.clear(screen.getByLabelText(/^登录密码/));
    await user.type(screen.getByLabelText(/^登录密码/), 'Demo1234{Enter}');
    expect(await screen.findByRole('img', { name: '使用身份验证器扫码' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    await user.type(screen.getByLabelText(/^6 位验证码/), '654321{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain(
      '验证码错误或已过期，请重试。',
    );
    await user.clear(screen.getByLabelText(/^6 位验证码/));
    await user.type(screen.getByLabelText(/^6 位验证码/), '123456{Enter}');
    expect(await screen.findByText('多因素认证已开启。')).toBeTruthy();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some((_call, i) => callOf(fetch, i).url.endsWith('/op-log/save')),
      ).toBe(true),
    );
    const setups = fetch.mock.calls.filter((_call, i) =>
      callOf(fetch, i).url.endsWith('/mfa/setup'),
    );
    expect(setups).toHaveLength(2);
    expect(callOf(fetch, 0).body).toEqual({ password: 'Wrong999' });
  });

  it('says so when MFA is already bound, without starting a new secret', async () => {
    const fetch = fakeFetch(() => ({ body: SETUP }));
    vi.stubGlobal('fetch', fetch);
    renderBind(true);
    expect(await screen.findByText('该账号已开启多因素认证。')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the password form for another try when the setup fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const user = userEvent.setup();
    renderBind();
    await user.type(await screen.findByLabelText(/^登录密码/), 'Demo1234{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('网络异常，请稍后重试。');
    expect(screen.getByRole('button', { name: '继续' })).toBeTruthy();
    expect(screen.getByLabelText(/^登录密码/)).toBeTruthy();
  });

  it('signs out everywhere: every session ends on the server and here', async () => {
    const fetch = fakeFetch(() => ({ body: { ok: true, ended: 3 } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderBind(true);
    expect(site.store().getState().app.user).not.toBeNull();
    await user.click(await screen.findByRole('button', { name: '退出所有设备' }));
    await waitFor(() => expect(site.navigate).toHaveBeenCalled());
    expect(callOf(fetch, 0).url).toBe('/webapi/saas/user/logout-all');
    expect(site.navigate.mock.calls[0]?.[0]).toMatchObject({ to: '/login', refresh: true });
    expect(site.store().getState().app.user).toBeNull();
  });
});

describe('activate an account', () => {
  function renderActive(path: string) {
    return renderInSite(
      [
        {
          id: 'userActive',
          path: 'user-active',
          loader: ({ request }) => activeLoader({ request } as never),
          Component: UserActive as never,
        },
      ],
      { path },
    );
  }

  it('sets the password with the token, then offers the login', async () => {
    const fetch = fakeFetch(() => ({ body: { activated: true, loginName: 'demo_inactive' } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderActive('/user-active?token=demo-activation-token-2025');
    await user.type(await screen.findByLabelText(/^新密码/), 'Secret123');
    await user.type(screen.getByLabelText(/^确认密码/), 'Secret124{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('两次输入的密码不一致。');
    expect(fetch).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^确认密码/));
    await user.type(screen.getByLabelText(/^确认密码/), 'Secret123{Enter}');
    expect(await screen.findByText('账号已激活')).toBeTruthy();
    expect(screen.getByText('登录用户名：demo_inactive')).toBeTruthy();
    expect(callOf(fetch).body).toEqual({
      token: 'demo-activation-token-2025',
      password: 'Secret123',
    });
  });

  it('explains a used or expired link', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        status: 400,
        body: { errors: { token: '激活链接已过期，请联系管理员重新发送' } },
      })),
    );
    const user = userEvent.setup();
    renderActive('/user-active?token=old');
    await user.type(await screen.findByLabelText(/^新密码/), 'Secret123');
    await user.type(screen.getByLabelText(/^确认密码/), 'Secret123{Enter}');
    expect(await screen.findByText('激活链接已失效')).toBeTruthy();
    expect(screen.getByText(/激活链接已过期，请联系管理员重新发送/)).toBeTruthy();
  });

  it('says a link without a token cannot work', async () => {
    renderActive('/user-active');
    expect(await screen.findByText('激活链接已失效')).toBeTruthy();
    expect(screen.queryByLabelText(/^新密码/)).toBeNull();
  });
});
