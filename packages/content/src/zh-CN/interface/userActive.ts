import type { UserActiveText } from '../../interface-types';

export const userActive: UserActiveText = {
  account: '登录用户名：{name}',
};
