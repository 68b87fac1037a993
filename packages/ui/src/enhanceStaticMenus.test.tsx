import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollLockState } from './_lib/scrollLockState';
import { enhanceStaticMenus } from './enhanceStaticMenus';
import { MobileHeader } from './MobileHeader';

/** A page as the server sends it: the static header's HTML, with no React in the document. */
function serverPage() {
  document.body.innerHTML = renderToString(
    <MobileHeader staticMenu localeHref={(locale) => (locale === 'en' ? '/en/' : '/')} />,
  );
  const button = document.querySelector('[data-kyc-menu-button]') as HTMLButtonElement;
  const dialog = document.querySelector('dialog[data-kyc-static-menu]') as HTMLDialogElement;
  const close = dialog.querySelector('[data-kyc-close]') as HTMLButtonElement;
  const firstLink = dialog.querySelector('a[href]') as HTMLAnchorElement;
  return { button, dialog, close, firstLink };
}

type Page = ReturnType<typeof serverPage>;

function expectOpen({ button, dialog, firstLink }: Page) {
  expect(dialog.open).toBe(true);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(document.body.style.overflow).toBe('hidden');
  expect(scrollLockState.count).toBe(1);
  expect(firstLink).toHaveFocus();
}

function expectClosed({ button, dialog }: Page) {
  expect(dialog.open).toBe(false);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(document.body.style.overflow).toBe('');
  expect(scrollLockState.count).toBe(0);
}

// Each way out of the menu. A click on the dialog element itself is a click on its backdrop.
const closings: Array<[string, (page: Page) => void]> = [
  ['the close button', ({ close }) => close.click()],
  [
    'Escape (cancel event)',
    ({ dialog }) => dialog.dispatchEvent(new Event('cancel', { cancelable: true })),
  ],
  ['a click on the backdrop', ({ dialog }) => dialog.click()],
  ['a link inside', ({ firstLink }) => firstLink.click()],
];

// jsdom would try to navigate on a link click: stop it after the enhancer has seen the click.
const stopNavigation = (event: Event) => event.preventDefault();

