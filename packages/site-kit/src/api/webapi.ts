// Names for the answers of the account service (/webapi), taken from the generated `operations`
// (./webapi-schema.d.ts, `npm run generate -w @kyc/site-kit`) so that they follow the routes'
// schemas in apps/api exactly instead of being written a second time by hand.
import type { operations } from './webapi-schema';

/** The operation ids of /webapi/openapi.json (`login`, `listWatches`, …). */
export type WebapiOperation = keyof operations;

/**
 * The JSON body an operation answers with the given status (200 unless told).
 *
 * @example
 * ```ts
 * type Watches = WebapiAnswer<'listWatches'>;
 * type Created = WebapiAnswer<'watchCompany', 201>;
 * ```
 */
export type WebapiAnswer<
  Name extends WebapiOperation,
  Status extends number = 200,
> = Status extends keyof operations[Name]['responses']
  ? operations[Name]['responses'][Status] extends { content: { 'application/json': infer Body } }
    ? Body
    : never
  : never;

/**
 * The JSON body an operation takes.
 *
 * @example
 * ```ts
 * type WatchBody = WebapiBody<'watchCompany'>; // { keyNo: string }
 * ```
 */
export type WebapiBody<Name extends WebapiOperation> = operations[Name] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
