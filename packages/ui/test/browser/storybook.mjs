// What both Chromium runs over the built Storybook share (axe.mjs, interactions.mjs): serving
// storybook-static on 127.0.0.1, its story list, the preview's viewports, and showing a story
// through Storybook's channel.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built Storybook: STORYBOOK_STATIC (a folder URL relative to this file) or the package's. */
export const root = fileURLToPath(
  new URL(process.env.STORYBOOK_STATIC ?? '../../storybook-static/', import.meta.url),
);

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

/* The viewports of .storybook/preview.tsx: a story that asks for one is shown at that size. */
export const VIEWPORTS = {
  mobile1: { width: 320, height: 568 },
  mobile2: { width: 414, height: 896 },
  tablet: { width: 834, height: 1112 },
  narrow820: { width: 820, height: 1180 },
  narrow1024: { width: 1024, height: 768 },
  desktop1366: { width: 1366, height: 768 },
  mini: { width: 1440, height: 900 },
  wide: { width: 1920, height: 1080 },
};
export const DEFAULT_VIEWPORT = VIEWPORTS.desktop1366;

/** Sets the page to the story's own viewport (from its globals), else the default desktop one; resolves with its name. */
export async function applyStoryViewport(page, storyId) {
  const name = await page.evaluate(async (id) => {
    const story = await globalThis.__STORYBOOK_PREVIEW__.storyStoreValue.loadStory({ storyId: id });
    return story.storyGlobals?.viewport?.value ?? story.moduleExport?.globals?.viewport?.value;
  }, storyId);
  await page.setViewportSize(VIEWPORTS[name] ?? DEFAULT_VIEWPORT);
  return name;
}

/** Serves `root` on a free loopback port; resolves with the listening server. */
export function serve() {
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

/** Every story of the build (index.json); fails when there is none. */
export async function loadStories() {
  const index = JSON.parse(await readFile(join(root, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  if (stories.length === 0) throw new Error('storybook-static/index.json lists no stories');
  return stories;
}

/**
 * Shows a story in the already loaded preview through Storybook's channel (much faster than
 * loading the page again) and resolves with how its render and play function ended:
 * `{ outcome: 'passed' }` or `{ outcome, message }`.
 */
export function showStory(page, storyId) {
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
