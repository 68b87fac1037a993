import { parse } from 'csv-parse/sync';
import { readSheet, type SheetData } from 'read-excel-file/node';
import yauzl from 'yauzl';
import { storableText } from '../lib/input-guard';

/** The largest file taken: 10 000 rows of names, identifiers and references fit many times over. */
export const MAX_PORTFOLIO_BYTES = 8 * 1024 * 1024;
/** Rows a portfolio may have (the header and blank rows not counted). */
export const MAX_PORTFOLIO_ROWS = 10_000;
/**
 * What an XLSX file may unpack to, at most: its sheet, shared strings and styles. A real
 * 10 000-row sheet unpacks to a few megabytes; a "zip bomb" of a few kilobytes would unpack
 * to gigabytes and is refused before anything is parsed.
 */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;
/** A longer line is not a row of a customer file. */
const MAX_RECORD_BYTES = 64 * 1024;

/** A file that cannot be used, with what to do about it in both languages. */
export class PortfolioFileError extends Error {
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(en);
    this.name = 'PortfolioFileError';
  }
}

/** A file's rows as text, with each row's line number (the header is line 1). */
export interface PortfolioSheet {
  format: 'csv' | 'xlsx';
  header: string[];
  rows: { rowNo: number; cells: string[] }[];
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * Reads a portfolio file: XLSX (its first sheet) by its zip signature, the old binary .xls
 * refused by its own, anything else as CSV text. CSV is read as UTF-8 (a byte-order mark is
 * dropped) or, with its byte-order mark, UTF-16 (what Excel's "Unicode text" writes); a file
 * in another encoding, such as GBK, is refused with a message saying to save it as UTF-8,
 * never guessed at. Rows whose cells are all empty are skipped; more than
 * `MAX_PORTFOLIO_ROWS` is refused. Every failure is a `PortfolioFileError` in words.
 *
 * @example const sheet = await readPortfolioFile(Buffer.from('name,uscc\nApex Ltd,\n')); // { format: 'csv', header: ['name', 'uscc'], rows: [{ rowNo: 2, cells: ['Apex Ltd', ''] }] }
 */
export async function readPortfolioFile(file: Buffer): Promise<PortfolioSheet> {
  if (file.length === 0) throw new PortfolioFileError('文件是空的', 'The file is empty');
  if (file.length > MAX_PORTFOLIO_BYTES) throw tooLarge();
  if (file.subarray(0, 4).equals(OLE))
    throw new PortfolioFileError(
      '不支持 Excel 97-2003（.xls）格式，请另存为 .xlsx 或 CSV（UTF-8）后上传',
      'Excel 97-2003 (.xls) files are not read: save it as .xlsx or CSV (UTF-8) and upload that',
    );
  const table = file.subarray(0, 4).equals(ZIP) ? await readXlsx(file) : readCsv(file);
  const [header, ...rest] = table.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (!header) throw new PortfolioFileError('文件中没有任何数据', 'The file holds no data');
  if (rest.length === 0)
    throw new PortfolioFileError(
      '文件只有列名一行，没有数据',
      'The file holds no data: only the header row',
    );
  if (rest.length > MAX_PORTFOLIO_ROWS)
    throw new PortfolioFileError(
      `文件有 ${rest.length} 行数据，一次最多上传 ${MAX_PORTFOLIO_ROWS} 行，请拆分后分批上传`,
      `The file has ${rest.length} rows: at most ${MAX_PORTFOLIO_ROWS.toLocaleString('en')} rows can be uploaded at once, so split it`,
    );
  return {
    format: file.subarray(0, 4).equals(ZIP) ? 'xlsx' : 'csv',
    header: header.cells,
    rows: rest,
  };
}

function tooLarge(): PortfolioFileError {
  return new PortfolioFileError(
    `文件过大：最大 ${MAX_PORTFOLIO_BYTES / 1024 / 1024} MB（最多 ${MAX_PORTFOLIO_ROWS} 行）`,
    `The file is too large: at most ${MAX_PORTFOLIO_BYTES / 1024 / 1024} MB (and ${MAX_PORTFOLIO_ROWS.toLocaleString('en')} rows)`,
  );
}

/** The file as text: UTF-16 by its byte-order mark, else strict UTF-8. */
function decodeText(file: Buffer): string {
  if (file[0] === 0xff && file[1] === 0xfe) return new TextDecoder('utf-16le').decode(file);
  if (file[0] === 0xfe && file[1] === 0xff) return new TextDecoder('utf-16be').decode(file);
  try {
    // `ignoreBOM: false` drops a UTF-8 byte-order mark, as Excel's "CSV UTF-8" writes one.
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new PortfolioFileError(
      '无法读取文件：CSV 须为 UTF-8 编码（GBK 等编码请在 Excel 中另存为“CSV UTF-8”），或上传 .xlsx 文件',
      'The file cannot be read: a CSV file must be UTF-8 (save a GBK or other file as "CSV UTF-8" in Excel), or upload an .xlsx file',
    );
  }
}

function readCsv(file: Buffer): { rowNo: number; cells: string[] }[] {
  const text = storableText(decodeText(file));
  // The delimiter the header line uses most: Excel writes ';' where ',' is the decimal mark,
  // and tabs in its "Unicode text".
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  try {
    const records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_BYTES,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ rowNo: info.lines, cells: record }));
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new PortfolioFileError(
      `无法读取 CSV 文件${line ? `（第 ${line} 行）` : ''}：请检查引号是否成对，或另存为 .xlsx 后上传`,
      `The CSV file cannot be read${line ? ` (line ${line})` : ''}: check that its quotes are closed, or save it as .xlsx and upload that`,
    );
  }
}

function unreadableXlsx(): PortfolioFileError {
  return new PortfolioFileError(
    '无法读取该 Excel 文件：文件可能已损坏，请在 Excel 中重新保存为 .xlsx 或 CSV（UTF-8）',
    'The Excel file cannot be read: it may be damaged; save it again in Excel as .xlsx or CSV (UTF-8)',
  );
}

async function readXlsx(file: Buffer): Promise<{ rowNo: number; cells: string[] }[]> {
  await checkUnpackedSize(file);
  let rows: SheetData<string>;
  try {
    // Numbers as the sheet writes them (a 15-digit registration number must not round).
    rows = await readSheet<string>(file, 1, { parseNumber: (value) => value });
  } catch {
    throw unreadableXlsx();
  }
  return rows.map((row, i) => ({
    rowNo: i + 1,
    cells: row.map((cell) => {
      if (cell === null || cell === undefined) return '';
      if (cell instanceof Date) return cell.toISOString().slice(0, 10);
      return storableText(String(cell));
    }),
  }));
}

/**
 * Refuses a zip that would unpack to more than `MAX_UNPACKED_BYTES`: the sizes its directory
 * declares are added up, and each entry is inflated once (yauzl stops an entry that inflates
 * past the size it declares), so a lying directory is caught too.
 */
async function checkUnpackedSize(file: Buffer): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(file, { lazyEntries: true }, (error, opened) =>
      error || !opened ? reject(unreadableXlsx()) : resolve(opened),
    ),
  );
  let total = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => {
      zip.close();
      reject(error);
    };
    zip.on('error', () => fail(unreadableXlsx()));
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      total += entry.uncompressedSize;
      if (total > MAX_UNPACKED_BYTES) return fail(tooLarge());
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(unreadableXlsx());
        stream.on('error', () => fail(unreadableXlsx()));
        stream.on('end', () => zip.readEntry());
        stream.resume();
      });
    });
    zip.readEntry();
  });
}
