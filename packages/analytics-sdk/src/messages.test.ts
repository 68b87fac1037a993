import { describe, expect, it } from 'vitest';
import { CONFIG_REQUIRED_MESSAGE } from './CONFIG_REQUIRED_MESSAGE';
import { DEFAULT_APP_NAME } from './DEFAULT_APP_NAME';
import { UNKNOWN_EVENT_MESSAGE } from './UNKNOWN_EVENT_MESSAGE';

describe('documented constants', () => {
  it.each([
    [CONFIG_REQUIRED_MESSAGE, '请先调用 config 方法'],
    [UNKNOWN_EVENT_MESSAGE, '非标准埋点事件，请检查'],
    [DEFAULT_APP_NAME, 'kyc_global_pc_web'],
  ])('%s is worded as documented', (value, documented) => {
    expect(value).toBe(documented);
  });
});
