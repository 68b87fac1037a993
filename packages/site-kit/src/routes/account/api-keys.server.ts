import { apiKeys as apiKeysWords } from '@kyc/content/interface';
import { data, redirect } from 'react-router';
import { loaderApi, requireSession } from '../../lib/account/api.server';
import type { FieldErrors } from '../../lib/account/apiClient';
import type { ApiKey, ApiKeysResponse, ApiPricesResponse } from '../../lib/account/apiKeys';
import { outcomeOf } from '../../lib/account/outcome';
import { utilityPageData } from '../../lib/account/page.server';
import { openSecretFlash, sealSecretFlash } from '../../lib/account/secretFlash.server';
import { localizedPath } from '../../lib/links';
import { resolveLocale } from '../../lib/locale';
import type { SiteLoaderArgs } from '../routeProps';

/** A key id from the query or a form: a positive 32-bit integer, else null. */
function keyId(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/**
 * The API keys page: the keys, what the user may do and the limits; the price list and the
 * prepaid balance for users who may see prices; the secret of a key just created or rotated
 * (once: the sealed cookie that brought it is deleted in the same answer, which no cache keeps).
 * `?rotate=<id>` and `?revoke=<id>` open that key's rotation or revocation form (plain links,
 * so they work without JavaScript); `?revoked=<id>` says a key was revoked.
 */
export async function loader({ request, context }: SiteLoaderArgs) {
  requireSession(request);
  const page = utilityPageData(request, '/api-keys');
  const { networkError } = page.common;
  const params = new URL(request.url).searchParams;
  const [keys, prices] = await Promise.all([
    loaderApi<ApiKeysResponse>(context, request, '/webapi/saas/api/keys', {
      session: 'required',
      networkError,
    }),
    loaderApi<ApiPricesResponse>(context, request, '/webapi/saas/api/prices', {
      session: 'required',
      networkError,
    }),
  ]);
  const { flash, clear } = openSecretFlash(request);
  const headers = new Headers();
  if (clear) headers.append('Set-Cookie', clear);
  // The page that shows a secret is kept by no cache, not even the browser's.
  if (flash) headers.set('Cache-Control', 'no-store');
  const list: ApiKey[] = keys.ok ? keys.data.keys : [];
  const find = (name: string) => {
    const id = keyId(params.get(name));
    return list.find((key) => key.id === id) ?? null;
  };
  const active = (key: ApiKey | null) => (key && !key.revokedAt ? key : null);
  return data(
    {
      ...page,
      keys: outcomeOf(keys),
      prices: prices.ok && prices.data.visible ? prices.data : null,
      secret: flash,
      rotating: active(find('rotate')),
      revoking: active(find('revoke')),
      revoked: find('revoked'),
    },
    { headers },
  );
}

/** What the page's forms get back when apps/api refused: messages by field, or one message. */
export interface ApiKeysActionData {
  errors?: FieldErrors;
  message?: string;
}

/**
 * The page's three forms, posted (they work without JavaScript): `intent=create` (`name`,
 * `mode`, `scopes`, `allowedCidrs` one a line), `intent=rotate` (`id`, `graceDays`) and
 * `intent=revoke` (`id`). A new secret goes to the next page in a sealed cookie, never in the
 * URL (post, redirect, get); a revocation redirects to `?revoked=<id>`.
 */
export async function action({
  request,
  context,
}: SiteLoaderArgs): Promise<ApiKeysActionData | Response> {
  requireSession(request);
  const { locale } = resolveLocale(request);
  const { common } = utilityPageData(request, '/api-keys');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const call = <T>(path: string, body: unknown) =>
    loaderApi<T>(context, request, path, {
      session: 'required',
      networkError: common.networkError,
      method: 'POST',
      body,
    });
  const refused = (result: { kind: string; message: string; fieldErrors?: FieldErrors }) =>
    result.kind === 'fields' ? { errors: result.fieldErrors } : { message: result.message };
  const withSecret = (secret: { key: ApiKey; secret: string }) =>
    redirect(localizedPath('/api-keys', locale), {
      headers: {
        'Set-Cookie': sealSecretFlash(request, { name: secret.key.name, secret: secret.secret }),
      },
    });

  if (intent === 'create') {
    const mode = form.get('mode') === 'live' ? 'live' : 'test';
    const allowedCidrs = String(form.get('allowedCidrs') ?? '')
      .split(/[\s,]+/)
      .map((line) => line.trim())
      .filter(Boolean);
    const created = await call<{ key: ApiKey; secret: string }>('/webapi/saas/api/keys', {
      name: String(form.get('name') ?? '').slice(0, 60),
      mode,
      scopes: form.getAll('scopes').map(String).slice(0, 10),
      allowedCidrs: allowedCidrs.slice(0, 50),
    });
    return created.ok ? withSecret(created.data) : refused(created);
  }
  const id = keyId(form.get('id'));
  if (id === null) return { message: apiKeysWords[locale].invalidChoice };
  if (intent === 'rotate') {
    const grace = Number(form.get('graceDays'));
    const rotated = await call<{ key: ApiKey; secret: string }>(
      `/webapi/saas/api/keys/${id}/rotate`,
      { graceDays: Number.isInteger(grace) && grace >= 0 && grace <= 7 ? grace : 0 },
    );
    return rotated.ok ? withSecret(rotated.data) : refused(rotated);
  }
  if (intent === 'revoke') {
    const revoked = await call<{ revoked: boolean }>(`/webapi/saas/api/keys/${id}/revoke`, {});
    return revoked.ok
      ? redirect(localizedPath(`/api-keys?revoked=${id}`, locale))
      : refused(revoked);
  }
  return { message: apiKeysWords[locale].invalidChoice };
}

/** What React Router hands a route's `headers`. */
interface HeadersArgs {
  parentHeaders: Headers;
  loaderHeaders: Headers;
}

/**
 * The page's answer keeps the root's headers (language cookie, signed-in caching) and adds
 * the loader's: the deletion of the secret's cookie, and `no-store` when a secret is shown.
 *
 * @example export { headers } from './api-keys.server';
 */
export function headers({ parentHeaders, loaderHeaders }: HeadersArgs): Headers {
  const merged = new Headers(parentHeaders);
  for (const value of loaderHeaders.getSetCookie()) merged.append('Set-Cookie', value);
  const cache = loaderHeaders.get('Cache-Control');
  if (cache) merged.set('Cache-Control', cache);
  return merged;
}
