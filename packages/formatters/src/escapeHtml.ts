const SPECIAL = /[&<>"']/g;
const ENTITY: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes a text for HTML: & < > " (and ', so single-quoted attributes are safe too).
 * Finite numbers are written out; anything that is not text or a number gives `''`.
 *
 * @param text - The text (or finite number) to escape.
 * @returns The escaped text, or `''` for anything else.
 * @example escapeHtml('<b>"A&B"</b>') // '&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;'
 */
export function escapeHtml(text: unknown): string {
  const value = typeof text === 'number' && Number.isFinite(text) ? String(text) : text;
  if (typeof value !== 'string') return '';
  return value.replace(SPECIAL, (character) => ENTITY[character] as string);
}
