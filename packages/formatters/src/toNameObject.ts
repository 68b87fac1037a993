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
 * @param list - A list of `{ name?, englishName?, keyNo? }`.
 * @returns The joined names and ids.
 * @example toNameObject([{ name: '张三', englishName: 'Zhang San', keyNo: 'p1' }, { name: '李四', keyNo: 'p2' }])
 * // { name: '张三, 李四', englishName: 'Zhang San', keyNo: 'p1,p2' }
 */
export function toNameObject(list: unknown): NameObject {
  const names: string[] = [];
  const englishNames: string[] = [];
  const keyNos: string[] = [];
  for (const item of readList(list)) {
    // An entry that throws when read (a revoked Proxy, a throwing getter) is skipped as a
    // non-object one is: display never throws.
    try {
      if (typeof item !== 'object' || item === null) continue;
      const { name, englishName, keyNo } = item as NameItem;
      pushText(names, name);
      pushText(englishNames, englishName);
      pushText(keyNos, keyNo);
    } catch {
      // skipped: nothing of it was pushed, the fields are all read before the first push
    }
  }
  return {
    name: names.join(', ') || '-',
    englishName: englishNames.join(', ') || '-',
    keyNo: keyNos.join(','),
  };
}

/**
 * The entries of an array, or none when the list is no array or cannot be read (a revoked
 * Proxy, a throwing index getter). Read by index, not by iterator: an array's own iterator
 * may be replaced by one that never ends.
 */
function readList(list: unknown): unknown[] {
  try {
    return Array.isArray(list) ? Array.prototype.slice.call(list) : [];
  } catch {
    return [];
  }
}

function pushText(texts: string[], value: unknown): void {
  const text = fieldText(value);
  if (text !== '') texts.push(text);
}
