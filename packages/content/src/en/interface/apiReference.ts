import type { ApiReferenceText } from '../../interface-types';

export const apiReference: ApiReferenceText = {
  contents: 'On this page',
  operationsHeading: 'Operations',
  parameters: 'Parameters',
  paramName: 'Name',
  paramIn: 'In',
  paramRequired: 'Required',
  paramDescription: 'Description',
  yes: 'Yes',
  no: 'No',
  requestBody: 'Request body',
  responses: 'Responses',
  status: 'Status',
  meaning: 'Meaning',
  success: 'Success: the answer (example below).',
  example: 'Example answer',
  curl: 'curl',
  typescript: 'TypeScript',
  sandboxHeading: 'Sandbox companies',
  sandboxIntro:
    'A test key (kyc_test_…) sees these companies and no others. They never change, so a test written against them today still passes next year, and calls with a test key are never billed.',
  sandboxCode: 'keyNo',
  sandboxName: 'Name',
  sandboxIds: 'Other codes',
  sandboxCase: 'What it shows',
  sandboxStatus: { 存续: 'active', 注销: 'deregistered', Live: 'live' },
  problemsHeading: 'Errors',
  problemsIntro:
    'Every error is an RFC 9457 problem document (application/problem+json) with a stable type: the address of its section below. detail says what happened this time, requestId matches the X-Request-Id header.',
  problems: {
    'invalid-request':
      'A parameter, header or body field is invalid; errors names each field with a message. Fix the request before sending it again.',
    unauthorized:
      'No Authorization header, or a key that does not exist, was revoked or whose grace period after a rotation ended. Check the key on the API keys page.',
    'insufficient-balance':
      'The prepaid API balance does not cover the call. Top up, or ask to be invoiced monthly.',
    'forbidden-scope': 'The key lacks the scope the operation needs. Create a key with that scope.',
    'forbidden-address':
      'The call came from an address outside the key’s IP allow-list. Call from an allowed address or change the list with a new key.',
    'plan-expired': 'The account’s plan has ended. Renew it to call the API again.',
    'not-found':
      'No such company or report for this key. A test key sees only the sandbox companies.',
    'report-not-ready': 'The report is still being generated. Ask for its status again later.',
    'idempotency-in-progress':
      'A request with this Idempotency-Key is still running. Wait for it, then send the same request again to get its answer.',
    'payload-too-large': 'The request body is too large.',
    'uri-too-long': 'The request path is too long.',
    'unsupported-media-type': 'Send the body as application/json.',
    'idempotency-key-reused':
      'This Idempotency-Key was used for a different request body. Use a new key for a new request.',
    'rate-limited':
      'More calls in one second than the key’s burst allows. Wait the seconds Retry-After says.',
    'quota-exceeded':
      'The key’s daily quota is used up. Retry-After says when the day’s quota starts again.',
    'server-error':
      'Something failed on our side; the call is not billed. Retry later and quote the requestId if it lasts.',
  },
  unavailable:
    'The list of operations cannot be read right now. Please reload the page in a moment.',
  documentLink: 'The OpenAPI document (JSON)',
  tryHeading: 'Try it',
  tryIntro:
    'Paste a test key (kyc_test_…) and run an operation against the sandbox. The key stays in this page: it is sent only with this call, to this site’s /v1, and never stored.',
  tryNoScript: 'Try-it needs JavaScript. Everything else on this page works without it.',
  tryKey: 'Test key',
  tryKeyHint: 'Create one on the API keys page.',
  tryTestOnly: 'Only a test key (starting with kyc_test_) can be used here.',
  tryOperation: 'Operation',
  tryRun: 'Send',
  tryRunning: 'Sending…',
  tryStatus: 'Status',
  tryHeaders: 'Headers',
  tryBody: 'Body',
  tryNetwork: 'The call did not reach the site. Check your connection and try again.',
};
