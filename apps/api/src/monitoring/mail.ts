import { createHmac, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types';
import { safeEqual } from '../lib/secrets';
import type { Mailer } from '../mail/mailer';
import type { MonitorEventKind } from './events';
import type {
  MonitoredOfficer,
  MonitoredOwner,
  MonitoredParent,
  MonitoredShareholder,
  MonitoredState,
} from './state';

/** How a user gets alerts by mail: not at all, each run's alerts at once, or a daily digest. */
export type MailMode = 'off' | 'instant' | 'daily';
export const MAIL_MODES: readonly MailMode[] = ['off', 'instant', 'daily'];
/** Until a user chooses: one message a day, and only on days with alerts. */
export const DEFAULT_MAIL_MODE: MailMode = 'daily';

/** Where the site shows alerts, and where a mail's unsubscribe link leads (no sign-in). */
export const ALERTS_PATH = '/alerts';
export const UNSUBSCRIBE_PATH = '/alerts-unsubscribe';

/**
 * The user's alert-mail choice and the address mail goes to (null: no address, no mail).
 *
 * @example await mailPreference(db, userId) // { mode: 'daily', email: 'formal@demo.kyc' }
 */
export async function mailPreference(
  db: Queryable,
  userId: number,
): Promise<{ mode: MailMode; email: string | null }> {
  const { rows } = await db.query<{ mode: MailMode | null; email: string | null }>(
    `SELECT m.mode, u.email FROM users u LEFT JOIN monitor_mail m ON m.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return { mode: rows[0]?.mode ?? DEFAULT_MAIL_MODE, email: rows[0]?.email ?? null };
}

/**
 * Sets the user's alert-mail choice. Immediate mail starts with alerts recorded from now on (an
 * earlier backlog is never sent at once).
 *
 * @example await setMailPreference(db, userId, 'instant');
 */
export async function setMailPreference(
  db: Queryable,
  userId: number,
  mode: MailMode,
): Promise<void> {
  await db.query(
    `INSERT INTO monitor_mail (user_id, mode, changed_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id) DO UPDATE SET mode = EXCLUDED.mode,
       changed_at = CASE WHEN monitor_mail.mode = EXCLUDED.mode THEN monitor_mail.changed_at ELSE now() END`,
    [userId, mode],
  );
}

const keys = new WeakMap<object, Buffer>();

/** The key that signs unsubscribe links: made once, kept in the database for every process. */
async function signingKey(db: Queryable): Promise<Buffer> {
  const cached = keys.get(db);
  if (cached) return cached;
  await db.query(
    `INSERT INTO monitor_settings (name, value) VALUES ('unsubscribe_key', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM monitor_settings WHERE name = 'unsubscribe_key'`,
  );
  const key = Buffer.from(rows[0]?.value ?? '', 'base64url');
  keys.set(db, key);
  return key;
}

const signature = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`alerts-unsubscribe:${userId}`).digest('base64url');

/**
 * The token of a user's unsubscribe link: the user's id and an HMAC-SHA256 of it under the
 * service's key, so the link works without signing in and cannot be made for someone else.
 *
 * @example await unsubscribeToken(db, 7) // '7.Xb3…'
 */
export async function unsubscribeToken(db: Queryable, userId: number): Promise<string> {
  return `${userId}.${signature(await signingKey(db), userId)}`;
}

/**
 * The user an unsubscribe token names, when its signature is right; undefined otherwise.
 *
 * @example await readUnsubscribeToken(db, token) // 7
 */
export async function readUnsubscribeToken(
  db: Queryable,
  token: string,
): Promise<number | undefined> {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const userId = Number(match[1]);
  if (userId > 2_147_483_647) return undefined;
  return safeEqual(signature(await signingKey(db), userId), match[2] as string)
    ? userId
    : undefined;
}

/**
 * The address as an unsubscribe page shows it to whoever holds the link: enough to recognise.
 *
 * @example maskEmail('formal@demo.kyc') // 'f****l@demo.kyc'
 */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const hidden =
    local.length <= 2
      ? `${local[0]}*`
      : `${local[0]}${'*'.repeat(local.length - 2)}${local[local.length - 1]}`;
  return `${hidden}${email.slice(at)}`;
}

// ---------------------------------------------------------------------------------------------
// What a mail says about one alert, in both languages (the product's mail is bilingual, as the
// invitations are: the user's language is not known outside a page).

const KIND_WORDS: Record<MonitorEventKind, [string, string]> = {
  name: ['名称', 'Name'],
  status: ['登记状态', 'Status'],
  address: ['地址', 'Address'],
  legal_representative: ['法定代表人', 'Legal representative'],
  registered_capital: ['注册资本', 'Registered capital'],
  officers: ['主要人员', 'Officers'],
  shareholders: ['股东', 'Shareholders'],
  gleif_parents: ['GLEIF 会计合并母公司', 'GLEIF consolidation parents'],
  beneficial_owners: ['受益所有人', 'Beneficial owners'],
};

/** A mail's view of one alert (what `eventsForUser` and the alerts list give). */
export interface MailAlert {
  keyNo: string;
  companyName: string;
  kind: MonitorEventKind;
  before: unknown;
  after: unknown;
  chain: { keyNo: string; name: string; nameEn?: string }[] | null;
  source: string;
  sourceDate: string | null;
  seenAt: string;
}

function listText(kind: MonitorEventKind, value: unknown, en: boolean): string {
  const none = en ? '(none)' : '（无）';
  if (value === null || value === undefined || value === '') return none;
  switch (kind) {
    case 'name': {
      const name = value as MonitoredState['name'];
      return name.name && name.name !== name.nameEn ? `${name.name} / ${name.nameEn}` : name.nameEn;
    }
    case 'officers': {
      const list = value as MonitoredOfficer[];
      return list.length === 0
        ? none
        : list
            .map((o) => `${en ? o.nameEn : o.name} (${en ? o.positionEn : o.position})`)
            .join('; ');
    }
    case 'shareholders': {
      const list = value as MonitoredShareholder[];
      return list.length === 0
        ? none
        : list.map((s) => `${en ? s.nameEn : s.name} ${s.percent}%`).join('; ');
    }
    case 'gleif_parents': {
      const list = value as MonitoredParent[];
      return list.length === 0
        ? none
        : list
            .map(
              (p) =>
                `${en ? (p.kind === 'direct' ? 'direct' : 'ultimate') : p.kind === 'direct' ? '直接' : '最终'}: ${p.name ?? p.lei}`,
            )
            .join('; ');
    }
    case 'beneficial_owners': {
      const list = value as MonitoredOwner[];
      return list.length === 0
        ? none
        : list.map((o) => `${en ? o.nameEn : o.name} ${o.percent}%`).join('; ');
    }
    default:
      return String(value);
  }
}

/**
 * One alert as lines of a mail, Chinese first, then English.
 *
 * @example alertLines(alert, 'https://kyc.example') // ['上海…: 主要人员 …', …]
 */
export function alertLines(alert: MailAlert, siteOrigin: string): string[] {
  const [zh, en] = KIND_WORDS[alert.kind];
  const link = companyLink(siteOrigin, alert.keyNo);
  const chain = alert.chain
    ?.map((c) => (c.nameEn && c.nameEn !== c.name ? `${c.name} (${c.nameEn})` : c.name))
    .join(' → ');
  const date = alert.sourceDate ? alert.sourceDate.slice(0, 10) : null;
  return [
    `• ${alert.companyName} — ${zh} / ${en}`,
    `  之前 / Before: ${listText(alert.kind, alert.before, false)}`,
    `  之后 / After: ${listText(alert.kind, alert.after, false)}`,
    ...(chain ? [`  变化发生在上游 / Changed above it: ${chain}`] : []),
    `  来源 / Source: ${alert.source}${date ? ` (${date})` : ''}`,
    `  ${link}`,
  ];
}

/** The company page's history section, on the site (desktop address; phones are redirected). */
export function companyLink(siteOrigin: string, keyNo: string): string {
  return new URL(`/live-search?id=${encodeURIComponent(keyNo)}#company-history`, siteOrigin).href;
}

async function unsubscribeLinks(db: Queryable, siteOrigin: string, userId: number) {
  const token = await unsubscribeToken(db, userId);
  const url = new URL(UNSUBSCRIBE_PATH, siteOrigin);
  url.searchParams.set('token', token);
  const en = new URL(url);
  en.searchParams.set('lang', 'en');
  return { zh: url.href, en: en.href };
}

/**
 * The mail of some alerts for one user: the alerts, a link to the alerts page and the
 * unsubscribe links (both languages, no sign-in needed).
 *
 * @example await alertMail(db, { userId, email, alerts, siteOrigin, digestDay: null })
 */
export async function alertMail(
  db: Queryable,
  {
    userId,
    email,
    alerts,
    siteOrigin,
    digestDay,
  }: {
    userId: number;
    email: string;
    alerts: readonly MailAlert[];
    siteOrigin: string;
    /** The Asia/Shanghai day a digest holds (yyyy-MM-dd), or null for immediate mail. */
    digestDay: string | null;
  },
) {
  const unsubscribe = await unsubscribeLinks(db, siteOrigin, userId);
  const alertsPage = new URL(ALERTS_PATH, siteOrigin).href;
  const count = alerts.length;
  const subject = digestDay
    ? `监控日报 ${digestDay}：${count} 条变化 / Daily monitoring digest ${digestDay}: ${count} change${count === 1 ? '' : 's'}`
    : `监控提醒：${count} 条变化 / Monitoring alert: ${count} change${count === 1 ? '' : 's'}`;
  const text = [
    digestDay
      ? `您监控的企业在 ${digestDay}（北京时间）有 ${count} 条变化。`
      : `您监控的企业有 ${count} 条新变化。`,
    digestDay
      ? `Companies you watch changed ${count} time${count === 1 ? '' : 's'} on ${digestDay} (Asia/Shanghai).`
      : `Companies you watch have ${count} new change${count === 1 ? '' : 's'}.`,
    '',
    ...alerts.flatMap((alert) => [...alertLines(alert, siteOrigin), '']),
    `查看全部提醒 / All alerts: ${alertsPage}`,
    '',
    `不再接收提醒邮件（无需登录）：${unsubscribe.zh}`,
    `Stop these e-mails (no sign-in needed): ${unsubscribe.en}`,
  ].join('\n');
  return {
    to: email,
    subject,
    text,
    link: alertsPage,
    headers: {
      // RFC 8058: mail clients offer one-click unsubscribe; the page's form takes the POST.
      'List-Unsubscribe': `<${unsubscribe.en}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const ALERT_COLUMNS = `a.user_id, a.seq::text AS seq, c.key_no AS "keyNo",
  COALESCE(c.name_zh, c.name_en) AS "companyName", e.kind, e.before, e.after, e.chain, e.source,
  to_char(e.source_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "sourceDate",
  to_char(e.seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "seenAt"`;

type AlertRow = MailAlert & { user_id: number; seq: string };

/**
 * Sends the immediate alert mail of every user who chose it: their alerts recorded since they
 * chose it and not mailed yet, one message per user. Each alert is claimed in one statement
 * before the message is sent (two processes never mail it twice) and given back when sending
 * fails. Answers how many messages were sent.
 *
 * @example await sendAlertMails(db, mailer, { siteOrigin: 'https://kyc.example' }) // 1
 */
export async function sendAlertMails(
  db: Db,
  mailer: Mailer,
  { siteOrigin }: { siteOrigin: string },
): Promise<number> {
  const { rows } = await db.query<AlertRow & { email: string }>(
    `WITH claimed AS (
       UPDATE monitor_alerts a SET mailed_at = now()
         FROM monitor_mail m, users u
        WHERE m.user_id = a.user_id AND u.id = a.user_id AND m.mode = 'instant'
          AND a.mailed_at IS NULL AND a.created_at >= m.changed_at
          AND u.email IS NOT NULL AND u.email <> ''
        RETURNING a.user_id, a.seq, u.email)
     SELECT ${ALERT_COLUMNS}, cl.email
       FROM claimed cl JOIN monitor_alerts a ON a.user_id = cl.user_id AND a.seq = cl.seq
       JOIN monitor_events e ON e.seq = a.seq JOIN companies c ON c.id = e.company_id
      ORDER BY a.user_id, a.seq`,
  );
  return mailEach(db, mailer, siteOrigin, rows, null, async (userId, seqs) => {
    await db.query(
      'UPDATE monitor_alerts SET mailed_at = NULL WHERE user_id = $1 AND seq = ANY($2::bigint[])',
      [userId, seqs],
    );
  });
}

/**
 * Sends the daily digests of the Asia/Shanghai day before `now`: for each user who chose the
 * digest and has an address, exactly the alerts recorded on that day (Asia/Shanghai), in one
 * message, once. The digest is claimed (monitor_digests) before it is sent and the claim given
 * back when sending fails. The serving process calls it every few minutes; tests call it with a
 * clock. Answers how many digests were sent.
 *
 * @example await sendDailyDigests(db, mailer, { siteOrigin, now: new Date('2026-11-27T00:05:00+08:00') }) // digests of 26 November
 */
export async function sendDailyDigests(
  db: Db,
  mailer: Mailer,
  { siteOrigin, now = new Date() }: { siteOrigin: string; now?: Date },
): Promise<number> {
  const day = new Date(now.getTime() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  const { rows: users } = await db.query<{ user_id: number; alerts: number }>(
    `WITH due AS (
       SELECT a.user_id, count(*)::int AS alerts
         FROM monitor_alerts a JOIN monitor_events e ON e.seq = a.seq
         JOIN users u ON u.id = a.user_id LEFT JOIN monitor_mail m ON m.user_id = a.user_id
        WHERE (e.seen_at AT TIME ZONE 'Asia/Shanghai')::date = $1::date
          AND COALESCE(m.mode, $3) = 'daily' AND u.email IS NOT NULL AND u.email <> ''
        GROUP BY a.user_id)
     INSERT INTO monitor_digests (user_id, day, alerts, sent_at)
     SELECT user_id, $1::date, alerts, $2 FROM due
     ON CONFLICT (user_id, day) DO NOTHING
     RETURNING user_id, alerts`,
    [day, now.toISOString(), DEFAULT_MAIL_MODE],
  );
  if (users.length === 0) return 0;
  const { rows } = await db.query<AlertRow & { email: string }>(
    `SELECT ${ALERT_COLUMNS}, u.email
       FROM monitor_alerts a JOIN monitor_events e ON e.seq = a.seq
       JOIN companies c ON c.id = e.company_id JOIN users u ON u.id = a.user_id
      WHERE a.user_id = ANY($1::int[]) AND (e.seen_at AT TIME ZONE 'Asia/Shanghai')::date = $2::date
      ORDER BY a.user_id, a.seq`,
    [users.map((u) => u.user_id), day],
  );
  return mailEach(db, mailer, siteOrigin, rows, day, async (userId) => {
    await db.query('DELETE FROM monitor_digests WHERE user_id = $1 AND day = $2::date', [
      userId,
      day,
    ]);
  });
}

async function mailEach(
  db: Queryable,
  mailer: Mailer,
  siteOrigin: string,
  rows: (AlertRow & { email: string })[],
  digestDay: string | null,
  giveBack: (userId: number, seqs: string[]) => Promise<void>,
): Promise<number> {
  const byUser = new Map<number, (AlertRow & { email: string })[]>();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push(row);
    byUser.set(row.user_id, list);
  }
  let sent = 0;
  for (const [userId, alerts] of byUser) {
    try {
      await mailer.send(
        await alertMail(db, {
          userId,
          email: alerts[0]?.email as string,
          alerts,
          siteOrigin,
          digestDay,
        }),
      );
      sent += 1;
    } catch {
      await giveBack(
        userId,
        alerts.map((a) => a.seq),
      );
    }
  }
  return sent;
}

/**
 * The unsubscribe link's effect: the user named by a valid token gets no more alert mail.
 * Answers the (masked) address, or undefined for a token that is not valid.
 *
 * @example await unsubscribe(db, token) // { email: 'f****l@demo.kyc', mode: 'off' }
 */
export async function unsubscribe(
  db: Queryable,
  token: string,
): Promise<{ email: string | null; mode: MailMode } | undefined> {
  const userId = await readUnsubscribeToken(db, token);
  if (userId === undefined) return undefined;
  const { rows } = await db.query<{ email: string | null }>(
    'SELECT email FROM users WHERE id = $1',
    [userId],
  );
  if (!rows[0]) return undefined;
  await setMailPreference(db, userId, 'off');
  return { email: maskEmail(rows[0].email), mode: 'off' };
}
