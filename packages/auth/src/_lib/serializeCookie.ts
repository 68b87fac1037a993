/**
 * One Set-Cookie string with the attributes of the session cookie. Removal uses the
 * same attributes with `Max-Age=0`, because a browser only deletes a cookie whose path matches.
 */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Secure; Path=/; SameSite=Strict`;
}
