import type { TouchOwnershipMapText } from '../../interface-types';

export const touchOwnershipMap: TouchOwnershipMapText = {
  hint: 'Drag with one finger to move, pinch to zoom, tap a node to highlight its chains.',
};
