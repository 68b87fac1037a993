// @vitest-environment node
/*
 * OwnershipMap in real Chromium (Debian's, as every browser test here: scripts/install-test-deps.sh
 * installs it): the CrossHolding story's graph, a wide structure and one with consolidation
 * parents (ConsolidationParents' graph), bundled with esbuild and drawn
 * with the package's stylesheet at desktop and phone widths. Checks what jsdom cannot: the text
 * as drawn on screen is never smaller than 12 px, no percentage label covers a node, names fit
 * their boxes, and the map pans (mouse, finger, keys) and zooms (keys, Ctrl + wheel, pinch)
 * instead of shrinking.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM } from '../../../config/chromium.mjs';

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));

/** Renders `window.MAP` = { graph: 'cross' | 'wide', interactive } into #root. */
const ENTRY = `
import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import { consolidatedGraph, cycleGraph } from './test/fixtures';
import { OwnershipMap } from './src/OwnershipMap';
const wide = {
  rootId: 'root',
  nodes: [
    { id: 'root', name: 'Unity Capital Partners Holdings Limited', kind: 'company' },
    { id: 'a', name: '武汉达通供应链管理股份有限公司', englishName: 'Wuhan Datong Supply Chain Management Co., Ltd.', kind: 'company' },
    { id: 'b', name: 'Northern Horizon Technology Ltd', kind: 'company' },
    { id: 'c', name: 'Jessica Chan', kind: 'person' },
    { id: 'd', name: '成都明越信息技术股份有限公司', englishName: 'Chengdu Mingyue Information Technology Co., Ltd.', kind: 'company' },
    { id: 'e', name: '黄思远', englishName: 'Huang Siyuan', kind: 'person' },
    { id: 'f', name: 'Sarah Thomas', kind: 'person' },
  ],
  edges: [
    { holder: 'a', company: 'root', share: 0.4745 },
    { holder: 'c', company: 'root', share: 0.3795 },
    { holder: 'd', company: 'root', share: 0.146 },
    { holder: 'b', company: 'a', share: 0.3 },
    { holder: 'a', company: 'd', share: 0.1 },
    { holder: 'd', company: 'a', share: 0.2 },
    { holder: 'e', company: 'd', share: 0.31 },
    { holder: 'f', company: 'd', share: 0.38 },
    { holder: 'e', company: 'b', share: 0.5 },
    { holder: 'f', company: 'b', share: 0.5 },
  ],
};
const options = window.MAP;
createRoot(document.getElementById('root')).render(
  createElement(OwnershipMap, {
    graph: options.graph === 'wide' ? wide : options.graph === 'consolidated' ? consolidatedGraph : cycleGraph,
    interactive: options.interactive,
    locale: options.graph === 'cross' ? 'zh-CN' : 'en',
  }),
);
`;

let browser: Browser | undefined;
let script = '';
let styles = '';

beforeAll(async () => {
  const [bundle, stylesheet] = await Promise.all([
    build({
      stdin: { contents: ENTRY, resolveDir: PACKAGE, loader: 'tsx' },
      bundle: true,
      write: false,
      format: 'iife',
      jsx: 'automatic',
      conditions: ['@kyc/source'],
      define: { 'process.env.NODE_ENV': '"production"' },
      minify: true,
      logLevel: 'silent',
    }),
    build({
      entryPoints: [`${PACKAGE}src/styles/index.css`],
      bundle: true,
      write: false,
      logLevel: 'silent',
    }),
  ]);
  script = (bundle.outputFiles[0]?.text ?? '').replaceAll('</script', '<\\/script');
  styles = stylesheet.outputFiles[0]?.text ?? '';
  browser = await chromium.launch(CHROMIUM);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

async function open(
  width: number,
  height: number,
  map: { graph: 'cross' | 'wide' | 'consolidated'; interactive: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = width < 600;
  const context = await (browser as Browser).newContext({
    viewport: { width, height },
    ...(phone && { userAgent: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }),
  });
  const page = await context.newPage();
  await page.setContent(
    `<!doctype html><html lang="zh-CN"><head><meta name="viewport" content="width=device-width, initial-scale=1"><style>${styles} body { padding: 16px; }</style></head><body><div id="root"></div><script>window.MAP = ${JSON.stringify(map)};${script}</script></body></html>`,
  );
  await page.locator('.kyc-ownership__node').first().waitFor();
  return { context, page };
}

/** Every problem with the drawing as the browser shows it, as text (none: []). */
function drawingProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const rect = (element: Element) => element.getBoundingClientRect();
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    for (const text of document.querySelectorAll<SVGTextElement>('.kyc-ownership svg text')) {
      const size = Number.parseFloat(getComputedStyle(text).fontSize);
      const scale = text.getScreenCTM()?.a ?? 0;
      if (size * scale < 12) problems.push(`"${text.textContent}" drawn at ${size * scale} px`);
      if (rect(text).height < 12)
        problems.push(`"${text.textContent}" ${rect(text).height} px tall`);
    }
    const boxes = [...document.querySelectorAll('.kyc-ownership__node')].map((node) => ({
      node,
      box: rect(node.querySelector('.kyc-ownership__box') as Element),
    }));
    for (const label of document.querySelectorAll('.kyc-ownership__edge-label-bg')) {
      for (const { node, box } of boxes) {
        if (overlap(rect(label), box)) {
          problems.push(`label ${label.nextElementSibling?.textContent} over ${node.textContent}`);
        }
      }
    }
    for (const { node, box } of boxes) {
      for (const text of node.querySelectorAll('text')) {
        const drawn = rect(text);
        if (drawn.left < box.left || drawn.right > box.right) {
          problems.push(`"${text.textContent}" does not fit its box`);
        }
        if (text.textContent?.endsWith('…')) problems.push(`"${text.textContent}" is cut`);
      }
    }
    return problems;
  });
}

