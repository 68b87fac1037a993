import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as formatters from '../src/index';
import { THROWING_VALUES } from './hostileValues';

const FORBIDDEN = /NaN|undefined|Infinity/;

/** Any text, or a currency the formatters translate by locale (a table name, a code, RMB). */
const currencyName = fc.oneof(
  fc.string(),
  fc.constantFrom(...Object.keys(formatters.CURRENCY_CODES), 'CNY', 'usd', 'RMB', 'SGD', 'XYZ'),
);

/** Every function that shows or reads something, called the way a page would call it. */
const DISPLAY_FUNCTIONS: ReadonlyArray<[string, (value: unknown, options: unknown) => unknown]> = [
  ['toNameObject', (value) => formatters.toNameObject(value)],
  ['currencyCode', (value) => formatters.currencyCode(value)],
  ['formatName', (value, other) => formatters.formatName(value, other)],
  ['formatRegNo', (value, other) => formatters.formatRegNo(value, other)],
  ['parseAmount', (value) => formatters.parseAmount(value)?.toFixed() ?? null],
  ['formatAmount', (value, options) => formatters.formatAmount(value, options as never)],
  ['formatUnitMoney', (value, options) => formatters.formatUnitMoney(value, options as never)],
  ['formatPercent', (value, options) => formatters.formatPercent(value, options as never)],
  ['formatWan', (value, options) => formatters.formatWan(value, options as never)],
  ['formatThousands', (value, options) => formatters.formatThousands(value, options as never)],
  ['formatShares', (value, options) => formatters.formatShares(value, options as never)],
  ['formatDate', (value, options) => formatters.formatDate(value, options as never)],
  ['formatPlainDate', (value, options) => formatters.formatPlainDate(value, options as never)],
  [
    'formatCompactTimestamp',
    (value, options) => formatters.formatCompactTimestamp(value, options as never),
  ],
  ['addDaysFromToday', (value) => formatters.addDaysFromToday(value)],
  ['addYearsFromToday', (value) => formatters.addYearsFromToday(value)],
  ['escapeHtml', (value) => formatters.escapeHtml(value)],
  ['nl2br', (value) => formatters.nl2br(value)],
];

const ARITHMETIC: ReadonlyArray<[string, (a: unknown, b: unknown) => string]> = [
  ['add', formatters.add],
  ['subtract', formatters.subtract],
  ['multiply', formatters.multiply],
  ['divide', formatters.divide],
];

const HOSTILE: ReadonlyArray<[string, unknown]> = [
  ...THROWING_VALUES,
  ['NaN', NaN],
  ['Infinity', Infinity],
  ['-Infinity', -Infinity],
  ['-0', -0],
  ['Number.MAX_VALUE', Number.MAX_VALUE],
  ['Number.MIN_VALUE', Number.MIN_VALUE],
  ['null', null],
  ['undefined', undefined],
  ['true', true],
  ['a plain object', { a: 1 }],
  ['an object with a hostile toString', { toString: () => 'NaN' }],
  [
    'a decimal object whose toFixed throws',
    {
      toFixed: () => {
        throw new Error('hostile');
      },
    },
  ],
  ['an array', [1, 2, 3]],
  ['a function', () => 1],
  ['a symbol', Symbol('hostile')],
  ['a bigint', 10n ** 40n],
  ['an invalid Date', new Date(Number.NaN)],
  ['100 000 digits', '9'.repeat(100_000)],
  ['100 000 letters', 'x'.repeat(100_000)],
  ['100 000 minus signs', '-'.repeat(100_000)],
  ['100 000 unit words', '万'.repeat(100_000)],
  ['100 000 line breaks', '\r\n'.repeat(50_000)],
  ['100 000 date characters', '年月日'.repeat(33_334)],
  ['100 000 HTML specials', '<&>"'.repeat(25_000)],
  ['100 000 spaces around a number', `${' '.repeat(50_000)}1${' '.repeat(50_000)}`],
];

/** Whether a generated input holds one of the forbidden words itself (then echoing it is right). */
function mentionsForbidden(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (typeof value !== 'object' || value === null || depth > 20) return false;
  return Object.entries(value).some(
    ([key, inner]) => FORBIDDEN.test(key) || mentionsForbidden(inner, depth + 1),
  );
}

function shown(output: unknown): string {
  return typeof output === 'string' ? output : JSON.stringify(output);
}

/**
 * Where a value that throws when read is hidden: alone, in a list, under an option or field
 * name. Generated as a recipe and built inside the property: fast-check itself inspects the
 * values it generates, and would trip over a revoked Proxy.
 */
