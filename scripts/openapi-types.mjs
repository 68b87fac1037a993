// One generator for the repository's types made from apps/api's OpenAPI documents: @kyc/api-client's
// src/schema.ts from /v1/openapi.json and site-kit's src/api/webapi-schema.d.ts from
// /webapi/openapi.json. Each package's own script names its document and file, and this module
// builds the document with apps/api's buildApp (a script of apps/api printing it, on an empty
// in-memory database, so no server runs), turns it into TypeScript with openapi-typescript, and
// writes the file or, with --check, exits 1 when the file checked in differs.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/api');

/**
 * A document exactly as apps/api builds it: the JSON one of its scripts prints.
 *
 * @param {string} script apps/api's script, relative to apps/api (`scripts/v1-openapi.ts`)
 * @param {string[]} [args] the script's arguments
 * @returns {Promise<Record<string, unknown>>}
 */
export function apiDocument(script, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@kyc/source', script, ...args],
      { cwd: API_DIR, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) reject(new Error(`apps/api/${script} exited ${status}\n${err}`));
      else resolve(JSON.parse(out));
    });
  });
}

/**
 * The TypeScript of a document's types, behind a header.
 *
 * @param {Record<string, unknown>} document
 * @param {string} header the generated file's first lines
 * @returns {Promise<string>}
 */
export async function typesSource(document, header) {
  const ast = await openapiTS(/** @type {any} */ (document), {
    // A property or an optional parameter stays optional unless the schema requires it: what
    // the answers really do.
    defaultNonNullable: false,
  });
  // openapi-typescript writes a description as a `@description` tag, which TSDoc (and so TypeDoc)
  // does not know: it is the comment's text, so it becomes just that (after a summary, a
  // paragraph of its own).
  const source = astToString(ast)
    .replace(/^(\s*)\/\*\* @description /gm, '$1/** ')
    .replace(/(\/\*\*\n\s*\* )@description /g, '$1')
    .replace(/^(\s*)\* @description /gm, '$1*\n$1* ');
  return `${header}\n${source}`;
}

/**
 * A package script's command line: writes `file` with `source`, or with `--check` exits 1 when
 * the file differs, naming `command` to run.
 *
 * @param {{ file: string, relative: string, command: string, source: () => Promise<string> }} target
 */
export async function writeOrCheck({ file, relative, command, source }) {
  const text = await source();
  if (process.argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== text) {
      console.error(`${relative} is stale: run \`${command}\`.`);
      process.exit(1);
    }
    console.log(`${relative} is current.`);
  } else {
    writeFileSync(file, text);
    console.log(`wrote ${path.relative(process.cwd(), file)} (${text.length} characters)`);
  }
}
