/** An error with the HTTP status and machine-readable code the error handler answers with. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 with field messages, the shape every validation failure takes. */
export class ValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: Record<string, string>) {
    super('Validation failed');
    this.name = 'ValidationError';
  }
}