const layer = (page: Page) =>
  page.locator('.kyc-ownership__svg > g').first().getAttribute('transform');

describe('OwnershipMap in Chromium', () => {
  it.each([
    [1440, 900, 'cross'],
    [414, 896, 'cross'],
    [390, 844, 'cross'],
    [1440, 900, 'wide'],
    [390, 844, 'wide'],
    [1440, 900, 'consolidated'],
    [390, 844, 'consolidated'],
  ] as const)(
    'at %i×%i (%s) draws 12 px text or more, labels clear of nodes, names whole',
    async (width, height, graph) => {
      for (const interactive of [true, false]) {
        const { context, page } = await open(width, height, { graph, interactive });
        expect(await drawingProblems(page)).toEqual([]);
        // The drawing keeps its natural size: 1 unit is 1 px, however narrow the screen.
        const svg = page.locator('.kyc-ownership__svg');
        const box = await svg.boundingBox();
        expect(box?.width).toBe(Number(await svg.getAttribute('width')));
        await context.close();
      }
    },
  );

  it('pans with a mouse drag and the arrow keys, zooms with the keys and Ctrl + wheel only', async () => {
    const { context, page } = await open(1440, 900, { graph: 'cross', interactive: true });
    const viewport = page.locator('.kyc-ownership__viewport');
    const box = (await viewport.boundingBox()) as { x: number; y: number; width: number };
    // Drag from a node: the map moves, the node is not selected.
    const node = (await page.locator('.kyc-ownership__node').first().boundingBox()) as {
      x: number;
      y: number;
    };
    await page.mouse.move(node.x + 20, node.y + 20);
    await page.mouse.down();
    await page.mouse.move(node.x + 60, node.y + 50, { steps: 4 });
    await page.mouse.up();
    expect(await layer(page)).toBe('translate(40 30) scale(1)');
    expect(await page.locator('.kyc-ownership__node--selected').count()).toBe(0);
    // Tab reaches the map (after the three zoom buttons); arrows pan, + zooms.
    await page.keyboard.press('0');
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe(
      'kyc-ownership__viewport',
    );
    await page.keyboard.press('ArrowLeft');
    expect(await layer(page)).toBe('translate(40 0) scale(1)');
    await page.keyboard.press('0');
    await page.keyboard.press('+');
    expect(await layer(page)).toBe('translate(0 0) scale(1.25)');
    await page.keyboard.press('0');
    // The plain wheel scrolls the page; Ctrl + wheel zooms.
    await page.mouse.move(box.x + box.width / 2, box.y + 40);
    await page.mouse.wheel(0, 100);
    expect(await layer(page)).toBe('translate(0 0) scale(1)');
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    expect(await layer(page)).toMatch(/scale\(1\.1\)$/);
    await context.close();
  });

  it('pans with one finger and zooms with two on a phone, the drawing at full size', async () => {
    const { context, page } = await open(390, 844, { graph: 'wide', interactive: true });
    const viewport = (await page.locator('.kyc-ownership__viewport').boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    const svg = await page.locator('.kyc-ownership__svg').boundingBox();
    expect(svg?.width).toBeGreaterThan(viewport.width);
    const cdp = await context.newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      points: { x: number; y: number }[],
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map((point, id) => ({ ...point, id })),
      });
    const x = viewport.x + viewport.width / 2;
    const y = viewport.y + viewport.height / 2;
    await touch('touchStart', [{ x, y }]);
    for (let step = 1; step <= 5; step += 1) await touch('touchMove', [{ x: x + step * 20, y }]);
    await touch('touchEnd', []);
    expect(await layer(page)).toBe('translate(100 0) scale(1)');
    await touch('touchStart', [
      { x: x - 40, y },
      { x: x + 40, y },
    ]);
    for (let step = 1; step <= 5; step += 1) {
      await touch('touchMove', [
        { x: x - 40 - step * 8, y },
        { x: x + 40 + step * 8, y },
      ]);
    }
    await touch('touchEnd', []);
    const scale = Number(/scale\((\S+)\)/.exec((await layer(page)) ?? '')?.[1]);
    expect(scale).toBeCloseTo(2, 1);
    await context.close();
  });

  it('scrolls the static drawing on a phone, starting with the subject company in view', async () => {
    const { context, page } = await open(390, 844, { graph: 'wide', interactive: false });
    const viewport = page.locator('.kyc-ownership__viewport');
    const sizes = await viewport.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
    const within = await page.evaluate(() => {
      const outer = document.querySelector('.kyc-ownership__viewport')?.getBoundingClientRect();
      const root = document.querySelector('.kyc-ownership__node--root')?.getBoundingClientRect();
      return Boolean(outer && root && root.left >= outer.left - 1 && root.right <= outer.right + 1);
    });
    expect(within).toBe(true);
    await viewport.focus();
    const before = await viewport.evaluate((element) => element.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => viewport.evaluate((element) => element.scrollLeft))
      .toBeGreaterThan(before);
    await context.close();
  });
});
