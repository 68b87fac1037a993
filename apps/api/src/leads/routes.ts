import type { Locale } from '@kyc/validators';
import { checkEmail, checkMobilePhone } from '@kyc/validators';
import type { FastifyInstance } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { LIMITS, recordFailure, refuseWhileLocked, WINDOW_MINUTES } from '../auth/throttle';
import { errorResponse, validationResponse } from '../http/schemas';
import { fieldChecks, optionalText, requiredText } from '../lib/checks';
import { text } from '../lib/locale';

interface LeadBody {
  name: string;
  company: string;
  email: string;
  phone: string;
  country?: string;
  message?: string;
}

/**
 * The lead's phone in E.164, or the message for it. A mainland mobile (+86, or 11 digits with no
 * '+' as the form sent before it took other countries) keeps @kyc/validators' rule and messages;
 * any other number must be valid for its country by libphonenumber-js's metadata (the 'min' set,
 * the same the site's form checks with). Spaces, dashes, dots and brackets are ignored.
 */
export function leadPhone(
  value: unknown,
  locale: Locale | undefined,
): { e164: string; message?: undefined } | { e164?: undefined; message: string } {
  const mainland = (national: unknown) => {
    const message = checkMobilePhone(national, { locale });
    return message ? { message } : { e164: `+86${national as string}` };
  };
  if (typeof value !== 'string' || !value.trim().startsWith('+')) return mainland(value);
  const number = value.trim().replace(/[\s\-().]/g, '');
  if (number.startsWith('+86')) return mainland(number.slice(3));
  const parsed = /^\+\d{1,20}$/.test(number) ? parsePhoneNumberFromString(number) : undefined;
  if (!parsed?.isValid()) {
    return {
      message: text(
        locale,
        '电话号码格式不正确，请重新输入',
        'Incorrect phone number format, please re-enter',
      ),
    };
  }
  return { e164: parsed.number };
}

const leadBody = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 50 },
    company: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 254 },
    phone: {
      type: 'string',
      maxLength: 32,
      description:
        'International number, stored in E.164: +447911123456 (spaces and dashes allowed). ' +
        'A mainland mobile may come without +86 (13912345678); it must pass the mainland rule.',
    },
    country: { type: 'string', maxLength: 60 },
    message: { type: 'string', maxLength: 2000 },
  },
  required: ['name', 'company', 'email', 'phone'],
} as const;

/** Demo requests and registrations: the /demo-request and /register page (one form). */
export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const checks = fieldChecks({
    name: requiredText('请输入姓名', 'Please enter your name', 50),
    company: requiredText('请输入公司名称', 'Please enter your company name', 100),
    email: (value, locale) => checkEmail(value, { locale }),
    phone: (value, locale) => leadPhone(value, locale).message,
    country: optionalText(60),
    message: optionalText(2000),
  });
  for (const [kind, path, summary] of [
    ['demo', '/webapi/leads/demo-request', 'Request a demo'],
    [
      'registration',
      '/webapi/leads/register',
      'Register for an account (reviewed by sales before an account is opened)',
    ],
  ] as const) {
    app.post<{ Body: LeadBody }>(
      path,
      {
        preValidation: checks,
        schema: {
          tags: ['leads'],
          operationId: kind === 'demo' ? 'requestDemo' : 'requestRegistration',
          security: [],
          summary,
          description: `At most ${LIMITS.lead} demo requests and registrations together per address in ${WINDOW_MINUTES} minutes; beyond that 429 for ${WINDOW_MINUTES} minutes.`,
          body: leadBody,
          response: {
            201: {
              type: 'object',
              properties: { id: { type: 'integer' }, kind: { type: 'string' } },
            },
            400: validationResponse,
            413: errorResponse,
            429: errorResponse,
          },
        },
      },
      async (request, reply) => {
        // Demo requests and registrations together: a few per address per window is what a
        // person sends; more is a script filling the sales team's inbox.
        await refuseWhileLocked(app.db, 'lead', request.ip, request.locale, 'TOO_MANY_REQUESTS', [
          '提交过于频繁，请稍后再试',
          'Too many requests from this address; try again later',
        ]);
        const body = request.body;
        const { rows } = await app.db.query<{ id: number }>(
          `INSERT INTO leads (kind, name, company, email, phone, country, message, locale, address)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            kind,
            body.name.trim(),
            body.company.trim(),
            body.email.trim(),
            leadPhone(body.phone, request.locale).e164,
            body.country ?? null,
            body.message ?? null,
            request.locale ?? null,
            request.ip,
          ],
        );
        await recordFailure(app.db, 'lead', request.ip);
        reply.status(201);
        return { id: rows[0]?.id, kind };
      },
    );
  }
}
