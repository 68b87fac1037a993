/**
 * A display text from a field: a string trimmed, a finite number written out, and `''` for
 * anything else (`null`, `undefined`, `NaN`, objects), so callers can test for "missing" once.
 */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/**
 * 'first (second)' when both exist and differ, else whichever exists, else '-'. Shared by
 * names (local, English) and registrations (number, registry).
 */
export function pairText(first: unknown, second: unknown): string {
  const a = fieldText(first);
  const b = fieldText(second);
  if (a !== '' && b !== '' && a !== b) return `${a} (${b})`;
  return a || b || '-';
}
