import type { Page } from 'playwright-core';

/** Header credentials of a demo user, straight from apps/api (to check what a page stored). */
export async function apiHeaders(
  apiOrigin: string,
  siteOrigin: string,
  loginName: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${apiOrigin}/webapi/saas/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin },
    body: JSON.stringify({ loginName, password: 'Demo1234' }),
  });
  const { user } = (await response.json()) as {
    user: { uuid: string; accessToken: string; accessSecretKey: string };
  };
  return {
    'pro-client-id': user.uuid,
    'pro-access-token': user.accessToken,
    'pro-access-secret-key': user.accessSecretKey,
  };
}

/**
 * Console errors that are not by design: account calls answering 400/401 (field errors, the
 * MFA step) make Chromium log a resource error, which says nothing about the page.
 */
export const unexpectedErrors = (errors: string[]) =>
  errors.filter(
    (error) => !/Failed to load resource: the server responded with a status of 40[01]/.test(error),
  );

/** The demo user with MFA bound (apps/api's seed): its TOTP secret. */
export const MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Follows a link (or presses the log-out button) of the account navigation as a person does:
 * on a phone the links sit in a drawer, opened first; on the desktop most sit in a group's menu
 * (a `<details>`), whose button is pressed first.
 */
export async function followAccountMenu(
  page: Page,
  name: string,
  options: { phone: boolean; menu?: string },
): Promise<void> {
  const menu = options.menu ?? 'Account menu';
  if (options.phone) {
    const drawer = page.locator('details.account-bar__drawer');
    if ((await drawer.getAttribute('open')) === null) await drawer.locator('summary').tap();
  }
  const nav = page.getByRole('navigation', { name: menu });
  if (!options.phone) {
    // The link's group: the menu whose (hidden) list holds a link of that name.
    const group = nav.locator('details.account-bar__group').filter({
      has: page.getByRole('link', { name, exact: true, includeHidden: true }),
    });
    if ((await group.count()) > 0 && (await group.getAttribute('open')) === null) {
      await group.locator('summary').click();
    }
  }
  const target = nav.getByRole('link', { name, exact: true }).or(nav.getByRole('button', { name }));
  if (options.phone) await target.tap();
  else await target.click();
}
