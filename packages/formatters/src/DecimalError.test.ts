import { describe, expect, it } from 'vitest';
import { add } from './add';
import { DecimalError } from './DecimalError';
import { divide } from './divide';

function thrownBy(operation: () => unknown): DecimalError {
  try {
    operation();
  } catch (error) {
    if (error instanceof DecimalError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('DecimalError', () => {
  it.each([
    [
      () => add('abc', 1),
      'INVALID_ARGUMENT',
      '[DecimalError] Invalid argument: the first operand "abc" is not a decimal number',
    ],
    [
      () => add(1, {}),
      'INVALID_ARGUMENT',
      '[DecimalError] Invalid argument: the second operand an object is not a decimal number',
    ],
    [
      () => add(NaN, 1),
      'INVALID_ARGUMENT',
      '[DecimalError] Invalid argument: the first operand NaN is not a decimal number',
    ],
    [
      () => add('1e2000', 1),
      'INVALID_ARGUMENT',
      '[DecimalError] Invalid argument: the first operand "1e2000" is beyond 1e±1000',
    ],
    [() => divide(1, 0), 'DIVISION_BY_ZERO', '[DecimalError] Division by zero'],
  ])('%# has code %s and message %j', (operation, code, message) => {
    const error = thrownBy(operation);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DecimalError');
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('shortens a long operand in the message', () => {
    const error = thrownBy(() => add(`x${'9'.repeat(100_000)}`, 1));
    expect(error.message.length).toBeLessThan(120);
  });
});
