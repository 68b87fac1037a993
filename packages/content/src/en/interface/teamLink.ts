import type { TeamLinkText } from '../../interface-types';

export const teamLink: TeamLinkText = {
  addToList: 'Add to a list, team notes',
};
