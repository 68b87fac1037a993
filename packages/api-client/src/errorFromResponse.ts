import { KycApiError } from './KycApiError';
import { retryAfterMs } from './retryAfterMs';
import type { ProblemDocument } from './types';

function isProblem(value: unknown): value is ProblemDocument {
  if (value === null || typeof value !== 'object') return false;
  const { type, title, status } = value as Record<string, unknown>;
  return typeof type === 'string' && typeof title === 'string' && typeof status === 'number';
}

/**
 * The error for a non-2xx answer: its problem document when it has one, else a problem made
 * from the status (a proxy's error page is not the API's answer, but the caller still gets the
 * status and the request id).
 *
 * @param response the answer, its body not read yet
 * @returns the error to throw
 */
export async function errorFromResponse(response: Response): Promise<KycApiError> {
  const headerId = response.headers.get('x-request-id') ?? '';
  const wait = retryAfterMs(response.headers.get('retry-after'));
  const retryAfter = wait === undefined ? undefined : Math.ceil(wait / 1000);
  let text = '';
  let body: unknown;
  try {
    text = await response.text();
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (isProblem(body)) {
    return new KycApiError(
      {
        ...body,
        detail: typeof body.detail === 'string' ? body.detail : '',
        requestId: typeof body.requestId === 'string' ? body.requestId : headerId,
      },
      retryAfter,
    );
  }
  const contentType = response.headers.get('content-type') ?? 'no content type';
  return new KycApiError(
    {
      type: 'about:blank',
      title: response.statusText || `HTTP ${response.status}`,
      status: response.status,
      detail: `The answer is not a problem document (${contentType}, ${text.length} characters).`,
      requestId: headerId,
    },
    retryAfter,
  );
}
