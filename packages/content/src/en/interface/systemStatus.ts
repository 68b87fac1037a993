import type { SystemStatusText } from '../../interface-types';

export const systemStatus: SystemStatusText = {
  component: 'Component',
  state: 'Status',
  operational: 'Operational',
  ms: '{value} ms',
  roundTrip: 'Site to account service round trip',
  uptime: 'Account service up for',
  uptimeValue: '{hours} h {minutes} min',
  refreshing: 'Refreshing…',
};
