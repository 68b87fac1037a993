import { verifydoc } from '@kyc/content/interface';
import { checkRequired } from '@kyc/validators';
import { loaderApi, sessionCookieHeader } from '../../lib/account/api.server';
import { flashRedirect, readFlash } from '../../lib/account/flash.server';
import { checkFields, type FormMessages, fieldMessagesFromApi } from '../../lib/account/formErrors';
import { utilityPageData } from '../../lib/account/page.server';
import type { VerifyDocResponse } from '../../lib/account/types';
import { OP_TYPES } from '../../lib/account/useOpLog';
import {
  reportFileProblem,
  VERIFY_FIELDS,
  type VerifyField,
  type VerifyMessageField,
  type VerifyOutcome,
  verifyOutcome,
} from '../../lib/account/verification';
import { localizedPath } from '../../lib/links';
import type { SiteLoaderArgs } from '../routeProps';

/** A report's QR code or link may carry its number and code: `/verifydoc?reportNo=…&code=…`. */
export function loader({ request }: Pick<SiteLoaderArgs, 'request'>) {
  const params = new URL(request.url).searchParams;
  const prefill = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  const verified = readFlash<{ outcome?: VerifyOutcome }>(request)?.outcome;
  return {
    ...utilityPageData(request, '/verifydoc'),
    prefill: { reportNo: prefill('reportNo', 40), verifyCode: prefill('code', 20) },
    /** What a verification posted without JavaScript found (the action's redirect). */
    verified: verified && typeof verified.kind === 'string' ? verified : null,
  };
}

/** What the action answers when it verified nothing: the form's messages and the codes typed. */
export interface VerifyActionData {
  values: Record<VerifyField, string>;
  messages: FormMessages<VerifyMessageField>;
  alert: string;
}

/**
 * The verification form posted without JavaScript (multipart, with or without the report's
 * file; with JavaScript the page asks apps/api itself): the same checks, then apps/api's
 * `/webapi/verify-doc` (or `/file`, the file's bytes as they are) with the visitor's address.
 * For a signed-in user the verification goes into the operation log (`verify_document`). It
 * answers with a 303 to the page with the report's number and code in its address and the
 * outcome in its flash, so a reload neither verifies nor logs again; otherwise the form comes
 * back with its messages and the codes typed (a browser never fills a file in again).
 *
 * @example export { action, loader } from './verifydoc.server';
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<VerifyActionData | Response> {
  const data = utilityPageData(request, '/verifydoc');
  const text = verifydoc[data.locale];
  const form = await request.formData();
  const values = {
    reportNo: String(form.get('reportNo') ?? '').slice(0, 40),
    verifyCode: String(form.get('verifyCode') ?? '').slice(0, 20),
  };
  const chosen = form.get('file');
  // A form without a chosen file still sends the field, empty and nameless.
  const file = chosen instanceof Blob && chosen.size > 0 ? (chosen as File) : null;
  const messages: FormMessages<VerifyMessageField> = checkFields(values, {
    reportNo: (value) => checkRequired(value, text.reportNoRequired),
    verifyCode: (value) => checkRequired(value, text.codeRequired),
  });
  const problem = file ? await reportFileProblem(file, text) : undefined;
  if (problem) messages.file = problem;
  if (Object.values(messages).some(Boolean)) return { values, messages, alert: '' };
  const reportNo = values.reportNo.trim();
  const verifyCode = values.verifyCode.trim();
  const options = { session: 'none', networkError: data.common.networkError } as const;
  const answer = file
    ? await loaderApi<VerifyDocResponse>(
        context,
        request,
        `/webapi/verify-doc/file?${new URLSearchParams({ reportNo, verifyCode })}`,
        { ...options, method: 'POST', raw: { data: file, type: 'application/pdf' } },
      )
    : await loaderApi<VerifyDocResponse>(context, request, '/webapi/verify-doc', {
        ...options,
        method: 'POST',
        body: { reportNo, verifyCode },
      });
  if (!answer.ok) {
    if (
      answer.kind === 'error' &&
      (answer.code === 'FILE_TOO_LARGE' || answer.code === 'NOT_A_PDF')
    )
      return { values, messages: { file: answer.message }, alert: '' };
    if (answer.kind === 'fields') {
      const mapped = fieldMessagesFromApi(answer.fieldErrors, VERIFY_FIELDS);
      return { values, messages: mapped.messages, alert: mapped.other.join(' ') };
    }
    return { values, messages: {}, alert: answer.message };
  }
  // The operation log belongs to a user: visitors verify without one.
  if (sessionCookieHeader(request)) {
    await loaderApi(context, request, '/webapi/saas/user/op-log/save', {
      session: 'optional',
      networkError: data.common.networkError,
      method: 'POST',
      body: { opType: OP_TYPES.verifyDocument, relId: reportNo.toUpperCase() },
    });
  }
  const page = `/verifydoc?${new URLSearchParams({ reportNo, code: verifyCode })}`;
  return flashRedirect(localizedPath(page, data.locale), {
    outcome: verifyOutcome(answer.data, file ? file.name || 'report.pdf' : null),
  });
}
