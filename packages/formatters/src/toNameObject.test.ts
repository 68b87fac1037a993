import { describe, expect, it } from 'vitest';
import { revokedProxy, throwing } from '../test/hostileValues';
import { toNameObject } from './toNameObject';

const EMPTY = { name: '-', englishName: '-', keyNo: '' };

describe('toNameObject', () => {
  it.each([
    [
      'one person',
      [{ name: '张三', englishName: 'Zhang San', keyNo: 'p1' }],
      { name: '张三', englishName: 'Zhang San', keyNo: 'p1' },
    ],
    [
      'two people, one without an English name',
      [
        { name: '张三', englishName: 'Zhang San', keyNo: 'p1' },
        { name: '李四', keyNo: 'p2' },
      ],
      { name: '张三, 李四', englishName: 'Zhang San', keyNo: 'p1,p2' },
    ],
    [
      'blank fields and trimming',
      [
        { name: ' 王五 ', englishName: '  ', keyNo: null },
        { name: '', englishName: 'Zhao Liu', keyNo: ' c9 ' },
      ],
      { name: '王五', englishName: 'Zhao Liu', keyNo: 'c9' },
    ],
    [
      'items that are not objects',
      [null, 5, 'x', { name: '甲' }],
      { name: '甲', englishName: '-', keyNo: '' },
    ],
    ['items with no fields', [{}, {}], EMPTY],
    ['an empty list', [], EMPTY],
  ])('joins %s', (_, list, expected) => {
    expect(toNameObject(list)).toEqual(expected);
  });

  it.each([undefined, null, 'names', 5, {}, { length: 2 }])('gives dashes for %j', (list) => {
    expect(toNameObject(list)).toEqual(EMPTY);
  });

  it('joins a long list', () => {
    const list = Array.from({ length: 10_000 }, (_, i) => ({ name: `n${i}`, keyNo: `k${i}` }));
    const joined = toNameObject(list);
    expect(joined.name.split(', ')).toHaveLength(10_000);
    expect(joined.keyNo.split(',')).toHaveLength(10_000);
    expect(joined.englishName).toBe('-');
  });

  it.each([
    ['a revoked Proxy', revokedProxy()],
    [
      'an array whose entry getter throws',
      Object.defineProperty([{ name: '甲' }], 0, { get: throwing }),
    ],
    ['a Symbol', Symbol('list')],
  ])('gives dashes for a list it cannot read: %s', (_, list) => {
    expect(toNameObject(list)).toEqual(EMPTY);
  });

  it('skips entries that throw when read, keeping the others', () => {
    const list = [
      { name: '张三', keyNo: 'p1' },
      revokedProxy(),
      {
        name: '李四',
        englishName: 'Li Si',
        get keyNo() {
          return throwing();
        },
      },
      { name: '王五', keyNo: 'p3' },
    ];
    expect(toNameObject(list)).toEqual({ name: '张三, 王五', englishName: '-', keyNo: 'p1,p3' });
  });
});
