import type { Queryable } from '../db/types';
import { hashPassword, sha256 } from '../lib/secrets';

/** The password of every seeded demo account (README lists them). */
export const DEMO_PASSWORD = 'Demo1234';
/** The TOTP secret of the demo account with MFA bound; any authenticator app can add it. */
export const DEMO_MFA_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** The one-time activation token of the inactive demo account. */
export const DEMO_ACTIVATION_TOKEN = 'demo-activation-token-2025';

const ADMIN = 'sys:platform_mgnt_admin:view';
const BASE_PERMISSIONS = [
  'kyc:search:view',
  'kyc:enterprise:view',
  'kyc:report:order',
  'kyc:monitor:watch',
  'comp_asgn:member:view',
];

export interface DemoAccount {
  loginName: string;
  phone: string;
  email: string;
  /** What it demonstrates, for the README and the seed's printout. */
  note: string;
  /** endDate as days from the seeding day (Asia/Shanghai calendar). */
  endInDays: number;
  profile: Record<string, unknown>;
  mfa?: boolean;
  inactive?: boolean;
  /** Report credits of a prepaid account (default 10); post-pay accounts are invoiced instead. */
  credits?: number;
}

function profile(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    category: 'N',
    payType: 'P',
    permissionList: BASE_PERMISSIONS,
    reversalPermissionList: [],
    compRoleIds: 3,
    mainUserFlag: 'N',
    showCredit: 'N',
    canUpgrade: 'N',
    duplicateOrderRemind: 'Y',
    securityPolicy: 'STD',
    refreshIntervalSec: 600,
    serviceCorpPersAuthList: ['CN', 'HK', 'SG', 'GB', 'US'],
    corpNationList: ['CN', 'HK', 'SG', 'GB', 'US'],
    ...fields,
  };
}

