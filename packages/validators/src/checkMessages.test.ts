import { describe, expect, it } from 'vitest';
import { checkAddress } from './checkAddress';
import { checkEmail } from './checkEmail';
import { checkGroupName } from './checkGroupName';
import { checkIdCard } from './checkIdCard';
import { checkLei } from './checkLei';
import { checkMobilePhone } from './checkMobilePhone';
import { checkPassword } from './checkPassword';
import { checkUrl } from './checkUrl';
import { checkUscc } from './checkUscc';
import { checkUsername } from './checkUsername';

type Check = (value: unknown, options?: { locale?: 'zh-CN' | 'en' }) => string | undefined;

// [check, a valid value, an invalid value, spec's required, spec's invalid, English required, English invalid, Chinese required, Chinese invalid]
const rules: [string, Check, unknown, unknown, string, string, string, string, string, string][] = [
  [
    'checkMobilePhone',
    checkMobilePhone,
    '13800138000',
    '1380013800',
    '请输入手机号',
    '手机格式不正确，请重新输入',
    'Please enter a mobile phone number',
    'Incorrect mobile phone format, please re-enter',
    '请输入手机号',
    '手机格式不正确，请重新输入',
  ],
  [
    'checkEmail',
    checkEmail,
    'li@example.com',
    'li@example',
    'Please enter email address',
    'Incorrect email format.',
    'Please enter email address',
    'Incorrect email format.',
    '请输入邮箱地址',
    '邮箱格式不正确。',
  ],
  [
    'checkPassword',
    checkPassword,
    'abc123',
    'abcdef',
    'Please enter password',
    'Must include numbers, letters, and longer than 6 characters.',
    'Please enter password',
    'Must include numbers, letters, and longer than 6 characters.',
    '请输入密码',
    '必须包含数字和字母，且不少于6个字符。',
  ],
  [
    'checkUsername',
    checkUsername,
    'li_wei',
    'li wei',
    '请输入登录用户名',
    '只允许输入数字字母下划线,最大长度为50',
    'Please enter your login username',
    'Only digits, letters and underscores are allowed, with a maximum length of 50',
    '请输入登录用户名',
    '只允许输入数字字母下划线,最大长度为50',
  ],
  [
    'checkIdCard',
    checkIdCard,
    '11010519491231002X',
    '110105194912310021',
    '请输入ID号',
    'ID号格式不正确',
    'Please enter ID number',
    'Incorrect ID number format',
    '请输入ID号',
    'ID号格式不正确',
  ],
  [
    'checkUrl',
    checkUrl,
    'https://example.com',
    'javascript:alert(1)',
    '请输入URL',
    '请输入合法的URL',
    'Please enter URL',
    'Please enter a valid URL',
    '请输入URL',
    '请输入合法的URL',
  ],
  [
    'checkGroupName',
    checkGroupName,
    '重点客户',
    '组'.repeat(31),
    '请输入分组名称',
    '分组名称应为1~30位字符',
    'Please enter a group name',
    'The group name should be 1 to 30 characters',
    '请输入分组名称',
    '分组名称应为1~30位字符',
  ],
  [
    'checkUscc',
    checkUscc,
    '91350100M000100Y43',
    '91350100M000100Y44',
    '请输入统一社会信用代码',
    '统一社会信用代码格式不正确',
    'Please enter the Unified Social Credit Code',
    'Incorrect Unified Social Credit Code format',
    '请输入统一社会信用代码',
    '统一社会信用代码格式不正确',
  ],
  [
    'checkLei',
    checkLei,
    '5493001KJTIIGC8Y1R12',
    '5493001KJTIIGC8Y1R13',
    '请输入LEI编码',
    'LEI编码格式不正确',
    'Please enter the LEI code',
    'Incorrect LEI code format',
    '请输入LEI编码',
    'LEI编码格式不正确',
  ],
];

describe.each(rules)(
  '%s',
  (_name, check, valid, invalid, specRequired, specInvalid, enRequired, enInvalid, zhRequired, zhInvalid) => {
    it('passes a valid value', () => {
      expect(check(valid)).toBeUndefined();
      expect(check(valid, { locale: 'en' })).toBeUndefined();
    });
    it.each([undefined, null, '', '   '])('gives the spec’s required message for %j', (empty) => {
      expect(check(empty)).toBe(specRequired);
    });
    it('gives the spec’s invalid message', () => {
      expect(check(invalid)).toBe(specInvalid);
    });
    it('speaks English with { locale: "en" }', () => {
      expect(check('', { locale: 'en' })).toBe(enRequired);
      expect(check(invalid, { locale: 'en' })).toBe(enInvalid);
    });
    it('speaks Chinese with { locale: "zh-CN" }', () => {
      expect(check('', { locale: 'zh-CN' })).toBe(zhRequired);
      expect(check(invalid, { locale: 'zh-CN' })).toBe(zhInvalid);
    });
    it('falls back to the spec’s wording for an unknown locale or bad options', () => {
      expect(check(invalid, { locale: 'fr' as never })).toBe(specInvalid);
      expect(check(invalid, null as never)).toBe(specInvalid);
      expect(check(invalid, 42 as never)).toBe(specInvalid);
    });
    it.each([42, {}, [1], true])('treats non-string %j as invalid, not as a crash', (value) => {
      expect(check(value)).toBe(specInvalid);
    });
  },
);

describe('checkIdCard labels', () => {
  it.each([
    ['身份证号', '', '请输入身份证号'],
    ['身份证号', '123', '身份证号格式不正确'],
    ['ID号', '', '请输入ID号'],
    ['ID号', '123', 'ID号格式不正确'],
  ] as const)('label %s, value %j → %s', (label, value, message) => {
    expect(checkIdCard(value, { label })).toBe(message);
  });
  it('translates the 身份证号 label', () => {
    expect(checkIdCard('', { label: '身份证号', locale: 'en' })).toBe(
      'Please enter ID card number',
    );
    expect(checkIdCard('1', { label: '身份证号', locale: 'en' })).toBe(
      'Incorrect ID card number format',
    );
  });
});

describe('checkGroupName boundaries', () => {
  it.each([
    ['a', undefined],
    ['组'.repeat(30), undefined],
    ['😀'.repeat(30), undefined],
    ['组'.repeat(31), '分组名称应为1~30位字符'],
  ])('%j → %j', (value, message) => {
    expect(checkGroupName(value)).toBe(message);
  });
});

describe('checkAddress', () => {
  it.each([
    ['上海市浦东新区世纪大道100号', undefined],
    ['', '请输入地址'],
    ['  ', '请输入地址'],
    [null, '请输入地址'],
  ])('%j → %j', (value, message) => {
    expect(checkAddress(value)).toBe(message);
  });
  it('speaks English', () => {
    expect(checkAddress('', { locale: 'en' })).toBe('Please enter an address');
  });
});
