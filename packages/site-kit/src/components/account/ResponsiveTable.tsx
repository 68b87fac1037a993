import type { ReactNode } from 'react';
import { useIsMobile } from '../../lib/account/useIsMobile';

export interface ResponsiveTableProps {
  /** Column headers; on a phone the first column is each card's title, the others its facts. */
  columns: readonly string[];
  /** One row per record, a cell per column. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** Shown when there are no rows. */
  empty: ReactNode;
  /** Names the table (visually hidden caption) or the list of cards. */
  caption?: string;
  /** The first cell names its row (`<th scope="row">` in the table). */
  rowHeaders?: boolean;
}

/**
 * Records as a table on the desktop and as a list of cards on a phone (a 360 px screen has no
 * room for columns): one piece of markup per version, the same data and texts.
 *
 * @example <ResponsiveTable columns={['名称', '持股比例']} rows={[{ key: 'a', cells: ['高磊', '9.69%'] }]} empty="-" />
 */
export function ResponsiveTable({
  columns,
  rows,
  empty,
  caption,
  rowHeaders,
}: ResponsiveTableProps) {
  if (useIsMobile()) {
    if (rows.length === 0) return <p className="account-cards__empty">{empty}</p>;
    return (
      <ul className="account-cards" aria-label={caption}>
        {rows.map((row) => (
          <li key={row.key} className="account-cards__item">
            <p className="account-cards__title">{row.cells[0]}</p>
            {columns.length > 1 && (
              <dl className="account-cards__facts">
                {columns.slice(1).map((header, index) => (
                  <div key={header} className="account-cards__fact">
                    <dt>{header}</dt>
                    <dd>{row.cells[index + 1]}</dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className="account-table">
      {caption && <caption className="kyc-visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.key}>
              {columns.map((header, index) =>
                index === 0 && rowHeaders ? (
                  <th key={header} scope="row">
                    {row.cells[index]}
                  </th>
                ) : (
                  <td key={header}>{row.cells[index]}</td>
                ),
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
