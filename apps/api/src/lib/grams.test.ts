import { describe, expect, it } from 'vitest';
import { grams, normalizeText, queryGrams, words } from './grams';
import { requestLocale } from './locale';

describe('search grams', () => {
  it('normalises case and full-width forms', () => {
    expect(normalizeText('ＡＢＣ　Ｈｏｌｄｉｎｇｓ１２３')).toBe('abc holdings123');
  });

  it('splits words on anything that is not a letter or digit', () => {
    expect(words('Harbour Crest Trading Co., Ltd.')).toEqual([
      'harbour',
      'crest',
      'trading',
      'co',
      'ltd',
    ]);
    expect(words('上海华信科技有限公司 | Shanghai')).toEqual(['上海华信科技有限公司', 'shanghai']);
  });

  it('indexes two-character runs and single Chinese characters', () => {
    expect(grams('上海华信').sort()).toEqual(
      ['上', '上海', '信', '华', '华信', '海', '海华'].sort(),
    );
    expect(grams('Abc de').sort()).toEqual(['ab', 'bc', 'de']);
  });

  it.each([
    ['华信', ['华信']],
    ['华', ['华']],
    ['hua xin', ['hu', 'ua', 'xi', 'in']],
    ['a', []],
    ['  ', []],
    ['%_', []],
  ])('asks a query %j for %j', (query, expected) => {
    expect(queryGrams(query)).toEqual(expected);
  });

  it('gives every query grams its matching names hold', () => {
    const name = 'Shanghai Ruiyuan Logistics Co., Ltd. 上海瑞远物流有限公司';
    const indexed = new Set(grams(name));
    for (const query of ['瑞远', '物流有限', 'ruiyuan', 'LOGISTICS', '上', 'hai rui']) {
      expect(queryGrams(query).every((gram) => indexed.has(gram))).toBe(true);
    }
  });
});

describe('request locale', () => {
  it.each([
    ['en', undefined, 'en'],
    ['zh-CN', 'en', 'zh-CN'],
    [undefined, 'en-GB,en;q=0.8', 'en'],
    [undefined, 'fr-FR, zh-TW;q=0.5', 'zh-CN'],
    [undefined, 'fr-FR', undefined],
    ['xx', undefined, undefined],
    [undefined, undefined, undefined],
  ])('lang %j with Accept-Language %j gives %j', (lang, header, expected) => {
    expect(requestLocale(lang, header)).toBe(expected);
  });
});
