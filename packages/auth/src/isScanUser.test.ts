import { describe, expect, it } from 'vitest';
import { isScanUser } from './isScanUser';

const rules = { domains: ['scan.example.com', 'Example.ORG'], loginIdPrefixes: ['SCAN', 'S9'] };

describe('isScanUser', () => {
  it.each([
    [{ loginName: 'bot@scan.example.com' }, true, 'login name at a listed domain'],
    [{ loginName: 'Bot@EXAMPLE.org' }, true, 'case ignored'],
    [{ loginName: 'bot@notexample.org' }, false, 'a domain that only ends the same'],
    [{ loginName: 'bot@sub.example.org' }, false, 'a subdomain is another domain'],
    [{ loginName: 'example.org' }, false, 'no @'],
    [{ loginName: 'bot@example.org.cn' }, false, 'domain not at the end'],
    [{ loginId: 'SCAN001' }, true, 'loginId with a listed prefix'],
    [{ loginId: 'S9-7' }, true, 'another prefix'],
    [{ loginId: 'scan001' }, false, 'prefix case matters'],
    [{ loginId: 'XSCAN' }, false, 'prefix not at the start'],
    [{ loginName: 'person@other.com', loginId: 'U1' }, false, 'neither'],
    [{}, false, 'nothing to match'],
    [null, false, 'nobody'],
  ])('%j → %s (%s)', (user, expected, _why) => {
    expect(isScanUser(user, rules)).toBe(expected);
  });
  it.each([
    [{}, 'no rules'],
    [{ domains: [], loginIdPrefixes: [] }, 'empty rules'],
    [{ domains: [''], loginIdPrefixes: [''] }, 'empty entries match nothing'],
    [{ domains: 'scan.example.com' }, 'rules that are not arrays'],
    [null, 'null rules'],
  ])('never matches with %j (%s)', (badRules, _why) => {
    expect(
      isScanUser({ loginName: 'bot@scan.example.com', loginId: 'SCAN1' }, badRules as never),
    ).toBe(false);
  });
});
