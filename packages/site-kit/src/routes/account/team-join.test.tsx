// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import TeamJoin from './team-join';
import { action, loader } from './team-join.server';

const context = { nonce: 'n', apiOrigin: 'http://api.test', analyticsOrigin: '' };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const INVITATION = {
  teamName: 'demo_formal',
  email: 'li.na@example.com',
  role: 'analyst',
  roleName: 'Analyst',
  requireMfa: true,
  expiresAt: '2026-12-03T08:00:00.000Z',
};
const USER = { uuid: 'u-9', accessToken: 'tok-9', accessSecretKey: 'sec-9', loginName: 'li.na' };

/** apps/api as the page sees it: the invitation, its key, and the answer to joining. */
function api(join: (body: Record<string, string>) => { status?: number; body?: unknown }) {
  return fakeFetch((url, init) => {
    if (url.includes('/webapi/team/invitation?token=')) return { body: INVITATION };
    if (url.endsWith('/webapi/team/invitation/mfa'))
      return {
        body: { secret: SECRET, otpauthUri: `otpauth://totp/KYC:li.na?secret=${SECRET}` },
      };
    return join(init.json as Record<string, string>);
  });
}

function renderJoin() {
  return renderInSite(
    [
      {
        id: 'teamJoin',
        path: 'team-join',
        loader: ({ request }) => loader({ request, context } as never),
        Component: TeamJoin as never,
      },
    ],
    { path: '/team-join?token=t0k3n&lang=en', locale: 'en' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('joining a team that requires MFA', () => {
  it('shows the key to bind and joins with a code of it; the account is made signed in', async () => {
    const fetch = api(() => ({ status: 201, body: { user: USER } }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const site = renderJoin();
    await screen.findByRole('heading', { name: 'Bind an authenticator app' });
    expect(
      screen.getByText(
        'demo_formal requires multi-factor authentication: your account is made once an authenticator app on your phone is bound, and signing in asks for its six-digit code.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Scan with your authenticator app' })).toBeTruthy();
    // The key was asked for the invitation's token, as apps/api keeps it for the invitation.
    const keyCall = fetch.mock.calls.findIndex(([url]) => String(url).endsWith('/mfa'));
    expect(callOf(fetch, keyCall).body).toEqual({ token: 't0k3n' });

    await user.type(screen.getByLabelText(/^Login name/), 'li.na');
    await user.type(screen.getByLabelText(/^Password/), 'Colleague2026');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    // No code yet: the form says so and sends nothing.
    await screen.findByText('Enter the six-digit code');
    const sent = fetch.mock.calls.length;
    await user.type(screen.getByLabelText(/^Six-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    await waitFor(() =>
      expect(site.navigate).toHaveBeenCalledWith({ to: '/team?lang=en', refresh: true }),
    );
    expect(callOf(fetch, sent).url).toBe('/webapi/team/invitation/accept');
    expect(callOf(fetch, sent).body).toEqual({
      token: 't0k3n',
      loginName: 'li.na',
      password: 'Colleague2026',
      totpCode: '123456',
    });
  });

  it('puts apps/api’s refusal of the code beside the code', async () => {
    vi.stubGlobal(
      'fetch',
      api(() => ({
        status: 400,
        body: { errors: { totpCode: 'Wrong or expired verification code' } },
      })),
    );
    const user = userEvent.setup();
    renderJoin();
    await user.type(await screen.findByLabelText(/^Login name/), 'li.na');
    await user.type(screen.getByLabelText(/^Password/), 'Colleague2026');
    await user.type(screen.getByLabelText(/^Six-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Join the team' }));
    const message = await screen.findByText('Wrong or expired verification code');
    expect(message.closest('.kyc-field')?.querySelector('input')?.name).toBe('totpCode');
  });
});

describe('the join page’s action (no JavaScript)', () => {
  const post = (fields: Record<string, string>) =>
    action({
      request: new Request('http://site.test/team-join?token=t0k3n&lang=en', {
        method: 'POST',
        headers: { origin: 'http://site.test' },
        body: new URLSearchParams(fields),
      }),
      context,
    });

  it('joins with the code and goes to the team page with apps/api’s session cookie', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ user: USER }), {
          status: 201,
          headers: {
            'content-type': 'application/json',
            'set-cookie': 'kyc_session=u-9___tok-9___sec-9; Path=/; Secure; SameSite=Strict',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = (await post({
      loginName: 'li.na',
      password: 'Colleague2026',
      totpCode: '123456',
      requireMfa: 'on',
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/team?lang=en');
    expect(answer.headers.get('set-cookie')).toContain('kyc_session=u-9___tok-9___sec-9');
    expect(callOf(fetch).url).toBe('http://api.test/webapi/team/invitation/accept');
    expect(callOf(fetch).body).toEqual({
      token: 't0k3n',
      loginName: 'li.na',
      password: 'Colleague2026',
      totpCode: '123456',
    });
  });

  it('answers the form again, without asking apps/api, when the team requires a code and none came', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const answer = await post({ loginName: 'li.na', password: 'Colleague2026', requireMfa: 'on' });
    expect(answer).toEqual({
      messages: { totpCode: 'Enter the six-digit code' },
      alert: '',
      loginName: 'li.na',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
