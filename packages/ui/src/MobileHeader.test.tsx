import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MobileHeader } from './MobileHeader';

describe('MobileHeader', () => {
  it('opens the drawer menu, locks scrolling and closes on a link', async () => {
    render(
      <MobileHeader
        renderLink={({ href, children, className, onClick }) => (
          <button type="button" className={className} data-href={href} onClick={onClick}>
            {children}
          </button>
        )}
      />,
    );
    const menu = screen.getByRole('button', { name: '打开菜单' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(screen.getByRole('dialog', { name: '菜单' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: '制造业' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('shows every navigation group in English', () => {
    render(<MobileHeader locale="en" defaultMenuOpen />);
    for (const heading of ['Products', 'Industries', 'Insights', 'About us']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Apply for trial' })).toBeInTheDocument();
  });
});
