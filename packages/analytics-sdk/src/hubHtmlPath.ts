import { fileURLToPath } from 'node:url';

/**
 * Absolute path of the built hub page (`dist/hub.html`), for a Node server to serve at
 * `/sdk/index.html` on the analytics host. Node only. The file exists once the package is built
 * (always, when installed from npm).
 *
 * @example fastify.get('/sdk/index.html', (_, reply) => reply.type('text/html').send(createReadStream(hubHtmlPath)))
 */
export const hubHtmlPath: string = /* @__PURE__ */ fileURLToPath(
  new URL('../dist/hub.html', import.meta.url),
);
