// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DETAILS } from '../../lib/account/_test/enterpriseDetails';
import { toOwnershipGraph } from '../../lib/ownership';
import { FALLBACK_ROOT_DATA } from '../../lib/rootData';
import type { SiteVariant } from '../../lib/variant';
import { PINCH_STEP } from './pinchZoom';
import { TouchOwnershipMap } from './TouchOwnershipMap';

const GRAPH = toOwnershipGraph('c1', DETAILS.graph);

async function renderMap(variant: SiteVariant) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...FALLBACK_ROOT_DATA, variant }),
      HydrateFallback: () => null,
      Component: () => <TouchOwnershipMap graph={GRAPH} locale="zh-CN" />,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  await screen.findByRole('group', { name: '股权结构' });
  const svg = document.querySelector('.kyc-ownership__svg') as SVGSVGElement;
  const view = svg.querySelector(':scope > g') as SVGGElement;
  return {
    viewport: document.querySelector('.kyc-ownership__viewport') as HTMLElement,
    /** The map's pan and zoom, as its transform says. */
    view: () => {
      const [, x, y, scale] =
        /translate\((\S+) (\S+)\) scale\((\S+)\)/.exec(view.getAttribute('transform') ?? '') ?? [];
      return { x: Number(x), y: Number(y), scale: Number(scale) };
    },
    /** A finger (or the mouse) on the map's background. */
    pointer: (
      type: string,
      pointerId: number,
      clientX: number,
      clientY = 100,
      pointerType = 'touch',
    ) =>
      act(() => {
        svg.dispatchEvent(
          new PointerEvent(type, {
            bubbles: true,
            cancelable: true,
            pointerId,
            pointerType,
            clientX,
            clientY,
          }),
        );
      }),
  };
}

afterEach(cleanup);

describe('TouchOwnershipMap', () => {
  it('zooms in as two fingers spread and out as they close, without dragging the map', async () => {
    const map = await renderMap('mobile');
    await map.pointer('pointerdown', 1, 100);
    await map.pointer('pointerdown', 2, 150);
    // From 50 px apart to 100: the spread doubled, seven steps of 1.1 (1.1^7 ≈ 1.95 ≤ 2).
    await map.pointer('pointermove', 2, 200);
    expect(map.view().scale).toBeCloseTo(PINCH_STEP ** 7, 5);
    expect(map.view()).toMatchObject({ x: 0, y: 0 });
    await map.pointer('pointermove', 2, 150);
    expect(map.view().scale).toBeCloseTo(1, 5);
    await map.pointer('pointerup', 2, 150);
    // The first finger's drag ended when the second came: no jump once it moves alone.
    await map.pointer('pointermove', 1, 140);
    expect(map.view()).toMatchObject({ x: 0, y: 0 });
    await map.pointer('pointerup', 1, 140);
  });

  it('leaves one finger and the mouse to pan the map as before', async () => {
    const map = await renderMap('mobile');
    await map.pointer('pointerdown', 5, 10, 10);
    await map.pointer('pointermove', 5, 30, 40);
    expect(map.view()).toEqual({ x: 20, y: 30, scale: 1 });
    await map.pointer('pointerup', 5, 30, 40);
    await map.pointer('pointerdown', 6, 30, 40, 'mouse');
    await map.pointer('pointermove', 6, 0, 40, 'mouse');
    expect(map.view()).toEqual({ x: -10, y: 30, scale: 1 });
  });

  it.each([
    ['mobile', '360px'],
    ['desktop', '480px'],
  ] as const)('gives the %s app a %s viewport and the touch hint', async (variant, height) => {
    const map = await renderMap(variant);
    expect(map.viewport.style.height).toBe(height);
    expect(screen.getByText('单指拖动平移，双指张合缩放，轻点节点高亮其持股链。')).toBeTruthy();
  });
});
