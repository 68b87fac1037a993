import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DesktopHeader } from './DesktopHeader';

describe('DesktopHeader', () => {
  it('lists the product navigation with its routes', async () => {
    render(<DesktopHeader />);
    for (const group of ['产品', '行业', '洞察', '关于我们']) {
      expect(screen.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByRole('link', { name: 'LEI' })).toHaveAttribute('href', '/lei');
    await userEvent.click(screen.getByRole('button', { name: '洞察' }));
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/insights-ubo-for-chinese-companies',
        '/insights-guidelines-in-asia',
        '/insights-onboarding-regulations-in-china',
        '/insights-shell-company-scanning',
      ]),
    );
  });

  it.each([
    [undefined, 'zh-CN', '申请试用', '登录'],
    [{ isLogin: true, name: '王经理', options: { realLogin: true } }, 'zh-CN', '立即使用', null],
    [{ isLogin: true, name: 'Amy', options: '{"realLogin":false}' }, 'en', 'Apply for trial', null],
    [undefined, 'en', 'Apply for trial', 'Log in'],
  ] as const)('login info %j in %s shows %s', (loginInfo, locale, apply, login) => {
    render(<DesktopHeader loginInfo={loginInfo} locale={locale} />);
    expect(screen.getByRole('link', { name: apply })).toHaveAttribute('href', '/demo-request');
    if (login) expect(screen.getByRole('link', { name: login })).toHaveAttribute('href', '/login');
    else expect(screen.queryByRole('link', { name: /登录|Log in/ })).toBeNull();
  });

  it('opens a menu with ArrowDown and moves with arrows, Home and End', async () => {
    render(<DesktopHeader />);
    const about = screen.getByRole('button', { name: '关于我们' });
    about.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: '公司介绍' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '常见问题' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: '公司介绍' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(about).toHaveFocus();
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens at the last item with ArrowUp and closes when focus leaves the group', async () => {
    render(<DesktopHeader />);
    const industries = screen.getByRole('button', { name: '行业' });
    industries.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: '企业服务' })).toHaveFocus();
    await userEvent.tab();
    expect(industries).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes an open menu on a click outside', async () => {
    render(
      <>
        <DesktopHeader />
        <p>outside</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '产品' }));
    expect(screen.getByRole('button', { name: '产品' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByText('outside'));
    expect(screen.getByRole('button', { name: '产品' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks the current page and switches language', async () => {
    const onLocaleChange = vi.fn();
    render(<DesktopHeader currentPath="/products-api" onLocaleChange={onLocaleChange} />);
    await userEvent.click(screen.getByRole('button', { name: '产品' }));
    expect(screen.getByRole('link', { name: 'KYC API' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(onLocaleChange).toHaveBeenCalledWith('en');
  });

  it('draws links with the app router when given renderLink', () => {
    render(
      <DesktopHeader
        renderLink={({ href, children, className }) => (
          <span data-href={href} className={className}>
            {children}
          </span>
        )}
      />,
    );
    expect(screen.getByText('LEI')).toHaveAttribute('data-href', '/lei');
  });
});
