import { describe, expect, it } from 'vitest';
import { nl2br } from './nl2br';

describe('nl2br', () => {
  it.each([
    ['a\nb', 'a<br>b'],
    ['a\r\nb', 'a<br>b'],
    ['a\rb', 'a<br>b'],
    ['a\n\nb', 'a<br><br>b'],
    ['a\r\n\r\nb', 'a<br><br>b'],
    ['a\n\r\nb', 'a<br><br>b'],
    ['\n', '<br>'],
    ['no break', 'no break'],
    ['<b>\n', '<b><br>'],
    ['', ''],
  ])('converts %j to %j', (text, expected) => {
    expect(nl2br(text)).toBe(expected);
  });

  it.each([null, undefined, 5, {}, ['a\nb']])('gives "" for %j', (value) => {
    expect(nl2br(value)).toBe('');
  });

  it('converts a 100 000-line text', () => {
    expect(nl2br('\r\n'.repeat(100_000))).toBe('<br>'.repeat(100_000));
  });
});
