// A company's other names (GLEIF's other and transliterated names, BODS alternate names) as one
// line: shared by the /lei page and the company page.
import type { Locale } from '@kyc/content';
import { fillTemplate, leiLookup } from '@kyc/content/interface';

/**
 * The other names apps/api gives (`otherNames: [{ name, language, type }]`) as the page writes
 * them: each with its kind in words (曾用名, trading name…; a kind the catalogue does not know
 * is left out), in the source's order, without repeats and without the names the page already
 * shows (`shown`). Empty when none is left.
 *
 * @example
 * otherNamesText([{ name: 'Apex Trading', type: 'TRADING_OR_OPERATING_NAME' }], ['Apex Ltd'], 'en')
 * // 'Apex Trading (trading name)'
 */
export function otherNamesText(
  names: unknown,
  shown: readonly (string | null | undefined)[],
  locale: Locale,
): string {
  const words = leiLookup[locale];
  const kinds: Partial<Record<string, string>> = words.nameTypes;
  const seen = new Set(shown.filter((name): name is string => Boolean(name)).map((n) => n.trim()));
  const parts: string[] = [];
  for (const item of Array.isArray(names) ? names : []) {
    const { name, type } = (item ?? {}) as { name?: unknown; type?: unknown };
    if (typeof name !== 'string' || name.trim() === '' || seen.has(name.trim())) continue;
    seen.add(name.trim());
    const kind = typeof type === 'string' && Object.hasOwn(kinds, type) ? kinds[type] : undefined;
    parts.push(
      kind ? fillTemplate(words.nameWithType, { name: name.trim(), type: kind }) : name.trim(),
    );
  }
  return parts.join(words.nameSeparator);
}
