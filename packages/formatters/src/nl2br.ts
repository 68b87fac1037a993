const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Turns every line break (`\r\n`, `\n`, or a lone `\r`) into `<br>`. It does not escape: pass
 * untrusted text through {@link escapeHtml} first. Anything that is not text gives `''`.
 *
 * @param text - The text, already escaped if it comes from a user.
 * @returns The text with `<br>` for each line break, or `''` for non-text.
 * @example nl2br(escapeHtml('a & b\r\nc')) // 'a &amp; b<br>c'
 */
export function nl2br(text: unknown): string {
  return typeof text === 'string' ? text.replace(LINE_BREAK, '<br>') : '';
}
