import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_HOST } from '../../test/helpers';
import { createTracker } from '../createTracker';
import { AnalyticsProvider } from './AnalyticsProvider';
import { usePageView } from './usePageView';

function Page({ route, data }: { route: string; data?: Record<string, unknown> }) {
  usePageView(route, data);
  return null;
}

function setup() {
  const tracker = createTracker();
  const send = vi.fn();
  tracker.config({ host: OWN_HOST, env: 'prod', send });
  const views = () =>
    send.mock.calls
      .map(([url]) => new URL(url).searchParams)
      .filter((params) => params.get('event') === 'page_view')
      .map((params) => JSON.parse(params.get('entity') ?? ''));
  const view = (route: string, data?: Record<string, unknown>) => (
    <AnalyticsProvider tracker={tracker}>
      <Page route={route} data={data} />
    </AnalyticsProvider>
  );
  return { tracker, views, view };
}

describe('usePageView', () => {
  afterEach(cleanup);

  it('tracks page_view on mount and on every route change, not on other renders', () => {
    const { tracker, views, view } = setup();
    const { rerender } = render(view('/', { title: 'Home' }));
    rerender(view('/', { title: 'Home' }));
    rerender(view('/', { title: 'Home, renamed' }));
    rerender(view('/products-api', { title: 'KYC API' }));
    rerender(view('/lei'));
    rerender(view('/'));
    expect(views()).toEqual([
      { route: '/', title: 'Home' },
      { route: '/products-api', title: 'KYC API' },
      { route: '/lei' },
      { route: '/' },
    ]);
    tracker.optOut();
  });

  it('uses the default tracker without a provider', async () => {
    const { tracker } = await import('../tracker');
    const send = vi.fn();
    tracker.config({ host: OWN_HOST, env: 'prod', send });
    render(<Page route="/about-us-faq" />);
    expect(send).toHaveBeenCalledTimes(1);
    tracker.optOut();
  });
});
