import { describe, expect, it } from 'vitest';
import { openSecretFlash, SECRET_FLASH_COOKIE, sealSecretFlash } from './secretFlash.server';

const SECRET = 'kyc_test_0123456789abcdef0123456789abcdef01234567';

/** A request carrying a session cookie and, when given, the flash cookie's value. */
function request(session: string, flash?: string): Request {
  const cookies = [`kyc_session=${session}`];
  if (flash !== undefined) cookies.push(`${SECRET_FLASH_COOKIE}=${flash}`);
  return new Request('https://kyc.example/api-keys', { headers: { cookie: cookies.join('; ') } });
}

/** The value of a Set-Cookie header's cookie. */
const cookieValue = (setCookie: string) =>
  setCookie.split(';')[0]?.split('=').slice(1).join('=') ?? '';

describe('the one-time secret of the API keys page', () => {
  it('travels sealed: the cookie holds neither the secret nor the name, and is short-lived, HttpOnly, Secure and SameSite=Strict', () => {
    const header = sealSecretFlash(request('s1'), { name: 'CI', secret: SECRET });
    expect(header).not.toContain(SECRET);
    expect(header).not.toContain('kyc_test_');
    expect(header).toMatch(/Max-Age=120; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('opens for the session that sealed it, and the answer deletes the cookie', () => {
    const header = sealSecretFlash(request('s1'), { name: 'CI', secret: SECRET });
    const { flash, clear } = openSecretFlash(request('s1', cookieValue(header)));
    expect(flash).toEqual({ name: 'CI', secret: SECRET });
    expect(clear).toMatch(new RegExp(`^${SECRET_FLASH_COOKIE}=; Max-Age=0;`));
  });

  it('does not open for another session, nor when altered, and still deletes the cookie', () => {
    const value = cookieValue(sealSecretFlash(request('s1'), { name: 'CI', secret: SECRET }));
    expect(openSecretFlash(request('s2', value))).toMatchObject({ flash: null });
    const altered = `${value.slice(0, -2)}${value.endsWith('A') ? 'B' : 'A'}${value.slice(-1)}`;
    const opened = openSecretFlash(request('s1', altered));
    expect(opened.flash).toBeNull();
    expect(opened.clear).toContain('Max-Age=0');
    expect(openSecretFlash(request('s1', 'not-a-seal')).flash).toBeNull();
  });

  it('is nothing at all without the cookie', () => {
    expect(openSecretFlash(request('s1'))).toEqual({ flash: null, clear: null });
  });
});