const FIELD_NAMES = [
  'name',
  'englishName',
  'keyNo',
  'currency',
  'code',
  'locale',
  'decimals',
  'short',
  'sign',
  'ms',
];
const hostileRecipe = fc.record({
  which: fc.nat(THROWING_VALUES.length - 1),
  where: fc.constantFrom('alone', 'in a list', 'under a name', 'in a list entry'),
  name: fc.constantFrom(...FIELD_NAMES),
  others: fc.array(fc.anything(), { maxLength: 3 }),
});

function buildHostile({
  which,
  where,
  name,
  others,
}: {
  which: number;
  where: string;
  name: string;
  others: unknown[];
}): unknown {
  const value = (THROWING_VALUES[which] as [string, unknown])[1];
  if (where === 'in a list') return [...others, value];
  if (where === 'under a name') return { [name]: value };
  if (where === 'in a list entry') return [...others, { [name]: value }];
  return value;
}

describe('hostile input', () => {
  describe.each(DISPLAY_FUNCTIONS)('%s', (_, display) => {
    it.each(HOSTILE)('does not throw on %s and shows no NaN, undefined or Infinity', (_, value) => {
      expect(shown(display(value, value))).not.toMatch(FORBIDDEN);
      expect(shown(display(1, value))).not.toMatch(FORBIDDEN);
    });

    it('does not throw on values or options that throw when read (property)', () => {
      fc.assert(
        fc.property(hostileRecipe, hostileRecipe, fc.anything(), (first, second, plain) => {
          const [a, b] = [buildHostile(first), buildHostile(second)];
          expect(() => display(a, b)).not.toThrow();
          expect(() => display(plain, a)).not.toThrow();
          expect(() => display(a, plain)).not.toThrow();
        }),
        { numRuns: 200 },
      );
    });

    it('never shows NaN, undefined or Infinity for any input (property)', () => {
      const options = fc.oneof(
        fc.anything(),
        fc.record(
          {
            currency: currencyName,
            code: currencyName,
            decimals: fc.oneof(fc.double(), fc.integer({ min: -5, max: 100 })),
            sign: fc.anything(),
            short: fc.anything(),
            ms: fc.anything(),
            locale: fc.constantFrom('zh-CN', 'en', 'fr', undefined),
          },
          { requiredKeys: [] },
        ),
      );
      const value = fc.oneof(
        fc.anything({
          withBigInt: true,
          withDate: true,
          withNullPrototype: true,
          withTypedArray: true,
        }),
        fc.double(),
        fc.date({ noInvalidDate: false }),
        fc.stringMatching(
          /^[-(]?\s?[\d,]{0,12}(\.\d{0,4})?\s?(万|亿|千万|million)?[元美港币人民]{0,4}\)?$/,
        ),
      );
      fc.assert(
        fc.property(value, options, (input, option) => {
          fc.pre(!mentionsForbidden(input) && !mentionsForbidden(option));
          expect(shown(display(input, option))).not.toMatch(FORBIDDEN);
        }),
        { numRuns: 300 },
      );
    });
  });

  describe.each(ARITHMETIC)('%s', (_, operate) => {
    it.each(HOSTILE)('returns a decimal or throws a DecimalError on %s', (_, value) => {
      for (const [a, b] of [
        [value, 1],
        [1, value],
      ]) {
        try {
          expect(operate(a, b)).toMatch(/^-?\d+(\.\d+)?$/);
        } catch (error) {
          expect(error).toBeInstanceOf(formatters.DecimalError);
        }
      }
    });

    it('throws only a DecimalError on operands that throw when read (property)', () => {
      fc.assert(
        fc.property(hostileRecipe, fc.double(), (recipe, plain) => {
          const hostile = buildHostile(recipe);
          for (const [x, y] of [
            [hostile, plain],
            [plain, hostile],
          ]) {
            try {
              expect(operate(x, y)).toMatch(/^-?\d+(\.\d+)?$/);
            } catch (error) {
              expect(error).toBeInstanceOf(formatters.DecimalError);
            }
          }
        }),
        { numRuns: 200 },
      );
    });

    it('returns a decimal or throws a DecimalError for any input (property)', () => {
      fc.assert(
        fc.property(
          fc.anything({ withBigInt: true }),
          fc.oneof(fc.anything(), fc.double()),
          (a, b) => {
            try {
              expect(operate(a, b)).toMatch(/^-?\d+(\.\d+)?$/);
            } catch (error) {
              expect(error).toBeInstanceOf(formatters.DecimalError);
            }
          },
        ),
        { numRuns: 300 },
      );
    });
  });
});
