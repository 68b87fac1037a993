import { fieldText } from './_lib/text';

/**
 * One entry of a name list, as company data gives it (a shareholder, a legal representative).
 *
 * @example const item: NameItem = { name: '张三', englishName: 'Zhang San', keyNo: 'p1' };
 */
export interface NameItem {
  name?: string | null;
  englishName?: string | null;
  keyNo?: string | null;
}

/**
 * A name list joined for display.
 *
 * @example toNameObject([]) // { name: '-', englishName: '-', keyNo: '' }
 */
export interface NameObject {
  /** Local names joined with ', '; `'-'` when there is none. */
  name: string;
  /** English names joined with ', '; `'-'` when there is none. */
  englishName: string;
  /** Entity ids joined with ','; `''` when there is none. */
  keyNo: string;
}

/**
 * Joins a name list into one `{ name, englishName, keyNo }`: names with ', ', ids with ','.
 * Blank fields and entries that are not objects are skipped; an empty, missing or non-array
 * list gives `{ name: '-', englishName: '-', keyNo: '' }`.
 *
 * @example toNameObject([{ name: '张三', englishName: 'Zhang San', keyNo: 'p1' }, { name: '李四', keyNo: 'p2' }])
 * // { name: '张三, 李四', englishName: 'Zhang San', keyNo: 'p1,p2' }
 */
export function toNameObject(list: unknown): NameObject {
  const names: string[] = [];
  const englishNames: string[] = [];
  const keyNos: string[] = [];
  if (Array.isArray(list)) {
    for (const item of list) {
      if (typeof item !== 'object' || item === null) continue;
      const { name, englishName, keyNo } = item as NameItem;
      pushText(names, name);
      pushText(englishNames, englishName);
      pushText(keyNos, keyNo);
    }
  }
  return {
    name: names.join(', ') || '-',
    englishName: englishNames.join(', ') || '-',
    keyNo: keyNos.join(','),
  };
}

function pushText(texts: string[], value: unknown): void {
  const text = fieldText(value);
  if (text !== '') texts.push(text);
}
