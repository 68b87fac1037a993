/** What `createOpLog` takes. */
export interface OpLogOptions {
  /**
   * Where operations are POSTed.
   *
   * @default '/webapi/saas/user/op-log/save'
   */
  endpoint?: string;
  /**
   * The account headers (`pro-client-id`, `pro-access-token`, `pro-access-secret-key`), e.g.
   * `@kyc/auth`'s `requestHeaders`. A function is called at send time, so a login after
   * `createOpLog` is picked up.
   */
  headers?: Record<string, string> | (() => Record<string, string> | undefined);
  /** Replaces the global `fetch` (tests, SSR). */
  fetch?: (url: string, init: RequestInit) => unknown;
}

/** An operation log. */
export interface OpLog {
  /**
   * Records an operation 300 ms after the last identical call (same `opType` and `relId`), so a
   * double click logs once while different operations all go. Calls without an `opType` are
   * ignored. Never throws, never retries.
   */
  log(opType: string | number, relId?: string | number): void;
  /** Sends the operations still waiting for their 300 ms now (e.g. before a navigation). */
  flush(): void;
}

/** The spec's debounce window for the operation log. */
const DEBOUNCE_MS = 300;

/**
 * Creates the account area's operation log: `log(opType, relId)` POSTs `{ opType, relId }` as
 * JSON to the endpoint with the account headers, debounced 300 ms, no retry, failures swallowed.
 *
 * @param options - `endpoint`, account `headers` and `fetch`.
 * @returns The log: `log(opType, relId?)` and `flush()`.
 * @example
 * const opLog = createOpLog({ headers: () => requestHeaders(getUser()) });
 * opLog.log('export_report', 'c0a8f3');
 */
export function createOpLog({
  endpoint = '/webapi/saas/user/op-log/save',
  headers,
  fetch: transport,
}: OpLogOptions = {}): OpLog {
  // Waiting operations by their JSON body, which is also what makes two calls identical.
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const send = (body: string) => {
    clearTimeout(pending.get(body));
    if (!pending.delete(body)) return;
    try {
      const account = typeof headers === 'function' ? headers() : headers;
      Promise.resolve(
        (transport ?? fetch)(endpoint, {
          method: 'POST',
          headers: { ...account, 'content-type': 'application/json' },
          body,
          keepalive: true,
        }),
      ).catch(() => {});
    } catch {}
  };
  return {
    log(opType, relId) {
      if ((typeof opType !== 'string' && typeof opType !== 'number') || opType === '') return;
      const body = JSON.stringify({ opType, relId: relId ?? '' });
      clearTimeout(pending.get(body));
      pending.set(
        body,
        setTimeout(() => send(body), DEBOUNCE_MS),
      );
    },
    flush() {
      for (const body of [...pending.keys()]) send(body);
    },
  };
}
