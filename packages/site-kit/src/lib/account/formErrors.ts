import type { FormError } from '@kyc/ui';
import type { FieldErrors } from './apiClient';

/** A form's messages by field; a field without a message is fine. */
export type FormMessages<F extends string> = Partial<Record<F, string>>;

/**
 * Runs each field's check on its value (the `@kyc/validators` shape: a message or undefined).
 *
 * @example checkFields({ email: 'a@' }, { email: (v) => checkEmail(v, { locale }) }) // { email: '…' }
 */
export function checkFields<F extends string>(
  values: Record<F, string>,
  checks: Partial<Record<F, (value: string) => string | undefined>>,
): FormMessages<F> {
  const messages: FormMessages<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const message = checks[field]?.(values[field] ?? '');
    if (message) messages[field] = message;
  }
  return messages;
}

/**
 * apps/api's field errors on the form's own fields (`aliases` renames API fields, e.g.
 * `loginName` → `account`); messages for fields the form does not have are returned apart.
 */
export function fieldMessagesFromApi<F extends string>(
  errors: FieldErrors,
  fields: readonly F[],
  aliases: Record<string, F> = {},
): { messages: FormMessages<F>; other: string[] } {
  const messages: FormMessages<F> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    const field = aliases[name] ?? (fields.includes(name as F) ? (name as F) : undefined);
    if (field) messages[field] = messages[field] ?? message;
    else other.push(message);
  }
  return { messages, other };
}

/** The ErrorSummary list, in the form's field order, each linking to its field's id. */
export function summaryOf<F extends string>(
  messages: FormMessages<F>,
  order: readonly F[],
  idOf: (field: F) => string,
): FormError[] {
  return order.flatMap((field) => {
    const message = messages[field];
    return message ? [{ fieldId: idOf(field), message }] : [];
  });
}
