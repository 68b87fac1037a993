const WORD = /[\p{L}\p{N}]+/gu;

function isAscii(char: string): boolean {
  return (char.codePointAt(0) ?? 0) < 0x80;
}

/** Lower-cases and folds full-width forms (ＡＢＣ１２３ → abc123) so either spelling matches. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** The words of a text: runs of letters and digits, normalised. */
export function words(text: string): string[] {
  return normalizeText(text).match(WORD) ?? [];
}

/**
 * The index grams of a text: every two-character run inside a word, plus every single
 * non-ASCII character (one Chinese character is a meaningful search, one Latin letter is not).
 * A name matches a query only if it holds all of the query's grams, which a GIN index
 * answers quickly; the substring check then removes the few false candidates.
 */
export function grams(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    const chars = Array.from(word);
    chars.forEach((char, i) => {
      if (!isAscii(char)) out.add(char);
      const next = chars[i + 1];
      if (next !== undefined) out.add(char + next);
    });
  }
  return [...out];
}

/**
 * The grams a query must find: the two-character runs of each word, or the character itself
 * for a one-character Chinese word. Empty when nothing is searchable (a lone Latin letter).
 */
export function queryGrams(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    const chars = Array.from(word);
    if (chars.length === 1) {
      if (!isAscii(word)) out.add(word);
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i++) out.add((chars[i] as string) + chars[i + 1]);
  }
  return [...out];
}
