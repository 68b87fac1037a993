// Monitoring (issue 28): watched companies raise alerts when they, or anyone above them, change.
// Real changes are made with the import command's functions (BODS statements written here, and
// GLEIF golden copies from src/imports/gleif-generate.ts), on both databases.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StoredUser } from '@kyc/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDetails, MAX_DEPTH } from '../src/companies/details';
import type { Db } from '../src/db/types';
import { bodsKeyNo } from '../src/imports/bods-import';
import { gleifKeyNo } from '../src/imports/gleif';
import { generatedLei, writeGeneratedGoldenCopy } from '../src/imports/gleif-generate';
import { importFile } from '../src/imports/import-file';
import type { Mailer, MailMessage } from '../src/mail/mailer';
import { InsufficientBalanceError, renewWatchBilling } from '../src/monitoring/billing';
import { detectChanges } from '../src/monitoring/detect';
import { eventsForUser, type MonitorEvent } from '../src/monitoring/events';
import { sendAlertMails, sendDailyDigests } from '../src/monitoring/mail';
import { MonitorService } from '../src/monitoring/service';
import { computeStates } from '../src/monitoring/state';
import { watchCompanies, watchList } from '../src/monitoring/watches';
import {
  authHeaders,
  backends,
  loginAs,
  SITE_ORIGIN,
  startService,
  type TestService,
} from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'kyc-monitoring-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let fileNo = 0;
/** Writes BODS statements as JSON Lines and answers the file's path. */
function bodsFile(name: string, statements: object[]): string {
  const path = join(dir, `${fileNo++}-${name}`);
  writeFileSync(path, statements.map((s) => JSON.stringify(s)).join('\n'));
  return path;
}

let statementNo = 0;
const statement = (
  recordId: string,
  recordType: 'entity' | 'person' | 'relationship',
  recordDetails: object,
  date: string,
  recordStatus: 'new' | 'updated' | 'closed' = 'new',
) => ({
  statementId: `mon-${statementNo++}`,
  statementDate: date,
  recordId,
  recordType,
  recordStatus,
  recordDetails,
});
const entity = (id: string, name: string, date: string) =>
  statement(
    id,
    'entity',
    {
      isComponent: false,
      entityType: { type: 'registeredEntity' },
      name,
      jurisdiction: { code: 'GB', name: 'United Kingdom' },
      identifiers: [{ scheme: 'GB-COH', id: `MON-${id}` }],
    },
    date,
  );
const person = (id: string, name: string, date: string) =>
  statement(
    id,
    'person',
    { isComponent: false, personType: 'knownPerson', names: [{ type: 'legal', fullName: name }] },
    date,
  );
const holds = (
  id: string,
  subject: string,
  party: string,
  percent: number,
  date: string,
  status: 'new' | 'closed' = 'new',
) =>
  statement(
    id,
    'relationship',
    {
      isComponent: false,
      subject,
      interestedParty: party,
      interests: [
        {
          type: 'shareholding',
          directOrIndirect: 'direct',
          beneficialOwnershipOrControl: percent >= 25,
          share: { exact: percent },
        },
      ],
    },
    date,
    status,
  );
const boardMember = (
  id: string,
  subject: string,
  party: string,
  date: string,
  status: 'new' | 'closed' = 'new',
) =>
  statement(
    id,
    'relationship',
    {
      isComponent: false,
      subject,
      interestedParty: party,
      interests: [
        { type: 'boardMember', directOrIndirect: 'direct', beneficialOwnershipOrControl: false },
      ],
    },
    date,
    status,
  );

/** A mailer that keeps what it is given. */
function captureMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { messageId: `m${sent.length}` };
    },
    close() {},
  };
}

