/** Elements matching `selector` in `root`, the root itself included when it matches. */
export function queryAll<T extends Element>(root: ParentNode, selector: string): T[] {
  const found = [...root.querySelectorAll<T>(selector)];
  return (root as Element).matches?.(selector) ? [root as T, ...found] : found;
}
