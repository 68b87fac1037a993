import type { LiveSearchCardsText } from '../../interface-types';

export const liveSearchCards: LiveSearchCardsText = {
  pageSize: 'Results per load',
  option: '{size}',
  more: 'Load more',
  shown: 'Showing {shown} of {total}',
  all: 'Showing all {total}',
  earlier: 'Start from the first result',
};
