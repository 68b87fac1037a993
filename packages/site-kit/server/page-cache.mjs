// The site server's memory of public pages: a marketing page a visitor without a session gets
// is rendered once per path, language, variant and build, then served from memory with a fresh
// CSP nonce spliced in, already compressed, with an ETag (304 on If-None-Match).
import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

const LANGUAGES = new Set(['en', 'zh-CN', 'zh']);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// The last, empty, stored block of a deflate stream (BFINAL set).
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** @param {string | undefined} header @param {string} name */
function cookieValue(header, name) {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/**
 * The part of a request a public page may depend on besides the variant, or `undefined` when
 * the request is not one whose page may come from the cache: only GET and HEAD without a
 * session cookie, with no query but `lang` and no unknown language cookie (so that a visitor
 * cannot grow the key space).
 *
 * @param {{ method: string, originalUrl: string, headers: Record<string, string | string[] | undefined> }} req
 * @returns {string | undefined}
 * @example requestKey({ method: 'GET', originalUrl: '/?lang=en', headers: {} }) // '/?lang=en|'
 */
export function requestKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const cookie = typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined;
  if (cookie?.includes('kyc_session=')) return undefined;
  const language = cookieValue(cookie, 'kyc_lang');
  if (language !== undefined && !LANGUAGES.has(language)) return undefined;
  const query = req.originalUrl.indexOf('?');
  if (query >= 0) {
    const params = new URLSearchParams(req.originalUrl.slice(query + 1));
    for (const [name, value] of params) {
      if (name !== 'lang' || !LANGUAGES.has(value)) return undefined;
    }
  }
  return `${req.originalUrl}|${language ?? ''}`;
}

/**
 * A rendered page split at its nonce, each part also deflated on its own (a full flush
 * resets the window, so no part refers to bytes of another or of a nonce), so that a response
 * is the parts joined around a new nonce, gzipped by joining the deflated parts around the
 * nonce as a stored block: no compression per response.
 *
 * @param {Buffer} body
 * @param {string} nonce
 * @param {Record<string, string>} headers replayed on every hit
 * @example const page = prepare(Buffer.from('<script nonce="n1">'), 'n1', { 'content-type': 'text/html' });
 */
