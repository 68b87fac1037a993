import type { VersionSwitchText } from '../../interface-types';

export const versionSwitch: VersionSwitchText = {
  desktop: 'Desktop version',
  mobile: 'Mobile version',
  label: 'Site version',
};
