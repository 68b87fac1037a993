import type { Queryable } from '../db/types';

/**
 * Inserts rows in one statement: the batch travels as one JSON parameter and
 * json_to_recordset turns it back into typed columns, so a batch costs one round trip on
 * both PGlite and a server, and no statement meets PostgreSQL's 65 535-parameter limit.
 */
export async function insertRows(
  db: Queryable,
  table: string,
  columns: Record<string, string>,
  rows: readonly object[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const types = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM json_to_recordset($1::json) AS r(${types})`,
    [JSON.stringify(rows)],
  );
}
