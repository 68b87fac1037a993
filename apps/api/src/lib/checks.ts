import type { Locale } from '@kyc/validators';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from './http-error';
import { text } from './locale';

/** One field's rule: a message when the value is wrong, `undefined` when it is fine. */
export type FieldCheck = (
  value: unknown,
  locale: Locale | undefined,
  all: Record<string, unknown>,
) => string | undefined;

/**
 * A preValidation hook running the @kyc/validators rules of a form before the JSON schema,
 * so that a missing or wrong field gets the same message the site shows beside it.
 */
export function fieldChecks(
  checks: Record<string, FieldCheck>,
  source: 'body' | 'query' | 'params' = 'body',
) {
  return async (request: FastifyRequest) => {
    const raw = request[source];
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new ValidationError({
        [source]: text(request.locale, '请求内容必须是 JSON 对象', 'Expected a JSON object'),
      });
    }
    const data = raw as Record<string, unknown>;
    const errors: Record<string, string> = {};
    for (const [field, check] of Object.entries(checks)) {
      const message = check(data[field], request.locale, data);
      if (message) errors[field] = message;
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  };
}

/** A required text field of at most `max` characters, with the service's own messages. */
export function requiredText(zh: string, en: string, max: number): FieldCheck {
  return (value, locale) => {
    if (typeof value !== 'string' || value.trim() === '') return text(locale, zh, en);
    return value.length > max
      ? text(locale, `长度不能超过${max}个字符`, `At most ${max} characters`)
      : undefined;
  };
}

/** An optional text field of at most `max` characters. */
export function optionalText(max: number): FieldCheck {
  return (value, locale) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return text(locale, '格式不正确', 'Invalid value');
    return value.length > max
      ? text(locale, `长度不能超过${max}个字符`, `At most ${max} characters`)
      : undefined;
  };
}
