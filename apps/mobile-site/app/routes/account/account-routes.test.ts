import {
  accountRoutesOf,
  type RouteModuleExports,
  wiringProblems,
} from '@kyc/site-kit/routes/account/_test/accountRoutes.ts';
import { describe, expect, it } from 'vitest';
import desktopRoutes from '../../../../site/app/routes';
import routes from '../../routes';

const modules = import.meta.glob<RouteModuleExports>(['./*.tsx', '!./*.test.tsx'], {
  eager: true,
});

describe('the mobile account routes', () => {
  const account = accountRoutesOf(routes);

  it('have the desktop app’s paths, ids and page modules', () => {
    const byId = (list: ReturnType<typeof accountRoutesOf>) =>
      Object.fromEntries(list.map((route) => [route.id, route]));
    expect(byId(account.filter((route) => route.id !== 'enterpriseDetails'))).toEqual(
      byId(accountRoutesOf(desktopRoutes)),
    );
  });

  it('give /enterprise-details its own page (the desktop shows the LEI page there)', () => {
    expect(account.find((route) => route.id === 'enterpriseDetails')).toEqual({
      id: 'enterpriseDetails',
      path: 'enterprise-details',
      file: 'routes/account/enterprise-details.tsx',
    });
    expect(desktopRoutes.find((route) => route.id === 'enterpriseDetails')?.file).toBe(
      'routes/marketing/lei.tsx',
    );
  });

  it.each(accountRoutesOf(routes).map((route) => route.file))(
    '%s re-exports the shared page of @kyc/site-kit',
    (file) => {
      expect(wiringProblems(file, modules[file.replace('routes/account/', './')])).toEqual([]);
    },
  );
});
