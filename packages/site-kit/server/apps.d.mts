import type { SiteApp } from './app.d.mts';

export declare const APPS_DIR: string;
export declare const BUILD_DIRS: { desktop: string; mobile: string };
export declare function loadApp(buildDir: string, options?: { optional?: false }): Promise<SiteApp>;
export declare function loadApp(
  buildDir: string,
  options: { optional: boolean },
): Promise<SiteApp | undefined>;
