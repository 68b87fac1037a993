// @vitest-environment jsdom
import type { Tracker } from '@kyc/analytics-sdk';
import { AnalyticsProvider } from '@kyc/analytics-sdk/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACK_CLICK_ATTRIBUTE } from '../../static/trackStaticPage';
import { CtaLink } from './CtaLink';

function show(element: ReactNode) {
  const Stub = createRoutesStub([
    { path: '/products-api', Component: () => <>{element}</> },
    { path: '/demo-request', Component: () => <h1>Demo request</h1> },
  ]);
  render(<Stub initialEntries={['/products-api?lang=en']} />);
  return userEvent.setup();
}

describe('CtaLink', () => {
  afterEach(cleanup);

  it('counts a click as page_button_click with its label and the page’s tracking label, then navigates', async () => {
    const track = vi.fn();
    const user = show(
      <AnalyticsProvider tracker={{ track } as unknown as Tracker}>
        <CtaLink
          link={{ label: 'Request a demo', href: '/demo-request' }}
          locale="en"
          trackingLabel="products_api"
          section="hero"
        />
      </AnalyticsProvider>,
    );
    const link = screen.getByRole('link', { name: 'Request a demo' });
    expect(link.getAttribute('href')).toBe('/demo-request?lang=en');
    await user.click(link);
    const sent = {
      button: 'Request a demo',
      trackingLabel: 'products_api',
      href: '/demo-request',
      section: 'hero',
    };
    expect(track).toHaveBeenCalledWith('page_button_click', sent);
    // The same data for a page served without React, where the enhancer tracks the click.
    expect(JSON.parse(link.getAttribute(TRACK_CLICK_ATTRIBUTE) ?? '')).toEqual(sent);
    expect(await screen.findByRole('heading', { name: 'Demo request' })).toBeTruthy();
  });

  it('still works when the tracker is not configured (it throws before config)', async () => {
    // No provider: the package's default tracker, never configured in tests.
    const user = show(
      <CtaLink
        link={{ label: '预约演示', href: '/demo-request' }}
        locale="zh-CN"
        trackingLabel="products_api"
        section="cta"
      />,
    );
    const link = screen.getByRole('link', { name: '预约演示' });
    expect(link.getAttribute('href')).toBe('/demo-request');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Demo request' })).toBeTruthy();
  });

  it('keeps an in-page anchor a plain link', () => {
    show(
      <CtaLink
        link={{ label: 'See pricing', href: '#pricing' }}
        locale="en"
        trackingLabel="products_api"
        section="hero"
      />,
    );
    expect(screen.getByRole('link', { name: 'See pricing' }).getAttribute('href')).toBe('#pricing');
  });
});
