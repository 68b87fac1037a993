import type { LoginPageText } from '../../interface-types';

export const loginPage: LoginPageText = {
  already: 'You are logged in as {name}.',
  go: 'Go to live search',
};
