/*
 * Storybook's interaction tests in real Chromium, in both toolbar languages: serves the built
 * Storybook (storybook-static) on 127.0.0.1, opens the preview with the `locale` global set to
 * 'zh-CN', then to 'en', shows every story at its viewport and fails on any story whose render
 * or play function fails. Layout checks that jsdom cannot make (the DesktopHeader's labels on
 * one line at 820 px, for one) run here. Prints how many stories passed per language.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../../../config/chromium.mjs';
import {
  applyStoryViewport,
  DEFAULT_VIEWPORT,
  loadStories,
  serve,
  showStory,
} from './storybook.mjs';

const LOCALES = ['zh-CN', 'en'];

const stories = await loadStories();

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
