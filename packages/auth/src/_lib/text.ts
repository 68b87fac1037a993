/** The value when it is a string, else the empty string: fields from storage may be anything. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