async function idOf(db: Db, table: 'companies' | 'users', column: string, value: string) {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [
    value,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no ${table} row with ${column} ${value}`);
  return id;
}

async function eventsOf(db: Db, companyId: number): Promise<{ kind: string; seq: number }[]> {
  const { rows } = await db.query<{ kind: string; seq: string }>(
    'SELECT kind, seq::text AS seq FROM monitor_events WHERE company_id = $1 ORDER BY seq',
    [companyId],
  );
  return rows.map((row) => ({ kind: row.kind, seq: Number(row.seq) }));
}

const names = (list: unknown) => (list as { nameEn: string }[]).map((item) => item.nameEn);

describe.each(backends)('monitoring on $name', (backend) => {
  let service: TestService;
  let app: FastifyInstance;
  let db: Db;
  const mailer = captureMailer();
  let formal: StoredUser;
  let formalId: number;

  // The world the BODS files change: W is watched; P holds all of W, G all of P, Person A all of
  // G (so A is W's beneficial owner through G and P); X sits on W's board.
  const W = 'mon-w';
  const P = 'mon-p';
  const G = 'mon-g';
  const day = (d: number) => `2026-01-${String(d).padStart(2, '0')}`;
  let wId: number;

  beforeAll(async () => {
    service = await startService(backend, { monitoring: false, mailer });
    ({ app, db } = service);
    formal = await loginAs(app, 'demo_formal');
    formalId = await idOf(db, 'users', 'login_name', 'demo_formal');
    const first = await importFile(
      db,
      bodsFile('world.jsonl', [
        entity(W, 'Watched Widgets Ltd', day(1)),
        entity(P, 'Parent Holdings Ltd', day(1)),
        entity(G, 'Grandparent Group Ltd', day(1)),
        person('mon-a', 'Alice Owner', day(1)),
        person('mon-x', 'Xavier Director', day(1)),
        holds('mon-pw', W, P, 100, day(1)),
        holds('mon-gp', P, G, 100, day(1)),
        holds('mon-ag', G, 'mon-a', 100, day(1)),
        boardMember('mon-xw', W, 'mon-x', day(1)),
      ]),
    );
    expect(first.status).toBe('done');
    wId = await idOf(db, 'companies', 'key_no', bodsKeyNo('company', W));
  }, 300_000);
  afterAll(async () => {
    await service?.close();
  });

  it('watching a company bills it and takes its first snapshot, which raises nothing', async () => {
    const watched = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/companies?lang=en',
      headers: authHeaders(formal),
      payload: { keyNo: bodsKeyNo('company', W) },
    });
    expect(watched.statusCode, watched.body).toBe(201);
    expect(watched.json()).toMatchObject({ watched: true, direct: true, added: true });
    const summary = await detectChanges(db);
    expect(summary.events).toBe(0);
    expect(await eventsOf(db, wId)).toEqual([]);
    const { rows } = await db.query<{ state: { beneficial_owners: unknown } }>(
      'SELECT state FROM monitor_snapshots WHERE company_id = $1',
      [wId],
    );
    expect(names(rows[0]?.state.beneficial_owners)).toEqual(['Alice Owner']);
  });

  it('an import that changes a watched company’s officer gives exactly one event, with before and after', async () => {
    const path = bodsFile('officer.jsonl', [
      person('mon-y', 'Yvonne Director', day(5)),
      boardMember('mon-xw', W, 'mon-x', day(5), 'closed'),
      boardMember('mon-yw', W, 'mon-y', day(5)),
    ]);
    const summary = await importFile(db, path, { now: new Date('2026-01-06T02:00:00Z') });
    expect(summary.status).toBe('done');
    expect(summary.monitoring).toMatchObject({ events: 1, alerts: 1 });
    const events = await eventsForUser(db, formalId);
    expect(events).toHaveLength(1);
    const [event] = events as [MonitorEvent];
    expect(event).toMatchObject({
      keyNo: bodsKeyNo('company', W),
      kind: 'officers',
      chain: null,
      source: path.split('/').pop(),
      sourceDate: '2026-01-05T00:00:00.000Z',
      seenAt: '2026-01-06T02:00:00.000Z',
    });
    expect(event.id).toMatch(/^evt_[0-9a-f]{24}$/);
    expect(event.before).toEqual([
      expect.objectContaining({ nameEn: 'Xavier Director', positionEn: 'Board member' }),
    ]);
    expect(event.after).toEqual([
      expect.objectContaining({ nameEn: 'Yvonne Director', positionEn: 'Board member' }),
    ]);
  });

  it('a change to a grandparent that changes the beneficial owners alerts the grandchild, with the chain and the owner lists', async () => {
    const before = (await eventsOf(db, wId)).length;
    const path = bodsFile('grandparent.jsonl', [
      person('mon-b', 'Bob Buyer', day(10)),
      holds('mon-ag', G, 'mon-a', 100, day(10), 'closed'),
      holds('mon-bg', G, 'mon-b', 100, day(10)),
    ]);
    const summary = await importFile(db, path);
    expect(summary.monitoring).toMatchObject({ events: 1, alerts: 1 });
    const events = await eventOfKind(db, wId, before);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ kind: 'beneficial_owners', source: path.split('/').pop() });
    expect(event?.chain?.map((c) => c.name)).toEqual([
      'Grandparent Group Ltd',
      'Parent Holdings Ltd',
      'Watched Widgets Ltd',
    ]);
    expect(event?.chain?.map((c) => c.keyNo)).toEqual([
      bodsKeyNo('company', G),
      bodsKeyNo('company', P),
      bodsKeyNo('company', W),
    ]);
    expect(event?.before).toEqual([
      expect.objectContaining({ nameEn: 'Alice Owner', percent: 100, rules: ['equity'] }),
    ]);
    expect(event?.after).toEqual([
      expect.objectContaining({ nameEn: 'Bob Buyer', percent: 100, rules: ['equity'] }),
    ]);
    // The alert names the chain on the user's alerts page too.
    const alerts = await app.inject({
      url: '/webapi/saas/monitoring/alerts?kind=beneficial_owners',
      headers: authHeaders(formal),
    });
    expect(alerts.json().items[0]).toMatchObject({
      kind: 'beneficial_owners',
      companyNameEn: 'Watched Widgets Ltd',
      read: false,
    });
    expect(alerts.json().items[0].chain).toHaveLength(3);
  });

  it('an import that changes nothing gives none, and neither does a change outside every watched graph', async () => {
    const events = async () =>
      Number(
        (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_events')).rows[0]?.n,
      );
    const start = await events();
    const again = await importFile(
      db,
      bodsFile('grandparent-again.jsonl', [
        person('mon-b', 'Bob Buyer', day(10)),
        holds('mon-bg', G, 'mon-b', 100, day(10)),
      ]),
    );
    expect(again.status).toBe('done');
    expect(again.changed).toBe(0);
    const elsewhere = await importFile(
      db,
      bodsFile('elsewhere.jsonl', [
        entity('mon-z', 'Unrelated Ltd', day(11)),
        person('mon-q', 'Quentin Else', day(11)),
        holds('mon-qz', 'mon-z', 'mon-q', 100, day(11)),
      ]),
    );
    expect(elsewhere.status).toBe('done');
    expect(await detectChanges(db)).toMatchObject({ events: 0 });
    expect(await events()).toBe(start);
  });

  it('an acknowledged change is not raised again; a new change to the same field is', async () => {
    const list = await app.inject({
      url: '/webapi/saas/monitoring/alerts',
      headers: authHeaders(formal),
    });
    const unread = list.json().unread as number;
    expect(unread).toBeGreaterThan(0);
    const all = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/alerts/read-all',
      headers: authHeaders(formal),
      payload: {},
    });
    expect(all.json()).toEqual({ marked: unread, unread: 0 });
    const start = (await eventsOf(db, wId)).length;
    expect(await detectChanges(db)).toMatchObject({ events: 0 });
    expect(await eventsOf(db, wId)).toHaveLength(start);
    // Back to Alice: the same field changes again, and is raised again.
    const back = await importFile(
      db,
      bodsFile('back.jsonl', [
        holds('mon-bg', G, 'mon-b', 100, day(20), 'closed'),
        holds('mon-ag2', G, 'mon-a', 100, day(20)),
      ]),
    );
    expect(back.monitoring).toMatchObject({ events: 1 });
    const events = await eventOfKind(db, wId, start);
    expect(events.map((e) => e.kind)).toEqual(['beneficial_owners']);
    expect(names(events[0]?.after)).toEqual(['Alice Owner']);
    const me = await app.inject({ url: '/webapi/saas/user/me', headers: authHeaders(formal) });
    expect(me.json().alerts).toEqual({ unread: 1 });
  });

  it('GLEIF golden copies: a rename, a lapse and a new consolidation parent, with the source’s dates; a parent’s rename is not its child’s change', async () => {
    const v1 = join(dir, 'lei-v1.csv');
    const rr1 = join(dir, 'rr-v1.csv');
    const v2 = join(dir, 'lei-v2.csv');
    const rr2 = join(dir, 'rr-v2.csv');
    await writeGeneratedGoldenCopy(v1, 'lei', 25, { start: 0 });
    await writeGeneratedGoldenCopy(rr1, 'rr', 25, { start: 0 });
    await writeGeneratedGoldenCopy(v2, 'lei', 25, { start: 0, version: 2 });
    await writeGeneratedGoldenCopy(rr2, 'rr', 25, { start: 0, version: 2 });
    expect((await importFile(db, v1)).status).toBe('done');
    expect((await importFile(db, rr1)).status).toBe('done');
    const company = (index: number) =>
      idOf(db, 'companies', 'key_no', gleifKeyNo(generatedLei(index)));
    // 10 is renamed; 11 moves to another parent; 12's parent (10) is renamed; 20 is renamed and lapses.
    const ids = await Promise.all([10, 11, 12, 20].map(company));
    await watchCompanies(db, formalId, ids);
    const lei = await importFile(db, v2, { source: 'lei2-v2.csv' });
    const rr = await importFile(db, rr2, { source: 'rr-v2.csv' });
    expect(lei.status).toBe('done');
    expect(rr.status).toBe('done');
    const kinds = async (id: number) => (await eventsOf(db, id)).map((e) => e.kind);
    const [ten, eleven, twelve, twenty] = ids as [number, number, number, number];
    expect(await kinds(ten)).toEqual(['name']);
    expect(await kinds(eleven)).toEqual(['gleif_parents']);
    expect(await kinds(twelve)).toEqual([]);
    expect(await kinds(twenty)).toEqual(['name', 'status']);
    const events = await eventsForUser(db, formalId, { since: 0, limit: 100 });
    const rename = events.find(
      (e) => e.kind === 'name' && e.keyNo === gleifKeyNo(generatedLei(10)),
    ) as MonitorEvent;
    expect(rename).toMatchObject({ source: 'lei2-v2.csv' });
    expect(rename.sourceDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((rename.after as { name: string }).name).toContain('集团');
    const parents = events.find((e) => e.kind === 'gleif_parents') as MonitorEvent;
    expect(parents).toMatchObject({ source: 'rr-v2.csv' });
    expect((parents.before as { lei: string }[]).map((p) => p.lei)).toContain(generatedLei(10));
    expect((parents.after as { lei: string }[]).map((p) => p.lei)).toContain(generatedLei(5));
    const status = events.find((e) => e.kind === 'status');
    expect(status).toMatchObject({ before: 'ACTIVE', after: 'INACTIVE' });
  });

  it('the snapshot’s beneficial owners are the company page’s, for every seeded company with owners', async () => {
    const { rows } = await db.query<{ id: number; key_no: string }>(
      "SELECT id, key_no FROM companies WHERE source = 'seed' AND NOT sandbox ORDER BY id LIMIT 120",
    );
    const states = await computeStates(
      db,
      rows.map((r) => r.id),
    );
    for (const row of rows) {
      const details = await companyDetails(db, row.key_no, MAX_DEPTH);
      const expected = (details?.beneficialOwners ?? [])
        .filter((owner) => owner.isUbo)
        .map(
          (owner) =>
            `${owner.keyNo}:${Math.round(owner.percent * 100) / 100}:${owner.rules.join('+')}`,
        )
        .sort();
      const actual = (states.get(row.id)?.state.beneficial_owners ?? [])
        .map((owner) => `${owner.keyNo}:${owner.percent}:${owner.rules.join('+')}`)
        .sort();
      expect(actual, row.key_no).toEqual(expected);
    }
  });

  it('only snapshots that depend on a changed company are computed again', async () => {
    const { rows } = await db.query<{ id: number }>(
      "SELECT id FROM companies WHERE source = 'seed' AND NOT sandbox ORDER BY id LIMIT 300",
    );
    const ids = rows.map((r) => r.id);
    await watchCompanies(db, formalId, ids);
    await detectChanges(db);
    const target = ids[150] as number;
    const { rows: dependants } = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM monitor_snapshots WHERE ancestors @> ARRAY[$1::int]',
      [target],
    );
    const total = Number(
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM monitor_snapshots')).rows[0]
        ?.n,
    );
    await db.query(
      "UPDATE companies SET address = COALESCE(address, '') || ' (moved)' WHERE id = $1",
      [target],
    );
    const summary = await detectChanges(db);
    expect(summary.compared).toBe(dependants[0]?.n);
    expect(summary.compared).toBeLessThan(total);
    expect(summary.events).toBe(1);
    const [event] = await eventOfKind(db, target, 0);
    expect(event).toMatchObject({ kind: 'address', source: 'register', sourceDate: null });
    expect(String(event?.after)).toMatch(/\(moved\)$/);
  });

  it('the serving process picks up a change made by any other path, and two processes record it once', async () => {
    const { rows } = await db.query<{ id: number }>(
      "SELECT id FROM companies WHERE source = 'seed' AND NOT sandbox ORDER BY id LIMIT 1 OFFSET 10",
    );
    const target = rows[0]?.id as number;
    const start = (await eventsOf(db, target)).length;
    const services = [0, 1].map(
      () => new MonitorService(db, { mailer: captureMailer(), siteOrigin: SITE_ORIGIN }),
    );
    try {
      // An administrator's edit: no import, no history; the data version moves.
      await db.query("UPDATE companies SET registered_capital = '999万元人民币' WHERE id = $1", [
        target,
      ]);
      await Promise.all(services.map((service) => service.tick()));
      await Promise.all(services.map((service) => service.tick()));
      const events = await eventOfKind(db, target, start);
      expect(events.map((e) => e.kind)).toEqual(['registered_capital']);
      expect(events[0]).toMatchObject({ after: '999万元人民币', source: 'register' });
    } finally {
      await Promise.all(services.map((service) => service.close()));
    }
  });

  // Two connections at once: only a database server has them (PGlite runs one transaction at a time).
  if (backend.name === 'PostgreSQL')
    it('a watch taken while another transaction changes the company still sees that change', async () => {
      const { rows } = await db.query<{ id: number }>(
        "SELECT id FROM companies WHERE source = 'seed' AND NOT sandbox ORDER BY id DESC LIMIT 1 OFFSET 5",
      );
      const target = rows[0]?.id as number;
      await db.transaction(async (tx) => {
        // Not watched yet: the trigger notes nothing.
        await tx.query("UPDATE companies SET address = 'Concurrent Road 7' WHERE id = $1", [
          target,
        ]);
        // Another connection watches it meanwhile, from the data committed so far.
        await watchCompanies(db, formalId, [target]);
      });
      await detectChanges(db);
      const events = await eventOfKind(db, target, 0);
      expect(events.map((e) => [e.kind, e.after])).toEqual([['address', 'Concurrent Road 7']]);
    });

  it('the alerts list narrows by company, kind and list; one alert or all are marked read', async () => {
    const team = await app.inject({ url: '/webapi/saas/team', headers: authHeaders(formal) });
    expect(team.statusCode).toBe(200);
    const made = await app.inject({
      method: 'POST',
      url: '/webapi/saas/team/lists',
      headers: authHeaders(formal),
      payload: { name: 'Watched suppliers', sharedWithTeam: true, sharedWith: [] },
    });
    expect(made.statusCode).toBe(201);
    const listId = made.json().id as number;
    const add = await app.inject({
      method: 'POST',
      url: `/webapi/saas/team/lists/${listId}/items`,
      headers: authHeaders(formal),
      payload: { keyNo: bodsKeyNo('company', W) },
    });
    expect(add.statusCode).toBe(201);
    const watch = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/lists',
      headers: authHeaders(formal),
      payload: { listId },
    });
    expect(watch.statusCode, watch.body).toBe(201);
    expect(watch.json()).toMatchObject({ watched: true, changed: true, companies: 1 });
    const query = async (q: string) =>
      (
        await app.inject({
          url: `/webapi/saas/monitoring/alerts?${q}`,
          headers: authHeaders(formal),
        })
      ).json();
    const byList = await query(`listId=${listId}`);
    expect(byList.items.length).toBeGreaterThan(0);
    expect(new Set(byList.items.map((a: { keyNo: string }) => a.keyNo))).toEqual(
      new Set([bodsKeyNo('company', W)]),
    );
    const byKind = await query('kind=officers');
    expect(byKind.items.map((a: { kind: string }) => a.kind)).toEqual(['officers']);
    const byCompany = await query(`keyNo=${gleifKeyNo(generatedLei(20))}`);
    expect(byCompany.items.map((a: { kind: string }) => a.kind).sort()).toEqual(['name', 'status']);
    const unread = (await query('unread=true')).items as { id: string }[];
    expect(unread.length).toBeGreaterThan(1);
    const one = await app.inject({
      method: 'POST',
      url: `/webapi/saas/monitoring/alerts/${unread[0]?.id}/read`,
      headers: authHeaders(formal),
    });
    expect(one.json()).toEqual({ unread: unread.length - 1 });
    expect((await query('unread=true')).items).toHaveLength(unread.length - 1);
    const missing = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/alerts/evt_000000000000000000000000/read?lang=en',
      headers: authHeaders(formal),
    });
    expect(missing.statusCode).toBe(404);
    const elsewhere = await app.inject({
      url: '/webapi/saas/monitoring/alerts?listId=999999&lang=en',
      headers: authHeaders(formal),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ code: 'LIST_NOT_FOUND', message: 'No such list' });
    const bad = await app.inject({
      url: '/webapi/saas/monitoring/alerts?kind=weather&lang=en',
      headers: authHeaders(formal),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.kind).toBeTruthy();
  });

  it('a company added to a watched list later is watched from then on', async () => {
    const { rows } = await db.query<{ id: number }>(
      "SELECT l.id FROM team_lists l WHERE l.name = 'Watched suppliers'",
    );
    const listId = rows[0]?.id as number;
    const add = await app.inject({
      method: 'POST',
      url: `/webapi/saas/team/lists/${listId}/items`,
      headers: authHeaders(formal),
      payload: { keyNo: bodsKeyNo('company', P) },
    });
    expect(add.statusCode).toBe(201);
    const pId = await idOf(db, 'companies', 'key_no', bodsKeyNo('company', P));
    expect(
      (await db.query('SELECT 1 FROM monitor_snapshots WHERE company_id = $1', [pId])).rows,
    ).toHaveLength(1);
    const path = bodsFile('p-officer.jsonl', [boardMember('mon-xp', P, 'mon-x', day(25))]);
    const summary = await importFile(db, path);
    expect(summary.monitoring).toMatchObject({ events: 1, alerts: 1 });
    const [event] = await eventOfKind(db, pId, 0);
    expect(event).toMatchObject({ kind: 'officers' });
  });

  it('the digest holds exactly one Asia/Shanghai day’s alerts, whatever the process’s time zone', async () => {
    const company = await loginAs(app, 'demo_company');
    const userId = await idOf(db, 'users', 'login_name', 'demo_company');
    const { rows } = await db.query<{ id: number; key_no: string }>(
      "SELECT id, key_no FROM companies WHERE source = 'seed' AND NOT sandbox ORDER BY id DESC LIMIT 1",
    );
    const target = rows[0] as { id: number; key_no: string };
    const watch = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/companies',
      headers: authHeaders(company),
      payload: { keyNo: target.key_no },
    });
    expect(watch.statusCode, watch.body).toBe(201);
    const zone = process.env.TZ;
    try {
      for (const [tz, month] of [
        ['America/Los_Angeles', '03'],
        ['Asia/Tokyo', '04'],
      ] as const) {
        process.env.TZ = tz;
        const at = (local: string) => new Date(`2026-${month}-${local}+08:00`);
        const moves = [
          ['09T23:59:00', 'late on the 9th'],
          ['10T00:01:00', 'early on the 10th'],
          ['10T23:59:30', 'late on the 10th'],
          ['11T00:00:30', 'early on the 11th'],
        ] as const;
        for (const [time, words] of moves) {
          await db.query('UPDATE companies SET address = $2 WHERE id = $1', [
            target.id,
            `${words} ${month}`,
          ]);
          expect(await detectChanges(db, { now: at(time) })).toMatchObject({ events: 1 });
        }
        mailer.sent.length = 0;
        expect(
          await sendDailyDigests(db, mailer, { siteOrigin: SITE_ORIGIN, now: at('11T00:05:00') }),
        ).toBeGreaterThan(0);
        const digest = mailer.sent.find((m) => m.to === 'company@demo.kyc');
        expect(digest?.subject).toContain(`2026-${month}-10`);
        // Each alert shows its address after the change (and before it).
        const after = [...(digest?.text ?? '').matchAll(/After: (.*)$/gm)].map((m) => m[1]);
        expect(after).toEqual([`early on the 10th ${month}`, `late on the 10th ${month}`]);
        expect(digest?.text).not.toContain(`early on the 11th ${month}`);
        expect(digest?.subject).toContain(': 2 changes');
        // Once a day: a second run sends nothing for that day.
        mailer.sent.length = 0;
        await sendDailyDigests(db, mailer, { siteOrigin: SITE_ORIGIN, now: at('11T09:00:00') });
        expect(mailer.sent.filter((m) => m.to === 'company@demo.kyc')).toEqual([]);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(userId).toBeGreaterThan(0);
  });

  it('immediate mail, and its unsubscribe link works signed out, in both languages', async () => {
    const company = await loginAs(app, 'demo_company');
    const set = await app.inject({
      method: 'PUT',
      url: '/webapi/saas/monitoring/mail',
      headers: authHeaders(company),
      payload: { mode: 'instant' },
    });
    expect(set.json()).toEqual({ mode: 'instant', email: 'company@demo.kyc' });
    const { rows } = await db.query<{ id: number }>(
      "SELECT id FROM companies WHERE source = 'seed' AND NOT sandbox ORDER BY id DESC LIMIT 1",
    );
    await db.query("UPDATE companies SET address = 'Instant Road 1' WHERE id = $1", [rows[0]?.id]);
    expect(await detectChanges(db)).toMatchObject({ events: 1 });
    mailer.sent.length = 0;
    expect(await sendAlertMails(db, mailer, { siteOrigin: SITE_ORIGIN })).toBe(1);
    expect(await sendAlertMails(db, mailer, { siteOrigin: SITE_ORIGIN })).toBe(0);
    const [mail] = mailer.sent as [MailMessage];
    expect(mail.to).toBe('company@demo.kyc');
    expect(mail.text).toContain('Instant Road 1');
    expect(mail.text).toContain('/live-search?id=');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const links = [...mail.text.matchAll(/(http\S+\/alerts-unsubscribe\?\S+)/g)].map((m) => m[1]);
    expect(links).toHaveLength(2);
    const token = new URL(links[0] as string).searchParams.get('token') as string;
    expect(new URL(links[1] as string).searchParams.get('lang')).toBe('en');
    // Signed out: no headers, no cookie.
    const read = await app.inject({ url: `/webapi/monitoring/unsubscribe?token=${token}&lang=en` });
    expect(read.json()).toEqual({ email: 'c*****y@demo.kyc', mode: 'instant' });
    const done = await app.inject({
      method: 'POST',
      url: '/webapi/monitoring/unsubscribe',
      payload: { token },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: 'c*****y@demo.kyc', mode: 'off' });
    const mode = await app.inject({
      url: '/webapi/saas/monitoring/mail',
      headers: authHeaders(company),
    });
    expect(mode.json().mode).toBe('off');
    const forged = `${formalId}.${token.split('.')[1]}`;
    for (const bad of [forged, 'not-a-token']) {
      const refused = await app.inject({
        method: 'POST',
        url: '/webapi/monitoring/unsubscribe?lang=en',
        payload: { token: bad },
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('This unsubscribe link is not valid');
    }
    const chinese = await app.inject({ url: '/webapi/monitoring/unsubscribe?token=nope' });
    expect(chinese.json().message).toBe('该退订链接无效');
  });

  it('watching is billed once per company, user and Asia/Shanghai month, on the invoice or the balance', async () => {
    const userId = await idOf(db, 'users', 'login_name', 'demo_individual');
    const { rows } = await db.query<{ id: number }>(
      "SELECT id FROM companies WHERE source = 'seed' AND NOT sandbox ORDER BY id LIMIT 3",
    );
    const ids = rows.map((r) => r.id);
    const ledger = async () =>
      (
        await db.query<{ request_id: string; price_fen: number; billing: string; key_id: null }>(
          "SELECT request_id, price_fen, billing, key_id FROM api_ledger WHERE user_id = $1 AND operation = 'watchCompany' ORDER BY id",
          [userId],
        )
      ).rows;
    const invoice = async (month: string) =>
      Number(
        (
          await db.query<{ fen: string }>(
            'SELECT amount_fen::text AS fen FROM api_invoices WHERE user_id = $1 AND month = $2',
            [userId, month],
          )
        ).rows[0]?.fen ?? 0,
      );
    const november = new Date('2026-11-30T15:00:00Z'); // 23:00 in Shanghai, still November
    await watchCompanies(db, userId, ids, { now: november });
    expect(await ledger()).toHaveLength(3);
    expect((await ledger())[0]).toMatchObject({ price_fen: 10, billing: 'invoice', key_id: null });
    expect(await invoice('2026-11')).toBe(30);
    // Again in the same month: already paid.
    await db.query('DELETE FROM watches WHERE user_id = $1', [userId]);
    await watchCompanies(db, userId, ids, { now: november });
    expect(await ledger()).toHaveLength(3);
    // An hour later it is December in Shanghai: the renewal bills each company once.
    const december = new Date('2026-11-30T16:30:00Z');
    await db.transaction((tx) => renewWatchBilling(tx, { now: december }));
    await db.transaction((tx) => renewWatchBilling(tx, { now: december }));
    expect((await ledger()).map((row) => row.request_id.split(':')[3])).toEqual([
      '2026-11',
      '2026-11',
      '2026-11',
      '2026-12',
      '2026-12',
      '2026-12',
    ]);
    expect(await invoice('2026-12')).toBe(30);
    // The price list names the operation.
    const prices = await app.inject({
      url: '/webapi/saas/api/prices',
      headers: authHeaders(formal),
    });
    expect(prices.json().prices).toContainEqual({
      operation: 'watchCompany',
      price: 0.1,
      currency: 'CNY',
    });
  });

  it('a prepaid balance that cannot pay is refused with 402 and nothing is watched', async () => {
    const user = await loginAs(app, 'demo_formal_90');
    const userId = await idOf(db, 'users', 'login_name', 'demo_formal_90');
    await db.query('UPDATE users SET api_balance_fen = 15 WHERE id = $1', [userId]);
    const { rows } = await db.query<{ key_no: string; id: number }>(
      "SELECT key_no, id FROM companies WHERE source = 'seed' AND NOT sandbox ORDER BY id LIMIT 2",
    );
    const [one, two] = rows as [{ key_no: string; id: number }, { key_no: string; id: number }];
    const first = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/companies?lang=en',
      headers: authHeaders(user),
      payload: { keyNo: one.key_no },
    });
    expect(first.statusCode).toBe(201);
    const refused = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/companies?lang=en',
      headers: authHeaders(user),
      payload: { keyNo: two.key_no },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      code: 'INSUFFICIENT_BALANCE',
      message:
        'The prepaid API balance cannot pay: watching 1 company costs CNY 0.10 this month and the balance is CNY 0.05. Top it up; nothing was watched.',
    });
    const watched = await db.query('SELECT company_id FROM watches WHERE user_id = $1', [userId]);
    expect(watched.rows).toEqual([{ company_id: one.id }]);
    const balance = await db.query<{ fen: number }>(
      'SELECT api_balance_fen AS fen FROM users WHERE id = $1',
      [userId],
    );
    expect(balance.rows[0]?.fen).toBe(5);
    // A list too: all of its companies or none.
    const made = await app.inject({
      method: 'POST',
      url: '/webapi/saas/team/lists',
      headers: authHeaders(formal),
      payload: { name: 'Too many', sharedWithTeam: true, sharedWith: [] },
    });
    const listId = made.json().id as number;
    for (const keyNo of [two.key_no, bodsKeyNo('company', G)])
      await app.inject({
        method: 'POST',
        url: `/webapi/saas/team/lists/${listId}/items`,
        headers: authHeaders(formal),
        payload: { keyNo },
      });
    await expect(watchList(db, userId, listId)).rejects.toBeInstanceOf(InsufficientBalanceError);
    const after = await db.query('SELECT company_id, list_id FROM watches WHERE user_id = $1', [
      userId,
    ]);
    expect(after.rows).toEqual([{ company_id: one.id, list_id: null }]);
    const chinese = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/companies',
      headers: authHeaders(user),
      payload: { keyNo: two.key_no },
    });
    expect(chinese.json().message).toContain('API 余额不足');
  });

  it('watching needs its permission (403 naming it), an account, and a list the user may see', async () => {
    await db.query(
      `UPDATE users SET profile = jsonb_set(profile, '{permissionList}', '["kyc:search:view","kyc:enterprise:view"]')
        WHERE login_name = 'demo_trial'`,
    );
    const trial = await loginAs(app, 'demo_trial');
    const refused = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/companies?lang=en',
      headers: authHeaders(trial),
      payload: { keyNo: bodsKeyNo('company', W) },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Your role lacks the permission: Watch companies (billed monthly) (kyc:monitor:watch)',
    );
    const anonymous = await app.inject({ url: '/webapi/saas/monitoring/alerts' });
    expect(anonymous.statusCode).toBe(401);
    const list = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/lists?lang=en',
      headers: authHeaders(formal),
      payload: { listId: 987654 },
    });
    expect(list.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/webapi/saas/monitoring/watches/companies?lang=en',
      headers: authHeaders(formal),
      payload: { keyNo: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.keyNo).toBe('Invalid value');
  });
});

/** The events of a company recorded after the first `skip`, as the user sees them. */
async function eventOfKind(db: Db, companyId: number, skip: number): Promise<MonitorEvent[]> {
  const { rows } = await db.query<MonitorEvent & { seq: string }>(
    `SELECT e.event_id AS id, e.seq::text AS seq, e.kind, e.before, e.after, e.chain, e.source,
            to_char(e.source_date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sourceDate"
       FROM monitor_events e WHERE e.company_id = $1 ORDER BY e.seq OFFSET $2`,
    [companyId, skip],
  );
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}
