import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM } from './stack.mjs';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/** Collects what a page reports as broken: console errors and uncaught exceptions. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/**
 * Runs `step` on a new page of `context` and closes the page afterwards, whatever happens. If
 * the page's renderer crashes meanwhile ("Page crashed": Chromium ending a renderer on a failed
 * check or allocation, seen on the shared, loaded 2-core machine with small pages), the step
 * runs once more on a fresh page of the same context, so its cookies (the session) carry over;
 * any other failure, or a second crash, fails the test. A step must therefore start from a
 * navigation and only read or do what can be done twice. The crash is reported on stderr, not
 * hidden.
 *
 * @example await onPage(context, async (page) => { await page.goto(url); … });
 */
export async function onPage<T>(
  context: BrowserContext,
  step: (page: Page, errors: string[]) => Promise<T>,
): Promise<T> {
  const { result, page } = await stepSurvivingCrash(context, step);
  await page.close().catch(() => {});
  return result;
}

/**
 * As `onPage`, but the page the step ended on stays open and is returned with the errors it
 * reports, for a journey that goes on from there.
 *
 * @example const { page: colleague } = await openPage(context, (page) => page.goto(link));
 */
export async function openPage(
  context: BrowserContext,
  step: (page: Page, errors: string[]) => Promise<unknown>,
): Promise<{ page: Page; errors: string[] }> {
  let errors: string[] = [];
  const { page } = await stepSurvivingCrash(context, async (page, pageErrors) => {
    errors = pageErrors;
    await step(page, pageErrors);
  });
  return { page, errors };
}

async function stepSurvivingCrash<T>(
  context: BrowserContext,
  step: (page: Page, errors: string[]) => Promise<T>,
): Promise<{ result: T; page: Page }> {
  for (let attempt = 1; ; attempt++) {
    const page = await context.newPage();
    let crashed = false;
    page.once('crash', () => {
      crashed = true;
    });
    try {
      return { result: await step(page, watchErrors(page)), page };
    } catch (error) {
      await page.close().catch(() => {});
      if (!crashed || attempt > 1) throw error;
      console.warn(
        `the page's renderer crashed (${page.url()}); running the step again on a new page`,
      );
    }
  }
}

/**
 * Screenshots of the whole page one viewport at a time, scrolled through (the account pages
 * scroll in `#app-container-scroll-id`, not the document): `dir/name-00.png`, `-01`, … .
 * Viewport-sized images keep the renderer's memory small, where one full-page image of a tall
 * page is a single huge bitmap.
 *
 * @example await scrolledScreenshots(page, process.env.SCREENSHOT_DIR, 'company-en');
 */
export async function scrolledScreenshots(page: Page, dir: string, name: string): Promise<void> {
  const { height, view } = await page.evaluate(() => {
    const box = document.getElementById('app-container-scroll-id');
    return {
      height: Math.max(document.documentElement.scrollHeight, box?.scrollHeight ?? 0),
      view: window.innerHeight,
    };
  });
  // Each image overlaps the one before by 80 px, so no line is cut between two of them.
  for (let top = 0, index = 0; top < height; top += view - 80, index++) {
    await page.evaluate((y) => {
      window.scrollTo(0, y);
      document.getElementById('app-container-scroll-id')?.scrollTo(0, y);
    }, top);
    await page.screenshot({ path: join(dir, `${name}-${String(index).padStart(2, '0')}.png`) });
  }
}
