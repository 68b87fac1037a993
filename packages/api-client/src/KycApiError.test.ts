import { describe, expect, it } from 'vitest';
import { KycApiError } from './KycApiError';

const problem = {
  type: 'https://kyc.example.com/products-api/reference#problem-not-found',
  title: 'Not found',
  status: 404,
  detail: 'No company has the code X.',
  requestId: '0b6c1f0e-9a43-4a8e-8f0e-2f1d1c6f7a10',
};

describe('KycApiError', () => {
  it('carries the problem document and its fields', () => {
    const error = new KycApiError(problem);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('KycApiError');
    expect(error.problem).toEqual(problem);
    expect(error.status).toBe(404);
    expect(error.type).toBe(problem.type);
    expect(error.title).toBe('Not found');
    expect(error.detail).toBe('No company has the code X.');
    expect(error.requestId).toBe(problem.requestId);
    expect(error.retryAfter).toBeUndefined();
    expect(error.message).toBe(
      `404 Not found: No company has the code X. (request ${problem.requestId})`,
    );
  });

  it('names the kind from the type, and keeps a type of another form whole', () => {
    expect(new KycApiError(problem).kind).toBe('not-found');
    expect(
      new KycApiError({ ...problem, type: 'https://x.example/ref#problem-rate-limited' }, 1).kind,
    ).toBe('rate-limited');
    expect(new KycApiError({ ...problem, type: 'about:blank' }).kind).toBe('about:blank');
  });

  it('keeps the Retry-After seconds', () => {
    expect(new KycApiError({ ...problem, status: 429 }, 7).retryAfter).toBe(7);
  });
});
