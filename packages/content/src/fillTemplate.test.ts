import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it('fills every placeholder, wherever the language puts it', () => {
    expect(fillTemplate('已显示 {shown} / {total} 条', { shown: 20, total: 75 })).toBe(
      '已显示 20 / 75 条',
    );
    expect(fillTemplate('{name}（{code}）', { name: '中国香港', code: 'HK' })).toBe(
      '中国香港（HK）',
    );
    expect(fillTemplate('{size} · {size}', { size: 10 })).toBe('10 · 10');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillTemplate('Logging in as {name}', {})).toBe('Logging in as {name}');
    expect(fillTemplate('{hours} h {minutes} min', { hours: 3 })).toBe('3 h {minutes} min');
    // Only own values count: a template cannot reach the object's prototype.
    expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('inserts values as text, not as markup or further placeholders', () => {
    expect(fillTemplate('Logged in as {name}', { name: '<b>x</b> & {other}', other: 'y' })).toBe(
      'Logged in as <b>x</b> & {other}',
    );
    // `$` sequences mean something to String.prototype.replace; here they are just text.
    expect(fillTemplate('{company}', { company: "$& $' $1" })).toBe("$& $' $1");
  });

  it('leaves text without placeholders and other braces alone', () => {
    expect(fillTemplate('Log in', { name: 'x' })).toBe('Log in');
    expect(fillTemplate('{ name } {}', { name: 'x' })).toBe('{ name } {}');
  });
});
