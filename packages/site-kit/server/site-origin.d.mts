export function configuredSiteOrigin(env?: Record<string, string | undefined>): string;
