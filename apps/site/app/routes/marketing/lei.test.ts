import { getContent } from '@kyc/site-kit/lib/content.server.ts';
import { loadLeiPage } from '@kyc/site-kit/lib/marketing/loadLeiPage.server.ts';
import { fakeContext, jsonFetch } from '@kyc/site-kit/lib/marketing/testing.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loader } from './lei';

const API = 'http://api.test';
const LEI = '81560000FRG3E0236173';

const RECORD = {
  lei: LEI,
  legalName: 'Suzhou Chengyun Industrial Group Co., Ltd.',
  otherName: '苏州诚云实业集团有限公司',
  jurisdiction: 'CN',
  registrationStatus: 'LAPSED',
  entityStatus: 'ACTIVE',
  initialRegistrationDate: '2016-07-17',
  nextRenewalDate: '2017-07-17',
  managingLou: '8156',
  legalAddress: '苏州市虎丘区世纪大道1503号',
  company: { keyNo: 'c0b745ad' },
};

const request = (query: string) => new Request(`https://kyc.example/lei${query}`);

describe('the LEI page loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks nothing without ?lei= and gives the LEI page', async () => {
    const api = jsonFetch(200, RECORD);
    const data = await loadLeiPage(request('?lang=en'), API, api.fetch);
    expect(data.lookup).toEqual({ status: 'idle', query: '' });
    expect(data.meta).toEqual(getContent('en').pages['/lei'].meta);
    expect(api.urls).toEqual([]);
  });

  it.each([
    ['en', '?lang=en&lei=', 'Please enter the LEI code'],
    ['zh-CN', '?lei=%20%20', '请输入LEI编码'],
  ])(
    'answers a blank query (%s) with the validators’ message, without a call',
    async (_, query, message) => {
      const api = jsonFetch(200, RECORD);
      const data = await loadLeiPage(request(query), API, api.fetch);
      expect(data.lookup).toMatchObject({ status: 'invalid', message });
      expect(api.urls).toEqual([]);
    },
  );

  it.each([
    ['en', '&lang=en', { initial: '17 Jul 2016', renewal: '17 Jul 2017' }],
    ['zh-CN', '', { initial: '2016年7月17日', renewal: '2017年7月17日' }],
  ])('shows a found record (%s) with its dates formatted', async (locale, lang, dates) => {
    const api = jsonFetch(200, RECORD);
    const typed = ` ${LEI.toLowerCase()} `;
    const data = await loadLeiPage(
      request(`?lei=${encodeURIComponent(typed)}${lang}`),
      API,
      api.fetch,
    );
    expect(api.urls).toEqual([`${API}/webapi/lei/${LEI}?lang=${locale}`]);
    expect(data.lookup).toEqual({
      status: 'found',
      query: typed,
      record: {
        lei: LEI,
        legalName: RECORD.legalName,
        otherName: RECORD.otherName,
        jurisdiction: 'CN',
        registrationStatus: 'LAPSED',
        entityStatus: 'ACTIVE',
        initialRegistrationDate: dates.initial,
        nextRenewalDate: dates.renewal,
        managingLou: '8156',
        legalAddress: RECORD.legalAddress,
      },
    });
  });

  it('shows the field message of a 400 from apps/api', async () => {
    const api = jsonFetch(400, { errors: { lei: 'Incorrect LEI code format' } });
    const data = await loadLeiPage(request('?lei=ABC&lang=en'), API, api.fetch);
    expect(data.lookup).toEqual({
      status: 'invalid',
      query: 'ABC',
      message: 'Incorrect LEI code format',
    });
  });

  it('falls back to the validators’ own message when a 400 names no field', async () => {
    const api = jsonFetch(400, {});
    const data = await loadLeiPage(request('?lei=ABC'), API, api.fetch);
    expect(data.lookup).toMatchObject({ status: 'invalid', message: 'LEI编码格式不正确' });
  });

  it.each([
    [{ code: 'LEI_NOT_FOUND', message: 'No entity has this LEI' }, 'No entity has this LEI'],
    [{}, 'No entity has this LEI'],
  ])('says not found on a 404', async (body, message) => {
    const api = jsonFetch(404, body);
    const data = await loadLeiPage(request(`?lei=${LEI}&lang=en`), API, api.fetch);
    expect(data.lookup).toEqual({ status: 'notFound', query: LEI, message });
  });

  it.each([
    ['the network fails', (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch],
    ['apps/api fails', jsonFetch(500, { code: 'INTERNAL' }).fetch],
    ['the body is not JSON', (async () => new Response('<html>', { status: 200 })) as typeof fetch],
  ])('shows the network error text when %s', async (_, fetchImpl) => {
    const data = await loadLeiPage(request(`?lei=${LEI}&lang=en`), API, fetchImpl);
    expect(data.lookup).toEqual({
      status: 'error',
      query: LEI,
      message: getContent('en').common.networkError,
    });
  });

  it('gives up after the timeout and shows the network error text', async () => {
    // A fetch that only ends when its signal aborts.
    const hanging = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const { lookUpLei } = await import('@kyc/site-kit/lib/marketing/lookUpLei.server.ts');
    const lookup = await lookUpLei(LEI, {
      apiOrigin: API,
      locale: 'zh-CN',
      networkError: getContent('zh-CN').common.networkError,
      notFound: '-',
      fetch: hanging,
      timeout: 1,
    });
    expect(lookup).toEqual({
      status: 'error',
      query: LEI,
      message: getContent('zh-CN').common.networkError,
    });
  });

  it('is what the route module runs, with the context’s API origin (also for /enterprise-details)', async () => {
    const api = jsonFetch(404, { code: 'LEI_NOT_FOUND', message: '未找到该LEI编码' });
    vi.stubGlobal('fetch', api.fetch);
    const data = await loader({
      request: new Request(`https://kyc.example/enterprise-details?lei=${LEI}`),
      context: fakeContext(API),
      params: {},
    } as Parameters<typeof loader>[0]);
    expect(api.urls).toEqual([`${API}/webapi/lei/${LEI}?lang=zh-CN`]);
    expect(data.lookup).toEqual({ status: 'notFound', query: LEI, message: '未找到该LEI编码' });
    expect(data.meta.name).toBe('lei');
  });
});
