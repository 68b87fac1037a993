/**
 * True for Internet Explorer before version 11, read from a user-agent string.
 * IE 11 and every other browser give false, and so does anything that is not a string.
 *
 * @param userAgent - A user-agent string.
 * @returns Whether it is Internet Explorer before 11.
 * @example isOutdatedBrowser('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)') // true
 */
export function isOutdatedBrowser(userAgent: unknown): boolean {
  if (typeof userAgent !== 'string') return false;
  const match = /MSIE (\d+)/.exec(userAgent);
  return match !== null && Number(match[1]) < 11;
}
