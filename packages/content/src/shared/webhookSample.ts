/**
 * The webhook delivery shown on /products-api/reference in both locales: a real delivery as
 * apps/api sends it (its body byte for byte, its three Standard Webhooks headers), signed at its
 * timestamp with `webhookSampleSecret`, an example secret printed beside it so that a reader can
 * check a verifier against it. `webhookSample.test.ts` recomputes the signature.
 */
export const webhookSampleSecret = 'whsec_a3ljLWV4YW1wbGUtc2VjcmV0LW5ldmVyLXVzZS1pdCE=';

/** The body of the sample delivery, exactly as sent (the signature covers these bytes). */
export const webhookSampleBody =
  '{"type":"company.status","timestamp":"2026-11-26T01:59:58.000Z","data":{"id":"evt_5f1c2a9b0d3e4f5a6b7c8d9e","seq":1042,"keyNo":"SBX0000000000001","companyName":"沙盒示例科技有限公司","kind":"status","before":"存续","after":"注销","chain":null,"source":"statements-2026-11-25.jsonl","sourceDate":"2026-11-25T00:00:00.000Z","seenAt":"2026-11-26T01:59:58.000Z"}}';

export const webhookDeliverySample = `POST /hooks/kyc HTTP/1.1
Host: hooks.example.com
Content-Type: application/json
User-Agent: KYC-Webhooks/1.0
webhook-id: evt_5f1c2a9b0d3e4f5a6b7c8d9e
webhook-timestamp: 1795658400
webhook-signature: v1,ywe2UQXZJ4JaT+wX8Tl8xoRkiDZWujGXNqUUc0poYhQ=

${webhookSampleBody}`;

export const webhookVerifySample = `import {
  verifyWebhook,
  WebhookVerificationError,
} from '@kyc/api-client';

const secret = process.env.KYC_WEBHOOK_SECRET!;

// The request's headers and its raw body (text or
// bytes), before any JSON parsing.
export async function receive(
  headers: Headers,
  rawBody: string,
): Promise<number> {
  try {
    const event = await verifyWebhook(secret, headers, rawBody);
    // A retry sends the same event.data.id: act on it once.
    console.log(event.type, event.data.before, event.data.after);
    return 204;
  } catch (error) {
    // error.reason says which check failed.
    if (error instanceof WebhookVerificationError) return 400;
    throw error;
  }
}`;
