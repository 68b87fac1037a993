import { checkLei, leiCheckDigits } from '@kyc/validators';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLeiShape } from './checkLeiShape';
import type { LeiFormText } from './types';

// The loader's words: the validators' own messages.
const FORM: LeiFormText = {
  field: 'LEI code',
  required: checkLei('', { locale: 'en' }) ?? '',
  format: checkLei('?', { locale: 'en' }) ?? '',
  result: 'Result',
};

const LEI = '5493001KJTIIGC8Y1R12';

describe('checkLeiShape', () => {
  it.each([
    ['', FORM.required],
    ['   ', FORM.required],
    ['ABC', FORM.format],
    [`${LEI}0`, FORM.format],
    [`${LEI.slice(0, 18)}1X`, FORM.format],
    [`${LEI.slice(0, 17)}-12`, FORM.format],
    [LEI, undefined],
    [` ${LEI.toLowerCase()} `, undefined],
    // The check digits are the server's to check.
    [`${LEI.slice(0, 18)}13`, undefined],
  ])('%j → %j', (typed, message) => {
    expect(checkLeiShape(typed, FORM)).toBe(message);
  });

  const typed = fc.oneof(
    fc.string(),
    fc.stringMatching(/^\s?[0-9A-Za-z]{18}[0-9]{2}\s?$/),
    fc.stringMatching(/^[0-9A-Z]{18}$/).map((base) => base + (leiCheckDigits(base) ?? '')),
  );

  it('never stops an LEI the validators accept', () => {
    fc.assert(
      fc.property(typed, (value) => {
        if (checkLei(value.trim().toUpperCase(), { locale: 'en' }) === undefined) {
          expect(checkLeiShape(value, FORM)).toBeUndefined();
        }
      }),
    );
  });

  it('says what the validators say whenever it stops one', () => {
    fc.assert(
      fc.property(typed, (value) => {
        const message = checkLeiShape(value, FORM);
        if (message !== undefined) {
          expect(message).toBe(checkLei(value.trim().toUpperCase(), { locale: 'en' }));
        }
      }),
    );
  });
});
