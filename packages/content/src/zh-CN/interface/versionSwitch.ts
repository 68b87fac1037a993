import type { VersionSwitchText } from '../../interface-types';

export const versionSwitch: VersionSwitchText = {
  desktop: '电脑版',
  mobile: '手机版',
  label: '网站版本',
};
