/*
 * Accessibility of every story in real Chromium: serves the built Storybook (storybook-static)
 * on 127.0.0.1, opens each story's iframe, runs axe (WCAG 2 A/AA rules, colour contrast
 * included) and fails on any violation. Prints how many stories were checked. Then checks the
 * static menu (MobileHeader staticMenu + enhanceStaticMenus) with the real <dialog>.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../../../config/chromium.mjs';
import {
  applyStoryViewport,
  DEFAULT_VIEWPORT,
  loadStories,
  serve,
  showStory,
  VIEWPORTS,
} from './storybook.mjs';

const stories = await loadStories();
const server = await serve();
const { port } = server.address();
const browser = await chromium.launch(CHROMIUM);

const failures = [];

/** Loads a story's iframe page and resolves with how its render ended. */
async function loadStory(page, storyId) {
  // The addon's own axe run is switched off (a11y.manual) so that it cannot collide with this one.
  await page.goto(
    `http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`,
  );
  const phase = await page
    .waitForFunction(() => {
      const current = globalThis.__STORYBOOK_PREVIEW__?.currentRender?.phase;
      return ['finished', 'errored', 'aborted'].includes(current) ? current : false;
    })
    .then((handle) => handle.jsonValue());
  return phase === 'finished' ? 'rendered' : phase;
}

async function check(page, story, outcome) {
  if (outcome !== 'rendered') {
    failures.push(`${story.id}: the story ${outcome}`);
    return;
  }
  await runAxe(page, story.id);
}

async function runAxe(page, name) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // A story shows a component, not a whole page: page-level landmark rules do not apply.
    .disableRules(['region', 'landmark-one-main', 'page-has-heading-one'])
    .analyze();
  for (const violation of violations) {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
    failures.push(`${name}: ${violation.id} (${violation.impact}) ${violation.help} — ${targets}`);
  }
}

/** What the static menu looks like now: the native dialog, its panel, the body and focus. */
function staticMenuState() {
  const dialog = document.querySelector('dialog[data-kyc-static-menu]');
  const button = document.querySelector('[data-kyc-menu-button]');
  const box = dialog.querySelector('.kyc-drawer').getBoundingClientRect();
  const active = document.activeElement;
  return {
    open: dialog.open,
    modal: dialog.matches(':modal'),
    display: getComputedStyle(dialog).display,
    panel: [box.x, box.y, box.width, box.height],
    backdrop: getComputedStyle(dialog, '::backdrop').backgroundColor,
    overflow: document.body.style.overflow,
    expanded: button.getAttribute('aria-expanded'),
    focus:
      active === dialog.querySelector('a[href]')
        ? 'first link'
        : active === button
          ? 'menu button'
          : active?.tagName,
  };
}

/**
 * The static menu in Chromium, with showModal: it must look like the open React drawer (same
 * panel box, same backdrop colour), lock and unlock the body, move focus, pass axe while open,
 * and close by Escape, a click on the backdrop and the close button.
 */
async function checkStaticMenu(context) {
  const page = await context.newPage();
  const viewport = VIEWPORTS.mobile1;
  await page.setViewportSize(viewport);
  const expectState = async (step, expected) => {
    const state = await page.evaluate(staticMenuState);
    for (const [key, value] of Object.entries(expected)) {
      if (JSON.stringify(state[key]) !== JSON.stringify(value)) {
        failures.push(
          `static menu, ${step}: ${key} is ${JSON.stringify(state[key])}, expected ${JSON.stringify(value)}`,
        );
      }
    }
  };
  try {
    if ((await loadStory(page, 'site-chrome-mobileheader--menu-open')) !== 'rendered') {
      failures.push('static menu: the React drawer story did not render');
      return;
    }
    const drawer = await page.evaluate(() => {
      const box = document.querySelector('.kyc-drawer').getBoundingClientRect();
      return {
        panel: [box.x, box.y, box.width, box.height],
        backdrop: getComputedStyle(document.querySelector('.kyc-modal__backdrop')).backgroundColor,
      };
    });
    // Its play function has enhanced the menu, opened it and closed it again.
    const outcome = await loadStory(page, 'site-chrome-mobileheader--static-menu');
    if (outcome !== 'rendered') {
      failures.push(`static menu: the story ${outcome}`);
      return;
    }
    const closed = { open: false, display: 'none', overflow: '', expanded: 'false' };
    await expectState('at first', closed);
    const open = async (step) => {
      await page.click('[data-kyc-menu-button]');
      await expectState(step, {
        open: true,
        modal: true,
        display: 'flex',
        panel: drawer.panel,
        backdrop: drawer.backdrop,
        overflow: 'hidden',
        expanded: 'true',
        focus: 'first link',
      });
    };
    await open('opened');
    await runAxe(page, 'static menu (open)');
    await page.keyboard.press('Escape');
    await expectState('after Escape', { ...closed, focus: 'menu button' });
    await open('opened again');
    await page.mouse.click(viewport.width - 4, viewport.height / 2);
    await expectState('after a click on the backdrop', { ...closed, focus: 'menu button' });
    await open('opened a third time');
    await page.click('[data-kyc-close]');
    await expectState('after the close button', { ...closed, focus: 'menu button' });
  } finally {
    await page.close();
  }
}

try {
  const context = await browser.newContext({ viewport: DEFAULT_VIEWPORT });
  const page = await context.newPage();
  const [first, ...rest] = stories;
  await check(page, first, await loadStory(page, first.id));
  for (const story of rest) {
    const viewport = await applyStoryViewport(page, story.id);
    if (process.env.AXE_VERBOSE) console.log(story.id, viewport ?? '');
    const { outcome } = await showStory(page, story.id);
    await check(page, story, outcome === 'passed' ? 'rendered' : outcome);
  }
  await checkStaticMenu(context);
} finally {
  await browser.close();
  server.close();
}

console.log(
  `axe: checked ${stories.length} stories and the open static menu in Chromium, ${failures.length} failures`,
);
if (failures.length > 0) {
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
