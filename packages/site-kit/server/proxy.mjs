import { request as httpRequest } from 'node:http';

/**
 * Forwards a request to `targetOrigin` with its path, method, headers and body streamed, so
 * the browser's `/webapi/*` calls stay same-origin while apps/api runs on its own port.
 * An unreachable API answers 502 with a JSON body, never a stack trace.
 *
 * @param {string} targetOrigin such as `http://127.0.0.1:3001`
 * @param {{ problems?: boolean }} [options] `problems`: answer an unreachable API with an
 *   RFC 9457 problem document (the public API's error shape) rather than the account area's
 * @returns {import('express').RequestHandler}
 */
export function proxyTo(targetOrigin, options = {}) {
  const target = new URL(targetOrigin);
  return (req, res) => {
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.originalUrl,
        headers: { ...req.headers, host: target.host, 'x-forwarded-for': req.ip ?? '' },
      },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined) res.setHeader(name, value);
        }
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (res.headersSent) res.end();
      else if (options.problems)
        res
          .status(502)
          .type('application/problem+json')
          .send(
            JSON.stringify({
              type: 'about:blank',
              title: 'Bad Gateway',
              status: 502,
              detail: 'The API service is unavailable; retry shortly.',
            }),
          );
      else res.status(502).json({ error: 'The account service is unavailable.' });
    });
    req.pipe(upstream);
  };
}
