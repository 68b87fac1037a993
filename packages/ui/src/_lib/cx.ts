/** Joins the class names that are set; falsy entries drop out. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
