/**
 * Why decimal arithmetic refused: a value that is not a decimal number, or a zero divisor.
 *
 * @example const code: DecimalErrorCode = 'DIVISION_BY_ZERO';
 */
export type DecimalErrorCode = 'INVALID_ARGUMENT' | 'DIVISION_BY_ZERO';

/**
 * The error thrown by {@link add}, {@link subtract}, {@link multiply} and {@link divide}, the
 * only functions of this package that throw. `code` says why; `message` starts with
 * '[DecimalError] Invalid argument:' or is '[DecimalError] Division by zero'.
 *
 * @example
 * try { divide(1, 0) } catch (error) { if (error instanceof DecimalError) error.code } // 'DIVISION_BY_ZERO'
 */
export class DecimalError extends Error {
  /** Why the operation refused. */
  declare readonly code: DecimalErrorCode;

  constructor(code: DecimalErrorCode, message: string) {
    super(message);
    this.name = 'DecimalError';
    this.code = code;
  }
}
