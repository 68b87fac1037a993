import type { MobileActionBarText } from '../../interface-types';

export const mobileActionBar: MobileActionBarText = {
  actions: 'Quick actions',
  demo: 'Request a demo',
  login: 'Log in',
  search: 'Live search',
};
