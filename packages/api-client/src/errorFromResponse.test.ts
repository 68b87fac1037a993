import { describe, expect, it } from 'vitest';
import { errorFromResponse } from './errorFromResponse';

describe('errorFromResponse', () => {
  it('reads a problem document, with its extensions and Retry-After', async () => {
    const document = {
      type: 'http://localhost:3000/products-api/reference#problem-quota-exceeded',
      title: 'Daily quota exceeded',
      status: 429,
      detail: 'This key has used its daily quota.',
      requestId: 'r-1',
    };
    const error = await errorFromResponse(
      new Response(JSON.stringify(document), {
        status: 429,
        headers: {
          'content-type': 'application/problem+json; charset=utf-8',
          'retry-after': '3600',
          'x-request-id': 'r-1',
        },
      }),
    );
    expect(error.problem).toEqual(document);
    expect(error.kind).toBe('quota-exceeded');
    expect(error.retryAfter).toBe(3600);
  });

  it('keeps invalid-request field messages', async () => {
    const document = {
      type: 'http://localhost:3000/products-api/reference#problem-invalid-request',
      title: 'Invalid request',
      status: 400,
      detail: 'Some fields are invalid.',
      requestId: 'r-2',
      errors: { q: 'Required' },
    };
    const error = await errorFromResponse(new Response(JSON.stringify(document), { status: 400 }));
    expect(error.problem.errors).toEqual({ q: 'Required' });
  });

  it('takes the request id from the header when the document lacks one', async () => {
    const error = await errorFromResponse(
      new Response(JSON.stringify({ type: 'about:blank', title: 'Gone', status: 410 }), {
        status: 410,
        headers: { 'x-request-id': 'r-3' },
      }),
    );
    expect(error.requestId).toBe('r-3');
    expect(error.detail).toBe('');
  });

  it('makes a problem of an answer that is not one (a proxy page)', async () => {
    const error = await errorFromResponse(
      new Response('<html>Bad gateway</html>', {
        status: 502,
        statusText: 'Bad Gateway',
        headers: { 'content-type': 'text/html', 'x-request-id': 'r-4' },
      }),
    );
    expect(error.problem).toEqual({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      detail: 'The answer is not a problem document (text/html, 24 characters).',
      requestId: 'r-4',
    });
    const bare = await errorFromResponse(new Response(null, { status: 503 }));
    expect(bare.title).toBe('HTTP 503');
    expect(bare.requestId).toBe('');
  });
});
