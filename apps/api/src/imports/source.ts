import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** A file the import cannot read as a whole: not what it claims, damaged, or unknown. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** The formats the import reads. */
export type ImportFormat = 'gleif-lei' | 'gleif-rr' | 'bods';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The SHA-256 of a file's bytes (hex), read as a stream so that memory stays flat.
 *
 * @example await fileHash('lei2.csv.zip') // 'e3b0c442…'
 */
export async function fileHash(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function startsWithZipMagic(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.equals(ZIP_MAGIC);
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

const sizes = new WeakMap<Readable, number>();

/**
 * The size in bytes of what a stream from `openContent` holds (the file, or the zip entry
 * uncompressed), for progress; undefined when not known.
 *
 * @example contentSize(await openContent('lei2.csv.zip')) // 4_317_000_000
 */
export function contentSize(stream: Readable): number | undefined {
  return sizes.get(stream);
}

/** The data entries of a zip: the files, without folders and macOS resource forks. */
const isDataEntry = (name: string) => !name.endsWith('/') && !name.startsWith('__MACOSX/');

/**
 * A stream of a file's content: the file itself, or the one data file inside a zip (GLEIF
 * publishes each golden copy as a zip holding one CSV). The zip is read entry by entry from
 * its central directory (yauzl), so nothing is held in memory but the current chunk.
 *
 * @example const stream = await openContent('20240101-gleif-goldencopy-lei2-golden-copy.csv.zip');
 */
export async function openContent(path: string): Promise<Readable> {
  if (!(await startsWithZipMagic(path))) {
    const stream = createReadStream(path);
    sizes.set(stream, (await stat(path)).size);
    return stream;
  }
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, file) =>
      error || !file
        ? reject(new ImportFileError(`not a readable zip file: ${error?.message ?? 'unknown'}`))
        : resolve(file),
    ),
  );
  return new Promise<Readable>((resolve, reject) => {
    let found: yauzl.Entry | undefined;
    zip.on('entry', (entry: yauzl.Entry) => {
      if (isDataEntry(entry.fileName)) {
        if (found) {
          zip.close();
          reject(
            new ImportFileError(
              `the zip holds more than one file (${found.fileName}, ${entry.fileName}); import them one by one`,
            ),
          );
          return;
        }
        found = entry;
      }
      zip.readEntry();
    });
    zip.on('error', (error: Error) => reject(new ImportFileError(`damaged zip: ${error.message}`)));
    zip.on('end', () => {
      if (!found) {
        zip.close();
        reject(new ImportFileError('the zip holds no file'));
        return;
      }
      const entry = found;
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) {
          zip.close();
          reject(new ImportFileError(`damaged zip: ${error?.message}`));
          return;
        }
        // The file stays open while its entry is read, and is closed with the entry's stream.
        stream.once('close', () => zip.close());
        sizes.set(stream, entry.uncompressedSize);
        resolve(stream);
      });
    });
    zip.readEntry();
  });
}

/**
 * The format of a file from its first bytes: a GLEIF CSV by its header's first column (`LEI`
 * for LEI-CDF, `Relationship.StartNode.NodeID` for RR-CDF), BODS by a JSON array or JSON Lines.
 *
 * @example await detectFormat('rr.csv.zip') // 'gleif-rr'
 */
export async function detectFormat(path: string): Promise<ImportFormat> {
  const stream = await openContent(path);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size >= 512) break;
    }
  } catch (error) {
    throw new ImportFileError(`unreadable file: ${(error as Error).message}`);
  } finally {
    stream.destroy();
  }
  const first = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^"?LEI"?,/.test(first)) return 'gleif-lei';
  if (/^"?Relationship\.StartNode\.NodeID"?,/.test(first)) return 'gleif-rr';
  if (first.startsWith('[') || first.startsWith('{')) return 'bods';
  throw new ImportFileError(
    'unknown format: expected a GLEIF LEI-CDF 3.1 or RR-CDF 2.1 golden-copy CSV (header row first) or BODS 0.4 statements (a JSON array or JSON Lines)',
  );
}
