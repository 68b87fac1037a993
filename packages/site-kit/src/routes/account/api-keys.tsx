import { type ApiKeysText, apiKeys as apiKeysWords, fillTemplate } from '@kyc/content/interface';
import { formatThousands } from '@kyc/formatters';
import { Button, CheckboxField, SelectField, TextareaField, TextField } from '@kyc/ui';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { ApiPriceList } from '../../components/account/ApiPriceList';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { type ApiKey, GRACE_DAYS, scopeName } from '../../lib/account/apiKeys';
import { formatDateTime } from '../../lib/account/dateTime';
import { localizedPath } from '../../lib/links';
import type { Locale } from '../../lib/locale';
import { useRootData } from '../../lib/rootData';
import type { action, loader } from './api-keys.server';
import './api-keys.css';

// Scopes that spend money (reports, watching) are ticked by the user, never by default.
const OPT_IN_SCOPES = new Set(['reports:order', 'monitoring']);

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

/**
 * Brings a panel that a link or a form opened into view, its heading focused for screen
 * readers: the link or form was elsewhere on the page, and staying on the same route keeps the
 * scroll where it was.
 */
function useShowOnOpen<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for another key or secret
  useEffect(() => {
    ref.current?.focus();
    ref.current?.scrollIntoView({ block: 'start' });
  }, [key]);
  return ref;
}

/**
 * The secret of a key just created or rotated, shown this once: selectable text, and a copy
 * button once the page runs its script (a button that cannot copy is not shown without it).
 */
function SecretOnce({
  name,
  secret,
  text,
  locale,
}: {
  name: string;
  secret: string;
  text: ApiKeysText;
  locale: Locale;
}) {
  const [canCopy, setCanCopy] = useState(false);
  const [copied, setCopied] = useState<'' | 'ok' | 'failed'>('');
  const heading = useShowOnOpen<HTMLHeadingElement>(secret);
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && !!navigator.clipboard), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="api-keys__secret" aria-labelledby="api-key-secret-heading">
      <h2 id="api-key-secret-heading" className="api-keys__heading" tabIndex={-1} ref={heading}>
        {fillTemplate(text.secretHeading, { name })}
      </h2>
      <p className="api-keys__warning">{text.secretOnce}</p>
      <div className="api-keys__secret-row">
        <code className="api-keys__secret-value" data-secret>
          {secret}
        </code>
        {canCopy && (
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {text.copy}
          </Button>
        )}
      </div>
      <p className="api-keys__copied" aria-live="polite">
        {copied === 'ok' ? text.copied : copied === 'failed' ? text.copyFailed : ''}
      </p>
      <p>
        <Link to={localizedPath('/api-keys', locale)}>{text.done}</Link>
      </p>
    </section>
  );
}

/** Rotation of one key: the grace period of the old secret, then a new secret (shown once). */
function RotateForm({
  apiKey,
  text,
  locale,
}: {
  apiKey: ApiKey;
  text: ApiKeysText;
  locale: Locale;
}) {
  const navigation = useNavigation();
  const heading = useShowOnOpen<HTMLHeadingElement>(apiKey.id);
  return (
    <section
      id="key-action"
      className="account-card api-keys__panel"
      aria-labelledby="rotate-heading"
    >
      <h2 id="rotate-heading" className="api-keys__heading" tabIndex={-1} ref={heading}>
        {fillTemplate(text.rotateHeading, { name: apiKey.name })}
      </h2>
      <Form
        method="post"
        replace
        className="account-form"
        action={localizedPath('/api-keys', locale)}
      >
        <input type="hidden" name="intent" value="rotate" />
        <input type="hidden" name="id" value={apiKey.id} />
        <SelectField
          id="rotate-grace"
          name="graceDays"
          label={text.graceLabel}
          defaultValue="1"
          locale={locale}
          options={GRACE_DAYS.map((days) => ({
            value: String(days),
            label:
              days === 0
                ? text.graceNone
                : days === 1
                  ? text.graceOneDay
                  : fillTemplate(text.graceDays, { days }),
          }))}
        />
        <div className="account-form__actions">
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {text.rotateConfirm}
          </Button>
          <Link to={localizedPath('/api-keys', locale)}>{text.cancel}</Link>
        </div>
      </Form>
    </section>
  );
}

