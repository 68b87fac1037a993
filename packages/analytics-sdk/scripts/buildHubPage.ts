import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { build } from 'esbuild';
import { HUB_ORIGINS_META } from '../src/_lib/hubOriginsMeta';

/**
 * Builds `dist/hub.html`: the hub page's script bundled, minified and inlined, with a
 * Content-Security-Policy that allows that one script (by hash) and nothing else.
 */
export async function buildHubPage(): Promise<void> {
  const result = await build({
    entryPoints: [new URL('../src/hub-page/main.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2017',
    platform: 'browser',
    write: false,
    legalComments: 'none',
  });
  const script = (result.outputFiles[0]?.text ?? '').trim();
  const hash = createHash('sha256').update(script).digest('base64');
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'">`,
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="no-referrer">',
    `<meta name="${HUB_ORIGINS_META}" content="">`,
    '<title>KYC analytics hub</title>',
    '</head>',
    '<body>',
    `<script>${script}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
  await writeFile(new URL('../dist/hub.html', import.meta.url), html);
}
