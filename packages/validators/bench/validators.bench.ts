import validator from 'validator';
import { bench, describe } from 'vitest';
import { isEmail, isIdCard, isMobilePhone, isUrl } from '../src/index';

// The same inputs for both libraries: valid and invalid forms in equal measure.
const phones = [
  '13800138000',
  '19912345678',
  '1380013800',
  '23800138000',
  '138 0013 8000',
  '17012345678',
];
const emails = [
  'compliance@example.com',
  'li.wei+kyc@sub.example.com.cn',
  'a@b',
  'li wei@example.com',
  'o@law-firm.co.uk',
  '@example.com',
];
const urls = [
  'https://www.example.com/report?id=1',
  'http://192.168.1.10:8080/status',
  'javascript:alert(1)',
  'https://example',
  'https://sub.domain.example.co.uk:8443/path',
  'ftp://example.com',
];
const idCards = [
  '11010519491231002X',
  '440524188001010014',
  '110105194912310021',
  '11010519900230002X',
  '440300199001011238',
  '12345',
];

describe('isMobilePhone', () => {
  bench('@kyc/validators isMobilePhone', () => {
    for (const value of phones) isMobilePhone(value);
  });
  bench("validator.js isMobilePhone('zh-CN')", () => {
    for (const value of phones) validator.isMobilePhone(value, 'zh-CN');
  });
});

describe('isEmail', () => {
  bench('@kyc/validators isEmail', () => {
    for (const value of emails) isEmail(value);
  });
  bench('validator.js isEmail', () => {
    for (const value of emails) validator.isEmail(value);
  });
});

describe('isUrl', () => {
  bench('@kyc/validators isUrl', () => {
    for (const value of urls) isUrl(value);
  });
  bench('validator.js isURL', () => {
    for (const value of urls) validator.isURL(value);
  });
});

describe('isIdCard', () => {
  bench('@kyc/validators isIdCard', () => {
    for (const value of idCards) isIdCard(value);
  });
  bench("validator.js isIdentityCard('zh-CN')", () => {
    for (const value of idCards) validator.isIdentityCard(value, 'zh-CN');
  });
});
