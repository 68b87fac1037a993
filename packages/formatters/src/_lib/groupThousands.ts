/**
 * Puts a comma between every three digits of the whole part of an unsigned decimal text:
 * '1234567.891' → '1,234,567.891'.
 */
export function groupThousands(text: string): string {
  const point = text.indexOf('.');
  const end = point < 0 ? text.length : point;
  let grouped = text.slice(0, ((end - 1) % 3) + 1);
  for (let start = grouped.length; start < end; start += 3) {
    grouped += `,${text.slice(start, start + 3)}`;
  }
  return grouped + text.slice(end);
}
