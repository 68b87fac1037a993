import { createHmac, randomBytes } from 'node:crypto';

/** The prefix Standard Webhooks gives a symmetric signing secret. */
export const SECRET_PREFIX = 'whsec_';

/**
 * A new signing secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks asks for
 * 24 to 64).
 *
 * @example newSigningSecret() // 'whsec_3q2+7w…' (50 characters)
 */
export function newSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/**
 * The `webhook-signature` value of one attempt, per Standard Webhooks 1.0: `v1,` and the base64
 * HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed with the secret's decoded bytes.
 *
 * @param secret `whsec_…`
 * @param id the event id (the `webhook-id` header)
 * @param timestamp unix seconds of the attempt (the `webhook-timestamp` header)
 * @param body the exact bytes sent
 * @example
 * ```ts
 * signature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, '{"test": 2432232314}');
 * // 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE='
 * ```
 */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/**
 * The three Standard Webhooks headers of one attempt (and the body's type).
 *
 * @example
 * ```ts
 * signedHeaders('whsec_…', 'evt_0123…', new Date('2026-11-26T02:00:00Z'), '{"type":…}');
 * // { 'webhook-id': 'evt_0123…', 'webhook-timestamp': '1795658400', 'webhook-signature': 'v1,…', … }
 * ```
 */
export function signedHeaders(
  secret: string,
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'KYC-Webhooks/1.0',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(secret, id, timestamp, body),
  };
}
