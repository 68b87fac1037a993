import type { TeamLinkText } from '../../interface-types';

export const teamLink: TeamLinkText = {
  addToList: '加入名单与团队备注',
};
