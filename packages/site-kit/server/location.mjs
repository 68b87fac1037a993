// Redirects never leave the site: every Location the server sends is a path on its own origin.

const BASE = 'http://site.invalid';

/**
 * `path` with its leading run of slashes and backslashes collapsed to one `/`: `//evil.example`
 * and `/\evil.example` are other hosts to a browser (protocol-relative), `/evil.example` is not.
 *
 * @param {string} path
 */
export function collapseLeadingSlashes(path) {
  return `/${path.replace(/^[/\\]+/, '')}`;
}

/**
 * The same-origin path a redirect may send: `location` resolved against the request's path
 * (`requestUrl`, its raw `originalUrl`), with leading slashes collapsed, or `null` when it
 * points at another origin. An absolute URL on one of `ownOrigins` (the site's configured
 * origin, the API's behind the proxy) counts as the site's own.
 *
 * @param {string} location
 * @param {{ requestUrl?: string, ownOrigins?: readonly string[] }} [options]
 * @returns {string | null}
 * @example sameOriginPath('//evil.example') // null
 * @example sameOriginPath('/.//evil.example?a=1') // '/evil.example?a=1'
 */
export function sameOriginPath(location, { requestUrl = '/', ownOrigins = [] } = {}) {
  let url;
  try {
    const base = new URL(collapseLeadingSlashes(requestUrl), BASE);
    url = new URL(location, base);
  } catch {
    return null;
  }
  if (url.origin !== BASE && !ownOrigins.includes(url.origin)) return null;
  return `${collapseLeadingSlashes(url.pathname)}${url.search}${url.hash}`;
}

/**
 * Middleware: whatever sets `Location` on this response (the switch redirect, express.static's
 * directory redirect, React Router's loader redirects, the API behind the proxy), the value
 * sent is a same-origin path; one pointing elsewhere becomes `/`.
 *
 * @param {readonly string[]} ownOrigins
 * @returns {import('express').RequestHandler}
 */
export function sameOriginRedirects(ownOrigins) {
  return (req, res, next) => {
    const setHeader = res.setHeader;
    res.setHeader = function setSafeHeader(name, value) {
      if (String(name).toLowerCase() === 'location') {
        const location = Array.isArray(value) ? String(value[0]) : String(value);
        value = sameOriginPath(location, { requestUrl: req.originalUrl, ownOrigins }) ?? '/';
      }
      return setHeader.call(this, name, value);
    };
    next();
  };
}
