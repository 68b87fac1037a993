import { createOpLog, type OpLog } from '@kyc/analytics-sdk/op-log';
import { requestHeaders } from '@kyc/auth';
import { useUserStore } from '@kyc/auth/react';
import { useEffect, useMemo } from 'react';

/** Operation types the account area records (SPEC §3 operation log). */
export const OP_TYPES = {
  search: 'search',
  openCompany: 'open_company',
  verifyDocument: 'verify_document',
  bindMfa: 'bind_mfa',
  authorize: 'authorize',
  declineAuthorization: 'authorize_decline',
  /**
   * "Next" on the service-selection page, with the package chosen (relId: its code): logged by
   * the page's action, so that it is recorded without JavaScript too.
   */
  serviceSelect: 'service_select',
  /**
   * A purchase confirmed, and a call from the account manager requested: apps/api writes these
   * two itself with the stored request (relId `<packageCode>:<reference>`), so the log holds
   * exactly the requests that were stored.
   */
  serviceConfirm: 'service_confirm',
  serviceRequest: 'service_request',
  setThreshold: 'set_threshold',
  /** A report ordered on a company (relId: its keyNo); logged by the order action. */
  orderReport: 'order_report',
  /**
   * A ready report's PDF downloaded (relId: its report number): apps/api writes it itself as it
   * sends the file, so that a plain link logs it without JavaScript.
   */
  downloadReport: 'download_report',
} as const;

/** The operation logs of the pages on screen, and the entries they are sending. */
const mounted = new Set<OpLog>();
const sending = new Set<Promise<unknown>>();

function send(url: string, init: RequestInit): Promise<unknown> {
  const sent = fetch(url, init).catch(() => undefined);
  sending.add(sent);
  void sent.finally(() => sending.delete(sent));
  return sent;
}

/**
 * Sends every operation still waiting for its 300 ms and waits (at most `timeoutMs`) until
 * apps/api has them: logging out calls it first, as those operations belong to the session
 * that is about to end (sent after, they would be refused).
 *
 * @example await settleOpLogs(); await api.request('/webapi/saas/user/logout', { method: 'POST' });
 */
export async function settleOpLogs(timeoutMs = 2_000): Promise<void> {
  for (const opLog of mounted) opLog.flush();
  if (sending.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled([...sending]),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The operation log of SPEC §7 with the stored user's headers: `log(opType, relId)` POSTs to
 * `/webapi/saas/user/op-log/save`, debounced 300 ms, no retry, failures swallowed.
 *
 * @example const opLog = useOpLog(); opLog.log(OP_TYPES.openCompany, keyNo);
 */
export function useOpLog(): OpLog {
  const users = useUserStore();
  const opLog = useMemo(
    () => createOpLog({ headers: () => ({ ...requestHeaders(users?.get()) }), fetch: send }),
    [users],
  );
  useEffect(() => {
    mounted.add(opLog);
    return () => {
      mounted.delete(opLog);
      // Leaving the page must not lose an operation still waiting for its 300 ms.
      opLog.flush();
    };
  }, [opLog]);
  return opLog;
}
