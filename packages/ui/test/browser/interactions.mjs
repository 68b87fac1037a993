/*
 * Storybook's interaction tests in real Chromium, in both toolbar languages: serves the built
 * Storybook (storybook-static) on 127.0.0.1, opens the preview with the `locale` global set to
 * 'zh-CN', then to 'en', shows every story at its viewport and fails on any story whose render
 * or play function fails. Layout checks that jsdom cannot make (the DesktopHeader's labels on
 * one line at 820 px, for one) run here. Prints how many stories passed per language.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../../../config/chromium.mjs';

const root = fileURLToPath(
  new URL(process.env.STORYBOOK_STATIC ?? '../../storybook-static/', import.meta.url),
);
const LOCALES = ['zh-CN', 'en'];
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/* The viewports of .storybook/preview.tsx: a story that asks for one is played at that size. */
const VIEWPORTS = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  narrow820: { width: 820, height: 1180 },
  narrow1024: { width: 1024, height: 768 },
  desktop1366: { width: 1366, height: 768 },
  mini: { width: 1440, height: 900 },
  wide: { width: 1920, height: 1080 },
};
const DEFAULT_VIEWPORT = VIEWPORTS.desktop1366;

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

/** The story's own viewport (from its globals), else the default desktop one. */
async function applyStoryViewport(page, storyId) {
  const name = await page.evaluate(async (id) => {
    const story = await globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
    return story.storyGlobals?.viewport?.value;
  }, storyId);
  await page.setViewportSize(VIEWPORTS[name] ?? DEFAULT_VIEWPORT);
}

/**
 * Shows a story through Storybook's channel (the preview and its globals stay loaded) and
 * resolves with how its render and play function ended, and the play's error if any.
 */
function showStory(page, storyId) {
  return page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const channel = globalThis.__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes = {
          storyRendered: 'passed',
          storyErrored: 'errored',
          storyThrewException: 'threw an exception',
          playFunctionThrewException: 'play function failed',
          storyMissing: 'missing',
        };
        const listeners = Object.entries(outcomes).map(([event, outcome]) => {
          const listener = (payload) => {
            if (event === 'storyRendered' && payload !== id) return;
            for (const [name, handler] of listeners) channel.off(name, handler);
            const message = payload?.message ?? payload?.description ?? '';
            resolve(outcome === 'passed' ? { outcome } : { outcome, message: String(message) });
          };
          channel.on(event, listener);
          return [event, listener];
        });
        setTimeout(() => resolve({ outcome: 'timed out' }), 20_000);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
if (stories.length === 0) throw new Error('storybook-static/index.json lists no stories');

const server = await serve();
const { port } = server.address();
const browser = await chromium.launch(CHROMIUM);
const failures = [];
const passed = {};

try {
  for (const locale of LOCALES) {
    passed[locale] = 0;
    const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT });
    const page = await context.newPage();
    // The first story loads the page with the toolbar's language; the others follow by channel.
    await page.goto(
      `http://127.0.0.1:${port}/iframe.html?id=${stories[0].id}&viewMode=story&globals=locale:${locale};a11y.manual:!true`,
    );
    await page.waitForFunction(() =>
      ['finished', 'errored', 'aborted'].includes(
        globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase,
      ),
    );
    const toolbar = await page.evaluate(
      () => globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get().locale,
    );
    if (toolbar !== locale) throw new Error(`the toolbar locale is ${toolbar}, not ${locale}`);
    // Shown again through the channel, like the others, so that its play result is seen.
    const order = [...stories.slice(1), stories[0]];
    for (const story of order) {
      await applyStoryViewport(page, story.id);
      const { outcome, message } = await showStory(page, story.id);
      if (process.env.INTERACTIONS_VERBOSE) console.log(locale, story.id, outcome);
      if (outcome === 'passed') passed[locale] += 1;
      else
        failures.push(
          `[${locale}] ${story.id}: ${outcome}${message ? ` — ${message.split('\n')[0]}` : ''}`,
        );
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}

for (const locale of LOCALES) {
  console.log(
    `interactions [${locale}]: ${passed[locale]} of ${stories.length} stories passed in Chromium`,
  );
}
if (failures.length > 0) {
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
