// The URL parser accepts hosts such as `a.com"onload="x` or `*`; origins here are also written
// into HTML, so only the characters a real host can carry pass.
const ORIGIN_SHAPE = /^https?:\/\/[\w.\-[\]:]+$/;

/** True for a serialized http(s) origin such as `https://www.example.com` or `http://localhost:3000`. */
export function isOrigin(value: unknown): value is string {
  try {
    return ORIGIN_SHAPE.test(value as string) && new URL(value as string).origin === value;
  } catch {
    return false;
  }
}
