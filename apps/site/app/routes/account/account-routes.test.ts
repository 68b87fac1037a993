import {
  accountRoutesOf,
  type RouteModuleExports,
  wiringProblems,
} from '@kyc/site-kit/routes/account/_test/accountRoutes.ts';
import { describe, expect, it } from 'vitest';
import routes from '../../routes';

const modules = import.meta.glob<RouteModuleExports>(['./*.tsx', '!./*.test.tsx'], {
  eager: true,
});

describe('the desktop account routes', () => {
  const account = accountRoutesOf(routes);

  it('are every account page of SPEC §2, /register and /demo-request sharing one', () => {
    expect(account.map((route) => [route.id, route.path])).toEqual([
      ['login', 'login'],
      ['register', 'register'],
      ['demoRequest', 'demo-request'],
      ['userActive', 'user-active'],
      ['authorize', 'authorize'],
      ['authorizePrint', 'authorize-print'],
      ['bindMfa', 'bind-mfa'],
      ['systemStatus', 'system-status'],
      ['liveSearch', 'live-search'],
      ['verifydoc', 'verifydoc'],
      ['serviceSelection', 'service-selection'],
      ['account', 'account'],
      ['activity', 'activity'],
      ['myReports', 'my-reports'],
      ['team', 'team'],
      ['teamJoin', 'team-join'],
      ['teamLists', 'team-lists'],
      ['teamAudit', 'team-audit'],
      ['portfolio', 'portfolio'],
      ['apiKeys', 'api-keys'],
      ['apiUsage', 'api-usage'],
      ['alerts', 'alerts'],
      ['alertsUnsubscribe', 'alerts-unsubscribe'],
      ['kyc', 'kyc'],
    ]);
    expect(account.find((route) => route.id === 'register')?.file).toBe(
      'routes/account/demo-request.tsx',
    );
  });

  it.each(accountRoutesOf(routes).map((route) => route.file))(
    '%s re-exports the shared page of @kyc/site-kit',
    (file) => {
      expect(wiringProblems(file, modules[file.replace('routes/account/', './')])).toEqual([]);
    },
  );
});
