/** The map zooms 1.1× per wheel step (OwnershipMap): fingers spreading 10 % more make one step. */
export const PINCH_STEP = 1.1;

/**
 * Pinch-to-zoom for `@kyc/ui`'s OwnershipMap, which pans with one pointer and zooms with the
 * wheel or its buttons. Two fingers on the map's viewport become wheel steps on it (one per
 * 10 % change of their spread); while they are down, their pointer events stop here, so the
 * map does not drag, and the drag the first finger began is cancelled (no jump when a finger
 * lifts). Listens in the capture phase of `frame`; returns the function that detaches it.
 *
 * @example useEffect(() => attachPinchZoom(frameRef.current as HTMLElement), []);
 */
export function attachPinchZoom(frame: HTMLElement): () => void {
  const fingers = new Map<number, { x: number; y: number }>();
  /** The spread at the last zoom step; 0 while fewer than two fingers are down. */
  let base = 0;
  const viewport = () => frame.querySelector('.kyc-ownership__viewport');
  const spread = () => {
    const [a, b] = [...fingers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const down = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    if (!(event.target instanceof Node) || !viewport()?.contains(event.target)) return;
    fingers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (fingers.size < 2) return;
    event.stopPropagation();
    if (fingers.size === 2) {
      base = spread();
      // Ends the map's one-finger drag (its pointercancel handler); -1 is no finger of ours.
      frame
        .querySelector('.kyc-ownership__svg')
        ?.dispatchEvent(new PointerEvent('pointercancel', { bubbles: true, pointerId: -1 }));
    }
  };

  const move = (event: PointerEvent) => {
    if (!fingers.has(event.pointerId)) return;
    fingers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (fingers.size < 2) return;
    event.stopPropagation();
    const distance = spread();
    if (base <= 0 || distance <= 0) {
      base = distance;
      return;
    }
    const target = viewport();
    while (distance / base >= PINCH_STEP || distance / base <= 1 / PINCH_STEP) {
      const zoomIn = distance > base;
      target?.dispatchEvent(new WheelEvent('wheel', { deltaY: zoomIn ? -1 : 1, cancelable: true }));
      base = zoomIn ? base * PINCH_STEP : base / PINCH_STEP;
    }
  };

  const up = (event: PointerEvent) => {
    if (!fingers.has(event.pointerId)) return;
    const pinching = fingers.size >= 2;
    fingers.delete(event.pointerId);
    base = fingers.size >= 2 ? spread() : 0;
    if (pinching) event.stopPropagation();
  };

  const listeners = [
    ['pointerdown', down],
    ['pointermove', move],
    ['pointerup', up],
    ['pointercancel', up],
  ] as const;
  for (const [type, listener] of listeners) frame.addEventListener(type, listener, true);
  return () => {
    for (const [type, listener] of listeners) frame.removeEventListener(type, listener, true);
  };
}
