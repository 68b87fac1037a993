import type { UserActiveText } from '../../interface-types';

export const userActive: UserActiveText = {
  account: 'Your login name: {name}',
};
