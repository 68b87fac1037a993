import type { Express } from 'express';
import type { ServerBuild } from 'react-router';

export interface SiteApp {
  /** The app's server build (`build/server/index.js`); its `publicPath` prefixes its assets. */
  build: ServerBuild;
  /** The app's client build folder (`build/client`). */
  clientDir: string;
  /** Names this build (a hash of its server entry): part of every page cache key. */
  buildId?: string;
}

export interface SiteServerOptions {
  apps: { desktop: SiteApp; mobile?: SiteApp };
  apiOrigin: string;
  analyticsOrigin?: string;
  /**
   * The site's public origin (default `configuredSiteOrigin()`: `SITE_ORIGIN`, else
   * `http://localhost:${PORT}`). An https origin means every response is served over HTTPS
   * (TLS ends in front of the server), so every response carries HSTS.
   */
  siteOrigin?: string;
  /** Serve public marketing pages from memory after their first rendering (default true). */
  cachePages?: boolean;
}

export function createSiteServer(options: SiteServerOptions): Express;
/** The request header of a CDN's device class (`desktop` or `mobile`), used over the user agent. */
export const DEVICE_HEADER: string;
/** `SITE_ORIGIN` (its origin), else `http://localhost:${PORT ?? 3000}`. */
export function configuredSiteOrigin(env?: Record<string, string | undefined>): string;
