import type { RootErrorText } from '../../interface-types';

export const rootError: RootErrorText = {
  heading: 'Something went wrong',
  detail: 'This page cannot be shown right now. Please try again later.',
};
