/** Which of the two site apps rendered a page: the user agent picks one (SPEC §1). */
export type SiteVariant = 'desktop' | 'mobile';

/**
 * How each app names itself in tracking beacons (SPEC §7 `appName` and `platform`), so the
 * analytics host can tell desktop from mobile visits of the same URL.
 *
 * @example TRACKING_IDENTITY.mobile // { appName: 'kyc_global_mobile_web', platform: 'h5' }
 */
export const TRACKING_IDENTITY: Record<SiteVariant, { appName: string; platform: string }> = {
  desktop: { appName: 'kyc_global_pc_web', platform: 'pc' },
  mobile: { appName: 'kyc_global_mobile_web', platform: 'h5' },
};
