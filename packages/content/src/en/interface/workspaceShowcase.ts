import type { WorkspaceShowcaseText } from '../../interface-types';

export const workspaceShowcase: WorkspaceShowcaseText = {
  title: 'Live example: ownership traced to beneficial owners',
  intro:
    'This map is drawn live from demonstration data: every chain is followed to natural persons and those at or above the 25% threshold are marked as beneficial owners. It is shown at full size: drag it (swipe on a phone) to see the rest, pinch or Ctrl + scroll to zoom, or Tab to it and move it with the arrow keys.',
  staticIntro:
    'This map is drawn live from demonstration data: every chain is followed to natural persons and those at or above the 25% threshold are marked as beneficial owners. It is shown at full size: scroll inside it (swipe on a phone) to see the rest, or Tab to it and move it with the arrow keys.',
  mapTitle: 'Equity structure of {company}',
  unavailable: 'The live example cannot be shown right now. Please reload the page later.',
};
