// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInSite } from '../lib/account/_test/harness';
import MessageToasts from './MessageToasts';

afterEach(cleanup);

describe('MessageToasts', () => {
  it('shows each message of the client state once, as a toast, errors as alerts', async () => {
    const site = renderInSite([{ id: 'home', index: true, Component: MessageToasts }], {
      path: '/',
      locale: 'en',
    });
    await screen.findByRole('region', { name: 'Notifications' });
    act(() => {
      site.store().pushMessage({ tone: 'success', text: 'You are logged out.' });
      site.store().pushMessage({ tone: 'error', text: 'The network is unavailable.' });
    });
    expect(within(screen.getByRole('status')).getByText('You are logged out.')).toBeTruthy();
    expect(within(screen.getByRole('alert')).getByText('The network is unavailable.')).toBeTruthy();
    // Handed over: the list is empty, so nothing shows twice.
    expect(site.store().getState().app.msgList).toEqual([]);
    expect(screen.getAllByText('You are logged out.')).toHaveLength(1);
  });
});
