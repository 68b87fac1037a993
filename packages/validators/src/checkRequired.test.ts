import { describe, expect, it } from 'vitest';
import { checkRequired } from './checkRequired';

describe('checkRequired', () => {
  it.each([undefined, null, '', '   ', '\t\n', '　', []])('fails %j with the message', (value) => {
    expect(checkRequired(value, '请输入地址')).toBe('请输入地址');
  });
  it.each(['a', ' a ', '0', 0, false, ['x'], {}])('passes %j', (value) => {
    expect(checkRequired(value, '请输入地址')).toBeUndefined();
  });
});
