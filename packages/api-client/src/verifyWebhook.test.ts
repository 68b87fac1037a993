import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from './verifyWebhook';

// The Standard Webhooks reference library's own test vector (libraries/javascript, "sign
// function works"): secret, id, timestamp and body, and the signature they give.
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};
const AT_VECTOR = new Date(VECTOR.timestamp * 1000);

const SECRET = `whsec_${Buffer.from('a secret of at least 24 bytes, for tests').toString('base64')}`;
const EVENT = {
  type: 'company.officers',
  timestamp: '2026-11-26T02:00:00.000Z',
  data: { id: 'evt_5f1c2a9b0d3e4f5a6b7c8d9e', kind: 'officers', keyNo: 'SBX0000000000001' },
};

/** A delivery as the API signs it (independently of the code under test). */
function signed(body: string, at: Date, secret = SECRET, id = EVENT.data.id) {
  const timestamp = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': `v1,${mac}`,
  };
}

async function failure(promise: Promise<unknown>): Promise<WebhookVerificationError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return error as WebhookVerificationError;
}

describe('verifyWebhook', () => {
  it('accepts the Standard Webhooks test vector and answers the parsed body', async () => {
    const headers = {
      'webhook-id': VECTOR.id,
      'webhook-timestamp': String(VECTOR.timestamp),
      'webhook-signature': VECTOR.signature,
    };
    expect(await verifyWebhook(VECTOR.secret, headers, VECTOR.body, { now: AT_VECTOR })).toEqual({
      test: 2432232314,
    });
    // The secret without its prefix is the same key.
    expect(
      await verifyWebhook(VECTOR.secret.slice(6), headers, VECTOR.body, { now: AT_VECTOR }),
    ).toEqual({ test: 2432232314 });
  });

  it('reads a Headers object, Node’s header record in any case, and a body as bytes', async () => {
    const now = new Date('2026-11-26T02:00:05Z');
    const body = JSON.stringify(EVENT);
    const headers = signed(body, new Date('2026-11-26T02:00:00Z'));
    expect(await verifyWebhook(SECRET, new Headers(headers), body, { now })).toEqual(EVENT);
    const upper = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toUpperCase(), [value]]),
    );
    expect(await verifyWebhook(SECRET, upper, Buffer.from(body), { now })).toEqual(EVENT);
  });

  it('accepts a header with several signatures when one of them is valid (secret rotation)', async () => {
    const now = new Date('2026-11-26T02:00:00Z');
    const body = JSON.stringify(EVENT);
    const good = signed(body, now);
    const other = signed(
      body,
      now,
      `whsec_${Buffer.from('another secret, rotated out!').toString('base64')}`,
    );
    const headers = {
      ...good,
      'webhook-signature': `v1a,AAAA ${other['webhook-signature']} ${good['webhook-signature']}`,
    };
    expect(await verifyWebhook(SECRET, headers, body, { now })).toEqual(EVENT);
  });

  it('refuses a stale or future timestamp beyond the tolerance, and says by how much', async () => {
    const sent = new Date('2026-11-26T02:00:00Z');
    const body = JSON.stringify(EVENT);
    const headers = signed(body, sent);
    const late = new Date(sent.getTime() + 301_000);
    const stale = await failure(verifyWebhook(SECRET, headers, body, { now: late }));
    expect(stale.reason).toBe('timestamp');
    expect(stale.message).toMatch(/301 s old, more than the 300 s allowed/);
    const early = new Date(sent.getTime() - 301_000);
    expect((await failure(verifyWebhook(SECRET, headers, body, { now: early }))).message).toMatch(
      /in the future/,
    );
    // Within the tolerance, and with a wider one, it passes.
    const atEdge = new Date(sent.getTime() + 300_000);
    expect(await verifyWebhook(SECRET, headers, body, { now: atEdge })).toEqual(EVENT);
    expect(
      await verifyWebhook(SECRET, headers, body, { now: late, toleranceSeconds: 3600 }),
    ).toEqual(EVENT);
    const malformed = { ...headers, 'webhook-timestamp': '1.7e9' };
    expect((await failure(verifyWebhook(SECRET, malformed, body, { now: sent }))).reason).toBe(
      'timestamp',
    );
  });

  it('refuses a changed body, another id, a wrong secret and a malformed signature', async () => {
    const now = new Date('2026-11-26T02:00:00Z');
    const body = JSON.stringify(EVENT);
    const headers = signed(body, now);
    // Parsed and serialised again with spaces: no longer the bytes that were signed.
    const reformatted = JSON.stringify(EVENT, null, 1);
    const changed = await failure(verifyWebhook(SECRET, headers, reformatted, { now }));
    expect(changed.reason).toBe('signature');
    expect(changed.message).toMatch(/raw body/);
    expect(
      (
        await failure(
          verifyWebhook(SECRET, { ...headers, 'webhook-id': 'evt_other' }, body, { now }),
        )
      ).reason,
    ).toBe('signature');
    const wrong = `whsec_${Buffer.from('not the endpoint’s secret at all').toString('base64')}`;
    expect((await failure(verifyWebhook(wrong, headers, body, { now }))).reason).toBe('signature');
    for (const value of ['v1,', 'v1,***', 'v2,abc', headers['webhook-signature'].slice(0, 10)])
      expect(
        (
          await failure(
            verifyWebhook(SECRET, { ...headers, 'webhook-signature': value }, body, { now }),
          )
        ).reason,
      ).toBe('signature');
  });

  it('names a missing header, an unusable secret and a signed body that is not JSON', async () => {
    const now = new Date('2026-11-26T02:00:00Z');
    const body = JSON.stringify(EVENT);
    const headers = signed(body, now);
    for (const name of Object.keys(headers)) {
      const partial = { ...headers, [name]: undefined };
      expect((await failure(verifyWebhook(SECRET, partial, body, { now }))).reason).toBe('headers');
    }
    for (const secret of ['', 'whsec_', 'whsec_%%%'])
      expect((await failure(verifyWebhook(secret, headers, body, { now }))).reason).toBe('secret');
    const text = 'not json';
    expect((await failure(verifyWebhook(SECRET, signed(text, now), text, { now }))).reason).toBe(
      'payload',
    );
  });
});
