import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { hasPermission, type StoredUser } from '@kyc/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../auth/permissions';
import { requireCurrentPlan } from '../auth/plan';
import { accountSecurity, errorResponse, validationResponse } from '../http/schemas';
import { HttpError, ValidationError } from '../lib/http-error';
import { storableText } from '../lib/input-guard';
import { text } from '../lib/locale';
import { watchList } from '../monitoring/watches';
import { toCsv } from '../teams/audit';
import { addCompaniesToList, createList } from '../teams/lists';
import { teamMembership } from '../teams/routes/index';
import { PORTFOLIO_FIELDS, type PortfolioField, recognizeColumns, rowInput } from './columns';
import { watchCost } from './cost';
import { matchRows } from './match';
import { MAX_PORTFOLIO_BYTES, PortfolioFileError, readPortfolioFile } from './read-file';
import {
  chooseRows,
  listUploads,
  markWatched,
  type Outcome,
  type RowChoice,
  saveUpload,
  selectedCompanyIds,
  unmatchedRows,
  uploadRows,
  uploadSummary,
} from './store';

/** The media types an upload may come as: the file itself, or a form holding it (`file`). */
const FILE_TYPES = [
  'text/csv',
  'application/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/octet-stream',
] as const;
const MULTIPART = 'multipart/form-data';
/** A form's own parts (boundaries, headers, other fields) around the file. */
const MULTIPART_SLACK = 64 * 1024;

/** What an upload's body is, once read: the file's bytes and the name it came with. */
interface UploadBody {
  file: Buffer;
  name: string | null;
}

/** An answer's object: exactly these properties, each always present (nullable ones are null). */
const exact = <const P extends Record<string, unknown>>(description: string, properties: P) => ({
  type: 'object' as const,
  description,
  properties,
  required: Object.keys(properties) as (keyof P & string)[],
});

const companyProperties = {
  keyNo: { type: 'string' },
  name: { type: ['string', 'null'] },
  nameEn: { type: 'string' },
  jurisdiction: { type: 'string' },
  regNo: { type: 'string' },
  uscc: { type: ['string', 'null'] },
  lei: { type: ['string', 'null'] },
} as const;
const companySchema = exact('A company', companyProperties);
const candidateSchema = exact('A company the row may name, with how well it matches', {
  ...companyProperties,
  score: { type: 'integer', description: 'How well the name matches, 0–100.' },
});
const costSchema = exact('What watching the selected companies will cost each month', {
  companies: { type: 'integer' },
  newCompanies: { type: 'integer', description: 'Companies the user does not watch yet.' },
  pricePerCompany: { type: 'number' },
  currency: { type: 'string' },
  monthly: { type: 'number' },
});
const summaryProperties = {
  id: { type: 'integer' },
  fileName: { type: 'string' },
  format: { type: 'string', enum: ['csv', 'xlsx'] },
  createdAt: { type: 'string' },
  columns: { type: 'object', additionalProperties: { type: 'string' } },
  rows: { type: 'integer' },
  matchMs: { type: 'integer' },
  counts: exact('Rows by outcome; chosen and leftOut are ambiguous rows decided', {
    matched: { type: 'integer' },
    ambiguous: { type: 'integer' },
    unmatched: { type: 'integer' },
    chosen: { type: 'integer' },
    leftOut: { type: 'integer' },
  }),
  companies: { type: 'integer' },
  list: {
    ...exact('The list made from it, once watched', {
      id: { type: 'integer' },
      name: { type: 'string' },
    }),
    type: ['object', 'null'],
  },
  watchedAt: { type: ['string', 'null'] },
} as const;
const summarySchema = exact('An uploaded portfolio and its counts', summaryProperties);
const uploadSchema = exact('An uploaded portfolio, its counts and what watching it will cost', {
  ...summaryProperties,
  cost: costSchema,
});
const rowSchema = exact('A row of the file and what became of it', {
  row: { type: 'integer', description: 'Its line in the file (the header is line 1).' },
  input: { type: 'object', additionalProperties: { type: 'string' } },
  outcome: { type: 'string', enum: ['matched', 'ambiguous', 'unmatched'] },
  matchedBy: { type: ['string', 'null'], enum: ['uscc', 'reg_no', 'lei', 'name', null] },
  score: { type: ['integer', 'null'] },
  company: { anyOf: [companySchema, { type: 'null' }] },
  candidates: { type: 'array', items: candidateSchema },
  choice: { type: ['string', 'null'] },
});
const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
} as const;

function userOf(request: FastifyRequest) {
  return (request.account as NonNullable<FastifyRequest['account']>).user;
}

