import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from './_lib/locale';
import { LanguageSwitch } from './LanguageSwitch';

const hrefFor = (locale: Locale) => (locale === 'en' ? '/en/about' : '/about');

describe('LanguageSwitch', () => {
  it('shows two toggle buttons and reports the choice', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitch locale="en" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '中文' }));
    expect(onChange).toHaveBeenCalledWith('zh-CN');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it.each([
    ['zh-CN', '中文', 'English'],
    ['en', 'English', '中文'],
  ] as const)('with hrefFor shows links, the current one (%s) marked', (locale, current, other) => {
    render(<LanguageSwitch locale={locale} hrefFor={hrefFor} />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.getAttribute('href'), link.getAttribute('hreflang'), link.lang]),
    ).toEqual([
      ['/about', 'zh-CN', 'zh-CN'],
      ['/en/about', 'en', 'en'],
    ]);
    for (const link of links) expect(link).toHaveClass('kyc-language-switch__option');
    expect(screen.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: other })).not.toHaveAttribute('aria-current');
  });

  it('renders the links on the server', () => {
    const html = renderToString(<LanguageSwitch locale="en" hrefFor={hrefFor} />);
    expect(html).toContain('href="/en/about"');
    expect(html).toContain('aria-current="true"');
    expect(html).not.toContain('<button');
  });

  it('also calls onChange, if given, when a link is followed', async () => {
    const onChange = vi.fn();
    render(<LanguageSwitch locale="zh-CN" hrefFor={hrefFor} onChange={onChange} />);
    const link = screen.getByRole('link', { name: 'English' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onChange).toHaveBeenCalledWith('en');
  });
});
