import type { RequestHandler } from 'express';

export function collapseLeadingSlashes(path: string): string;
export function sameOriginPath(
  location: string,
  options?: { requestUrl?: string; ownOrigins?: readonly string[] },
): string | null;
export function sameOriginRedirects(ownOrigins: readonly string[]): RequestHandler;
