import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OWN_HOST } from '../../test/helpers';
import { createTracker } from '../createTracker';
import { AnalyticsProvider } from './AnalyticsProvider';
import { useTrackClick } from './useTrackClick';

function Buttons({ onRender }: { onRender: (trackClick: unknown) => void }) {
  const trackClick = useTrackClick();
  onRender(trackClick);
  return (
    <>
      <button type="button" onClick={() => trackClick('apply_trial', { plan: 'api' })}>
        Apply
      </button>
      <button type="button" onClick={() => trackClick('demo_request')}>
        Demo
      </button>
    </>
  );
}

describe('useTrackClick', () => {
  afterEach(cleanup);

  it('tracks page_button_click with the button and its data, through a stable function', () => {
    const tracker = createTracker();
    const send = vi.fn();
    tracker.config({ host: OWN_HOST, env: 'prod', send });
    const seen = new Set<unknown>();
    const app = (
      <AnalyticsProvider tracker={tracker}>
        <Buttons onRender={(trackClick) => seen.add(trackClick)} />
      </AnalyticsProvider>
    );
    const { rerender } = render(app);
    rerender(app);
    fireEvent.click(screen.getByText('Apply'));
    fireEvent.click(screen.getByText('Demo'));
    const clicks = send.mock.calls.map(([url]) => new URL(url).searchParams);
    expect(clicks.map((params) => params.get('event'))).toEqual([
      'page_button_click',
      'page_button_click',
    ]);
    expect(clicks.map((params) => JSON.parse(params.get('entity') ?? ''))).toEqual([
      { button: 'apply_trial', plan: 'api' },
      { button: 'demo_request' },
    ]);
    expect(seen.size).toBe(1);
    tracker.optOut();
  });
});
