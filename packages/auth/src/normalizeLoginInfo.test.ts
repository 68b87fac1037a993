import { describe, expect, it } from 'vitest';
import { normalizeLoginInfo } from './normalizeLoginInfo';

const DEFAULTS = {
  phone: '',
  isLogin: false,
  isFromQccLogin: false,
  name: '',
  isEndDate: false,
  options: { realLogin: false },
  businessInfo: {},
  userInfo: null,
};

describe('normalizeLoginInfo', () => {
  it.each([undefined, null, {}, 'not json', '[1,2]', 42, [], true])(
    'gives the SPEC §3 defaults for %j',
    (input) => {
      expect(normalizeLoginInfo(input as never)).toEqual(DEFAULTS);
    },
  );

  it('keeps what is given', () => {
    expect(
      normalizeLoginInfo({
        phone: '13800138000',
        isLogin: true,
        isFromQccLogin: true,
        name: '张三',
        isEndDate: true,
        options: { realLogin: true, from: 'qcc' },
        businessInfo: { corp: 'A' },
        userInfo: { id: 1 },
      }),
    ).toEqual({
      phone: '13800138000',
      isLogin: true,
      isFromQccLogin: true,
      name: '张三',
      isEndDate: true,
      options: { realLogin: true, from: 'qcc' },
      businessInfo: { corp: 'A' },
      userInfo: { id: 1 },
    });
  });

  it.each([
    ['{"realLogin":true}', { realLogin: true }],
    ['{"realLogin":false,"x":1}', { realLogin: false, x: 1 }],
    ['{"realLogin":"Y"}', { realLogin: true }],
    ['{}', { realLogin: false }],
    ['{bad json', { realLogin: false }],
    ['', { realLogin: false }],
    ['null', { realLogin: false }],
    ['"realLogin"', { realLogin: false }],
    ['[true]', { realLogin: false }],
    [42, { realLogin: false }],
    [null, { realLogin: false }],
  ])('reads options %j as %j', (options, expected) => {
    expect(normalizeLoginInfo({ options }).options).toEqual(expected);
  });

  it.each([
    [true, true],
    ['true', true],
    [1, true],
    ['1', true],
    ['Y', true],
    [false, false],
    ['false', false],
    [0, false],
    ['N', false],
    ['yes please', false],
    [{}, false],
  ])('reads the flag %j as %s', (flag, expected) => {
    const info = normalizeLoginInfo({ isLogin: flag, isFromQccLogin: flag, isEndDate: flag });
    expect([info.isLogin, info.isFromQccLogin, info.isEndDate]).toEqual([
      expected,
      expected,
      expected,
    ]);
  });

  it.each([
    [{ phone: 13800138000, name: ['x'] }, 'numbers and arrays'],
    [{ phone: null, name: {} }, 'null and objects'],
  ])('gives empty text for non-string phone and name: %j (%s)', (input, _why) => {
    const info = normalizeLoginInfo(input);
    expect([info.phone, info.name]).toEqual(['', '']);
  });

  it.each([
    [{ businessInfo: [1], userInfo: 'x' }, {}, null],
    [{ businessInfo: '{"corp":"B"}', userInfo: '{"id":2}' }, { corp: 'B' }, { id: 2 }],
  ])('keeps only records as business and user info: %j', (input, businessInfo, userInfo) => {
    const info = normalizeLoginInfo(input);
    expect([info.businessInfo, info.userInfo]).toEqual([businessInfo, userInfo]);
  });

  it('reads a whole login info sent as JSON text', () => {
    expect(normalizeLoginInfo('{"isLogin":true,"name":"A"}' as never)).toMatchObject({
      isLogin: true,
      name: 'A',
    });
  });

  it('is idempotent', () => {
    const once = normalizeLoginInfo({ isLogin: 'true', options: '{"realLogin":1,"k":"v"}' });
    expect(normalizeLoginInfo(once)).toEqual(once);
  });
});
