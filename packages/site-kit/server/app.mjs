import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { proxyTo } from './proxy.mjs';
import { createNonce, securityHeaders } from './security-headers.mjs';

/**
 * The site's production server: hashed assets cached for a year, compression, the
 * `/webapi` proxy to apps/api, and server rendering with a per-request CSP nonce.
 *
 * @param {{ build: import('react-router').ServerBuild, clientDir: string, apiOrigin: string, analyticsOrigin?: string }} options
 */
export function createSiteServer({ build, clientDir, apiOrigin, analyticsOrigin }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(compression());
  app.use((_req, res, next) => {
    // One page, two products: caches must key on the user agent (desktop vs mobile).
    res.setHeader('Vary', 'User-Agent, Accept-Encoding');
    next();
  });
  app.use('/webapi', proxyTo(apiOrigin));
  app.use(
    '/assets',
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }),
  );
  app.use(express.static(clientDir, { maxAge: '1h', index: false }));
  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of Object.entries(securityHeaders({ nonce, analyticsOrigin }))) {
      res.setHeader(name, value);
    }
    next();
  });
  app.all(
    '/{*splat}',
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (_req, res) => ({
        nonce: res.locals.nonce,
        apiOrigin,
        analyticsOrigin: analyticsOrigin ?? '',
      }),
    }),
  );
  return app;
}
