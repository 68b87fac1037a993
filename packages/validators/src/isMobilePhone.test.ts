import { describe, expect, it } from 'vitest';
import { isMobilePhone } from './isMobilePhone';

describe('isMobilePhone', () => {
  it.each(['13800138000', '12000000000', '19912345678', '17012345678'])('accepts %s', (value) => {
    expect(isMobilePhone(value)).toBe(true);
  });
  it.each([
    ['10800138000', 'second digit 0'],
    ['11800138000', 'second digit 1'],
    ['1380013800', '10 digits'],
    ['138001380000', '12 digits'],
    ['23800138000', 'starts with 2'],
    [' 13800138000', 'leading space'],
    ['13800138000 ', 'trailing space'],
    ['138 0013 8000', 'inner spaces'],
    ['+8613800138000', 'country code'],
    ['１３８００１３８０００', 'full-width digits'],
    ['1380013800a', 'a letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isMobilePhone(value)).toBe(false);
  });
  it.each([13800138000, null, undefined, {}, ['13800138000']])('rejects non-string %j', (value) => {
    expect(isMobilePhone(value)).toBe(false);
  });
});
