import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, requirePermission } from '../../auth/permissions';
import { accountSecurity, errorResponse } from '../../http/schemas';
import { fieldChecks, requiredText } from '../../lib/checks';
import { appendAudit, toCsv } from '../audit';
import {
  addToList,
  createList,
  listItems,
  removeFromList,
  visibleList,
  visibleLists,
} from '../lists';
import { deleteNote, editNote, findNote, notesOn, writeNote } from '../notes';
import {
  companyNotFound,
  fail,
  idParams,
  keyNoSchema,
  listSchema,
  listWithItemsSchema,
  loose,
  may,
  noteNotFound,
  noteSchema,
  okSchema,
  teamRouteHelpers,
  userOf,
} from './shared';

/**
 * Shared lists (their companies and CSV) and notes on companies, for the team or inside a
 * list.
 */
export async function teamListRoutes(app: FastifyInstance): Promise<void> {
  const { db, membership, readableList, secured } = teamRouteHelpers(app);

  // Shared lists ---------------------------------------------------------------------------

  app.get(
    '/webapi/saas/team/lists',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'listTeamLists',
        summary: 'The shared lists the caller may see',
        security: accountSecurity,
        response: {
          200: { type: 'array', items: listSchema },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      await membership(request);
      return visibleLists(db, userOf(request).id);
    },
  );

  app.post<{ Body: { name: string; sharedWithTeam?: boolean; sharedWith?: number[] } }>(
    '/webapi/saas/team/lists',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      preValidation: fieldChecks({
        name: requiredText('请输入名单名称', 'Please name the list', 80),
      }),
      schema: {
        tags: ['team'],
        operationId: 'createTeamList',
        summary: 'Create a named list, shared with the whole team or with chosen members',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 80 },
            sharedWithTeam: { type: 'boolean', default: true },
            sharedWith: {
              type: 'array',
              maxItems: 100,
              items: { type: 'integer', minimum: 1, maximum: 2147483647 },
            },
          },
          required: ['name'],
          additionalProperties: false,
        },
        response: { 201: listSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { team } = await membership(request);
      const userId = userOf(request).id;
      const id = await db.transaction((tx) =>
        createList(tx, {
          userId,
          teamId: team.id,
          name: request.body.name.trim(),
          sharedWithTeam: request.body.sharedWithTeam ?? true,
          sharedWith: request.body.sharedWith ?? [],
        }),
      );
      return reply.status(201).send(await visibleList(db, userId, id));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webapi/saas/team/lists/:id',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'getTeamList',
        summary: 'A list and its companies (404 for anyone it is not shared with)',
        security: accountSecurity,
        params: idParams,
        response: {
          200: listWithItemsSchema,
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const list = await readableList(request, request.params.id);
      return { list, items: await listItems(db, list.id) };
    },
  );

  app.post<{ Params: { id: number }; Body: { keyNo: string } }>(
    '/webapi/saas/team/lists/:id/items',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      schema: {
        tags: ['team'],
        operationId: 'addToTeamList',
        summary: 'Add a company to a list (from search results or the company page)',
        security: accountSecurity,
        params: idParams,
        body: {
          type: 'object',
          properties: { keyNo: keyNoSchema },
          required: ['keyNo'],
          additionalProperties: false,
        },
        response: {
          201: listWithItemsSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const list = await readableList(request, request.params.id);
      const added = await db.transaction((tx) =>
        addToList(tx, {
          listId: list.id,
          teamId: list.teamId,
          userId: userOf(request).id,
          keyNo: request.body.keyNo,
        }),
      );
      if (!added) throw companyNotFound(request);
      return reply
        .status(201)
        .send({ list: await readableList(request, list.id), items: await listItems(db, list.id) });
    },
  );

  app.delete<{ Params: { id: number; keyNo: string } }>(
    '/webapi/saas/team/lists/:id/items/:keyNo',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      schema: {
        tags: ['team'],
        operationId: 'removeFromTeamList',
        summary: 'Take a company off a list',
        security: accountSecurity,
        params: {
          type: 'object',
          properties: { ...idParams.properties, keyNo: keyNoSchema },
          required: ['id', 'keyNo'],
        },
        response: { 200: okSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const list = await readableList(request, request.params.id);
      const removed = await db.transaction((tx) =>
        removeFromList(tx, {
          listId: list.id,
          teamId: list.teamId,
          userId: userOf(request).id,
          keyNo: request.params.keyNo,
        }),
      );
      if (!removed) throw companyNotFound(request);
      return { ok: true };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/webapi/saas/team/lists/:id/export.csv',
    {
      ...secured,
      preHandler: requirePermission('kyc:data:export'),
      schema: {
        tags: ['team'],
        operationId: 'exportTeamList',
        summary: 'A list’s companies as CSV; the export is audited',
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
      const list = await readableList(request, request.params.id);
      const items = await listItems(db, list.id);
      await db.transaction((tx) =>
        appendAudit(tx, {
          teamId: list.teamId,
          userId: userOf(request).id,
          action: 'export',
          target: `list ${list.id}`,
          detail: `${items.length} companies`,
        }),
      );
      const csv = toCsv(
        ['keyNo', 'name', 'nameEn', 'jurisdiction', 'addedBy', 'addedAt'],
        items.map((item) => [
          item.keyNo,
          item.name,
          item.nameEn,
          item.jurisdiction,
          item.addedBy,
          item.addedAt,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="list-${list.id}.csv"`)
        .send(`\uFEFF${csv}`);
    },
  );

  // Notes ----------------------------------------------------------------------------------

  app.get<{ Params: { id: number }; Querystring: { keyNo?: string } }>(
    '/webapi/saas/team/lists/:id/notes',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'listTeamListNotes',
        summary: 'Notes written inside a list (404 for anyone it is not shared with)',
        security: accountSecurity,
        params: idParams,
        querystring: {
          type: 'object',
          properties: { keyNo: keyNoSchema, lang: { type: 'string' } },
        },
        response: {
          200: { type: 'array', items: noteSchema },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const list = await readableList(request, request.params.id);
      return notesOn(db, {
        teamId: list.teamId,
        listId: list.id,
        ...(request.query.keyNo ? { keyNo: request.query.keyNo } : {}),
      });
    },
  );

  app.get<{ Querystring: { keyNo: string } }>(
    '/webapi/saas/team/notes',
    {
      ...secured,
      schema: {
        tags: ['team'],
        operationId: 'listTeamNotes',
        summary: 'The team’s notes on a company, with author and time, oldest first',
        security: accountSecurity,
        querystring: {
          type: 'object',
          properties: { keyNo: keyNoSchema, lang: { type: 'string' } },
          required: ['keyNo'],
        },
        response: {
          200: { type: 'array', items: noteSchema },
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await membership(request);
      return notesOn(db, { teamId: team.id, listId: null, keyNo: request.query.keyNo });
    },
  );

  app.post<{ Body: { keyNo: string; body: string; listId?: number } }>(
    '/webapi/saas/team/notes',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      preValidation: fieldChecks({
        keyNo: requiredText('请选择企业', 'Please choose a company', 64),
        body: requiredText('请输入备注内容', 'Please write the note', 4000),
      }),
      schema: {
        tags: ['team'],
        operationId: 'writeTeamNote',
        summary: 'Write a note on a company, for the team or inside a list',
        security: accountSecurity,
        body: {
          type: 'object',
          properties: {
            keyNo: keyNoSchema,
            body: { type: 'string', maxLength: 4000 },
            listId: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
          required: ['keyNo', 'body'],
          additionalProperties: false,
        },
        response: { 201: noteSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const { team } = await membership(request);
      const listId = request.body.listId ?? null;
      if (listId !== null) await readableList(request, listId);
      const id = await db.transaction((tx) =>
        writeNote(tx, {
          teamId: team.id,
          userId: userOf(request).id,
          keyNo: request.body.keyNo,
          listId,
          body: request.body.body.trim(),
        }),
      );
      if (id === undefined) throw companyNotFound(request);
      return reply.status(201).send(await findNote(db, team.id, id));
    },
  );

  /** A note the caller may see: the team's, or one inside a list shared with them. */
  async function readableNote(request: FastifyRequest, id: number) {
    const { team } = await membership(request);
    const note = await findNote(db, team.id, id);
    if (!note) throw noteNotFound(request);
    if (note.listId !== null && !(await visibleList(db, userOf(request).id, note.listId)))
      throw noteNotFound(request);
    return { team, note };
  }

  const noteRefusal = (request: FastifyRequest, refused: string) =>
    refused === 'missing'
      ? noteNotFound(request)
      : refused === 'deleted'
        ? fail(409, 'NOTE_DELETED', request, '该备注已删除', 'This note was deleted')
        : forbidden(request, 'team:members:manage');

  app.patch<{ Params: { id: number }; Body: { body: string } }>(
    '/webapi/saas/team/notes/:id',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      preValidation: fieldChecks({
        body: requiredText('请输入备注内容', 'Please write the note', 4000),
      }),
      schema: {
        tags: ['team'],
        operationId: 'editTeamNote',
        summary: 'Edit one’s own note; the earlier text is kept in its history',
        description: 'Only the author may edit (403 otherwise); a deleted note answers 409.',
        security: accountSecurity,
        params: idParams,
        body: {
          type: 'object',
          properties: { body: { type: 'string', maxLength: 4000 } },
          required: ['body'],
          additionalProperties: false,
        },
        response: {
          200: noteSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await readableNote(request, request.params.id);
      const result = await db.transaction((tx) =>
        editNote(tx, {
          teamId: team.id,
          userId: userOf(request).id,
          id: request.params.id,
          body: request.body.body.trim(),
        }),
      );
      if ('refused' in result) {
        if (result.refused === 'not-author')
          throw fail(
            403,
            'NOT_AUTHOR',
            request,
            '只能编辑自己写的备注',
            'Only its author may edit a note',
          );
        throw noteRefusal(request, result.refused);
      }
      return findNote(db, team.id, request.params.id);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/webapi/saas/team/notes/:id',
    {
      ...secured,
      preHandler: requirePermission('team:lists:edit'),
      schema: {
        tags: ['team'],
        operationId: 'deleteTeamNote',
        summary: 'Delete a note (its author, or an admin): a mark with who and when stays',
        security: accountSecurity,
        params: idParams,
        response: {
          200: noteSchema,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
    },
    async (request) => {
      const { team } = await readableNote(request, request.params.id);
      const result = await db.transaction((tx) =>
        deleteNote(tx, {
          teamId: team.id,
          userId: userOf(request).id,
          id: request.params.id,
          asAdmin: may(request, 'team:members:manage'),
        }),
      );
      if ('refused' in result) throw noteRefusal(request, result.refused);
      return findNote(db, team.id, request.params.id);
    },
  );
}