describe('enhanceStaticMenus', () => {
  let stop = () => {};
  beforeEach(() => {
    document.addEventListener('click', stopNavigation);
  });
  afterEach(() => {
    stop();
    stop = () => {};
    document.removeEventListener('click', stopNavigation);
    document.body.innerHTML = '';
    document.body.style.overflow = '';
    scrollLockState.count = 0;
    vi.restoreAllMocks();
  });

  describe('without HTMLDialogElement#showModal (jsdom): the open attribute', () => {
    it('starts closed and does nothing before a click', () => {
      const page = serverPage();
      stop = enhanceStaticMenus();
      expectClosed(page);
    });

    it.each(closings)('opens on the button and closes on %s', (_way, leave) => {
      const page = serverPage();
      stop = enhanceStaticMenus();
      page.button.click();
      expect(page.dialog).toHaveAttribute('open');
      expectOpen(page);
      leave(page);
      expectClosed(page);
      expect(page.dialog).not.toHaveAttribute('open');
      expect(page.button).toHaveFocus();
    });

    it('lets a followed link proceed and cancels Escape to close the menu itself', () => {
      const page = serverPage();
      stop = enhanceStaticMenus();
      document.removeEventListener('click', stopNavigation);
      let linkPrevented: boolean | undefined;
      document.addEventListener(
        'click',
        (event) => {
          linkPrevented = event.defaultPrevented;
          event.preventDefault();
        },
        { once: true },
      );
      page.button.click();
      page.firstLink.click();
      expect(linkPrevented).toBe(false);
      page.button.click();
      const cancel = new Event('cancel', { cancelable: true });
      page.dialog.dispatchEvent(cancel);
      expect(cancel.defaultPrevented).toBe(true);
      expectClosed(page);
    });

    it('ignores clicks inside the panel that are not on a link or the close button', () => {
      const page = serverPage();
      stop = enhanceStaticMenus();
      page.button.click();
      (page.dialog.querySelector('.kyc-drawer__title') as HTMLElement).click();
      (page.dialog.querySelector('.kyc-drawer') as HTMLElement).click();
      expectOpen(page);
    });

    it('unlocks once when the browser closes the dialog itself (close event)', () => {
      const page = serverPage();
      stop = enhanceStaticMenus();
      page.button.click();
      page.dialog.removeAttribute('open');
      page.dialog.dispatchEvent(new Event('close'));
      expectClosed(page);
      page.dialog.dispatchEvent(new Event('close'));
      expect(scrollLockState.count).toBe(0);
    });
  });

  describe('with showModal and close (stubbed as browsers have them)', () => {
    beforeEach(() => {
      const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
      prototype.showModal = vi.fn(function (this: HTMLDialogElement) {
        this.setAttribute('open', '');
      });
      prototype.close = vi.fn(function (this: HTMLDialogElement) {
        this.removeAttribute('open');
      });
    });
    afterEach(() => {
      const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
      delete prototype.showModal;
      delete prototype.close;
    });

    it.each(closings)('opens with showModal() and closes with close() on %s', (_way, leave) => {
      const page = serverPage();
      stop = enhanceStaticMenus();
      page.button.click();
      expect(page.dialog.showModal).toHaveBeenCalledTimes(1);
      expectOpen(page);
      leave(page);
      expect(page.dialog.close).toHaveBeenCalledTimes(1);
      expectClosed(page);
      expect(page.button).toHaveFocus();
    });

    it('opens only once on repeated clicks', () => {
      const page = serverPage();
      stop = enhanceStaticMenus();
      page.button.click();
      page.button.click();
      expect(page.dialog.showModal).toHaveBeenCalledTimes(1);
      expect(scrollLockState.count).toBe(1);
    });
  });

  it('shares the scroll lock with other holders', () => {
    const page = serverPage();
    stop = enhanceStaticMenus();
    document.body.style.overflow = 'scroll';
    page.button.click();
    expect(document.body.style.overflow).toBe('hidden');
    page.close.click();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('binds each button once however often it is called', () => {
    const page = serverPage();
    stop = enhanceStaticMenus();
    const again = enhanceStaticMenus(document);
    page.button.click();
    expect(scrollLockState.count).toBe(1);
    page.close.click();
    // The second call bound nothing, so its cleanup leaves the first binding working.
    again();
    page.button.click();
    expectOpen(page);
  });

  it('removes every listener on cleanup, and can enhance again afterwards', () => {
    const page = serverPage();
    enhanceStaticMenus()();
    page.button.click();
    expectClosed(page);
    page.dialog.setAttribute('open', '');
    page.close.click();
    page.dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(page.dialog).toHaveAttribute('open');
    page.dialog.removeAttribute('open');
    stop = enhanceStaticMenus();
    page.button.click();
    expectOpen(page);
  });

  it('works within a given root and leaves buttons without a static dialog alone', () => {
    const page = serverPage();
    const other = document.body.appendChild(document.createElement('div'));
    other.innerHTML =
      '<button data-kyc-menu-button aria-controls="nope">a</button>' +
      '<button data-kyc-menu-button aria-controls="plain">b</button><dialog id="plain"></dialog>';
    stop = enhanceStaticMenus(other);
    page.button.click();
    expectClosed(page);
    for (const button of other.querySelectorAll('button')) button.click();
    expect(other.querySelector('dialog')).not.toHaveAttribute('open');
    expect(scrollLockState.count).toBe(0);
    stop();
    stop = enhanceStaticMenus(page.button.parentElement?.parentElement as HTMLElement);
    page.button.click();
    expectOpen(page);
  });

  it('does nothing on a page without menus', () => {
    expect(() => enhanceStaticMenus()()).not.toThrow();
  });
});
