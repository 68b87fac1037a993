import { describe, expect, it } from 'vitest';
import { AcctType } from './AcctType';

describe('AcctType', () => {
  it.each([
    ['Formal', 1],
    ['Trial', 2],
    ['Individual', 3],
    ['Company', 4],
  ] as const)('%s is %i (SPEC §4)', (name, value) => {
    expect(AcctType[name]).toBe(value);
  });
  it('has exactly the four kinds', () => {
    expect(Object.keys(AcctType)).toEqual(['Formal', 'Trial', 'Individual', 'Company']);
  });
});
