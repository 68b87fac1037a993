/**
 * The tracking user id from a business link id: without its 5 leading and 3 trailing
 * characters. Anything that is not a string longer than 8 characters gives `''`.
 *
 * @param linkId - The business link id.
 * @returns It without its first 5 and last 3 characters, or `''`.
 * @example deriveUid('abcde1234567xyz') // '1234567'
 */
export function deriveUid(linkId: unknown): string {
  return typeof linkId === 'string' && linkId.length > 8 ? linkId.slice(5, -3) : '';
}
