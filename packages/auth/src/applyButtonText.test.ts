import { describe, expect, it } from 'vitest';
import { applyButtonText } from './applyButtonText';
import { normalizeLoginInfo } from './normalizeLoginInfo';

describe('applyButtonText', () => {
  it.each([
    [{ isLogin: true, options: { realLogin: true } }, '立即使用', 'Use now'],
    [{ isLogin: true, options: '{"realLogin":true}' }, '立即使用', 'Use now'],
    [{ isLogin: true, options: { realLogin: false } }, '申请试用', 'Apply for trial'],
    [{ isLogin: true }, '申请试用', 'Apply for trial'],
    [{ isLogin: false, options: { realLogin: true } }, '申请试用', 'Apply for trial'],
    [{ isLogin: true, options: '{broken' }, '申请试用', 'Apply for trial'],
    [{ isLogin: true, isFromQccLogin: true }, '申请试用', 'Apply for trial'],
    [null, '申请试用', 'Apply for trial'],
  ])('%j → %s / %s', (info, chinese, english) => {
    expect(applyButtonText(info)).toBe(chinese);
    expect(applyButtonText(info, { locale: 'zh-CN' })).toBe(chinese);
    expect(applyButtonText(info, { locale: 'en' })).toBe(english);
  });
  it('takes already normalized info', () => {
    const info = normalizeLoginInfo({ isLogin: true, options: '{"realLogin":true}' });
    expect(applyButtonText(info, { locale: 'en' })).toBe('Use now');
  });
  it('an unknown locale gives Chinese', () => {
    expect(applyButtonText({}, { locale: 'fr' as never })).toBe('申请试用');
  });
});
