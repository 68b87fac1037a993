import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  webhookDeliverySample,
  webhookSampleBody,
  webhookSampleSecret,
  webhookVerifySample,
} from './webhookSample';

/** A header's value in the sample delivery. */
function header(name: string): string {
  const line = webhookDeliverySample.split('\n').find((l) => l.startsWith(`${name}: `));
  if (!line) throw new Error(`no ${name} in the sample`);
  return line.slice(name.length + 2);
}

describe('the webhook delivery shown in the API reference', () => {
  it('is signed as Standard Webhooks says, with the example secret, over its body as printed', () => {
    const id = header('webhook-id');
    const timestamp = header('webhook-timestamp');
    const key = Buffer.from(webhookSampleSecret.slice('whsec_'.length), 'base64');
    expect(key).toHaveLength(32);
    const mac = createHmac('sha256', key)
      .update(`${id}.${timestamp}.${webhookSampleBody}`)
      .digest('base64');
    expect(header('webhook-signature')).toBe(`v1,${mac}`);
    // The body follows the headers after one empty line, as on the wire.
    expect(webhookDeliverySample.endsWith(`\n\n${webhookSampleBody}`)).toBe(true);
  });

  it('carries the event it names: the webhook-id is the event id, the type its kind', () => {
    const body = JSON.parse(webhookSampleBody);
    expect(body.data.id).toBe(header('webhook-id'));
    expect(body.type).toBe(`company.${body.data.kind}`);
    expect(body.timestamp).toBe(body.data.seenAt);
    // The timestamp is unix seconds, a moment after the change was seen.
    const sent = Number(header('webhook-timestamp')) * 1000;
    expect(sent - Date.parse(body.data.seenAt)).toBeGreaterThan(0);
    expect(sent - Date.parse(body.data.seenAt)).toBeLessThan(60_000);
  });

  it('verifies with the function it names, reading the raw body', () => {
    expect(webhookVerifySample).toContain("from '@kyc/api-client'");
    expect(webhookVerifySample).toContain('verifyWebhook(secret, headers, rawBody)');
  });
});
