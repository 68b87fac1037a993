import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountSecurity, errorResponse } from '../../http/schemas';
import {
  MAIL_MODES,
  type MailMode,
  mailPreference,
  maskEmail,
  readUnsubscribeToken,
  setMailPreference,
  unsubscribe,
} from '../mail';

import { fail, mailSchema, monitoringRouteHelpers, userOf } from './shared';

/** How alerts come by e-mail, and the unsubscribe link’s public page. */
export async function monitoringMailRoutes(app: FastifyInstance): Promise<void> {
  const { db, secured } = monitoringRouteHelpers(app);

  app.get(
    '/webapi/saas/monitoring/mail',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'getAlertMail',
        summary: 'How the user gets alerts by e-mail',
        security: accountSecurity,
        querystring: { type: 'object', properties: { lang: { type: 'string' } } },
        response: { 200: mailSchema, 401: errorResponse },
      },
    },
    async (request) => mailPreference(db, userOf(request).id),
  );

  app.put<{ Body: { mode: MailMode } }>(
    '/webapi/saas/monitoring/mail',
    {
      ...secured,
      schema: {
        tags: ['monitoring'],
        operationId: 'setAlertMail',
        summary:
          'Choose alert e-mail: off, each alert at once, or a daily digest (Asia/Shanghai days)',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: { mode: { type: 'string', enum: MAIL_MODES } },
          required: ['mode'],
          additionalProperties: false,
          examples: [{ mode: 'instant' }],
        },
        response: { 200: mailSchema, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const user = userOf(request);
      await setMailPreference(db, user.id, request.body.mode);
      return mailPreference(db, user.id);
    },
  );

  const tokenSchema = {
    type: 'string',
    minLength: 1,
    maxLength: 100,
    description: 'The token of the unsubscribe link in every alert mail.',
    examples: ['7.Zq0Jx1b1mW9xW2Yt3u3cV4hV0yJ7o8Lk2m0nQ1r2s3t'],
  } as const;
  const unsubscribedSchema = {
    type: 'object',
    properties: {
      email: { type: ['string', 'null'], description: 'The address, masked.' },
      mode: { type: 'string', enum: MAIL_MODES },
    },
    required: ['email', 'mode'],
    examples: [{ email: 'f****l@demo.kyc', mode: 'off' }],
  } as const;
  const badLink = (request: FastifyRequest) =>
    fail(request, 404, 'LINK_NOT_VALID', '该退订链接无效', 'This unsubscribe link is not valid');

  app.get<{ Querystring: { token: string } }>(
    '/webapi/monitoring/unsubscribe',
    {
      schema: {
        tags: ['monitoring'],
        operationId: 'readUnsubscribeLink',
        summary:
          'Whose alert mail an unsubscribe link stops, and whether it is on (no sign-in needed)',
        security: [],
        querystring: {
          type: 'object',
          properties: { token: tokenSchema, lang: { type: 'string' } },
          required: ['token'],
        },
        response: { 200: unsubscribedSchema, 404: errorResponse },
      },
    },
    async (request) => {
      const userId = await readUnsubscribeToken(db, request.query.token);
      if (userId === undefined) throw badLink(request);
      const { mode, email } = await mailPreference(db, userId);
      return { email: maskEmail(email), mode };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/webapi/monitoring/unsubscribe',
    {
      schema: {
        tags: ['monitoring'],
        operationId: 'unsubscribeAlertMail',
        summary: 'Stop alert e-mail with the link’s token (no sign-in needed)',
        security: [],
        body: {
          type: 'object',
          properties: { token: tokenSchema },
          required: ['token'],
          examples: [{ token: tokenSchema.examples[0] }],
        },
        response: { 200: unsubscribedSchema, 404: errorResponse },
      },
    },
    async (request) => {
      const done = await unsubscribe(db, request.body.token);
      if (!done) throw badLink(request);
      return done;
    },
  );
}
