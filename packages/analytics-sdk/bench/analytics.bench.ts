import { bench, describe } from 'vitest';
import { isAllowedOrigin } from '../src/_lib/isAllowedOrigin';
import { localDeviceId } from '../src/_lib/localDeviceId';
import { uuid } from '../src/_lib/uuid';
import { createOpLog } from '../src/createOpLog';
import { createTracker } from '../src/createTracker';

const tracker = createTracker();
tracker.config({ host: location.origin, env: 'prod', send: () => undefined, uid: 'bench' });
const data = { words: 'acme holdings 公司', page: 2, filters: ['cn', 'hk'] };
const allowList = ['https://www.site.com', 'https://*.site.org', 'https://partner.example.com'];
const opLog = createOpLog({ headers: { 'pro-client-id': 'x' }, fetch: () => undefined });

describe('analytics-sdk', () => {
  bench('track(search, data): fields, entity JSON, beacon URL, send', () => {
    tracker.track('search', data);
  });
  bench('uuid(): a v4 device id', () => {
    uuid();
  });
  bench('localDeviceId(): read cookie + localStorage, copy back', () => {
    localDeviceId();
  });
  bench('isAllowedOrigin(): hub allow-list check (3 entries, subdomain match)', () => {
    isAllowedOrigin('https://a.b.site.org', allowList);
  });
  bench('opLog.log + flush', () => {
    opLog.log('view', 'c0a8f3');
    opLog.flush();
  });
});
