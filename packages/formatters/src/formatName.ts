import { pairText } from './_lib/text';

/**
 * A company or person name in both languages: 'local (English)' when both exist and differ,
 * else whichever exists, else `'-'`. Names are trimmed; blank or non-text names count as missing.
 *
 * @param localName - The name in the local language (Chinese for mainland companies).
 * @param englishName - The English name.
 * @returns The name for display, or `'-'`.
 * @example formatName('小米科技有限责任公司', 'Xiaomi Inc.') // '小米科技有限责任公司 (Xiaomi Inc.)'
 */
export function formatName(localName: unknown, englishName: unknown): string {
  return pairText(localName, englishName);
}
