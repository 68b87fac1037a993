import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRecords } from './csv';

/** The records of `text` fed in pieces of `size` characters (so records straddle chunks). */
async function records(text: string, size = 3): Promise<{ fields: string[]; line: number }[]> {
  const pieces: Buffer[] = [];
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  const out: { fields: string[]; line: number }[] = [];
  for await (const record of csvRecords(Readable.from(pieces))) out.push(record);
  return out;
}

describe('csvRecords', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes, CRLF, a BOM and empty lines', async () => {
    const text = '\uFEFFLEI,"Name"\r\n"A","say ""hi"""\n\nB,"two\nlines"\r\nC,上海\n"D",';
    for (const size of [1, 2, 3, 7, 1000])
      expect(await records(text, size)).toEqual([
        { fields: ['LEI', 'Name'], line: 1 },
        { fields: ['A', 'say "hi"'], line: 2 },
        { fields: ['B', 'two\nlines'], line: 5 },
        { fields: ['C', '上海'], line: 6 },
        { fields: ['D', ''], line: 7 },
      ]);
  });

  it('names the line of a quote never closed and of text after a closing quote', async () => {
    await expect(records('a,b\n"x","open\nmore\n')).rejects.toThrow(/line 4: Quote Not Closed/);
    await expect(records('a,b\n"x","y"z\n')).rejects.toThrow(
      /line 2, column 2: Invalid Closing Quote/,
    );
  });
});
