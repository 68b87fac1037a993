/**
 * The form of an LEI the checks and apps/api expect: no surrounding space, upper case.
 *
 * @example normalizeLei(' 5493001kjtiigc8y1r12 ') // '5493001KJTIIGC8Y1R12'
 */
export function normalizeLei(value: string): string {
  return value.trim().toUpperCase();
}