/** Every account type, each role, the ADV policy, each expiry-warning window, MFA, activation. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    loginName: 'demo_formal',
    phone: '13800000001',
    email: 'formal@demo.kyc',
    note: 'formal (acctType 1), admin, main user, sees prices, can upgrade; ends in 400 days (no warning)',
    endInDays: 400,
    credits: 50,
    profile: profile({
      type: 1,
      acctType: 1,
      compRoleIds: 1,
      mainUserFlag: 'Y',
      showCredit: 'Y',
      canUpgrade: 'Y',
      permissionList: [...BASE_PERMISSIONS, ADMIN],
    }),
  },
  {
    loginName: 'demo_formal_90',
    phone: '13800000002',
    email: 'formal90@demo.kyc',
    note: 'formal, business manager (compRoleIds 2), showCredit Y; ends in 60 days (type-1 90-day window); 20 report credits',
    endInDays: 60,
    credits: 20,
    profile: profile({ type: 1, acctType: 1, compRoleIds: 2, showCredit: 'Y' }),
  },
  {
    loginName: 'demo_trial',
    phone: '13800000003',
    email: 'trial@demo.kyc',
    note: 'trial (acctType 2), category SET_T, manager user (compRoleIds 3), no prices; ends in 20 days (30-day window)',
    endInDays: 20,
    profile: profile({ type: 2, acctType: 2, category: 'SET_T' }),
  },
  {
    loginName: 'demo_trial_covid',
    phone: '13800000004',
    email: 'covid@demo.kyc',
    note: 'trial, category SET_STAD_COVID19; ends in 80 days (warned by the category rule alone: 90 days or fewer; the 30-day rule does not apply yet)',
    endInDays: 80,
    profile: profile({ type: 2, acctType: 2, category: 'SET_STAD_COVID19' }),
  },
  {
    loginName: 'demo_individual',
    phone: '13800000005',
    email: 'individual@demo.kyc',
    note: 'individual-type (acctType 3), post-pay (payType A); ends in 25 days (30-day window)',
    endInDays: 25,
    profile: profile({ type: 3, acctType: 3, payType: 'A', mainUserFlag: 'Y' }),
  },
  {
    loginName: 'demo_company',
    phone: '13800000006',
    email: 'company@demo.kyc',
    note: 'company-type (acctType 4), compRoleIds 1, main user; ends in 45 days (no warning: type 4 is warned at 30 days or fewer, only type 1 at 90)',
    endInDays: 45,
    profile: profile({ type: 4, acctType: 4, compRoleIds: 1, mainUserFlag: 'Y', canUpgrade: 'Y' }),
  },
  {
    loginName: 'demo_adv',
    phone: '13800000007',
    email: 'adv@demo.kyc',
    note: 'formal, security policy ADV: alive check every 60 s, session dropped after 2 missed checks',
    endInDays: 300,
    profile: profile({ type: 1, acctType: 1, securityPolicy: 'ADV', refreshIntervalSec: 60 }),
  },
  {
    loginName: 'demo_mfa',
    phone: '13800000008',
    email: 'mfa@demo.kyc',
    note: `formal with MFA bound: TOTP secret ${DEMO_MFA_SECRET}`,
    endInDays: 300,
    profile: profile({ type: 1, acctType: 1, mainUserFlag: 'Y' }),
    mfa: true,
  },
  {
    loginName: 'demo_expired',
    phone: '13800000009',
    email: 'expired@demo.kyc',
    note: 'trial that ended 5 days ago',
    endInDays: -5,
    profile: profile({ type: 2, acctType: 2, category: 'N' }),
  },
  {
    loginName: 'demo_inactive',
    phone: '13800000010',
    email: 'inactive@demo.kyc',
    note: `not yet activated: activation token ${DEMO_ACTIVATION_TOKEN}`,
    endInDays: 365,
    profile: profile({ type: 2, acctType: 2, category: 'SET_STAD_TRIAL30' }),
    inactive: true,
  },
];

const DAY_MS = 86_400_000;

/** A Shanghai calendar date `days` from `now`, as yyyy-MM-dd. */
export function shanghaiDate(now: Date, days: number): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Creates or resets the demo accounts. End dates count from `now`, so the warning windows
 * hold on the day of seeding; uuids are fixed so that logs survive a re-seed.
 */
export async function upsertDemoAccounts(db: Queryable, now = new Date()): Promise<void> {
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const uuid = `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;
    const record = {
      ...account.profile,
      loginId: String(10_000 + index + 1),
      endDate: shanghaiDate(now, account.endInDays),
    };
    const passwordHash = account.inactive ? null : await hashPassword(DEMO_PASSWORD);
    await db.query(
      `INSERT INTO users (uuid, login_name, phone, email, password_hash, active, activation_token_hash,
         activation_expires_at, mfa_secret, profile, credits)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (login_name) DO UPDATE SET phone = EXCLUDED.phone, email = EXCLUDED.email,
         password_hash = EXCLUDED.password_hash, active = EXCLUDED.active,
         activation_token_hash = EXCLUDED.activation_token_hash,
         activation_expires_at = EXCLUDED.activation_expires_at, mfa_secret = EXCLUDED.mfa_secret,
         mfa_pending_secret = NULL, mfa_last_step = NULL, profile = EXCLUDED.profile,
         credits = EXCLUDED.credits`,
      [
        uuid,
        account.loginName,
        account.phone,
        account.email,
        passwordHash,
        !account.inactive,
        account.inactive ? sha256(DEMO_ACTIVATION_TOKEN) : null,
        account.inactive ? new Date(now.getTime() + 30 * DAY_MS).toISOString() : null,
        account.mfa ? DEMO_MFA_SECRET : null,
        JSON.stringify(record),
        account.profile.payType === 'A' ? 0 : (account.credits ?? 10),
      ],
    );
  }
  await db.query("DELETE FROM login_throttle WHERE key LIKE 'account:demo_%'");
}
