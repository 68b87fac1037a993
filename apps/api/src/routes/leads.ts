import { checkEmail, checkMobilePhone } from '@kyc/validators';
import type { FastifyInstance } from 'fastify';
import { LIMITS, lockedSeconds, recordFailure, WINDOW_MINUTES } from '../auth/throttle';
import { fieldChecks, optionalText, requiredText } from '../lib/checks';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { errorResponse, validationResponse } from './schemas';

interface LeadBody {
  name: string;
  company: string;
  email: string;
  phone: string;
  country?: string;
  message?: string;
}

const leadBody = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 50 },
    company: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 254 },
    phone: { type: 'string', maxLength: 11 },
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
    phone: (value, locale) => checkMobilePhone(value, { locale }),
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
        const wait = await lockedSeconds(app.db, 'lead', request.ip);
        if (wait > 0) {
          throw new HttpError(
            429,
            'TOO_MANY_REQUESTS',
            text(
              request.locale,
              '提交过于频繁，请稍后再试',
              'Too many requests from this address; try again later',
            ),
            { 'retry-after': String(wait) },
          );
        }
        const body = request.body;
        const { rows } = await app.db.query<{ id: number }>(
          `INSERT INTO leads (kind, name, company, email, phone, country, message, locale, address)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            kind,
            body.name.trim(),
            body.company.trim(),
            body.email.trim(),
            body.phone,
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
