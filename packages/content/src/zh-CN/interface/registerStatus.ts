import type { RegisterStatusText } from '../../interface-types';

// Hong Kong's "Live" is the mainland's 存续 (the company is on the register and carries on).
export const registerStatus: RegisterStatusText = {
  存续: '存续',
  在业: '在业',
  注销: '注销',
  吊销: '吊销',
  Live: '存续',
  Active: '存续',
  Dissolved: '已解散',
  Dormant: '休眠',
  Inactive: '非存续',
  Liquidation: '清算中',
  'Struck off': '已除名',
  ACTIVE: '存续',
  INACTIVE: '非存续',
};
