import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpiryBanner } from './ExpiryBanner';

const now = new Date('2025-03-01T10:00:00+08:00');

describe('ExpiryBanner', () => {
  it.each([
    [{ type: 1, endDate: '2025-05-30' }, '您的账号将在 90 天后到期，请及时续费。'],
    [{ type: 2, endDate: '2025-03-31' }, '您的账号将在 30 天后到期，请及时续费。'],
    [
      { type: 2, category: 'SET_STAD_COVID19', endDate: '2025-05-01' },
      '您的账号将在 61 天后到期，请及时续费。',
    ],
    [{ type: 2, endDate: '2025-03-01' }, '您的账号今天到期，请及时续费。'],
    [{ type: 2, endDate: '2025-02-20' }, '您的账号已到期，请续费后继续使用。'],
  ])('warns %j', (user, message) => {
    render(<ExpiryBanner user={user} now={now} />);
    expect(screen.getByRole('status')).toHaveTextContent(message);
  });

  it.each([
    [{ type: 1, endDate: '2025-06-30' }],
    [{ type: 2, endDate: '2025-04-15' }],
    [{ type: 1 }],
    [null],
  ])('stays silent for %j', (user) => {
    const { container } = render(<ExpiryBanner user={user} now={now} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks English, links to renewal and can be dismissed', async () => {
    const onDismiss = vi.fn();
    render(
      <ExpiryBanner
        user={{ type: 1, endDate: '2025-03-03' }}
        now={now}
        locale="en"
        renewHref="/renew"
        onDismiss={onDismiss}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your account expires in 2 days.');
    expect(screen.getByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/renew');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