export function prepare(body, nonce, headers) {
  const segments = [];
  const mark = Buffer.from(nonce);
  let from = 0;
  for (let at = body.indexOf(mark); at >= 0; at = body.indexOf(mark, from)) {
    segments.push(body.subarray(from, at));
    from = at + mark.length;
  }
  segments.push(body.subarray(from));
  const deflated = segments.map((segment) =>
    deflateRawSync(segment, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
  );
  const hash = createHash('sha256');
  for (const segment of segments) hash.update(segment).update('\0');
  const etag = `W/"${hash.digest('base64url').slice(0, 27)}"`;
  const size = segments.reduce((sum, segment) => sum + segment.length, 0);
  return { segments, deflated, etag, headers, size };
}

/**
 * The page with `nonce` in every place the rendered one was, as sent: plain or gzip.
 *
 * @param {ReturnType<typeof prepare>} page
 * @param {string} nonce
 * @param {boolean} gzip
 * @returns {Buffer}
 * @example zlib.gunzipSync(withNonce(page, 'n2', true)).toString() // '<script nonce="n2">'
 */
export function withNonce(page, nonce, gzip) {
  const mark = Buffer.from(nonce);
  const { segments } = page;
  if (!gzip)
    return Buffer.concat(segments.flatMap((segment, i) => (i ? [mark, segment] : [segment])));
  // A stored (uncompressed) deflate block: header byte, LEN and its one's complement.
  const stored = Buffer.alloc(5 + mark.length);
  stored.writeUInt16LE(mark.length, 1);
  stored.writeUInt16LE(~mark.length & 0xffff, 3);
  mark.copy(stored, 5);
  /** @type {Buffer[]} */
  const parts = [GZIP_HEADER];
  let crc = 0;
  for (const [i, segment] of segments.entries()) {
    if (i) {
      parts.push(stored);
      crc = crc32(mark, crc);
    }
    parts.push(/** @type {Buffer} */ (page.deflated[i]));
    crc = crc32(segment, crc);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((page.size + mark.length * (segments.length - 1)) % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** @param {string | undefined} header @param {string} etag */
function matches(header, etag) {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === opaque);
}

/** @param {Buffer | string | Uint8Array} chunk @param {unknown} encoding */
const toBuffer = (chunk, encoding) =>
  typeof chunk === 'string'
    ? Buffer.from(
        chunk,
        typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8',
      )
    : Buffer.from(chunk);

/**
 * Whether an answer may be kept and given to anyone who sends the same request: the app marked
 * it `Cache-Control: public`, it is a 200 HTML page and it sets no cookie.
 *
 * @param {import('express').Response} res
 */
function keepable(res) {
  return (
    res.statusCode === 200 &&
    String(res.getHeader('Cache-Control') ?? '').startsWith('public') &&
    String(res.getHeader('Content-Type') ?? '').startsWith('text/html') &&
    !res.hasHeader('Set-Cookie')
  );
}

/**
 * The page cache as Express middleware, mounted after the middleware that sets
 * `res.locals.nonce` (and the CSP with it) and before the pages. A request `requestKey`
 * accepts is looked up under `keyOf(req, res)` + that key; a miss renders as usual (a HEAD as
 * a GET) and its answer is kept when it is `keepable`: only public marketing pages, see
 * site-kit's lib/publicPage.server.ts. Such an answer is held until the page is rendered, so
 * that it goes out with its ETag like every hit. A hit is sent with the request's nonce,
 * gzipped when accepted. A matching If-None-Match gets 304, on a hit and on the rendering
 * alike (without a CSP: the browser keeps the page it has, with its nonce). Entries live `ttlMs`
 * (pages may show data from the API), the least recently used beyond `maxEntries` go first.
 *
 * @param {{ keyOf: (req: import('express').Request, res: import('express').Response) => string, ttlMs?: number, maxEntries?: number, now?: () => number }} options
 * @returns {import('express').RequestHandler}
 * @example app.use(pageCache({ keyOf: (_req, res) => `${buildId}|${res.locals.variant}` }));
 */
export function pageCache({ keyOf, ttlMs = 60_000, maxEntries = 500, now = Date.now }) {
  /** @type {Map<string, ReturnType<typeof prepare> & { expires: number }>} */
  const pages = new Map();
  return (req, res, next) => {
    const requestPart = requestKey(req);
    if (requestPart === undefined) return next();
    const key = `${keyOf(req, res)}|${requestPart}`;
    const page = pages.get(key);
    if (page && page.expires > now()) {
      // Most recently used last: the first entry is the one to drop.
      pages.delete(key);
      pages.set(key, page);
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      res.setHeader('ETag', page.etag);
      res.setHeader('X-Page-Cache', 'hit');
      if (matches(req.get('if-none-match'), page.etag)) {
        res.removeHeader('Content-Security-Policy');
        return res.status(304).end();
      }
      const gzip = req.acceptsEncodings('gzip', 'identity') === 'gzip';
      const body = withNonce(page, res.locals.nonce, gzip);
      if (gzip) res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', body.length);
      return res.status(200).end(req.method === 'HEAD' ? undefined : body);
    }
    res.setHeader('X-Page-Cache', 'miss');
    // A HEAD is rendered as a GET (React Router renders the whole page for a HEAD anyway and
    // drops the body), so that its answer has the page's ETag too; Node sends no body for a
    // HEAD whatever is written.
    const method = req.method;
    req.method = 'GET';
    /** @type {Buffer[] | undefined} the answer, held until it ends; undefined: passed through */
    let held;
    let decided = false;
    // Decided when the answer starts, its status and headers set: a page that may be kept is
    // held back whole, so that its first answer, like every later one, carries the ETag of
    // what it holds (a CDN that stores this answer can revalidate it). Any other answer
    // streams as it is rendered.
    const decide = () => {
      decided = true;
      req.method = method;
      if (!res.headersSent && keepable(res)) held = [];
    };
    const { write, end } = res;
    res.write = /** @type {typeof res.write} */ (
      function hold(/** @type {any[]} */ ...args) {
        if (!decided) decide();
        if (!held) return write.apply(this, /** @type {any} */ (args));
        const [chunk, encoding] = args;
        if (chunk) held.push(toBuffer(chunk, encoding));
        const callback = args.find((arg) => typeof arg === 'function');
        if (callback) process.nextTick(callback);
        return true;
      }
    );
    res.end = /** @type {typeof res.end} */ (
      function holdEnd(/** @type {any[]} */ ...args) {
        if (!decided) decide();
        if (!held) return end.apply(this, /** @type {any} */ (args));
        const [chunk, encoding] = args;
        if (chunk && typeof chunk !== 'function') held.push(toBuffer(chunk, encoding));
        const callbacks = args.filter((arg) => typeof arg === 'function');
        const body = Buffer.concat(held);
        const page = prepare(body, res.locals.nonce, {
          'Content-Type': String(res.getHeader('Content-Type')),
          'Cache-Control': String(res.getHeader('Cache-Control')),
        });
        pages.delete(key);
        pages.set(key, { ...page, expires: now() + ttlMs });
        for (const oldest of pages.keys()) {
          if (pages.size <= maxEntries) break;
          pages.delete(oldest);
        }
        res.setHeader('ETag', page.etag);
        // Another worker (or this one before a reload) gave the client this very page.
        if (matches(req.get('if-none-match'), page.etag)) {
          res.removeHeader('Content-Security-Policy');
          res.statusCode = 304;
          return end.apply(this, /** @type {any} */ (callbacks));
        }
        return end.apply(this, /** @type {any} */ ([body, ...callbacks]));
      }
    );
    next();
  };
}
