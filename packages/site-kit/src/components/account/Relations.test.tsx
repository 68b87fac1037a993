import { describe, expect, it } from 'vitest';
import { boxLines } from './Relations';

describe('boxLines', () => {
  it.each([
    ['宁波达景信息技术有限公司', 16, ['宁波达景信息技术', '有限公司']],
    [
      'Shanghai Chengyuan Chemical Group Co., Ltd.',
      40,
      ['Shanghai Chengyuan Chemical Group Co.,', 'Ltd.'],
    ],
    ['Gao Lei', 16, ['Gao Lei']],
    [
      'Xi’an Mingxing Information Technology Co., Ltd. Shenzhen Branch Office Number Two',
      30,
      ['Xi’an Mingxing Information', 'Technology Co., Ltd. Shenzhen…'],
    ],
    [
      '皇家獅航運有限公司 (Royal Lion Shipping Limited)',
      18,
      ['皇家獅航運有限公司', '(Royal Lion…'],
    ],
    ['Supercalifragilisticexpialidocious', 10, ['Supercalif', 'ragilisti…']],
  ])('puts %j in two lines of %d', (name, max, expected) => {
    expect(boxLines(name, max)).toEqual(expected);
  });
});
