// The team lists page names the company it adds to a list without viewing it: apps/api records
// a company view (the team's "Company viewed") only for its details, never for this page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callOf, fakeFetch } from '../../lib/account/_test/harness';
import { loader } from './team-lists.server';

const SESSION = 'kyc_session=u-1___tok-1___sec-1';
const context = { apiOrigin: 'http://api.test', clientAddress: '203.0.113.9' };
const KEY_NO = '0123456789abcdef0123456789abcdef';

afterEach(() => vi.unstubAllGlobals());

describe('the team lists page with a company to add', () => {
  it('asks apps/api for the company’s summary, never its details (which log a company view)', async () => {
    const fetch = fakeFetch((url) => {
      if (url.includes(`/webapi/saas/enterprise/${KEY_NO}/summary`))
        return {
          body: { company: { keyNo: KEY_NO, name: '甲公司', nameEn: 'Jia Co., Ltd.' } },
        };
      if (url.includes('/webapi/saas/team/notes')) return { body: [] };
      if (url.endsWith('/webapi/saas/team/lists')) return { body: [] };
      return { body: {} };
    });
    vi.stubGlobal('fetch', fetch);
    const request = new Request(`http://site.test/team-lists?add=${KEY_NO}`, {
      headers: { cookie: SESSION },
    });
    const data = await loader({ request, context, params: {} } as never);
    expect(data.company).toEqual({ keyNo: KEY_NO, name: '甲公司', nameEn: 'Jia Co., Ltd.' });
    const urls = fetch.mock.calls.map((_call, i) => new URL(callOf(fetch, i).url).pathname);
    expect(urls).toContain(`/webapi/saas/enterprise/${KEY_NO}/summary`);
    expect(urls).not.toContain(`/webapi/saas/enterprise/${KEY_NO}`);
  });
});
