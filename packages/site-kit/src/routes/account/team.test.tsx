// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch, renderInSite } from '../../lib/account/_test/harness';
import type { Team } from '../../lib/account/team';
import TeamPage from './team';
import { action, loader } from './team.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { nonce: 'n', apiOrigin: 'http://api.test', analyticsOrigin: '' };

const PERMISSIONS = ['kyc:search:view', 'team:members:manage', 'team:audit:view'];

function team(manage: boolean, requireMfa: boolean): Team {
  return {
    team: {
      id: 3,
      name: 'demo_formal',
      packageCode: 'STANDARD',
      seatLimit: 3,
      seatsUsed: 3,
      credits: 48,
      requireMfa,
    },
    me: {
      userId: 1,
      role: manage ? 'admin' : 'viewer',
      isOwner: manage,
      permissions: manage ? PERMISSIONS : ['kyc:search:view'],
    },
    roles: [
      { code: 'admin', name: 'Admin', grants: PERMISSIONS },
      { code: 'analyst', name: 'Analyst', grants: ['kyc:search:view'] },
      { code: 'viewer', name: 'Viewer', grants: ['kyc:search:view'] },
    ],
    permissions: [{ code: 'kyc:search:view', name: 'Search companies' }],
    members: [
      {
        userId: 1,
        loginName: 'demo_formal',
        email: null,
        role: 'admin',
        isOwner: true,
        monthlyCap: null,
        spentThisMonth: 0,
        joinedAt: '2026-11-20T02:00:00.000Z',
      },
      {
        userId: 2,
        loginName: 'wang.fang',
        email: 'wang.fang@example.com',
        role: 'analyst',
        isOwner: false,
        monthlyCap: 0,
        spentThisMonth: 0,
        joinedAt: '2026-11-21T02:00:00.000Z',
      },
    ],
    invitations: manage
      ? [
          {
            id: 12,
            email: 'wang.fang@example.com',
            role: 'viewer',
            invitedBy: 'demo_formal',
            expiresAt: '2026-12-03T08:00:00.000Z',
            createdAt: '2026-11-26T08:00:00.000Z',
          },
        ]
      : [],
  };
}

function renderTeam(answer: Team) {
  vi.stubGlobal(
    'fetch',
    fakeFetch((url) => {
      if (url.endsWith('/webapi/saas/team')) return { body: answer };
      if (url.endsWith('/audit/check'))
        return { body: { ok: true, checked: 4, firstAltered: null } };
      if (url.endsWith('/catalogue')) return { body: { kinds: [] } };
      return { body: [] };
    }),
  );
  renderInSite(
    [
      {
        id: 'team',
        path: 'team',
        loader: () =>
          loader({
            request: new Request('http://site.test/team?lang=en', { headers: { cookie: SESSION } }),
            context,
          }),
        Component: TeamPage as never,
      },
    ],
    { path: '/team?lang=en', locale: 'en', user: { uuid: 'u-1', loginName: 'demo_formal' } },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the team page', () => {
  it('gives an admin the MFA rule’s switch and a withdraw button on each pending invitation', async () => {
    renderTeam(team(true, false));
    const rule = await screen.findByText(/^not required\. A new member joins/);
    expect(rule.closest('p')?.textContent).toBe(
      'Multi-factor authentication when joining: not required. A new member joins with a login name and password.',
    );
    expect(screen.getByRole('button', { name: 'Require it' })).toBeTruthy();
    const invitation = screen.getByText(/^wang\.fang@example\.com · Viewer/).closest('li');
    const withdraw = within(invitation as HTMLElement).getByRole('button', {
      name: 'Withdraw the invitation to wang.fang@example.com',
    });
    expect(withdraw.textContent).toBe('Withdraw');
    const form = withdraw.closest('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'revoke',
      invitationId: '12',
    });
    // A member's Save and Remove sit in one row; Remove posts its own form, the member's id only.
    const row = screen.getByRole('row', { name: /wang\.fang/ });
    const save = within(row).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    const remove = within(row).getByRole('button', { name: 'Remove' }) as HTMLButtonElement;
    expect(save.parentElement).toBe(remove.parentElement);
    expect(Object.fromEntries(new FormData(remove.form as HTMLFormElement))).toEqual({
      intent: 'remove',
      userId: '2',
    });
    expect(Object.fromEntries(new FormData(save.form as HTMLFormElement))).toEqual({
      intent: 'member',
      userId: '2',
      role: 'analyst',
      monthlyCap: '0',
    });
    // The owner has no role to change and cannot be removed.
    const owner = screen.getByRole('row', { name: /demo_formal \(main user\)/ });
    expect(within(owner).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('tells a member who may not manage the team the rule, without its switch', async () => {
    renderTeam(team(false, true));
    await screen.findByText(/^required\. A new member binds an authenticator app/);
    expect(screen.queryByRole('button', { name: 'Stop requiring it' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});

describe('the team page’s action', () => {
  const post = (fields: Record<string, string>) =>
    action({
      request: new Request('http://site.test/team?lang=en', {
        method: 'POST',
        headers: { cookie: SESSION, origin: 'http://site.test' },
        body: new URLSearchParams(fields),
      }),
      context,
    });

  it('withdraws an invitation and names its address', async () => {
    const fetch = fakeFetch(() => ({
      body: { id: 12, email: 'wang.fang@example.com', role: 'viewer' },
    }));
    vi.stubGlobal('fetch', fetch);
    expect(await post({ intent: 'revoke', invitationId: '12' })).toEqual({
      intent: 'revoke',
      ok: true,
      message: 'The invitation to wang.fang@example.com was withdrawn; its link no longer works.',
    });
    expect(callOf(fetch).url).toBe('http://api.test/webapi/saas/team/invitations/12');
    expect(callOf(fetch).init.method).toBe('DELETE');
  });

  it('turns the MFA rule on, and answers apps/api’s refusal in its words', async () => {
    const fetch = fakeFetch(() => ({ body: { requireMfa: true, changed: true } }));
    vi.stubGlobal('fetch', fetch);
    expect(await post({ intent: 'mfa', requireMfa: 'on' })).toEqual({
      intent: 'mfa',
      ok: true,
      message: 'New members must now bind an authenticator app to join.',
    });
    expect(callOf(fetch).init.method).toBe('PATCH');
    expect(callOf(fetch).body).toEqual({ requireMfa: true });

    vi.stubGlobal(
      'fetch',
      fakeFetch(() => ({
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Your role lacks the permission' },
      })),
    );
    expect(await post({ intent: 'mfa', requireMfa: 'off' })).toEqual({
      intent: 'mfa',
      ok: false,
      message: 'Your role lacks the permission',
    });
  });
});
