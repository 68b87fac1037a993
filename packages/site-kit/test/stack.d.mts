export declare const CHROMIUM: { executablePath: string; args: string[] };
export declare const BUILD_DIRS: { desktop: string; mobile: string };
export declare function startStack(options?: {
  withApi?: boolean;
  companies?: number;
  mobile?: boolean;
  cluster?: boolean;
  apiEnv?: Record<string, string>;
  /** GLEIF or BODS files imported after seeding, before apps/api starts. */
  importFiles?: string[];
}): Promise<{
  siteOrigin: string;
  apiOrigin: string;
  /** Where apps/api writes its messages as .eml files (null without apps/api). */
  mailDir: string | null;
  /** The production entry's process (its workers are its children), with `cluster`. */
  sitePid: number | undefined;
  /** Imports files with `npm run import` while apps/api is stopped, then starts it again. */
  importNow: (files: string[]) => Promise<void>;
  stop: () => Promise<void>;
}>;
/** Logs demo_formal in through the site and returns its `kyc_session=…` cookie pair. */
export declare function sessionCookie(siteOrigin: string): Promise<string>;
/** Writes a generated GLEIF golden copy with `npm run generate:gleif`; returns its two files. */
export declare function generateGoldenCopy(
  dir: string,
  options: { rows: number; version: number },
): Promise<{ lei: string; rr: string }>;
