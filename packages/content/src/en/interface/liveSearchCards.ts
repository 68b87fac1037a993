import type { LiveSearchCardsText } from '../../interface-types';

export const liveSearchCards: LiveSearchCardsText = {
  pageSize: 'Results per load',
  option: '{size}',
  more: 'Load more',
  shown: 'Showing {shown} of {total}',
  all: 'Showing all {total}',
  shownCapped: 'Showing {shown} of more than {total}',
  allCapped: 'Showing the first {total}: narrow the search to see the others',
  earlier: 'Start from the first result',
};
