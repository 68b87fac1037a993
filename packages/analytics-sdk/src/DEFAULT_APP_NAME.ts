/**
 * The `appName` beacons carry when `config` gives none: the global KYC PC-web application.
 *
 * @example createTracker().config({ host, env: 'prod' }) // beacons carry appName=kyc_global_pc_web
 */
export const DEFAULT_APP_NAME = 'kyc_global_pc_web';
