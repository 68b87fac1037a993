/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts, so this builds
 * one from `getRandomValues` (every browser, Node 18+), and from `Math.random` where even that
 * is missing.
 */
export function uuid(): string {
  const bytes = new Uint8Array(31);
  try {
    crypto.getRandomValues(bytes);
  } catch {
    bytes.forEach((_, index) => {
      bytes[index] = Math.random() * 256;
    });
  }
  let index = 0;
  // Each 0, 1 or 8 in the template takes one random byte; the 4 and the 8 keep version and variant.
  return '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (digit) =>
    (+digit ^ ((bytes[index++] as number) & (15 >> (+digit / 4)))).toString(16),
  );
}
