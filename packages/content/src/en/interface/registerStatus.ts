import type { RegisterStatusText } from '../../interface-types';

export const registerStatus: RegisterStatusText = {
  存续: 'Active',
  在业: 'In business',
  注销: 'Deregistered',
  吊销: 'Revoked',
  Live: 'Live',
  Active: 'Active',
  Dissolved: 'Dissolved',
  Dormant: 'Dormant',
  Inactive: 'Inactive',
  Liquidation: 'In liquidation',
  'Struck off': 'Struck off',
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
};
