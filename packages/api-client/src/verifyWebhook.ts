import type { WebhookEvent } from './types';

/** Why `verifyWebhook` refused a delivery. */
export type WebhookFailure = 'headers' | 'timestamp' | 'signature' | 'payload' | 'secret';

/**
 * What `verifyWebhook` throws: the delivery is not (provably) from the KYC API, or too old to
 * trust. Answer such a request 400 and do not act on it. `reason` says which check failed:
 * `headers` (one of the three is missing), `timestamp` (not a number, or further from your clock
 * than the tolerance), `signature` (no `v1` signature matches: wrong secret, or a body changed
 * on the way, for instance parsed and serialised again), `payload` (signed, but not JSON) or
 * `secret` (the secret you passed is not a `whsec_` secret).
 *
 * @example
 * ```ts norun
 * try {
 *   await verifyWebhook(secret, request.headers, rawBody);
 * } catch (error) {
 *   if (error instanceof WebhookVerificationError) console.warn('refused:', error.reason);
 *   else throw error;
 * }
 * ```
 */
export class WebhookVerificationError extends Error {
  readonly reason: WebhookFailure;

  constructor(reason: WebhookFailure, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}

/** Headers as a server gives them: a `Headers` object or Node's plain record (any case). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/** Options of `verifyWebhook`. */
export interface VerifyWebhookOptions {
  /**
   * How far, in seconds, `webhook-timestamp` may be from `now` either way: an older delivery
   * could be a recorded one played back.
   * @default 300
   */
  toleranceSeconds?: number;
  /**
   * The time to judge the timestamp by (tests pass a fixed one).
   * @default the current time
   */
  now?: Date;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function')
    return (headers as Headers).get(name) ?? undefined;
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  return undefined;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/**
 * Checks a webhook delivery of the KYC API and answers its event: the `webhook-signature`
 * (Standard Webhooks `v1`: HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with
 * the secret's bytes, compared in constant time by WebCrypto) and the `webhook-timestamp`
 * (within `toleranceSeconds` of now). Pass the body exactly as it arrived, before any JSON
 * parsing. Use the event's `data.id` (the `webhook-id`) to act on each event once: a retry
 * sends the same id again. Works wherever WebCrypto does: Node.js 20, browsers, workers.
 *
 * @param secret the endpoint's `whsec_…` secret, shown when it was registered
 * @param headers the request's headers
 * @param body the raw request body, as text or bytes
 * @param options tolerance and clock
 * @returns the event the delivery carries
 * @throws {WebhookVerificationError} when any check fails (see `reason`)
 * @example
 * ```ts norun
 * import { createServer } from 'node:http';
 * import { verifyWebhook, WebhookVerificationError } from '@kyc/api-client';
 *
 * createServer(async (request, response) => {
 *   const chunks: Buffer[] = [];
 *   for await (const chunk of request) chunks.push(chunk as Buffer);
 *   try {
 *     const event = await verifyWebhook(process.env.KYC_WEBHOOK_SECRET!, request.headers, Buffer.concat(chunks));
 *     console.log(event.type, event.data.keyNo, event.data.before, event.data.after);
 *     response.writeHead(204).end();
 *   } catch (error) {
 *     response.writeHead(error instanceof WebhookVerificationError ? 400 : 500).end();
 *   }
 * }).listen(8080);
 * ```
 */
export async function verifyWebhook(
  secret: string,
  headers: WebhookHeaders,
  body: string | Uint8Array,
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures)
    throw new WebhookVerificationError(
      'headers',
      'The delivery lacks a webhook-id, webhook-timestamp or webhook-signature header.',
    );
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (Number.isNaN(seconds))
    throw new WebhookVerificationError('timestamp', 'The webhook-timestamp is not unix seconds.');
  const skew = seconds - (options.now ?? new Date()).getTime() / 1000;
  const tolerance = options.toleranceSeconds ?? 300;
  if (Math.abs(skew) > tolerance)
    throw new WebhookVerificationError(
      'timestamp',
      `The webhook-timestamp is ${Math.round(Math.abs(skew))} s ${skew < 0 ? 'old' : 'in the future'}, more than the ${tolerance} s allowed: a replayed delivery, or a clock off.`,
    );
  const keyBytes = base64Bytes(secret.startsWith('whsec_') ? secret.slice(6) : secret);
  if (!keyBytes || keyBytes.length === 0)
    throw new WebhookVerificationError('secret', 'The secret is not a whsec_ signing secret.');
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const prefix = new TextEncoder().encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + bytes.length);
  signed.set(prefix);
  signed.set(bytes, prefix.length);
  const key = await crypto.subtle.importKey(
    'raw',
    keyBytes,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  let valid = false;
  for (const candidate of signatures.split(' ')) {
    const [version, value = ''] = candidate.split(',');
    const mac = version === 'v1' ? base64Bytes(value) : undefined;
    if (mac && (await crypto.subtle.verify('HMAC', key, mac, signed))) valid = true;
  }
  if (!valid)
    throw new WebhookVerificationError(
      'signature',
      'No v1 signature matches: a wrong secret, or the body was changed (verify the raw body, before parsing it).',
    );
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError(
      'payload',
      'The delivery is signed but its body is not JSON.',
    );
  }
}
