import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The BODS 0.4 schema and published examples, as `../shared/bods/` holds them. */
export const BODS_FIXTURES = new URL('./fixtures/bods/', import.meta.url);

/** The BODS 0.4 schema: statement.json and the schemas it references by $id. */
export function bodsValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  // Ajv cannot resolve the schemas' `urn:…` ids (a URN without a namespace id), so they are
  // read under an https base instead; nothing else in the schemas changes.
  const load = (name: string) =>
    JSON.parse(
      readFileSync(new URL(`schema/${name}.json`, BODS_FIXTURES), 'utf8').replaceAll(
        '"urn:',
        '"https://bods.test/',
      ),
    );
  for (const name of ['components', 'entity-record', 'person-record', 'relationship-record'])
    ajv.addSchema(load(name));
  return ajv.compile(load('statement'));
}
