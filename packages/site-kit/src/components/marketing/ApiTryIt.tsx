import type { ApiOperationsText, ApiReferenceText } from '@kyc/content/interface';
import { Button, SelectField, TextareaField, TextField } from '@kyc/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { operationName } from '../../lib/account/apiKeys';
import type { Locale } from '../../lib/locale';
import { type ReferenceOperation, requestPath } from '../../lib/marketing/apiReference';

/** The answer's headers the try-it shows: the ones an integration reads. */
export const TRY_IT_HEADERS = [
  'x-request-id',
  'ratelimit-policy',
  'ratelimit',
  'retry-after',
  'content-type',
] as const;

/** What one call gave. */
interface TryResult {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

/** A fresh Idempotency-Key (crypto.randomUUID where the browser has it). */
function idempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  return `try-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The body as the try-it shows it: JSON indented, a PDF by its size, anything else as text. */
async function readBody(response: Response): Promise<string> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      return text;
    }
  }
  if (type.includes('pdf')) return `(PDF, ${(await response.arrayBuffer()).byteLength} bytes)`;
  return response.text();
}

/** What the try-it needs of an operation (the reference's other details stay on the page). */
export type TryItOperation = Pick<
  ReferenceOperation,
  'id' | 'method' | 'path' | 'parameters' | 'body'
>;

/** The reference's words the try-it says. */
export type TryItText = Pick<
  ApiReferenceText,
  | 'tryNoScript'
  | 'tryTestOnly'
  | 'tryNetwork'
  | 'tryKey'
  | 'tryKeyHint'
  | 'tryOperation'
  | 'requestBody'
  | 'tryRun'
  | 'tryRunning'
  | 'tryStatus'
  | 'tryHeaders'
  | 'tryBody'
>;

export interface ApiTryItProps {
  operations: readonly TryItOperation[];
  text: TryItText;
  operationNames: ApiOperationsText;
  locale: Locale;
}

/**
 * The try-it's props with only what it uses, as a page without React hands them to the
 * try-it's own script (static/tryIt.tsx) in JSON.
 *
 * @example tryItProps({ operations: reference.operations, text, operationNames, locale })
 */
export function tryItProps({
  operations,
  text,
  operationNames,
  locale,
}: ApiTryItProps): ApiTryItProps {
  return {
    operations: operations.map(({ id, method, path, parameters, body }) => ({
      id,
      method,
      path,
      parameters,
      body,
    })),
    text: {
      tryNoScript: text.tryNoScript,
      tryTestOnly: text.tryTestOnly,
      tryNetwork: text.tryNetwork,
      tryKey: text.tryKey,
      tryKeyHint: text.tryKeyHint,
      tryOperation: text.tryOperation,
      requestBody: text.requestBody,
      tryRun: text.tryRun,
      tryRunning: text.tryRunning,
      tryStatus: text.tryStatus,
      tryHeaders: text.tryHeaders,
      tryBody: text.tryBody,
    },
    operationNames,
    locale,
  };
}

/**
 * The reference's try-it: the visitor pastes a test key (kyc_test_… only), picks an operation,
 * fills its parameters and sends it to this site's /v1, then sees the status, the headers an
 * integration reads (X-Request-Id, RateLimit-Policy, RateLimit, Retry-After) and the body.
 * The key lives in this component's state only: it is sent with the call and never stored,
 * and the input has no name, so no form submission could carry it. It needs JavaScript: until
 * the page runs its script it shows a note instead (a form then would send the key in a URL).
 *
 * @param props {@link ApiTryItProps}
 * @example <ApiTryIt operations={reference.operations} text={apiReference.en} operationNames={apiOperations.en} locale="en" />
 */
export function ApiTryIt({ operations, text, operationNames, locale }: ApiTryItProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const initial =
    operations.find((operation) => operation.id === 'getBeneficialOwners') ?? operations[0];
  const [operationId, setOperationId] = useState(initial?.id ?? '');
  const operation = operations.find((item) => item.id === operationId) ?? initial;
  const [key, setKey] = useState('');
  const [keyError, setKeyError] = useState<string | undefined>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TryResult | null>(null);
  const [failure, setFailure] = useState('');
  const resultId = useId();

  if (!operation) return null;
  if (!ready) return <p className="mk-try__noscript">{text.tryNoScript}</p>;

  const currentValue = (name: string) =>
    values[`${operation.id}:${name}`] ??
    operation.parameters.find((p) => p.name === name)?.sample ??
    '';
  const inputs = operation.parameters.filter((p) => p.in !== 'header');

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const secret = key.trim();
    if (!secret.startsWith('kyc_test_')) {
      setKeyError(text.tryTestOnly);
      return;
    }
    setKeyError(undefined);
    setRunning(true);
    setFailure('');
    const headers: Record<string, string> = {
      authorization: `Bearer ${secret}`,
      accept: 'application/json, application/problem+json, application/pdf',
    };
    const init: RequestInit = {
      method: operation.method,
      headers,
      credentials: 'omit',
      cache: 'no-store',
    };
    if (operation.parameters.some((p) => p.name.toLowerCase() === 'idempotency-key'))
      headers['idempotency-key'] = idempotencyKey();
    if (operation.method === 'POST' || operation.body !== null) {
      headers['content-type'] = 'application/json';
      init.body = body ?? operation.body ?? '{}';
    }
    const path = requestPath(
      operation.path,
      Object.fromEntries(inputs.map((p) => [p.name, currentValue(p.name)])),
      operation.parameters,
    );
    try {
      const response = await fetch(path, init);
      setResult({
        status: response.status,
        statusText: response.statusText,
        headers: TRY_IT_HEADERS.flatMap((name) => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value] as [string, string]];
        }),
        body: await readBody(response),
      });
    } catch {
      setResult(null);
      setFailure(text.tryNetwork);
    } finally {
      setRunning(false);
    }
  };

  return (
    <div className="mk-try">
      <form className="mk-try__form" onSubmit={(event) => void send(event)} noValidate>
        <TextField
          id="try-key"
          type="password"
          label={text.tryKey}
          hint={text.tryKeyHint}
          autoComplete="off"
          spellCheck={false}
          value={key}
          error={keyError}
          onChange={(event) => setKey(event.currentTarget.value)}
          locale={locale}
        />
        <SelectField
          id="try-operation"
          label={text.tryOperation}
          value={operation.id}
          onChange={(event) => {
            setOperationId(event.currentTarget.value);
            setBody(null);
            setResult(null);
          }}
          options={operations.map((item) => ({
            value: item.id,
            label: `${operationName(item.id, operationNames)} · ${item.method} ${item.path}`,
          }))}
          locale={locale}
        />
        {inputs.map((parameter) => (
          <TextField
            key={`${operation.id}:${parameter.name}`}
            id={`try-${operation.id}-${parameter.name}`}
            label={`${parameter.name}${parameter.required ? ' *' : ''}`}
            hint={parameter.type}
            value={currentValue(parameter.name)}
            spellCheck={false}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({
                ...current,
                [`${operation.id}:${parameter.name}`]: value,
              }));
            }}
            locale={locale}
          />
        ))}
        {operation.body !== null && (
          <TextareaField
            id={`try-${operation.id}-body`}
            label={text.requestBody}
            rows={5}
            spellCheck={false}
            className="mk-try__body-input"
            value={body ?? operation.body}
            onChange={(event) => setBody(event.currentTarget.value)}
            locale={locale}
          />
        )}
        <div className="mk-try__actions">
          <Button type="submit" loading={running}>
            {running ? text.tryRunning : text.tryRun}
          </Button>
        </div>
      </form>
      <div id={resultId} className="mk-try__result" aria-live="polite">
        {failure && <p role="alert">{failure}</p>}
        {result && (
          <>
            <p className="mk-try__status">
              {text.tryStatus}:{' '}
              <strong data-try-status>
                {result.status} {result.statusText}
              </strong>
            </p>
            <p className="mk-code__label">{text.tryHeaders}</p>
            <pre className="mk-code__pre mk-try__headers" data-try-headers>
              {result.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}
            </pre>
            <p className="mk-code__label">{text.tryBody}</p>
            <pre className="mk-code__pre mk-try__body" data-try-body>
              {result.body}
            </pre>
          </>
        )}
      </div>
    </div>
  );
}
