/*
 * Accessibility of every story in real Chromium: serves the built Storybook (storybook-static)
 * on 127.0.0.1, opens each story's iframe, runs axe (WCAG 2 A/AA rules, colour contrast
 * included) and fails on any violation. Prints how many stories were checked.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../../../config/chromium.mjs';

const root = fileURLToPath(new URL('../../storybook-static/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

function serve() {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(root) || !(await stat(file).catch(() => null))?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
if (stories.length === 0) throw new Error('storybook-static/index.json lists no stories');

const server = await serve();
const { port } = server.address();
const browser = await chromium.launch(CHROMIUM);

/**
 * Shows a story in the already loaded preview through Storybook's channel (much faster than
 * loading the page again) and resolves once it has rendered and its play function has run.
 */
function showStory(page, storyId) {
  return page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = {
          storyRendered: 'rendered',
          storyErrored: 'errored',
          storyThrewException: 'threw an exception',
          playFunctionThrewException: 'play function threw',
          storyMissing: 'missing',
        };
        const listeners = Object.entries(outcomes).map(([event, outcome]) => {
          const listener = (payload) => {
            if (event === 'storyRendered' && payload !== id) return;
            for (const [name, handler] of listeners) channel.off(name, handler);
            resolve(outcome);
          };
          channel.on(event, listener);
          return [event, listener];
        });
        setTimeout(() => resolve('timed out'), 20_000);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

const failures = [];

/* The viewports of .storybook/preview.tsx: a story that asks for one is checked at that size. */
const VIEWPORTS = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  desktop1366: { width: 1366, height: 768 },
  mini: { width: 1440, height: 900 },
  wide: { width: 1920, height: 1080 },
};
const DEFAULT_VIEWPORT = VIEWPORTS.desktop1366;

async function applyStoryViewport(page, storyId) {
  const name = await page.evaluate(async (id) => {
    const story = await globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
    return story.storyGlobals?.viewport?.value ?? story.moduleExport?.globals?.viewport?.value;
  }, storyId);
  await page.setViewportSize(VIEWPORTS[name] ?? DEFAULT_VIEWPORT);
  return name;
}

async function check(page, story, outcome) {
  if (outcome !== 'rendered') {
    failures.push(`${story.id}: the story ${outcome}`);
    return;
  }
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // A story shows a component, not a whole page: page-level landmark rules do not apply.
    .disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
    .analyze();
  for (const violation of violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
    failures.push(
      `${story.id}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets}`,
    );
  }
}

try {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT });
  const page = await context.newPage();
  const [first, ...rest] = stories;
  // The addon's own axe run is switched off (a11y.manual) so that it cannot collide with this one.
  await page.goto(
    `http://127.0.0.1:${port}/iframe.html?id=${first.id}&viewMode=story&globals=a11y.manual:!true`,
  );
  const phase = await page
    .waitForFunction(() => {
      const current = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return ['finished', 'errored', 'aborted'].includes(current) ? current : false;
    })
    .then((handle) => handle.jsonValue());
  await check(page, first, phase === 'finished' ? 'rendered' : phase);
  for (const story of rest) {
    const viewport = await applyStoryViewport(page, story.id);
    if (process.env.AXE_VERBOSE) console.log(story.id, viewport ?? '');
    await check(page, story, await showStory(page, story.id));
  }
} finally {
  await browser.close();
  server.close();
}

console.log(`axe: checked ${stories.length} stories in Chromium, ${failures.length} violations`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
