/*
 * Open overlays in opening order. Only the top one answers Escape and keeps focus, so a
 * dialog opened from a drawer closes alone.
 */
const stack: object[] = [];

export function pushOverlay(token: object): () => void {
  stack.push(token);
  return () => {
    const index = stack.lastIndexOf(token);
    if (index >= 0) stack.splice(index, 1);
  };
}

export function isTopOverlay(token: object): boolean {
  return stack[stack.length - 1] === token;
}
