import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from './_lib/locale';
import { MobileHeader, type MobileHeaderProps } from './MobileHeader';

const localeHref = (locale: Locale) => (locale === 'en' ? '/en/lei' : '/lei');

/** The server's HTML, parsed into a detached element for inspection. */
function serverMarkup(props: MobileHeaderProps): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MobileHeader {...props} />);
  return container;
}

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

  describe('with staticMenu, on the server', () => {
    it.each([
      ['zh-CN', '菜单', '关闭'],
      ['en', 'Menu', 'Close'],
    ] as const)(
      'renders a closed native dialog wired to the menu button (%s)',
      (locale, title, close) => {
        const html = serverMarkup({ staticMenu: true, localeHref, locale });
        const button = html.querySelector('.kyc-header__menu-button') as HTMLElement;
        const dialog = html.querySelector('dialog') as HTMLDialogElement;
        expect(button).toHaveAttribute('aria-haspopup', 'dialog');
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(button).toHaveAttribute('data-kyc-menu-button');
        expect(button.getAttribute('aria-controls')).toBe(dialog.id);
        expect(dialog.id).not.toBe('');
        expect(dialog).not.toHaveAttribute('open');
        expect(dialog).toHaveAttribute('data-kyc-static-menu');
        expect(dialog.className).toBe('kyc-modal kyc-modal--left kyc-modal--native');
        // Inside the header, right after the bar.
        expect(dialog.parentElement?.tagName).toBe('HEADER');
        expect(dialog.previousElementSibling).toHaveClass('kyc-header__inner');
        const heading = html.querySelector(
          `#${CSS.escape(dialog.getAttribute('aria-labelledby') ?? '')}`,
        );
        expect(heading?.tagName).toBe('H2');
        expect(heading).toHaveClass('kyc-drawer__title');
        expect(heading).toHaveTextContent(title);
        expect(
          dialog.querySelector('.kyc-drawer.kyc-drawer--left .kyc-drawer__body'),
        ).not.toBeNull();
        const closeButton = dialog.querySelector('[data-kyc-close]');
        expect(closeButton).toHaveClass('kyc-close');
        expect(closeButton).toHaveAttribute('aria-label', close);
      },
    );

    it('holds the whole navigation, language links and the header actions', () => {
      const html = serverMarkup({ staticMenu: true, localeHref, currentPath: '/lei' });
      const dialog = html.querySelector('dialog') as HTMLDialogElement;
      const hrefs = [...dialog.querySelectorAll('.kyc-mobile-nav a')].map((a) =>
        a.getAttribute('href'),
      );
      const drawerHrefs = (() => {
        render(<MobileHeader defaultMenuOpen currentPath="/lei" />);
        return [...document.querySelectorAll('.kyc-mobile-nav a')].map((a) =>
          a.getAttribute('href'),
        );
      })();
      expect(hrefs).toEqual(drawerHrefs);
      expect(dialog.querySelector('[aria-current="page"]')).toHaveAttribute('href', '/lei');
      const languages = [...dialog.querySelectorAll('.kyc-language-switch a')];
      expect(languages.map((a) => [a.getAttribute('href'), a.getAttribute('hreflang')])).toEqual([
        ['/lei', 'zh-CN'],
        ['/en/lei', 'en'],
      ]);
      expect(languages[0]).toHaveAttribute('aria-current', 'true');
      expect(languages[1]).not.toHaveAttribute('aria-current');
      expect(dialog.querySelector('.kyc-header__actions a[href="/demo-request"]')).not.toBeNull();
    });

    it('hydrates without a mismatch (useId gives the client the server ids)', async () => {
      const element = <MobileHeader staticMenu localeHref={localeHref} />;
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(element);
      const serverHtml = container.innerHTML;
      const errors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, element, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
      expect(errors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(serverHtml);
      consoleError.mockRestore();
      act(() => root?.unmount());
      container.remove();
    });

    it('renders the drawer version exactly as before without staticMenu', () => {
      const plain = serverMarkup({ onLocaleChange: () => {} });
      expect(serverMarkup({ staticMenu: false, onLocaleChange: () => {} }).innerHTML).toBe(
        plain.innerHTML,
      );
      expect(plain.querySelector('dialog')).toBeNull();
      expect(
        plain.querySelector('[aria-controls], [data-kyc-menu-button], [data-kyc-close]'),
      ).toBeNull();
      // The drawer renders nothing until opened.
      expect(plain.querySelector('.kyc-mobile-nav')).toBeNull();
    });
  });
});
