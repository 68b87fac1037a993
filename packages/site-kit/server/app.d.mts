import type { Express } from 'express';
import type { ServerBuild } from 'react-router';

export interface SiteApp {
  /** The app's server build (`build/server/index.js`); its `publicPath` prefixes its assets. */
  build: ServerBuild;
  /** The app's client build folder (`build/client`). */
  clientDir: string;
}

export interface SiteServerOptions {
  apps: { desktop: SiteApp; mobile?: SiteApp };
  apiOrigin: string;
  analyticsOrigin?: string;
}

export function createSiteServer(options: SiteServerOptions): Express;
