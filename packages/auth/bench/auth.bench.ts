import { bench, describe } from 'vitest';
import {
  applyButtonText,
  createUserStore,
  daysUntilExpiry,
  hasPermission,
  normalizeLoginInfo,
  parseSessionCookie,
  serializeSessionCookie,
  shouldWarnExpiry,
} from '../src/index';

const permissionList = Array.from({ length: 200 }, (_, i) => `module${i}:action${i % 7}`);
const user = {
  uuid: '6f1c2b9e-41d7-4c55-9a0e-2f7d3c1b8a90',
  accessToken: 'eyJhbGciOiJIUzI1NiJ9.abc.def',
  accessSecretKey: 'c2VjcmV0LWtleS0xMjM0NTY3ODkw',
  type: 2,
  category: 'N',
  endDate: '2025-03-31 23:59:59',
  compRoleIds: 2,
  permissionList: [...permissionList, 'comp_asgn:edit'],
  reversalPermissionList: ['module3:action3', 'module150:action3'],
};
const now = Date.parse('2025-03-01T12:00:00+08:00');
const cookieValue = `${user.uuid}___${user.accessToken}___${user.accessSecretKey}`;
const loginInfo = { isLogin: true, name: '张三', options: '{"realLogin":true,"from":"qcc"}' };

describe('permissions (200 granted)', () => {
  bench('hasPermission, granted near the end', () => {
    hasPermission(user, 'module190:action1');
  });
  bench('hasPermission, reversed', () => {
    hasPermission(user, 'module150:action3');
  });
  bench('hasPermission, array of 5, none granted', () => {
    hasPermission(user, ['a', 'b', 'c', 'd', 'e']);
  });
  bench('hasPermission, comp_asgn:', () => {
    hasPermission(user, 'comp_asgn:edit');
  });
});

describe('expiry', () => {
  bench('daysUntilExpiry', () => {
    daysUntilExpiry(user, now);
  });
  bench('shouldWarnExpiry', () => {
    shouldWarnExpiry(user, now);
  });
});

describe('session cookie', () => {
  bench('serializeSessionCookie', () => {
    serializeSessionCookie(user);
  });
  bench('parseSessionCookie', () => {
    parseSessionCookie(cookieValue);
  });
});

describe('login info', () => {
  bench('normalizeLoginInfo (options as JSON text)', () => {
    normalizeLoginInfo(loginInfo);
  });
  bench('applyButtonText', () => {
    applyButtonText(loginInfo, { locale: 'en' });
  });
});

describe('user store (memory)', () => {
  const store = createUserStore({ cookies: { write() {} } });
  bench('save + get', () => {
    store.save(user);
    store.get();
  });
});
