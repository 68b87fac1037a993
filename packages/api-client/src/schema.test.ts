// src/schema.ts is generated from the document apps/api builds: this fails when a /v1 route's
// schema changed and the file was not regenerated (`npm run generate -w @kyc/api-client`).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('src/schema.ts', () => {
  it('is what scripts/generate-schema.mjs makes from /v1/openapi.json today', async () => {
    const result = await promisify(execFile)(
      process.execPath,
      ['scripts/generate-schema.mjs', '--check'],
      { cwd: packageDir },
    ).then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
      }),
    );
    expect(result.output).toContain('src/schema.ts is current.');
    expect(result.ok).toBe(true);
    // Building the app on PGlite takes a while on a busy machine; the limit only guards a hang.
  }, 300_000);
});
