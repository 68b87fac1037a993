/**
 * A template of the interface words with its `{placeholders}` filled in. Words stay plain
 * data a translator edits, so they hold templates rather than functions; each language puts
 * a placeholder where its grammar needs it. The result is text: values are inserted as they
 * are (React escapes them), never read as markup or as further placeholders. A placeholder
 * without a value stays as written, so a missing value shows on the page instead of vanishing.
 *
 * @example fillTemplate('正在登录：{name}', { name: 'demo' }) // '正在登录：demo'
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = values[name];
    // The type test, not Object.hasOwn (missing in older Chromium shells such as 360's), also
    // keeps what objects inherit ({constructor}, {toString}) a placeholder.
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
}
