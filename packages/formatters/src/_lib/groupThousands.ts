/** Puts a comma between every three digits of a run of integer digits: '1234567' → '1,234,567'. */
export function groupThousands(digits: string): string {
  const length = digits.length;
  if (length <= 3) return digits;
  let end = length % 3 || 3;
  let grouped = digits.slice(0, end);
  for (; end < length; end += 3) grouped += `,${digits.slice(end, end + 3)}`;
  return grouped;
}
