/** Languages the messages come in. */
export type Locale = 'zh-CN' | 'en';

/** Options every `check*` function takes. */
export interface CheckOptions {
  /** Message language; without it, a rule gives the message exactly as the product spec words it. */
  locale?: Locale;
}

/** One message in both languages, with the language the product spec words it in. */
export interface Message {
  'zh-CN': string;
  en: string;
  spec: Locale;
}

/** Picks a message's text; an unknown or missing locale falls back to the spec's wording. */
export function messageText(message: Message, options: unknown): string {
  const locale = (options as CheckOptions | null | undefined)?.locale;
  return locale === 'zh-CN' || locale === 'en' ? message[locale] : message[message.spec];
}

/** True for what a person would call an empty field: nothing, or only white space. */
export function isEmptyInput(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/**
 * Builds a form check from a predicate: the `required` message when the field is empty,
 * the `invalid` message when the predicate rejects it, `undefined` when it is fine.
 */
export function createCheck(
  predicate: (value: unknown) => boolean,
  required: Message,
  invalid: Message,
): (value: unknown, options?: CheckOptions) => string | undefined {
  return (value, options) => {
    if (isEmptyInput(value)) return messageText(required, options);
    return predicate(value) ? undefined : messageText(invalid, options);
  };
}
