import type { SignedInBarText } from '../../interface-types';

export const signedInBar: SignedInBarText = {
  region: 'Account',
  menu: 'Account menu',
  signedIn: 'Logged in as {name}',
  home: 'Home',
  liveSearch: 'Search',
  myReports: 'My reports',
  team: 'Team',
  apiKeys: 'API keys',
  apiUsage: 'API usage',
  alerts: 'Alerts',
  alertsUnread: '{count} unread alerts',
  plan: 'Plan and renewal',
  security: 'Security',
  authorizations: 'Authorizations',
  activity: 'Activity',
  systemStatus: 'System status',
  logout: 'Log out',
  loggedOut: 'You are logged out.',
  idle: 'You were logged out after a period of inactivity. Please log in again.',
  networkError: 'The network is unavailable. Please try again later.',
};
