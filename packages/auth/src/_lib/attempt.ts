/**
 * Runs a step that touches the outside world (storage, cookies, JSON) and gives `undefined`
 * when it throws: quota errors, disabled storage and cyclic records must never crash the app.
 */
export function attempt<T>(step: () => T): T | undefined {
  try {
    return step();
  } catch {
    return undefined;
  }
}
