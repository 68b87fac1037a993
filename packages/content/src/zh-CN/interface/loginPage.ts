import type { LoginPageText } from '../../interface-types';

export const loginPage: LoginPageText = {
  already: '您已登录为 {name}。',
  go: '前往实时检索',
};
