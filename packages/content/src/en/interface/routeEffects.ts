import type { RouteEffectsText } from '../../interface-types';

export const routeEffects: RouteEffectsText = {
  chunkTitle: 'The page took too long to load',
  chunkBody: 'The network is slow or the site was updated, so the page code did not arrive.',
  retry: 'Try again',
  close: 'Close',
};
