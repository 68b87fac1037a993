import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_HOST } from '../../test/helpers';
import { createTracker, type TrackerOptions } from '../createTracker';
import { AnalyticsProvider } from './AnalyticsProvider';
import { usePageView } from './usePageView';
import { useTracker } from './useTracker';

function Page({ route }: { route: string }) {
  usePageView(route);
  return null;
}

function Probe({ onTracker }: { onTracker: (tracker: unknown) => void }) {
  onTracker(useTracker());
  return null;
}

describe('AnalyticsProvider', () => {
  afterEach(cleanup);

  it('configures its tracker before any child tracks', () => {
    const tracker = createTracker();
    const send = vi.fn();
    const options: TrackerOptions = { host: OWN_HOST, env: 'prod', send };
    expect(() =>
      render(
        <AnalyticsProvider tracker={tracker} options={options}>
          <Page route="/products-api" />
        </AnalyticsProvider>,
      ),
    ).not.toThrow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(new URL(send.mock.calls[0]?.[0]).searchParams.get('event')).toBe('page_view');
    tracker.optOut();
  });

  it('passes new options on (uid after login)', () => {
    const tracker = createTracker();
    const config = vi.spyOn(tracker, 'config');
    const first: TrackerOptions = { host: OWN_HOST, env: 'prod', send: vi.fn() };
    const { rerender } = render(<AnalyticsProvider tracker={tracker} options={first} />);
    rerender(<AnalyticsProvider tracker={tracker} options={first} />);
    rerender(<AnalyticsProvider tracker={tracker} options={{ ...first, uid: 'u1' }} />);
    expect(config.mock.calls.map(([options]) => options.uid)).toEqual([undefined, 'u1']);
    tracker.optOut();
  });

  it('leaves an already configured tracker alone when given no options', () => {
    const tracker = createTracker();
    const send = vi.fn();
    tracker.config({ host: OWN_HOST, env: 'prod', send });
    const config = vi.spyOn(tracker, 'config');
    render(
      <StrictMode>
        <AnalyticsProvider tracker={tracker}>
          <Page route="/" />
        </AnalyticsProvider>
      </StrictMode>,
    );
    expect(config).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalled();
    tracker.optOut();
  });

  it('gives its children its tracker', () => {
    const tracker = createTracker();
    const seen = vi.fn();
    render(
      <AnalyticsProvider tracker={tracker}>
        <Probe onTracker={seen} />
      </AnalyticsProvider>,
    );
    expect(seen).toHaveBeenCalledWith(tracker);
  });
});
