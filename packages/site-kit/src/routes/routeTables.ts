import { route } from '@react-router/dev/routes';

// Route entries both apps declare the same way: same path, id and module path under each app's
// app/routes (the modules there re-export this folder's pages). Each app's routes.ts adds its
// own marketing pages and /enterprise-details (SPEC §2: its own page on mobile, the LEI page
// on desktop).

/** The account and utility pages. */
export const ACCOUNT_ROUTES = [
  route('login', 'routes/account/login.tsx', { id: 'login' }),
  // SPEC §2: /register and /demo-request show the same page.
  route('register', 'routes/account/demo-request.tsx', { id: 'register' }),
  route('demo-request', 'routes/account/demo-request.tsx', { id: 'demoRequest' }),
  route('user-active', 'routes/account/user-active.tsx', { id: 'userActive' }),
  route('authorize', 'routes/account/authorize.tsx', { id: 'authorize' }),
  route('authorize-print', 'routes/account/authorize-print.tsx', { id: 'authorizePrint' }),
  route('bind-mfa', 'routes/account/bind-mfa.tsx', { id: 'bindMfa' }),
  route('system-status', 'routes/account/system-status.tsx', { id: 'systemStatus' }),
  route('live-search', 'routes/account/live-search.tsx', { id: 'liveSearch' }),
  route('verifydoc', 'routes/account/verifydoc.tsx', { id: 'verifydoc' }),
  route('service-selection', 'routes/account/service-selection.tsx', { id: 'serviceSelection' }),
  route('account', 'routes/account/account.tsx', { id: 'account' }),
  route('activity', 'routes/account/activity.tsx', { id: 'activity' }),
  route('my-reports', 'routes/account/my-reports.tsx', { id: 'myReports' }),
  route('team', 'routes/account/team.tsx', { id: 'team' }),
  route('team-join', 'routes/account/team-join.tsx', { id: 'teamJoin' }),
  route('team-lists', 'routes/account/team-lists.tsx', { id: 'teamLists' }),
  route('team-audit', 'routes/account/team-audit.tsx', { id: 'teamAudit' }),
  route('portfolio', 'routes/account/portfolio.tsx', { id: 'portfolio' }),
  route('api-keys', 'routes/account/api-keys.tsx', { id: 'apiKeys' }),
  route('api-usage', 'routes/account/api-usage.tsx', { id: 'apiUsage' }),
  route('alerts', 'routes/account/alerts.tsx', { id: 'alerts' }),
  route('alerts-unsubscribe', 'routes/account/alerts-unsubscribe.tsx', {
    id: 'alertsUnsubscribe',
  }),
  // Where the login redirect of SPEC §2 sends a visitor whose session is gone.
  route('kyc', 'routes/account/kyc.tsx', { id: 'kyc' }),
];

/** sitemap.xml, robots.txt and the 404 page (last: it matches everything). */
export const RESOURCE_ROUTES = [
  route('sitemap.xml', 'routes/resources/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/resources/robots.ts', { id: 'robots' }),
  route('*', 'routes/not-found.tsx', { id: 'notFound' }),
];
