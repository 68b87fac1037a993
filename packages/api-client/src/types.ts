// Names for the shapes of the KYC API, taken from the generated `operations` (src/schema.ts) so
// that they follow /v1/openapi.json exactly.
import type { components, operations } from './schema';

type Ok<
  Name extends keyof operations,
  Status extends number = 200,
> = Status extends keyof operations[Name]['responses']
  ? operations[Name]['responses'][Status] extends { content: { 'application/json': infer Body } }
    ? Body
    : never
  : never;

/** The query of a company search (`GET /v1/companies`): `q` and the workspace's filters and sorts. */
export type SearchCompaniesQuery = operations['searchCompanies']['parameters']['query'];
/** One page of a company search, with the cursor of the next page (`null` on the last). */
export type CompanySearchPage = Ok<'searchCompanies'>;
/** A company as a search lists it. */
export type CompanySummary = CompanySearchPage['items'][number];
/** One company (`GET /v1/companies/{code}`). */
export type Company = Ok<'getCompany'>;
/** A company's direct shareholders (`GET /v1/companies/{code}/shareholders`). */
export type Shareholders = Ok<'listShareholders'>;
/** A company's officers (`GET /v1/companies/{code}/officers`). */
export type Officers = Ok<'listOfficers'>;
/** The companies a company invests in (`GET /v1/companies/{code}/investments`). */
export type Investments = Ok<'listInvestments'>;
/** The query of a beneficial-owner look-up: the `threshold` in percent. */
export type BeneficialOwnersQuery = NonNullable<
  operations['getBeneficialOwners']['parameters']['query']
>;
/** A company's beneficial owners with their chains, rules, source and as-of date. */
export type BeneficialOwners = Ok<'getBeneficialOwners'>;
/** Every change imports made to a company, newest first (`GET /v1/companies/{code}/history`). */
export type CompanyHistory = Ok<'getCompanyHistory'>;
/** A company's ownership as BODS 0.4 statements (`GET /v1/companies/{code}/bods`). */
export type OwnershipBods = Ok<'getOwnershipBods'>;
/** What `POST /v1/reports` orders: a company code, the report's kind and language. */
export type CreateReportBody = NonNullable<
  operations['createReport']['requestBody']
>['content']['application/json'];
/** A report order and its status (`POST /v1/reports`, `GET /v1/reports/{id}`). */
export type Report = Ok<'createReport', 201>;
/** What `POST /v1/verifications` checks: a report's number, verify code and, optionally, hash. */
export type VerifyReportBody = NonNullable<
  operations['verifyReport']['requestBody']
>['content']['application/json'];
/** The answer of a report verification. */
export type Verification = Ok<'verifyReport'>;
/** The range of a usage query (`GET /v1/usage`), days as `YYYY-MM-DD`. */
export type UsageQuery = NonNullable<operations['getUsage']['parameters']['query']>;
/** Calls and amounts per day and operation, with totals, balance and billing. */
export type Usage = Ok<'getUsage'>;
/**
 * An RFC 9457 problem document, as every /v1 error answers: a stable `type` per kind, the
 * kind's `title`, the `status`, a `detail` about this occurrence and the answer's `requestId`.
 */
export type ProblemDocument = components['schemas']['Problem'];
/** One change to a watched company: an item of `GET /v1/events`, and the `data` of a webhook. */
export type MonitorEvent = components['schemas']['MonitorEvent'];
/**
 * A webhook delivery's body, as `verifyWebhook` answers it: `type` (`company.` and the kind),
 * `timestamp` (when the change was seen) and the event itself in `data`.
 */
export type WebhookEvent = components['schemas']['WebhookPayload'];
/** A page of `GET /v1/events`, with the cursor to pass as `since` next. */
export type EventsPage = Ok<'listEvents'>;
/** A watched company (`GET /v1/watches`, `POST /v1/watches`). */
export type Watch = Ok<'createWatch', 201>;
/** A webhook endpoint as `GET /v1/webhooks/{id}` shows it (never its secret). */
export type WebhookEndpoint = Ok<'getWebhook'>;
/** A registered endpoint with its signing secret, shown only by `POST /v1/webhooks`. */
export type CreatedWebhookEndpoint = Ok<'createWebhook', 201>;
/** One event's delivery to an endpoint, with every attempt (`GET /v1/webhooks/{id}/deliveries`). */
export type WebhookDelivery = Ok<'replayWebhookDelivery'>;
