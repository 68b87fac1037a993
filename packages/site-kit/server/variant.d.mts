export const VARIANT_COOKIE: 'kyc_variant';
export const VARIANT_PARAM: 'variant';
export function deviceVariant(userAgent: string | undefined): 'desktop' | 'mobile';
export function parseVariant(value: unknown): 'desktop' | 'mobile' | undefined;
export function variantCookie(variant: 'desktop' | 'mobile' | null): string;