function notFound(request: FastifyRequest): HttpError {
  return new HttpError(
    404,
    'NOT_FOUND',
    text(request.locale, '找不到该上传的名单文件', 'No such portfolio upload'),
  );
}

function alreadyWatched(request: FastifyRequest): HttpError {
  return new HttpError(
    409,
    'ALREADY_WATCHED',
    text(
      request.locale,
      '该文件已创建名单并开始监控，不能再修改',
      'A list was already made from this file and is being watched: it can no longer change',
    ),
  );
}

function fileError(request: FastifyRequest, zh: string, en: string): ValidationError {
  return new ValidationError({ file: text(request.locale, zh, en) });
}

/** Reads a request body up to `limit` bytes; past it, the rest is drained and refused. */
function readBody(request: FastifyRequest, payload: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) over = true;
      if (!over) chunks.push(chunk);
    });
    payload.on('error', reject);
    payload.on('end', () => {
      if (over)
        reject(
          fileError(
            request,
            `文件过大：最大 ${MAX_PORTFOLIO_BYTES / 1024 / 1024} MB（最多 10000 行）`,
            `The file is too large: at most ${MAX_PORTFOLIO_BYTES / 1024 / 1024} MB (and 10,000 rows)`,
          ),
        );
      else resolve(Buffer.concat(chunks));
    });
  });
}

/** The file of a multipart form (its `file` field), or a 400. */
async function fileFromForm(request: FastifyRequest, body: Buffer): Promise<UploadBody> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
  } catch {
    throw fileError(request, '无法读取上传的表单', 'The uploaded form cannot be read');
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0)
    throw fileError(request, '请选择要上传的文件', 'Please choose a file to upload');
  return {
    file: Buffer.from(await file.arrayBuffer()),
    name: 'name' in file && typeof file.name === 'string' ? file.name : null,
  };
}

