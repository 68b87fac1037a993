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
  selectServicePackage: 'select_service_package',
} as const;

/**
 * The operation log of SPEC §7 with the stored user's headers: `log(opType, relId)` POSTs to
 * `/webapi/saas/user/op-log/save`, debounced 300 ms, no retry, failures swallowed.
 *
 * @example const opLog = useOpLog(); opLog.log(OP_TYPES.openCompany, keyNo);
 */
export function useOpLog(): OpLog {
  const users = useUserStore();
  const opLog = useMemo(
    () => createOpLog({ headers: () => ({ ...requestHeaders(users?.get()) }) }),
    [users],
  );
  // Leaving the page must not lose an operation still waiting for its 300 ms.
  useEffect(() => () => opLog.flush(), [opLog]);
  return opLog;
}
