import type { Locale } from '@kyc/content';

/** What every block of a marketing page needs beside its section: language and tracking label. */
export interface PageContext {
  locale: Locale;
  trackingLabel: string;
}
