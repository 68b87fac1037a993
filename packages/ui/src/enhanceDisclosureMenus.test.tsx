import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { DesktopHeader } from './DesktopHeader';
import { enhanceDisclosureMenus } from './enhanceDisclosureMenus';

/** A page as the server sends it: the static header's HTML, with no React in the document. */
function serverPage(extra = '') {
  document.body.innerHTML = `${renderToString(
    <DesktopHeader
      staticMenu
      currentPath="/products-api"
      localeHref={(locale) => (locale === 'en' ? '/products-api?lang=en' : '/products-api')}
    />,
  )}${extra}`;
}

// jsdom would try to navigate on a link click: stop it after the enhancer has seen the click.
const stopNavigation = (event: Event) => event.preventDefault();

describe('enhanceDisclosureMenus on DesktopHeader staticMenu', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    stop = () => {};
    document.removeEventListener('click', stopNavigation);
    document.body.innerHTML = '';
  });

  it('is server-rendered closed and marked for the enhancer, with language links', () => {
    serverPage();
    expect(document.querySelector('nav[data-kyc-static-nav]')).not.toBeNull();
    for (const menu of document.querySelectorAll('.kyc-nav__menu')) {
      expect(menu).toHaveAttribute('hidden');
    }
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/products-api?lang=en',
    );
    expect(screen.getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'English' })).toBeNull();
  });

  it('does nothing to a header rendered without staticMenu', async () => {
    document.body.innerHTML = renderToString(<DesktopHeader />);
    stop = enhanceDisclosureMenus();
    await userEvent.click(screen.getByRole('button', { name: '产品' }));
    expect(screen.getByRole('button', { name: '产品' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one menu at a time on a click, and closes it on a second click', async () => {
    serverPage();
    stop = enhanceDisclosureMenus();
    const products = screen.getByRole('button', { name: '产品' });
    const industries = screen.getByRole('button', { name: '行业' });
    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'KYC API' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'true');
    expect(products).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(products.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'hidden',
    );
    await userEvent.click(industries);
    expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens a menu with ArrowDown and moves with arrows, Home and End; Escape goes back', async () => {
    serverPage();
    stop = enhanceDisclosureMenus();
    const about = screen.getByRole('button', { name: '关于我们' });
    about.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '公司介绍' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '常见问题' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: '公司介绍' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: '常见问题' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(about).toHaveFocus();
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens at the last item with ArrowUp and closes when focus leaves the group', async () => {
    serverPage();
    stop = enhanceDisclosureMenus();
    const industries = screen.getByRole('button', { name: '行业' });
    industries.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '企业服务' })).toHaveFocus();
    await userEvent.tab();
    expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside and when a link in it is followed', async () => {
    serverPage('<p>outside</p>');
    stop = enhanceDisclosureMenus();
    document.addEventListener('click', stopNavigation);
    const products = screen.getByRole('button', { name: '产品' });
    await userEvent.click(products);
    await userEvent.click(screen.getByText('outside'));
    expect(products).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(products);
    await userEvent.click(screen.getByRole('link', { name: 'KYC API' }));
    expect(products).toHaveAttribute('aria-expanded', 'false');
  });

  it('enhances a navigation once, and its cleanup removes every listener', async () => {
    serverPage();
    const again = enhanceDisclosureMenus();
    stop = enhanceDisclosureMenus();
    const products = screen.getByRole('button', { name: '产品' });
    await userEvent.click(products);
    // Enhanced twice, a click would open and close it again.
    expect(products).toHaveAttribute('aria-expanded', 'true');
    again();
    await userEvent.click(products);
    expect(products).toHaveAttribute('aria-expanded', 'true');
  });
});
