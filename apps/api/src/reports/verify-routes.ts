import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordFailure, refuseWhileLocked } from '../auth/throttle';
import { companySummarySchema, errorResponse, validationResponse } from '../http/schemas';
import { fieldChecks, requiredText } from '../lib/checks';
import { HttpError } from '../lib/http-error';
import { text } from '../lib/locale';
import { safeEqual } from '../lib/secrets';
import { findIssuedReport } from './verification';

/** The largest report file /verifydoc checks; issued reports are far smaller. */
export const MAX_REPORT_FILE_BYTES = 10 * 1024 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own words for Fastify's 413 and 415 (the body is a file, not a form). */
    payloadErrors?: Partial<Record<413 | 415, { code: string; zh: string; en: string }>>;
  }
}

const FILE_ERRORS = {
  413: {
    code: 'FILE_TOO_LARGE',
    zh: '文件过大：报告文件不能超过 10 MB',
    en: 'The file is too large: a report file is at most 10 MB',
  },
  415: {
    code: 'NOT_A_PDF',
    zh: '只能核验 PDF 格式的报告文件',
    en: 'Only PDF report files can be checked',
  },
} as const;

const credentialFields = {
  reportNo: requiredText('请输入报告编号', 'Please enter the report number', 40),
  verifyCode: requiredText('请输入验证码', 'Please enter the verification code', 20),
};

const credentialProperties = {
  reportNo: { type: 'string', maxLength: 40 },
  verifyCode: { type: 'string', maxLength: 20 },
} as const;

/** An issued report as verification shows it (the site's /verifydoc and /v1). */
export const issuedReportSchema = {
  type: 'object',
  properties: {
    reportNo: { type: 'string' },
    reportType: { type: 'string' },
    language: { type: 'string' },
    issuedAt: { type: 'string' },
    pages: { type: 'integer' },
    company: companySummarySchema,
  },
} as const;

const rateLimitNote =
  'Thirty failed verifications from one address within 15 minutes answer 429 for 15 minutes.';

/**
 * Document verification: a report's number and code, and optionally the file itself, which
 * is genuine only when its SHA-256 is the one kept when the report was issued.
 */
export async function verifyRoutes(app: FastifyInstance) {
  const { db } = app;

  /**
   * The report a number and code name, or undefined (counted as a failure). The code is
   * compared even when the number is unknown, so timing does not tell the two apart.
   */
  async function findReport(request: FastifyRequest, reportNo: string, verifyCode: string) {
    await refuseWhileLocked(db, 'verify', request.ip, request.locale, 'TOO_MANY_ATTEMPTS', [
      '验证过于频繁，请稍后再试',
      'Too many verifications; try again later',
    ]);
    const found = await findIssuedReport(db, reportNo, verifyCode);
    if (!found) await recordFailure(db, 'verify', request.ip);
    return found;
  }

  app.post<{ Body: { reportNo: string; verifyCode: string } }>(
    '/webapi/verify-doc',
    {
      preValidation: fieldChecks(credentialFields),
      schema: {
        tags: ['documents'],
        operationId: 'verifyDocument',
        security: [],
        summary:
          'Verify a report: its number and verification code give genuine or not, with its details',
        description: rateLimitNote,
        body: {
          type: 'object',
          properties: credentialProperties,
          required: ['reportNo', 'verifyCode'],
        },
        response: {
          200: {
            type: 'object',
            properties: { genuine: { type: 'boolean' }, report: issuedReportSchema },
            required: ['genuine'],
          },
          400: validationResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const found = await findReport(request, request.body.reportNo, request.body.verifyCode);
      return found ? { genuine: true, report: found.report } : { genuine: false };
    },
  );

  // The file arrives as the raw body; its bytes are only hashed, never parsed.
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: MAX_REPORT_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Querystring: { reportNo: string; verifyCode: string }; Body: Buffer }>(
    '/webapi/verify-doc/file',
    {
      bodyLimit: MAX_REPORT_FILE_BYTES,
      config: { payloadErrors: FILE_ERRORS },
      preValidation: fieldChecks(credentialFields, 'query'),
      schema: {
        tags: ['documents'],
        operationId: 'verifyDocumentFile',
        security: [],
        summary: 'Verify a report file: its number, its code and its bytes against those issued',
        description:
          'The body is the PDF itself (Content-Type application/pdf, at most 10 MB). Genuine only when the ' +
          'number and code are right and the SHA-256 of the file equals the one kept when the report was ' +
          'issued: one changed byte makes it not genuine (fileMatches false). fileMatches is null for a report ' +
          `issued before files were kept; it is then not genuine by its file. ${rateLimitNote}`,
        querystring: {
          type: 'object',
          properties: credentialProperties,
          required: ['reportNo', 'verifyCode'],
        },
        // The bytes are checked by the handler (`%PDF-`), not by a JSON schema. Fastify validates
        // the body (a Buffer) against this schema, so it says what the body is without a keyword
        // for strings: OpenAPI 3.1 names raw bytes by their media type (`contentMediaType`); the
        // 3.0 `format: binary` without a `type` made Ajv's strict mode warn on every start.
        body: {
          content: {
            'application/pdf': {
              schema: {
                description: 'The PDF file, as issued (raw bytes)',
                contentMediaType: 'application/pdf',
              },
            },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              genuine: { type: 'boolean' },
              fileChecked: { type: 'boolean' },
              fileMatches: { type: ['boolean', 'null'] },
              report: issuedReportSchema,
            },
            required: ['genuine', 'fileChecked', 'fileMatches'],
          },
          400: validationResponse,
          413: errorResponse,
          415: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request) => {
      const file = request.body;
      if (!Buffer.isBuffer(file) || !file.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
        const { code, zh, en } = FILE_ERRORS[415];
        throw new HttpError(415, code, text(request.locale, zh, en));
      }
      const { reportNo, verifyCode } = request.query;
      const found = await findReport(request, reportNo, verifyCode);
      if (!found) return { genuine: false, fileChecked: false, fileMatches: null };
      if (!found.fileSha256)
        return { genuine: false, fileChecked: false, fileMatches: null, report: found.report };
      const digest = createHash('sha256').update(file).digest('hex');
      const fileMatches = safeEqual(digest, found.fileSha256);
      return fileMatches
        ? { genuine: true, fileChecked: true, fileMatches, report: found.report }
        : { genuine: false, fileChecked: true, fileMatches };
    },
  );
}
