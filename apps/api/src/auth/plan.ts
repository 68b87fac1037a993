import { daysUntilExpiry, type StoredUser } from '@kyc/auth';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';

/**
 * Company data is what a plan pays for: an account whose end date has passed (Asia/Shanghai
 * days, as @kyc/auth counts them) may still sign in, see its plan and renew, but gets 403
 * PLAN_EXPIRED here. An account without an end date is not limited.
 */
export async function requireCurrentPlan(request: FastifyRequest): Promise<void> {
  const days = daysUntilExpiry(request.account?.user.profile as StoredUser);
  if (days !== null && days < 0) {
    throw new HttpError(
      403,
      'PLAN_EXPIRED',
      text(
        request.locale,
        '您的服务已到期，续费后即可继续检索和查看企业数据',
        'Your plan has ended: renew it to search and see company data again',
      ),
    );
  }
}
