import { signedInBar } from '@kyc/content/interface';
import { describe, expect, it } from 'vitest';
import { accountNavGroups, isCurrentLink, unreadAlertsWords } from './accountNav';

const options = { renewHref: '/service-selection?from=%2F', alertsUnread: 0 };
const shape = (groups: ReturnType<typeof accountNavGroups>) =>
  groups.map((group) => [group.id, group.links.map((link) => link.to)]);

describe('accountNavGroups', () => {
  it('groups an account outside a team into workspace, developers and account, in both languages', () => {
    for (const locale of ['zh-CN', 'en'] as const) {
      const groups = accountNavGroups({ mainUserFlag: 'N' }, signedInBar[locale], options);
      expect(shape(groups)).toEqual([
        ['workspace', ['/live-search', '/alerts', '/my-reports']],
        ['developers', ['/api-keys', '/api-usage', '/products-api/reference']],
        ['account', ['/service-selection?from=%2F', '/bind-mfa', '/authorize', '/activity']],
      ]);
      expect(groups.map((group) => group.label)).toEqual(
        locale === 'en' ? ['Workspace', 'Developers', 'Account'] : ['工作台', '开发者', '账户设置'],
      );
    }
  });

  it.each([
    [
      'a main user (the team’s owner)',
      { mainUserFlag: 'Y' },
      ['/team', '/team-lists', '/team-audit'],
    ],
    [
      'an admin member',
      { permissionList: ['team:lists:edit', 'team:audit:view'], mainUserFlag: 'N' },
      ['/team', '/team-lists', '/team-audit'],
    ],
    [
      'a viewer member (the audit trail reversed)',
      {
        permissionList: ['kyc:search:view'],
        reversalPermissionList: ['team:lists:edit', 'team:audit:view'],
      },
      ['/team', '/team-lists'],
    ],
    [
      'nobody in a team, even granted the audit trail',
      { permissionList: ['team:audit:view'] },
      null,
    ],
  ])('gives the team group and the portfolio to %s as the pages allow', (_who, user, team) => {
    const groups = accountNavGroups(user, signedInBar.en, options);
    const teamGroup = groups.find((group) => group.id === 'team');
    expect(teamGroup?.links.map((link) => link.to) ?? null).toEqual(team);
    if (teamGroup) expect(teamGroup.label).toBe('Team');
    const workspace = groups[0]?.links.map((link) => link.to);
    expect(workspace?.includes('/portfolio')).toBe(team !== null);
    expect(groups.map((group) => group.id)).toEqual(
      team
        ? ['workspace', 'team', 'developers', 'account']
        : ['workspace', 'developers', 'account'],
    );
  });

  it('counts the unread alerts on the alerts link and its group only', () => {
    const groups = accountNavGroups({}, signedInBar['zh-CN'], { ...options, alertsUnread: 4 });
    expect(groups.map((group) => group.count)).toEqual([4, 0, 0]);
    expect(groups[0]?.links.find((link) => link.to === '/alerts')?.count).toBe(4);
    // A count that is no number of alerts counts nothing.
    for (const odd of [-2, Number.NaN]) {
      const none = accountNavGroups({}, signedInBar.en, { ...options, alertsUnread: odd });
      expect(none[0]?.count).toBe(0);
    }
  });
});

describe('unreadAlertsWords', () => {
  it.each([
    [1, 'en', '1 unread alert'],
    [2, 'en', '2 unread alerts'],
    [1, 'zh-CN', '1 条未读提醒'],
    [12, 'zh-CN', '12 条未读提醒'],
  ] as const)('says %i in %s as “%s”', (count, locale, words) => {
    expect(unreadAlertsWords(count, signedInBar[locale])).toBe(words);
  });
});

describe('isCurrentLink', () => {
  it('compares the path, not the query', () => {
    expect(isCurrentLink('/service-selection?from=%2F', '/service-selection')).toBe(true);
    expect(isCurrentLink('/team', '/team-lists')).toBe(false);
  });
});
