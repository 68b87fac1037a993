// src/api/webapi-schema.d.ts is generated from the document apps/api builds: this fails when a
// /webapi route's schema changed and the file was not regenerated
// (`npm run generate -w @kyc/site-kit`).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('src/api/webapi-schema.d.ts', () => {
  it('is what scripts/generate-webapi-types.mjs makes from /webapi/openapi.json today', async () => {
    const result = await promisify(execFile)(
      process.execPath,
      ['scripts/generate-webapi-types.mjs', '--check'],
      { cwd: packageDir, maxBuffer: 16 * 1024 * 1024 },
    ).then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(result.output).toContain('src/api/webapi-schema.d.ts is current.');
    expect(result.ok).toBe(true);
    // Building the app on PGlite takes a while on a busy machine; the limit only guards a hang.
  }, 300_000);
});
