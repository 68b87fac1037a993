import type { Queryable } from '../db/types';
import { appendAudit } from './audit';

/** A note as the team sees it: a deleted one keeps its place, author and time, without text. */
export interface Note {
  id: number;
  keyNo: string;
  listId: number | null;
  authorId: number;
  author: string;
  body: string | null;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  deletedAt: string | null;
  deletedBy: string | null;
  /** Earlier texts, oldest first: what each edit replaced. */
  history: { body: string; writtenAt: string; replacedAt: string }[];
}

const ISO = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const NOTE_SELECT = `
  SELECT n.id, c.key_no AS "keyNo", n.list_id AS "listId", n.author_id AS "authorId",
         a.login_name AS author, CASE WHEN n.deleted_at IS NULL THEN n.body END AS body,
         ${ISO('n.created_at')} AS "createdAt", ${ISO('n.edited_at')} AS "editedAt",
         (n.deleted_at IS NOT NULL) AS deleted, ${ISO('n.deleted_at')} AS "deletedAt",
         d.login_name AS "deletedBy",
         CASE WHEN n.deleted_at IS NULL THEN COALESCE((
           SELECT json_agg(json_build_object('body', v.body, 'writtenAt', ${ISO('v.written_at')},
                                             'replacedAt', ${ISO('v.replaced_at')}) ORDER BY v.id)
             FROM team_note_versions v WHERE v.note_id = n.id), '[]'::json)
         ELSE '[]'::json END AS history
    FROM team_notes n
    JOIN companies c ON c.id = n.company_id
    JOIN users a ON a.id = n.author_id
    LEFT JOIN users d ON d.id = n.deleted_by`;

/**
 * Notes on a company: the team's own (`listId` null) or those of a list the caller has
 * checked the user may see. Oldest first, as a conversation reads.
 */
export async function notesOn(
  db: Queryable,
  where: { teamId: number; keyNo?: string; listId: number | null },
): Promise<Note[]> {
  const { rows } = await db.query<Note>(
    `${NOTE_SELECT}
      WHERE n.team_id = $1 AND n.list_id IS NOT DISTINCT FROM $2 AND ($3::text IS NULL OR c.key_no = $3)
      ORDER BY n.id`,
    [where.teamId, where.listId, where.keyNo ?? null],
  );
  return rows;
}

/** One note of a team, or undefined. */
export async function findNote(
  db: Queryable,
  teamId: number,
  id: number,
): Promise<Note | undefined> {
  const { rows } = await db.query<Note>(`${NOTE_SELECT} WHERE n.team_id = $1 AND n.id = $2`, [
    teamId,
    id,
  ]);
  return rows[0];
}

/**
 * Writes a note on a company (for the team, or inside a list). Undefined when there is no such
 * company.
 *
 * @example const id = await writeNote(tx, { teamId, userId, keyNo, listId: null, body: 'Checked the UBO' });
 */
export async function writeNote(
  tx: Queryable,
  note: { teamId: number; userId: number; keyNo: string; listId: number | null; body: string },
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO team_notes (team_id, list_id, company_id, author_id, body)
     SELECT $1, $2, c.id, $3, $5 FROM companies c WHERE c.key_no = $4 RETURNING id`,
    [note.teamId, note.listId, note.userId, note.keyNo, note.body],
  );
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  await appendAudit(tx, {
    teamId: note.teamId,
    userId: note.userId,
    action: 'note.write',
    target: note.keyNo,
    detail: `note ${id}${note.listId ? ` in list ${note.listId}` : ''}`,
  });
  return id;
}

/** Why a note could not be changed. */
export type NoteRefusal = { refused: 'missing' | 'deleted' | 'not-author' };

/**
 * Edits a note: only its author may, and the earlier text is kept in its history.
 *
 * @example await editNote(tx, { teamId, userId, id, body: 'Checked the UBO twice' });
 */
export async function editNote(
  tx: Queryable,
  edit: { teamId: number; userId: number; id: number; body: string },
): Promise<{ ok: true } | NoteRefusal> {
  const { rows } = await tx.query<{
    author_id: number;
    body: string;
    written_at: string;
    deleted: boolean;
    key_no: string;
  }>(
    `SELECT n.author_id, n.body, COALESCE(n.edited_at, n.created_at) AS written_at,
            (n.deleted_at IS NOT NULL) AS deleted, c.key_no
       FROM team_notes n JOIN companies c ON c.id = n.company_id
      WHERE n.team_id = $1 AND n.id = $2 FOR UPDATE OF n`,
    [edit.teamId, edit.id],
  );
  const note = rows[0];
  if (!note) return { refused: 'missing' };
  if (note.deleted) return { refused: 'deleted' };
  if (note.author_id !== edit.userId) return { refused: 'not-author' };
  await tx.query('INSERT INTO team_note_versions (note_id, body, written_at) VALUES ($1, $2, $3)', [
    edit.id,
    note.body,
    note.written_at,
  ]);
  await tx.query('UPDATE team_notes SET body = $2, edited_at = now() WHERE id = $1', [
    edit.id,
    edit.body,
  ]);
  await appendAudit(tx, {
    teamId: edit.teamId,
    userId: edit.userId,
    action: 'note.edit',
    target: note.key_no,
    detail: `note ${edit.id}`,
  });
  return { ok: true };
}

/**
 * Deletes a note (its author, or an admin when `asAdmin`): the text goes, a mark with who and
 * when stays.
 *
 * @example await deleteNote(tx, { teamId, userId, id, asAdmin: false });
 */
export async function deleteNote(
  tx: Queryable,
  change: { teamId: number; userId: number; id: number; asAdmin: boolean },
): Promise<{ ok: true } | NoteRefusal> {
  const { rows } = await tx.query<{ author_id: number; deleted: boolean; key_no: string }>(
    `SELECT n.author_id, (n.deleted_at IS NOT NULL) AS deleted, c.key_no
       FROM team_notes n JOIN companies c ON c.id = n.company_id
      WHERE n.team_id = $1 AND n.id = $2 FOR UPDATE OF n`,
    [change.teamId, change.id],
  );
  const note = rows[0];
  if (!note) return { refused: 'missing' };
  if (note.deleted) return { refused: 'deleted' };
  if (note.author_id !== change.userId && !change.asAdmin) return { refused: 'not-author' };
  // The earlier texts go with the text: a deleted note keeps only its mark.
  await tx.query('DELETE FROM team_note_versions WHERE note_id = $1', [change.id]);
  await tx.query(
    'UPDATE team_notes SET body = NULL, deleted_at = now(), deleted_by = $2 WHERE id = $1',
    [change.id, change.userId],
  );
  await appendAudit(tx, {
    teamId: change.teamId,
    userId: change.userId,
    action: 'note.delete',
    target: note.key_no,
    detail: `note ${change.id}`,
  });
  return { ok: true };
}