/** A file name fit to store and show: its last path part, storable, at most 200 characters. */
function cleanFileName(name: string | null | undefined, format: 'csv' | 'xlsx'): string {
  const base = storableText(name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.trim()
    .slice(0, 200);
  return base || `portfolio.${format}`;
}

/**
 * Portfolios: a CSV or XLSX of up to 10 000 customers, matched to companies and reviewed, then
 * made into a shared list the user watches. Uploading and reviewing cost nothing; the review
 * says what watching will cost before it starts.
 *
 * @example await app.register(portfolioRoutes);
 */
export async function portfolioRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const secured = { onRequest: app.requireAccount, preHandler: requireCurrentPlan };

  // The body is read here, with the file's own limit and a 400 naming it (not Fastify's 413
  // for JSON forms); a form is taken apart by the platform's own multipart reader.
  const parseUpload = (
    request: FastifyRequest,
    payload: Readable,
    done: (error: Error | null, body?: UploadBody) => void,
  ) => {
    const multipart = (request.headers['content-type'] ?? '').startsWith(MULTIPART);
    readBody(request, payload, MAX_PORTFOLIO_BYTES + (multipart ? MULTIPART_SLACK : 0))
      .then((body) =>
        multipart
          ? fileFromForm(request, body)
          : { file: body, name: (request.query as { fileName?: string }).fileName ?? null },
      )
      .then((body) => done(null, body), done);
  };
  // In a plugin of its own, so that only the upload takes files: the other routes keep JSON.
  await app.register(async (files) => {
    files.addContentTypeParser([...FILE_TYPES, MULTIPART], parseUpload);

    files.post<{ Querystring: { fileName?: string }; Body: UploadBody }>(
      '/webapi/saas/portfolios',
      {
        ...secured,
        // The file is read and checked by the route itself (its bytes are not JSON).
        config: { rawInput: true },
        schema: {
          tags: ['portfolios'],
          operationId: 'uploadPortfolio',
          summary: 'Upload a portfolio (CSV or XLSX, up to 10 000 rows) and match it to companies',
          description:
            'The body is the file itself (text/csv, an .xlsx type or application/octet-stream; `fileName` names it) ' +
            'or a multipart form with the file in `file`. Columns are recognised by their header in English or ' +
            'Chinese: name (名称, 企业名称), USCC (统一社会信用代码), registration number (注册号), LEI, jurisdiction ' +
            '(司法管辖区, 地区) and your own reference (参考号), kept through. Each row is matched by USCC, ' +
            'registration number or LEI first, then by name and jurisdiction: matched, ambiguous (up to five ' +
            'candidates with scores) or unmatched. Nothing is billed. A CSV must be UTF-8 (or UTF-16 with its ' +
            'byte-order mark). Over 8 MB or 10 000 rows, an unreadable file or one without a recognised column: 400 ' +
            'with a message under `file`.',
          querystring: {
            type: 'object',
            properties: { fileName: { type: 'string', maxLength: 255 } },
          },
          body: {
            content: Object.fromEntries(
              [...FILE_TYPES, MULTIPART].map((type) => [
                type,
                {
                  schema: {
                    description:
                      type === MULTIPART
                        ? 'A form whose `file` field is the file'
                        : 'The file (raw bytes)',
                  },
                },
              ]),
            ),
          },
          security: accountSecurity,
          response: {
            201: uploadSchema,
            400: validationResponse,
            401: errorResponse,
            403: errorResponse,
          },
        },
      },
      async (request, reply) => {
        const body = request.body as UploadBody | undefined;
        if (!body || !Buffer.isBuffer(body.file))
          throw fileError(request, '请上传 CSV 或 XLSX 文件', 'Please upload a CSV or XLSX file');
        let sheet: Awaited<ReturnType<typeof readPortfolioFile>>;
        try {
          sheet = await readPortfolioFile(body.file);
        } catch (error) {
          if (error instanceof PortfolioFileError) throw fileError(request, error.zh, error.en);
          throw error;
        }
        const columns = recognizeColumns(sheet.header);
        if (!columns.name && !columns.uscc && !columns.regNo && !columns.lei)
          throw fileError(
            request,
            '第一行须为列名，且至少有一列为名称、统一社会信用代码、注册号或 LEI（例如“企业名称”“统一社会信用代码”）',
            'The first row must name the columns, with at least one of name, USCC, registration number or LEI (for example "Company name", "USCC")',
          );
        const inputs = sheet.rows.map((row) => rowInput(row.cells, columns));
        const started = performance.now();
        const index = await app.companySearch.currentIndex();
        const matches = await matchRows(db, index, inputs);
        const matchMs = Math.round(performance.now() - started);
        const userId = userOf(request).id;
        const id = await saveUpload(db, {
          userId,
          fileName: cleanFileName(body.name ?? request.query.fileName, sheet.format),
          format: sheet.format,
          sha256: createHash('sha256').update(body.file).digest('hex'),
          columns,
          rowNos: sheet.rows.map((row) => row.rowNo),
          inputs,
          matches,
          matchMs,
        });
        return reply.status(201).send(await withCost(userId, id));
      },
    );
  });

  async function withCost(userId: number, uploadId: number) {
    const upload = await uploadSummary(db, userId, uploadId);
    if (!upload) return undefined;
    return { ...upload, cost: await watchCost(db, userId, await selectedCompanyIds(db, uploadId)) };
  }

  async function ownUpload(request: FastifyRequest, uploadId: number) {
    const upload = await withCost(userOf(request).id, uploadId);
    if (!upload) throw notFound(request);
    return upload;
  }

  app.get(
    '/webapi/saas/portfolios',
    {
      ...secured,
      schema: {
        tags: ['portfolios'],
        operationId: 'listPortfolios',
        summary: 'The caller’s latest portfolio uploads (20), newest first',
        security: accountSecurity,
        response: {
          200: exact('The uploads', { items: { type: 'array', items: summarySchema } }),
          401: errorResponse,
          403: errorResponse,
        },
      },
    },
    async (request) => ({ items: await listUploads(db, userOf(request).id) }),
  );

  app.get<{
    Params: { id: number };
    Querystring: { outcome: Outcome; page: number; pageSize: number };
  }>(
    '/webapi/saas/portfolios/:id',
    {
      ...secured,
      schema: {
        tags: ['portfolios'],
        operationId: 'getPortfolio',
        summary:
          'An upload’s counts, what watching it will cost, and a page of its rows with one outcome (404 for anyone else’s)',
        security: accountSecurity,
        params: idParams,
        querystring: {
          type: 'object',
          properties: {
            outcome: {
              type: 'string',
              enum: ['matched', 'ambiguous', 'unmatched'],
              default: 'matched',
            },
            page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: {
          200: exact('The upload and a page of its rows', {
            upload: uploadSchema,
            outcome: { type: 'string', enum: ['matched', 'ambiguous', 'unmatched'] },
            page: { type: 'integer' },
            pageSize: { type: 'integer' },
            total: { type: 'integer' },
            rows: { type: 'array', items: rowSchema },
          }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const upload = await ownUpload(request, request.params.id);
      const { outcome, page, pageSize } = request.query;
      const { rows, total } = await uploadRows(db, upload.id, outcome, page, pageSize);
      return { upload, outcome, page, pageSize, total, rows };
    },
  );

  app.post<{ Params: { id: number }; Body: { choices: RowChoice[] } }>(
    '/webapi/saas/portfolios/:id/choices',
    {
      ...secured,
      schema: {
        tags: ['portfolios'],
        operationId: 'choosePortfolioCandidates',
        summary:
          'For ambiguous rows: pick one of the row’s candidates (keyNo), or leave the row out (keyNo null)',
        security: accountSecurity,
        params: idParams,
        body: {
          type: 'object',
          properties: {
            choices: {
              type: 'array',
              minItems: 1,
              maxItems: 200,
              items: {
                type: 'object',
                properties: {
                  row: { type: 'integer', minimum: 1, maximum: 2147483647 },
                  keyNo: { type: ['string', 'null'], maxLength: 64 },
                },
                required: ['row', 'keyNo'],
                additionalProperties: false,
              },
            },
          },
          required: ['choices'],
          additionalProperties: false,
        },
        response: {
          200: uploadSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const upload = await ownUpload(request, request.params.id);
      if (upload.watchedAt) throw alreadyWatched(request);
      const refused = await chooseRows(db, upload.id, request.body.choices);
      if (refused.length > 0)
        throw new ValidationError({
          choices: text(
            request.locale,
            `第 ${refused.join('、')} 行不是待确认的行，或所选企业不在其候选之中`,
            `Row ${refused.join(', ')}: not an ambiguous row, or the company is not one of its candidates`,
          ),
        });
      return ownUpload(request, upload.id);
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webapi/saas/portfolios/:id/unmatched.csv',
    {
      ...secured,
      schema: {
        tags: ['portfolios'],
        operationId: 'exportPortfolioUnmatched',
        summary: 'The unmatched rows as CSV, with the file’s own headers and each row’s line',
        security: accountSecurity,
        params: idParams,
        response: {
          200: {
            description: 'CSV, UTF-8 with a byte-order mark',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const upload = await ownUpload(request, request.params.id);
      const rows = await unmatchedRows(db, upload.id);
      const fields = PORTFOLIO_FIELDS.filter((field) => upload.columns[field] !== undefined);
      const csv = toCsv(
        [text(request.locale, '行号', 'Line'), ...fields.map((f) => upload.columns[f] as string)],
        rows.map((row) => [row.row, ...fields.map((f: PortfolioField) => row.input[f] ?? '')]),
      );
      const base = upload.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'portfolio';
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${base}-unmatched.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  app.post<{ Params: { id: number }; Body: { name?: string } }>(
    '/webapi/saas/portfolios/:id/watch',
    {
      ...secured,
      schema: {
        tags: ['portfolios'],
        operationId: 'watchPortfolio',
        summary:
          'Make the matched and chosen companies a list shared with the team, and watch it (billed per company and month)',
        description:
          'Needs a team and the team:lists:edit permission. The list is named `name` (by default the file’s ' +
          'name). Once done the upload no longer changes: 409 ALREADY_WATCHED; 409 NOTHING_TO_WATCH when no row ' +
          'has a company.',
        security: accountSecurity,
        params: idParams,
        body: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 80 } },
          additionalProperties: false,
        },
        response: {
          201: exact('The list made and watched', {
            upload: uploadSchema,
            list: exact('The list', { id: { type: 'integer' }, name: { type: 'string' } }),
            added: { type: 'integer' },
          }),
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const upload = await ownUpload(request, request.params.id);
      if (upload.watchedAt) throw alreadyWatched(request);
      const { team } = await teamMembership(app, request);
      const user = userOf(request);
      if (!hasPermission(user.profile as StoredUser, 'team:lists:edit'))
        throw forbidden(request, 'team:lists:edit');
      const companyIds = await selectedCompanyIds(db, upload.id);
      if (companyIds.length === 0)
        throw new HttpError(
          409,
          'NOTHING_TO_WATCH',
          text(
            request.locale,
            '没有可监控的企业：没有匹配成功或已选定的行',
            'Nothing to watch: no row is matched or has a company chosen',
          ),
        );
      const name =
        storableText(request.body?.name ?? '').trim() ||
        upload.fileName.replace(/\.(csv|xlsx)$/i, '').slice(0, 80) ||
        'Portfolio';
      const made = await db.transaction(async (tx) => {
        const listId = await createList(tx, {
          userId: user.id,
          teamId: team.id,
          name,
          sharedWithTeam: true,
          sharedWith: [],
        });
        // The row lock of the upload makes a second request wait here, then find it watched
        // (and roll back its list).
        if (!(await markWatched(tx, upload.id, listId))) throw alreadyWatched(request);
        const added = await addCompaniesToList(tx, {
          listId,
          teamId: team.id,
          userId: user.id,
          companyIds,
          source: `portfolio ${upload.fileName}`,
        });
        await watchList(tx, user.id, listId);
        return { listId, added };
      });
      return reply.status(201).send({
        upload: await ownUpload(request, upload.id),
        list: { id: made.listId, name },
        added: made.added,
      });
    },
  );
}
