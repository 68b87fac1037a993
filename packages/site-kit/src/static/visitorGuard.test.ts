import { describe, expect, it, vi } from 'vitest';
import { guardVisitorPage, type VisitorGuardWindow } from './visitorGuard';

/** A window as the guard reads it: its cookies, how it was reached, its pageshow listeners. */
function fakeWindow(cookie: string, navigationType: string) {
  const listeners: Array<(event: PageTransitionEvent) => void> = [];
  const reload = vi.fn();
  const style = { visibility: '' };
  const win: VisitorGuardWindow = {
    document: { cookie, documentElement: { style } as unknown as HTMLElement },
    location: { reload },
    performance: {
      getEntriesByType: () => [{ type: navigationType } as unknown as PerformanceEntry],
    },
    addEventListener: (_type, listener) => listeners.push(listener),
    removeEventListener: (_type, listener) => listeners.splice(listeners.indexOf(listener), 1),
  };
  const show = (persisted: boolean) => {
    for (const listener of [...listeners]) listener({ persisted } as PageTransitionEvent);
  };
  return { win, reload, style, show, listeners };
}

const SIGNED_IN = 'kyc_lang=en; kyc_session=u1___t___s';

describe('guardVisitorPage', () => {
  it('reloads, hidden, a visitor page Back brought from the back/forward cache after signing in', () => {
    const page = fakeWindow('kyc_lang=en', 'navigate');
    guardVisitorPage(page.win);
    expect(page.reload).not.toHaveBeenCalled();
    page.win.document.cookie = SIGNED_IN;
    page.show(true);
    expect(page.style.visibility).toBe('hidden');
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a visitor page Back took from the HTTP cache when the browser is signed in', () => {
    const page = fakeWindow(SIGNED_IN, 'back_forward');
    guardVisitorPage(page.win);
    expect(page.reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    // A session cookie on a page served to a visitor: the server found that session gone.
    ['a first visit with a session cookie', SIGNED_IN, 'navigate', false],
    ['a reload with a session cookie', SIGNED_IN, 'reload', false],
    ['Back from the HTTP cache without a session cookie', 'kyc_lang=en', 'back_forward', false],
    ['Back from the back/forward cache without one', 'kyc_lang=en', 'navigate', true],
  ])('leaves alone %s', (_case, cookie, type, persisted) => {
    const page = fakeWindow(cookie, type);
    guardVisitorPage(page.win);
    page.show(persisted);
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.style.visibility).toBe('');
  });

  it('stops listening after cleanup', () => {
    const page = fakeWindow('', 'navigate');
    guardVisitorPage(page.win)();
    expect(page.listeners).toHaveLength(0);
  });
});
