// @vitest-environment jsdom
import type { Tracker } from '@kyc/analytics-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaticPageConfig } from './config';
import { TRACK_CLICK_ATTRIBUTE, TRACK_SEARCH_ATTRIBUTE, trackStaticPage } from './trackStaticPage';

const config: StaticPageConfig = {
  tracking: { host: 'https://t.example.com', env: 'prod', appName: 'kyc_global_mobile_web' },
  page: { route: '/lei', name: 'lei' },
};

function fakeTracker(track = vi.fn()) {
  return { config: vi.fn(), track } as unknown as Tracker & {
    config: ReturnType<typeof vi.fn>;
    track: ReturnType<typeof vi.fn>;
  };
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

describe('trackStaticPage', () => {
  it('configures the tracker and counts the page view the app would', () => {
    const tracker = fakeTracker();
    stop = trackStaticPage(config, document, tracker);
    expect(tracker.config).toHaveBeenCalledWith(config.tracking);
    expect(tracker.track).toHaveBeenCalledWith('page_view', { route: '/lei', name: 'lei' });
  });

  it('counts a click on a call to action (or inside it) with the data it carries', () => {
    const tracker = fakeTracker();
    stop = trackStaticPage(config, document, tracker);
    const data = { button: 'Request a demo', trackingLabel: 'lei', href: '/demo-request' };
    document.body.innerHTML = `<a href="#x" ${TRACK_CLICK_ATTRIBUTE}='${JSON.stringify(data)}'><span>Request a demo</span></a><a href="#y">other</a>`;
    document.querySelector('span')?.click();
    document
      .querySelector('a[href="#y"]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(tracker.track.mock.calls.filter(([event]) => event === 'page_button_click')).toEqual([
      ['page_button_click', data],
    ]);
  });

  it('counts the LEI look-up as search with the normalised code', () => {
    const tracker = fakeTracker();
    stop = trackStaticPage(config, document, tracker);
    document.body.innerHTML = `<form ${TRACK_SEARCH_ATTRIBUTE}="lei"><input name="lei" value=" 5493001kjtiigc8y1r12 "></form><form><input name="lei" value="x"></form>`;
    for (const form of document.querySelectorAll('form')) {
      form.addEventListener('submit', (event) => event.preventDefault());
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    }
    expect(tracker.track.mock.calls.filter(([event]) => event === 'search')).toEqual([
      ['search', { words: '5493001KJTIIGC8Y1R12', trackingLabel: 'lei' }],
    ]);
  });

  it('sends nothing when the site has no analytics host', () => {
    const tracker = fakeTracker();
    stop = trackStaticPage({ ...config, tracking: null }, document, tracker);
    document.body.innerHTML = `<a ${TRACK_CLICK_ATTRIBUTE}='{"button":"x"}'>x</a>`;
    document.querySelector('a')?.click();
    expect(tracker.config).not.toHaveBeenCalled();
    expect(tracker.track).not.toHaveBeenCalled();
  });

  it('never breaks the page when the tracker throws or the data is not JSON', () => {
    const tracker = fakeTracker(
      vi.fn(() => {
        throw new Error('not configured');
      }),
    );
    expect(() => {
      stop = trackStaticPage(config, document, tracker);
    }).not.toThrow();
    document.body.innerHTML = `<a ${TRACK_CLICK_ATTRIBUTE}="{oops">x</a>`;
    expect(() => document.querySelector('a')?.click()).not.toThrow();
  });

  it('stops listening after cleanup', () => {
    const tracker = fakeTracker();
    trackStaticPage(config, document, tracker)();
    document.body.innerHTML = `<a ${TRACK_CLICK_ATTRIBUTE}='{"button":"x"}'>x</a>`;
    document.querySelector('a')?.click();
    expect(tracker.track).toHaveBeenCalledTimes(1); // the page view only
  });
});
