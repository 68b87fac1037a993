import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { SESSION_COOKIE_NAME } from '@kyc/auth';
import { readCookie } from '../session.server';

/** The cookie that carries a new key's secret from the form's POST to the page after it. */
export const SECRET_FLASH_COOKIE = 'kyc_key_secret';

/** Long enough for the redirect that follows the POST; a secret not read by then is gone. */
const FLASH_SECONDS = 120;

/** A secret shown once: the key's name and its secret. */
export interface SecretFlash {
  name: string;
  secret: string;
}

function sealKey(): Buffer {
  // The site server's primary sets KYC_SEAL_KEY for all its workers (cluster.mjs); a server
  // run as one process (tests, `react-router dev`) makes its own.
  process.env.KYC_SEAL_KEY ??= randomBytes(32).toString('base64url');
  return createHash('sha256').update(process.env.KYC_SEAL_KEY).digest();
}

/** Binds a sealed secret to the session that created it: another session's cookie cannot open it. */
function sessionTag(request: Request): Buffer {
  return createHash('sha256')
    .update(readCookie(request, SESSION_COOKIE_NAME) ?? '')
    .digest();
}

const cookie = (value: string, maxAge: number) =>
  `${SECRET_FLASH_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Strict`;

/**
 * The `Set-Cookie` that carries a new secret to the next page of this session, sealed
 * (AES-256-GCM with a key only the site server knows, bound to the session): the secret never
 * appears in a URL, the browser's script cannot read it, and it lives two minutes at most.
 *
 * @param request the form's POST (its session cookie binds the seal)
 * @param flash the key's name and secret
 * @returns the Set-Cookie header value
 * @example headers.append('Set-Cookie', sealSecretFlash(request, { name: 'CI', secret }));
 */
export function sealSecretFlash(request: Request, flash: SecretFlash): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(), iv);
  cipher.setAAD(sessionTag(request));
  const payload = JSON.stringify({ ...flash, until: Date.now() + FLASH_SECONDS * 1000 });
  const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
  return cookie(
    Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url'),
    FLASH_SECONDS,
  );
}

/**
 * The secret sealed for this session by the last POST, if any and still fresh, and the
 * `Set-Cookie` that deletes it whenever the cookie came (so that it is shown once).
 *
 * @param request the page's request
 * @returns the flash (null when none, expired or not this session's) and the clearing header
 * @example const { flash, clear } = openSecretFlash(request);
 */
export function openSecretFlash(request: Request): {
  flash: SecretFlash | null;
  clear: string | null;
} {
  const value = readCookie(request, SECRET_FLASH_COOKIE);
  if (!value) return { flash: null, clear: null };
  const clear = cookie('', 0);
  try {
    const raw = Buffer.from(value, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', sealKey(), raw.subarray(0, 12));
    decipher.setAAD(sessionTag(request));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString();
    const parsed = JSON.parse(text) as SecretFlash & { until: number };
    if (typeof parsed.until !== 'number' || parsed.until < Date.now())
      return { flash: null, clear };
    return { flash: { name: String(parsed.name), secret: String(parsed.secret) }, clear };
  } catch {
    // A forged, altered or other session's cookie: nothing to show.
    return { flash: null, clear };
  }
}
