import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as auth from '../src/index';

/** Anything a broken server, a stale storage entry or a typo could hand over. */
const anything = fc.anything({
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withNullPrototype: true,
  withObjectString: true,
  withSet: true,
  withSparseArray: true,
  withTypedArray: true,
});

/** Objects shaped like a user, with every field possibly of the wrong kind. */
const userLike = fc.record(
  {
    uuid: anything,
    accessToken: anything,
    accessSecretKey: anything,
    loginName: anything,
    loginId: anything,
    category: fc.oneof(
      fc.constantFrom('N', 'SET_T', 'SET_STAD_COVID19', 'SET_STAD_TRIAL30'),
      anything,
    ),
    type: fc.oneof(fc.constantFrom(1, 2, '1', '2', 3), anything),
    endDate: fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.integer(),
      anything,
    ),
    payType: anything,
    permissionList: fc.oneof(fc.array(fc.string()), anything),
    reversalPermissionList: fc.oneof(fc.array(fc.string()), anything),
    compRoleIds: fc.oneof(fc.constantFrom(1, 2, 3, '1', '2'), anything),
    mainUserFlag: anything,
    showCredit: anything,
    canUpgrade: anything,
    securityPolicy: fc.oneof(fc.constant('ADV'), anything),
    refreshIntervalSec: anything,
  },
  { requiredKeys: [] },
);

const users = fc.oneof(anything, userLike);
const permissions = fc.oneof(fc.string(), fc.array(fc.oneof(fc.string(), anything)), anything);
const cookieText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc
    .array(fc.constantFrom('u', '_', '___', ';', ' ', '=', '"', 't'), { maxLength: 12 })
    .map((parts) => parts.join('')),
  anything,
);
const nows = fc.oneof(fc.integer(), fc.double(), fc.date({ noInvalidDate: false }));

const userFunctions = [
  auth.isLoggedIn,
  auth.requestHeaders,
  auth.sessionCookieValue,
  auth.serializeSessionCookie,
  auth.isAdmin,
  auth.isBusinessManager,
  auth.isManagerUser,
  auth.canSeePrices,
  auth.canUpgrade,
  auth.isPostPay,
  auth.needsAliveCheck,
  auth.aliveCheckIntervalMs,
] as const;

describe('no export throws on arbitrary input', () => {
  it('user predicates and getters', () => {
    fc.assert(
      fc.property(users, (user) => {
        for (const fn of userFunctions) fn(user as never);
      }),
    );
  });

  it('hasPermission with arbitrary users and permissions', () => {
    fc.assert(
      fc.property(users, permissions, (user, permission) => {
        expect(typeof auth.hasPermission(user as never, permission as never)).toBe('boolean');
      }),
    );
  });

  it('expiry with arbitrary users and clocks', () => {
    fc.assert(
      fc.property(users, nows, (user, now) => {
        const days = auth.daysUntilExpiry(user as never, now);
        expect(days === null || Number.isInteger(days)).toBe(true);
        expect(typeof auth.shouldWarnExpiry(user as never, now)).toBe('boolean');
      }),
    );
  });

  it('isScanUser with arbitrary users and rules', () => {
    fc.assert(
      fc.property(users, anything, (user, rules) => {
        expect(typeof auth.isScanUser(user as never, rules as never)).toBe('boolean');
      }),
    );
  });

  it('parseSessionCookie with arbitrary text', () => {
    fc.assert(
      fc.property(cookieText, (value) => {
        const parts = auth.parseSessionCookie(value);
        if (parts) expect(`${parts.uuid}___${parts.token}___${parts.secretKey}`).toBe(value);
      }),
    );
  });

  it('login info, button text and redirect with arbitrary input', () => {
    fc.assert(
      fc.property(anything, anything, (info, options) => {
        const normal = auth.normalizeLoginInfo(info as never);
        expect(typeof normal.isLogin).toBe('boolean');
        expect(typeof normal.options.realLogin).toBe('boolean');
        expect(['立即使用', '申请试用', 'Use now', 'Apply for trial']).toContain(
          auth.applyButtonText(info as never, options as never),
        );
        expect([null, '/kyc']).toContain(auth.loginRedirect(info as never));
      }),
    );
  });

  it('the user store with arbitrary users', () => {
    fc.assert(
      fc.property(users, (user) => {
        const written: string[] = [];
        const store = auth.createUserStore({ cookies: { write: (c) => written.push(c) } });
        const saved = store.save(user as never);
        const back = store.get();
        if (saved) expect(back).not.toBeNull();
        store.remove();
        expect(store.get()).toBeNull();
        for (const cookie of written) expect(cookie).toMatch(/^kyc_(session|alive)=/);
      }),
    );
  });

  it('createUserStore and createAliveCheck with arbitrary options', () => {
    fc.assert(
      fc.property(anything, users, (options, user) => {
        const store = auth.createUserStore(options as never);
        store.save(user as never);
        store.get();
        store.remove();
        auth.createAliveCheck(options as never)();
      }),
    );
  });

  it('createAliveCheck with arbitrary users', () => {
    fc.assert(
      fc.property(users, (user) => {
        const stop = auth.createAliveCheck({
          user: user as never,
          check: () => true,
          onExpired() {},
        });
        stop();
      }),
    );
  });
});

describe('properties of the session cookie', () => {
  const part = fc.stringMatching(/^[A-Za-z0-9._~+/=-]{1,40}$/);

  it('a value made from a user reads back to the same three parts', () => {
    fc.assert(
      fc.property(part, part, part, (uuid, accessToken, accessSecretKey) => {
        const value = auth.sessionCookieValue({ uuid, accessToken, accessSecretKey });
        if (value === undefined) {
          // Refused only when the joined text would not split back into the same three parts.
          const joined = `${uuid}___${accessToken}___${accessSecretKey}`;
          expect(joined.split('___')).not.toEqual([uuid, accessToken, accessSecretKey]);
          return;
        }
        expect(auth.parseSessionCookie(value)).toEqual({
          uuid,
          token: accessToken,
          secretKey: accessSecretKey,
        });
      }),
    );
  });

  it('every Set-Cookie string made has the SPEC §4 attributes', () => {
    fc.assert(
      fc.property(part, part, part, (uuid, accessToken, accessSecretKey) => {
        const cookie = auth.serializeSessionCookie({ uuid, accessToken, accessSecretKey });
        if (cookie) {
          expect(cookie.endsWith('; Max-Age=31536000; Secure; Path=/; SameSite=Strict')).toBe(true);
        }
      }),
    );
  });
});

describe('properties of the rules', () => {
  it('a reversal always beats a grant', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1 }), fc.nat(), (granted, index) => {
        const denied = granted[index % granted.length] as string;
        const user = { permissionList: granted, reversalPermissionList: [denied], compRoleIds: 1 };
        expect(auth.hasPermission(user, denied)).toBe(false);
      }),
    );
  });

  it('a warning never comes more than 90 days ahead, and always comes within 30', () => {
    fc.assert(
      fc.property(userLike, fc.integer({ min: -1000, max: 1000 }), (user, days) => {
        const now = Date.parse('2025-03-01T12:00:00+08:00');
        const endDate = new Date(now + days * 86_400_000).toISOString().slice(0, 10);
        const warn = auth.shouldWarnExpiry({ ...(user as object), endDate }, now);
        if (days > 90) expect(warn).toBe(false);
        if (days <= 30) expect(warn).toBe(true);
      }),
    );
  });
});
