import type { Readable } from 'node:stream';
import type { ImportRun } from './run';
import { ImportFileError } from './source';

export async function importBodsFile(_run: ImportRun, _stream: Readable): Promise<void> {
  throw new ImportFileError('BODS import is not available yet');
}
