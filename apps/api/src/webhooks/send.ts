import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, type UrlRules } from './addresses';

/** What a delivery sends: one signed POST. */
export interface WebhookRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/**
 * What sends a delivery. `globalThis.fetch` fits (its Response has `status`); the service uses
 * `createSender`, which refuses private addresses at connection time; tests may pass a stub.
 */
export type WebhookFetch = (url: string, init: WebhookRequest) => Promise<{ status: number }>;

/** How long a receiver has to answer (Standard Webhooks suggests 15 to 30 s). */
export const SEND_TIMEOUT_MS = 15_000;

/** Thrown when a host resolves to an address webhooks may not reach. */
export class ForbiddenAddressError extends Error {
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private, loopback or reserved address`);
    this.name = 'ForbiddenAddressError';
  }
}

/**
 * A DNS look-up that refuses names resolving to non-public addresses, so a URL accepted at
 * registration cannot be pointed at the service's own network later (DNS rebinding): the
 * address checked is the address connected to.
 */
function publicOnlyLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) return callback(new ForbiddenAddressError(hostname, refused.address), '', 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The service's sender: a POST over node:http(s) that follows no redirect (a 3xx is a failed
 * attempt, as Standard Webhooks says), reads no more of the answer than its status, and, unless
 * local delivery is allowed, connects only to public addresses.
 *
 * @example
 * ```ts norun
 * const send = createSender({ allowLocal: false });
 * const { status } = await send('https://hooks.example.com/kyc', {
 *   method: 'POST', headers: signedHeaders(secret, id, new Date(), body), body,
 *   signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
 * });
 * ```
 */
export function createSender(rules: UrlRules): WebhookFetch {
  return (target, init) =>
    new Promise((resolve, reject) => {
      const url = new URL(target);
      const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
      if (!rules.allowLocal && isIP(host) && !isPublicAddress(host)) {
        reject(new ForbiddenAddressError(host, host));
        return;
      }
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(
        url,
        {
          method: init.method,
          headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
          signal: init.signal,
          lookup: rules.allowLocal ? undefined : publicOnlyLookup(),
          // One connection per delivery: no pooled socket outlives a changed DNS answer.
          agent: false,
        },
        (response) => {
          // The answer's body means nothing to a delivery: drop it, and the connection.
          response.resume();
          response.on('error', () => {});
          resolve({ status: response.statusCode ?? 0 });
          request.destroy();
        },
      );
      request.on('error', reject);
      request.end(init.body);
    });
}
