/** ISO 7064 MOD 97-10 remainder of an upper-case alphanumeric string (A=10 … Z=35). */
export function mod97(text: string): number {
  let remainder = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    remainder = code < 65 ? (remainder * 10 + code - 48) % 97 : (remainder * 100 + code - 55) % 97;
  }
  return remainder;
}
