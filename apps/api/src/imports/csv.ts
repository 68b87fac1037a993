import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { ImportFileError } from './source';

/** One CSV record: its fields and its line (the last physical line: a quoted field may span several). */
export interface CsvRecord {
  fields: string[];
  line: number;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** Parsed up to here; `undefined` when the buffer ends inside the record. */
interface Parsed {
  fields: string[];
  /** Where the next record starts. */
  end: number;
  /** Line breaks inside the record's quoted fields. */
  breaks: number;
  /** The record ended with a line break (not at the end of the input). */
  terminated: boolean;
}

function countBreaks(text: string): number {
  let n = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) n++;
  return n;
}

/**
 * One record of RFC 4180 CSV from `buf` at `start`, or undefined when the buffer ends before
 * the record does (more input may complete it). `final`: no more input comes.
 */
function parseRecord(buf: string, start: number, final: boolean, line: number): Parsed | undefined {
  const fields: string[] = [];
  const len = buf.length;
  let breaks = 0;
  let i = start;
  for (;;) {
    if (i < len && buf.charCodeAt(i) === QUOTE) {
      let value = '';
      let from = i + 1;
      for (;;) {
        const close = buf.indexOf('"', from);
        if (close === -1) {
          if (final)
            throw new ImportFileError(
              `line ${line + breaks + countBreaks(buf.slice(from))}: Quote Not Closed: the quoted field opened on line ${line + breaks} is never closed`,
            );
          return undefined;
        }
        value += buf.slice(from, close);
        if (close + 1 >= len && !final) return undefined;
        if (buf.charCodeAt(close + 1) === QUOTE) {
          value += '"';
          from = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      if (value.indexOf('\n') !== -1) breaks += countBreaks(value);
      fields.push(value);
      const next = i < len ? buf.charCodeAt(i) : -1;
      if (next === COMMA) {
        i++;
        continue;
      }
      if (next === -1) return { fields, end: i, breaks, terminated: false };
      if (next === LF || next === CR) return ended(buf, i, fields, breaks, final);
      throw new ImportFileError(
        `line ${line + breaks}, column ${fields.length}: Invalid Closing Quote: found ${JSON.stringify(buf[i])} after a quoted field instead of a comma or the end of the line`,
      );
    }
    // An unquoted field: up to the next comma or line break.
    let j = i;
    while (j < len) {
      const c = buf.charCodeAt(j);
      if (c === COMMA || c === LF || c === CR) break;
      if (c === QUOTE)
        throw new ImportFileError(
          `line ${line + breaks}, column ${fields.length + 1}: Invalid Opening Quote: a quote inside an unquoted field`,
        );
      j++;
    }
    if (j >= len && !final) return undefined;
    fields.push(buf.slice(i, j));
    if (j >= len) return { fields, end: j, breaks, terminated: false };
    if (buf.charCodeAt(j) === COMMA) {
      i = j + 1;
      continue;
    }
    return ended(buf, j, fields, breaks, final);
  }
}

function ended(
  buf: string,
  at: number,
  fields: string[],
  breaks: number,
  final: boolean,
): Parsed | undefined {
  if (buf.charCodeAt(at) === CR) {
    // \r\n counts as one break; wait for the next chunk when \r ends this one.
    if (at + 1 >= buf.length && !final) return undefined;
    if (buf.charCodeAt(at + 1) === LF) return { fields, end: at + 2, breaks, terminated: true };
  }
  return { fields, end: at + 1, breaks, terminated: true };
}

/**
 * The records of a CSV stream (RFC 4180: quoted fields with doubled quotes and line breaks,
 * `\n` or `\r\n` line ends, a leading BOM dropped, empty lines skipped), each with the line
 * it ends on. A hand-written reader: GLEIF's golden copy has 338 columns a row, most of them
 * empty, where a general-purpose parser spends most of an import's time. Malformed CSV (an
 * unclosed quote, text after a closing quote) throws an `ImportFileError` naming the line.
 *
 * @example for await (const { fields, line } of csvRecords(createReadStream('lei2.csv'))) …
 */
export async function* csvRecords(stream: Readable): AsyncGenerator<CsvRecord> {
  const decoder = new StringDecoder('utf8');
  let buf = '';
  let line = 1;
  let first = true;
  const drain = function* (final: boolean): Generator<CsvRecord> {
    let pos = 0;
    while (pos < buf.length) {
      const parsed = parseRecord(buf, pos, final, line);
      if (!parsed) break;
      const recordLine = line + parsed.breaks;
      line = recordLine + (parsed.terminated ? 1 : 0);
      const empty = parsed.fields.length === 1 && parsed.fields[0] === '' && parsed.end - pos <= 2;
      pos = parsed.end;
      if (!empty) yield { fields: parsed.fields, line: recordLine };
    }
    buf = buf.slice(pos);
  };
  for await (const chunk of stream) {
    buf += typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    if (first && buf.length > 0) {
      if (buf.charCodeAt(0) === 0xfeff) buf = buf.slice(1);
      first = false;
    }
    yield* drain(false);
  }
  buf += decoder.end();
  if (first && buf.charCodeAt(0) === 0xfeff) buf = buf.slice(1);
  yield* drain(true);
}
