/** Name of the hub page's `<meta>` whose `content` lists the origins it answers (space-separated). */
export const HUB_ORIGINS_META = 'kyc-hub-origins';
