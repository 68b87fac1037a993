import type { RootFallbackText } from '../../interface-types';

export const rootFallback: RootFallbackText = {
  notFound: 'Page not found',
  backHome: 'Back to the home page',
  error: 'Something went wrong',
};
