import { STATUS_CODES } from 'node:http';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { collapseLeadingSlashes, sameOriginRedirects } from './location.mjs';
import { pageCache } from './page-cache.mjs';
import { proxyTo } from './proxy.mjs';
import {
  createNonce,
  responseHeaders,
  STATIC_HEADERS,
  securityHeaders,
} from './security-headers.mjs';
import { configuredSiteOrigin } from './site-origin.mjs';
import {
  deviceVariant,
  parseVariant,
  VARIANT_COOKIE,
  VARIANT_PARAM,
  variantCookie,
} from './variant.mjs';

/** @param {string | undefined} header */
function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The request header a CDN may send with the device class it computed from the user agent, so
 * that its cache key and the page agree (README, "Behind a CDN"); without it the server parses
 * the user agent itself. A visitor who sends it only chooses a version, as the switch does.
 */
export const DEVICE_HEADER = 'X-KYC-Device';

/** @param {import('express').Request} req */
const deviceOf = (req) =>
  parseVariant(req.get(DEVICE_HEADER)) ?? deviceVariant(req.get('user-agent'));

/** @param {import('express').Response} res */
function setStaticHeaders(res) {
  for (const [name, value] of Object.entries(STATIC_HEADERS)) res.setHeader(name, value);
}

/**
 * The production server of the site: one process serves the desktop app and, when given,
 * the mobile app at the same URLs, chosen per request from the user agent unless the visitor
 * switched (the `kyc_variant` cookie, set by a `?variant=` link). Each app's hashed assets
 * live under its own prefix (its build's `publicPath`: `/` and `/m/`) and are cached for a
 * year; responses are compressed; `/webapi` is proxied to apps/api; pages render with a
 * per-request CSP nonce. Every response says `Vary: User-Agent` and `nosniff`; over HTTPS
 * every response carries HSTS (see `siteOrigin`); every `Location` is a same-origin path.
 * Public marketing pages come from memory after their first rendering (page-cache.mjs), each
 * build and variant apart, unless `cachePages` is false.
 *
 * @param {import('./app.d.mts').SiteServerOptions} options
 */
export function createSiteServer({
  apps,
  apiOrigin,
  analyticsOrigin,
  siteOrigin = configuredSiteOrigin(),
  cachePages = true,
}) {
  const origin = new URL(siteOrigin).origin;
  // Served over HTTPS: the site's configured origin is https (TLS ends at a proxy in front),
  // or this request came over TLS (the server serves it, or a loopback proxy says
  // X-Forwarded-Proto: https; `req.secure` trusts loopback only).
  const httpsOrigin = origin.startsWith('https:');
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  app.use(sameOriginRedirects([origin, new URL(apiOrigin).origin]));
  app.use((req, res, next) => {
    // Same URL, two products: caches must key on the user agent.
    res.setHeader('Vary', 'User-Agent');
    for (const [name, value] of Object.entries(
      responseHeaders({ https: httpsOrigin || req.secure }),
    )) {
      res.setHeader(name, value);
    }
    next();
  });
  app.use('/webapi', proxyTo(apiOrigin));
  // The public API at the same paths as apps/api serves it, so the reference's samples work on
  // the site's own origin; its errors stay problem documents even when the API is down.
  app.use('/v1', proxyTo(apiOrigin, { problems: true }));
  const variants = /** @type {const} */ (['desktop', 'mobile']).filter((name) => apps[name]);
  for (const name of variants) {
    const { build, clientDir } = apps[name];
    const prefix = build.publicPath ?? '/';
    app.use(
      `${prefix}assets`,
      express.static(`${clientDir}/assets`, {
        immutable: true,
        maxAge: '1y',
        index: false,
        setHeaders: setStaticHeaders,
      }),
    );
    // Unhashed public files (favicon): the desktop app's at the root, the mobile app's under its prefix.
    app.use(
      prefix,
      express.static(clientDir, { maxAge: '1h', index: false, setHeaders: setStaticHeaders }),
    );
  }
  // A switch link: remember the choice (or forget it when it matches the device) and
  // redirect to the same page without the parameter, so the address stays canonical.
  app.use((req, res, next) => {
    const chosen = parseVariant(req.query[VARIANT_PARAM]);
    if (!chosen || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const device = deviceOf(req);
    res.setHeader('Set-Cookie', variantCookie(chosen === device ? null : chosen));
    // The raw path may be `/.//evil.example`: resolved, that is `//evil.example`, another host
    // to a browser. Collapse the leading slashes (again after resolving the dot segments).
    const url = new URL(collapseLeadingSlashes(req.originalUrl), 'http://site.invalid');
    url.searchParams.delete(VARIANT_PARAM);
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, collapseLeadingSlashes(url.pathname) + url.search);
  });
  // React Router has no answer for OPTIONS (it throws, a 500 and a stack in the log): the pages
  // take no cross-origin requests, so say which methods they take.
  app.options('/{*splat}', (_req, res) => {
    res.setHeader('Allow', 'GET, HEAD, POST');
    res.status(204).end();
  });
  const handlers = Object.fromEntries(
    variants.map((name) => [
      name,
      createRequestHandler({
        build: apps[name].build,
        mode: process.env.NODE_ENV,
        getLoadContext: (req, res) => ({
          nonce: res.locals.nonce,
          apiOrigin,
          clientAddress: req.ip,
          analyticsOrigin: analyticsOrigin ?? '',
          deviceVariant: res.locals.deviceVariant,
        }),
      }),
    ]),
  );
  app.use((req, res, next) => {
    const device = deviceOf(req);
    const chosen = parseVariant(cookieValue(req.get('cookie'), VARIANT_COOKIE));
    const variant = apps[chosen ?? device] ? (chosen ?? device) : 'desktop';
    res.locals.deviceVariant = device;
    res.locals.variant = variant;
    // The page also depends on the cookies (variant, language, session).
    res.setHeader('Vary', `User-Agent, ${DEVICE_HEADER}, Cookie`);
    const nonce = createNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders({ nonce, analyticsOrigin }))) {
      res.setHeader(name, value);
    }
    next();
  });
  if (cachePages) {
    app.use(
      pageCache({
        // Everything besides the request that a page depends on: the build, the app and the
        // device it was rendered for (its switch link), and the origin its links name.
        keyOf: (_req, res) => {
          const { variant, deviceVariant: device } = res.locals;
          const { buildId, build } = apps[variant];
          const { SITE_ORIGIN = '', PORT = '' } = process.env;
          return `${buildId ?? build.assets.version}|${variant}|${device}|${SITE_ORIGIN}|${PORT}`;
        },
      }),
    );
  }
  app.all('/{*splat}', (req, res, next) => handlers[res.locals.variant](req, res, next));
  // What a middleware or a page passes on instead of answering: a path Express cannot decode
  // (`/%zz`, a 400), a rendering that threw (a 500). A short answer with the headers every
  // answer has (not a page's, nothing in it runs), never Express's error page, which shows
  // the stack outside production and replaces the CSP's framing rule.
  app.use(
    /** @type {import('express').ErrorRequestHandler} */
    (error, req, res, next) => {
      if (res.headersSent) return next(error);
      const given = Number(error?.status ?? error?.statusCode);
      const status = given >= 400 && given < 500 ? given : 500;
      if (status === 500) console.error(error);
      for (const [name, value] of Object.entries(
        responseHeaders({ https: httpsOrigin || req.secure }),
      )) {
        res.setHeader(name, value);
      }
      res.setHeader('Cache-Control', 'no-store');
      res.status(status).type('text/plain').send(STATUS_CODES[status]);
    },
  );
  return app;
}

export { configuredSiteOrigin };
