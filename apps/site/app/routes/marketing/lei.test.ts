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
    [
      'en',
      '&lang=en',
      [
        ['LEI', LEI],
        ['Name in another language', RECORD.otherName],
        ['Jurisdiction', 'Mainland China (CN)'],
        ['LEI registration status', 'Lapsed (not renewed)'],
        ['Entity status', 'Active'],
        ['Initial registration', '17 Jul 2016'],
        ['Next renewal', '17 Jul 2017'],
        ['Managing LOU', 'LOU code 8156'],
        ['Legal address', RECORD.legalAddress],
      ],
    ],
    [
      'zh-CN',
      '',
      [
        ['LEI 编码', LEI],
        ['其他语言名称', RECORD.otherName],
        ['注册地', '中国大陆（CN）'],
        ['LEI 登记状态', '已失效（未续期）'],
        ['实体状态', '存续'],
        ['首次登记日期', '2016年7月17日'],
        ['下次续期日期', '2017年7月17日'],
        ['管理机构（LOU）', 'LOU 编码 8156'],
        ['法定地址', RECORD.legalAddress],
      ],
    ],
  ])(
    'shows a found record (%s) worded for the page: labels, statuses in words, dates formatted',
    async (locale, lang, fields) => {
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
          legalName: RECORD.legalName,
          fields: fields.map(([label, value]) => ({ label, value })),
        },
      });
    },
  );

  it('leaves out the fields apps/api has no value for, and shows unknown statuses as they are', async () => {
    const api = jsonFetch(200, {
      ...RECORD,
      otherName: null,
      legalAddress: '',
      registrationStatus: 'PENDING_TRANSFER',
      nextRenewalDate: null,
    });
    const data = await loadLeiPage(request(`?lei=${LEI}&lang=en`), API, api.fetch);
    if (data.lookup.status !== 'found') throw new Error(data.lookup.status);
    expect(data.lookup.record.fields).toEqual([
      { label: 'LEI', value: LEI },
      { label: 'Jurisdiction', value: 'Mainland China (CN)' },
      { label: 'LEI registration status', value: 'PENDING_TRANSFER' },
      { label: 'Entity status', value: 'Active' },
      { label: 'Initial registration', value: '17 Jul 2016' },
      { label: 'Next renewal', value: '-' },
      { label: 'Managing LOU', value: 'LOU code 8156' },
    ]);
  });

  it.each([
    ['en', '&lang=en', 'Incorrect LEI code format'],
    ['zh-CN', '', 'LEI编码格式不正确'],
  ])(
    'checks the LEI fully (%s), check digits included, and answers a wrong one without a call',
    async (_, lang, message) => {
      const api = jsonFetch(200, RECORD);
      for (const typed of ['ABC', `${LEI.slice(0, 19)}4`, `${LEI}0`]) {
        const data = await loadLeiPage(
          request(`?lei=${encodeURIComponent(typed)}${lang}`),
          API,
          api.fetch,
        );
        expect(data.lookup).toEqual({ status: 'invalid', query: typed, message });
      }
      expect(api.urls).toEqual([]);
    },
  );

  it.each([
    [
      'en',
      '?lang=en',
      {
        field: 'LEI code',
        required: 'Please enter the LEI code',
        format: 'Incorrect LEI code format',
        result: 'Result',
      },
    ],
    [
      'zh-CN',
      '',
      {
        field: 'LEI 编码',
        required: '请输入LEI编码',
        format: 'LEI编码格式不正确',
        result: '查询结果',
      },
    ],
  ])(
    'gives the form its words in the page language (%s): the validators’ messages',
    async (_, query, form) => {
      const data = await loadLeiPage(request(query), API, jsonFetch(200, RECORD).fetch);
      expect(data.form).toEqual(form);
    },
  );

  it.each([
    [
      'its lei message',
      { errors: { lei: 'This LEI is not accepted' } },
      'This LEI is not accepted',
    ],
    ['its first message', { errors: { query: 'Too many look-ups' } }, 'Too many look-ups'],
    ['the network error text without a message', {}, getContent('en').common.networkError],
  ])('shows %s when apps/api answers a valid LEI with 400', async (_, body, message) => {
    const api = jsonFetch(400, body);
    const data = await loadLeiPage(request(`?lei=${LEI}&lang=en`), API, api.fetch);
    expect(api.urls).toHaveLength(1);
    expect(data.lookup).toEqual({ status: 'invalid', query: LEI, message });
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
