import { type Browser, chromium, type Page } from 'playwright-core';
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
