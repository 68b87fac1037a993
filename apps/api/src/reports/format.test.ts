import { describe, expect, it } from 'vitest';
import { calendarDate, displayName, money, percent, reportDateTime } from './format';

describe('report formats', () => {
  it('shows moments in Asia/Shanghai, whatever the server time zone', () => {
    const moment = new Date('2026-11-25T17:40:00Z');
    expect(reportDateTime(moment, 'zh-CN')).toBe('2026年11月26日 01:40');
    expect(reportDateTime(moment, 'en')).toBe('26 Nov 2026, 01:40');
    expect(reportDateTime('not a date', 'en')).toBe('');
  });

  it('keeps a register date on its day', () => {
    expect(calendarDate('2015-03-02', 'zh-CN')).toBe('2015年3月2日');
    expect(calendarDate('2015-03-02', 'en')).toBe('02 Mar 2015');
    expect(calendarDate(null, 'en')).toBe('');
  });

  it('writes shares as short as they read, and tiny ones as <0.01%', () => {
    expect(percent(27.5, 'en')).toBe('27.5%');
    expect(percent(100 / 3, 'zh-CN')).toBe('33.33%');
    expect(percent(45, 'en')).toBe('45%');
    expect(percent(0.001, 'en')).toBe('<0.01%');
  });

  it('puts the report language first in names and money in whole units', () => {
    expect(displayName('高磊', 'Gao Lei', 'en')).toBe('Gao Lei (高磊)');
    expect(displayName('高磊', 'Gao Lei', 'zh-CN')).toBe('高磊 (Gao Lei)');
    expect(displayName(null, 'Unity Capital Pte. Ltd.', 'zh-CN')).toBe('Unity Capital Pte. Ltd.');
    expect(money(5_000_000, 'CNY', 'en')).toBe('CNY 5,000,000');
  });
});