/** Revocation of one key, confirmed: it takes effect at the next call. */
function RevokeForm({
  apiKey,
  text,
  locale,
}: {
  apiKey: ApiKey;
  text: ApiKeysText;
  locale: Locale;
}) {
  const navigation = useNavigation();
  const heading = useShowOnOpen<HTMLHeadingElement>(apiKey.id);
  return (
    <section
      id="key-action"
      className="account-card api-keys__panel"
      aria-labelledby="revoke-heading"
    >
      <h2 id="revoke-heading" className="api-keys__heading" tabIndex={-1} ref={heading}>
        {fillTemplate(text.revokeQuestion, { name: apiKey.name })}
      </h2>
      <Form
        method="post"
        replace
        className="account-form"
        action={localizedPath('/api-keys', locale)}
      >
        <input type="hidden" name="intent" value="revoke" />
        <input type="hidden" name="id" value={apiKey.id} />
        <div className="account-form__actions">
          <Button type="submit" variant="danger" loading={navigation.state === 'submitting'}>
            {text.revokeConfirm}
          </Button>
          <Link to={localizedPath('/api-keys', locale)}>{text.cancel}</Link>
        </div>
      </Form>
    </section>
  );
}

/** A new key: name, mode, scopes and an optional IP allow-list. */
function CreateForm({
  scopes,
  text,
  locale,
  errors,
}: {
  scopes: string[];
  text: ApiKeysText;
  locale: Locale;
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  const submitting =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'create';
  return (
    <section className="account-card api-keys__create" aria-labelledby="create-heading">
      <h2 id="create-heading" className="api-keys__heading">
        {text.createHeading}
      </h2>
      <Form method="post" className="account-form" action={localizedPath('/api-keys', locale)}>
        <input type="hidden" name="intent" value="create" />
        <TextField
          id="key-name"
          name="name"
          label={text.name}
          placeholder={text.namePlaceholder}
          maxLength={60}
          required
          error={errors.name}
          locale={locale}
        />
        <fieldset className="account-form__fieldset" aria-describedby="key-mode-hint">
          <legend className="account-form__legend">{text.mode}</legend>
          <div className="account-form__choices">
            {(['test', 'live'] as const).map((mode) => (
              <label key={mode} className="api-keys__choice">
                <input type="radio" name="mode" value={mode} defaultChecked={mode === 'test'} />{' '}
                {mode === 'test' ? text.modeTest : text.modeLive}
              </label>
            ))}
          </div>
          <p id="key-mode-hint" className="account-form__note">
            {text.modeHint}
          </p>
        </fieldset>
        <fieldset className="account-form__fieldset">
          <legend className="account-form__legend">{text.scopesLegend}</legend>
          {scopes.map((scope) => (
            <CheckboxField
              key={scope}
              id={`key-scope-${scope.replace(/\W/g, '-')}`}
              name="scopes"
              value={scope}
              defaultChecked={!OPT_IN_SCOPES.has(scope)}
              label={scopeName(scope, text)}
              locale={locale}
            />
          ))}
          {errors.scopes && (
            <p className="kyc-field__message" role="alert">
              {errors.scopes}
            </p>
          )}
        </fieldset>
        <TextareaField
          id="key-cidrs"
          name="allowedCidrs"
          label={text.cidrsLabel}
          hint={text.cidrsHint}
          rows={3}
          spellCheck={false}
          autoCapitalize="off"
          error={errors.allowedCidrs}
          locale={locale}
        />
        <div className="account-form__actions">
          <Button type="submit" loading={submitting}>
            {text.create}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/**
 * The API keys page (issue 25): the account's keys (name, mode, prefix, scopes, allow-list,
 * created, last used, status), the secret of a key just created or rotated (once), rotation
 * with a grace period, revocation with a confirmation, a new key's form, the key limits, and
 * for users who may see prices the price list and the prepaid balance. Users who may not
 * manage keys see the list and why they cannot change it. Every form works without JavaScript.
 */
export default function ApiKeysPage() {
  const { page, common, keys, prices, secret, rotating, revoking, revoked } =
    useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { locale } = useRootData();
  const text = apiKeysWords[locale];
  const date = (iso: string | null) =>
    iso ? <time dateTime={iso}>{formatDateTime(iso, locale, common.dash)}</time> : text.never;

  if (!keys.ok)
    return (
      <AccountPage heading={page.heading} description={page.description} width="full">
        <OutcomeNotice outcome={keys} labels={common} />
      </AccountPage>
    );
  const { canManage, limits, scopes } = keys.data;
  const list = keys.data.keys;

  const status = (key: ApiKey) =>
    key.revokedAt ? (
      <span className="api-keys__status api-keys__status--revoked">
        {fillTemplate(text.revoked, { date: formatDateTime(key.revokedAt, locale, common.dash) })}
      </span>
    ) : (
      <span className="api-keys__status">
        {text.active}
        {key.previousSecretValidUntil && Date.parse(key.previousSecretValidUntil) > Date.now() && (
          <span className="api-keys__grace">
            {fillTemplate(text.previousValid, {
              date: formatDateTime(key.previousSecretValidUntil, locale, common.dash),
            })}
          </span>
        )}
      </span>
    );
  const actions = (key: ApiKey) =>
    canManage && !key.revokedAt ? (
      <span className="api-keys__actions">
        <Link
          to={localizedPath(`/api-keys?rotate=${key.id}#key-action`, locale)}
          aria-label={`${text.rotate}: ${key.name}`}
        >
          {text.rotate}
        </Link>
        <Link
          to={localizedPath(`/api-keys?revoke=${key.id}#key-action`, locale)}
          aria-label={`${text.revoke}: ${key.name}`}
          className="api-keys__revoke"
        >
          {text.revoke}
        </Link>
      </span>
    ) : (
      common.dash
    );

  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {secret && (
        <SecretOnce name={secret.name} secret={secret.secret} text={text} locale={locale} />
      )}
      {revoked?.revokedAt && (
        <Notice tone="success" title={fillTemplate(text.revokedNotice, { name: revoked.name })} />
      )}
      {answer?.message && <Notice tone="error" title={answer.message} />}
      {!canManage && <Notice tone="info" title={text.cannotManage} />}
      {canManage && rotating && <RotateForm apiKey={rotating} text={text} locale={locale} />}
      {canManage && revoking && <RevokeForm apiKey={revoking} text={text} locale={locale} />}

      <section className="api-keys__list" aria-labelledby="keys-heading">
        <h2 id="keys-heading" className="api-keys__heading">
          {text.listHeading}
        </h2>
        {/* Nine columns: on a narrow desktop window the table scrolls inside itself. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
        <section className="api-keys__table" aria-label={text.listHeading} tabIndex={0}>
          <ResponsiveTable
            caption={text.listHeading}
            columns={[
              text.name,
              text.mode,
              text.prefix,
              text.scopes,
              text.allowedCidrs,
              text.created,
              text.lastUsed,
              text.status,
              text.actions,
            ]}
            empty={text.empty}
            rowHeaders
            rows={list.map((key) => ({
              key: String(key.id),
              cells: [
                key.name,
                key.mode === 'test' ? text.modeTest : text.modeLive,
                <code key="prefix" className="api-keys__prefix">
                  {key.prefix}…
                </code>,
                key.scopes
                  .map((scope) => scopeName(scope, text))
                  .join(locale === 'en' ? ', ' : '、'),
                key.allowedCidrs.length > 0 ? key.allowedCidrs.join(', ') : text.anyAddress,
                date(key.createdAt),
                date(key.lastUsedAt),
                status(key),
                actions(key),
              ],
            }))}
          />
        </section>
        <p className="activity__zone">
          <Link to={localizedPath('/products-api/reference', locale)}>{text.referenceLink}</Link>
          {' · '}
          <Link to={localizedPath('/api-usage', locale)}>{text.usageLink}</Link>
        </p>
      </section>

      {canManage && (
        <CreateForm scopes={scopes} text={text} locale={locale} errors={answer?.errors ?? {}} />
      )}

      {limits && (
        <section className="api-keys__limits" aria-labelledby="limits-heading">
          <h2 id="limits-heading" className="api-keys__heading">
            {text.limitsHeading}
          </h2>
          <ul>
            {[text.limitsTest, text.limitsLive].map((words, index) => {
              const { perSecond, perDay } = index === 0 ? limits.test : limits.live;
              return (
                <li key={words}>
                  {fillTemplate(words, {
                    perSecond: formatThousands(perSecond),
                    perDay: formatThousands(perDay),
                  })}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {prices && <ApiPriceList prices={prices} locale={locale} />}
    </AccountPage>
  );
}
