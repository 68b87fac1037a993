import { applyButtonText } from '@kyc/auth';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { storyLocale, textOf } from '../.storybook/locale';
import type { Locale } from './_lib/locale';
import { DesktopHeader, type DesktopHeaderProps } from './DesktopHeader';
import { siteNavigation } from './siteNavigation';
import { useLocale } from './useLocale';

/** The header with a working language switch: it starts in the `locale` arg or the toolbar's. */
function HeaderDemo(props: DesktopHeaderProps) {
  const fromToolbar = useLocale(props.locale);
  const [locale, setLocale] = useState<Locale>(fromToolbar);
  useEffect(() => setLocale(fromToolbar), [fromToolbar]);
  return <DesktopHeader {...props} locale={locale} onLocaleChange={setLocale} />;
}

/** The log-in link's text (see `_lib/HeaderActions.tsx`). */
const LOGIN = { 'zh-CN': '登录', en: 'Log in' };

/** A top-level navigation entry's label in the story's language. */
const navLabel = (globals: Record<string, unknown>, index: number) =>
  (siteNavigation[index] as (typeof siteNavigation)[number]).label[storyLocale(globals)];

/** Whether the page lays boxes out (a browser), not only builds the DOM (jsdom). */
const hasLayout = (element: Element) =>
  !element.ownerDocument.defaultView?.navigator.userAgent.includes('jsdom');

const meta = {
  title: 'Site chrome/DesktopHeader',
  component: DesktopHeader,
  render: (args) => <HeaderDemo {...args} />,
  // No pinned viewport: the header spans the preview, so the toolbar's viewport sets its width.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DesktopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    await expect(
      canvas.getByRole('link', { name: applyButtonText({ isLogin: false }, { locale }) }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: textOf(globals, LOGIN) })).toBeInTheDocument();
  },
};

export const LoggedInRealUser: Story = {
  args: { loginInfo: { isLogin: true, name: '王经理', options: { realLogin: true } } },
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    await expect(
      canvas.getByRole('link', { name: applyButtonText(args.loginInfo ?? {}, { locale }) }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('王经理')).toBeInTheDocument();
  },
};

export const KeyboardMenus: Story = {
  args: { currentPath: '/industries-payments' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const locale = storyLocale(globals);
    const [workspace, api, report] = (siteNavigation[0]?.links ?? []).map(
      (link) => link.label[locale],
    );
    const payments = siteNavigation[1]?.links?.[1]?.label[locale];
    const products = canvas.getByRole('button', { name: navLabel(globals, 0) });
    products.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: workspace })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: api })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: report })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: workspace })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: navLabel(globals, 1) }));
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: payments })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: navLabel(globals, 1) })).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', {
        name: applyButtonText({ isLogin: false }, { locale: storyLocale(globals) }),
      }),
    ).toBeInTheDocument();
  },
};

/** The switch shows the other language whichever the toolbar started with. */
export const LanguageSwitching: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const other: Locale = storyLocale(globals) === 'en' ? 'zh-CN' : 'en';
    const choice = other === 'en' ? 'English' : '中文';
    await userEvent.click(canvas.getByRole('button', { name: choice }));
    await expect(
      canvas.getByRole('button', { name: siteNavigation[3]?.label[other] }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: choice })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/**
 * Checks, in a browser, that every top-level navigation item is one line tall and that they all
 * sit on one row (jsdom has no layout: there it only checks the items exist).
 */
async function navOnOneLine(canvasElement: HTMLElement) {
  const items = [...canvasElement.querySelectorAll<HTMLElement>('.kyc-nav__item')];
  await expect(items).toHaveLength(siteNavigation.length);
  if (!hasLayout(canvasElement)) return;
  for (const item of items) {
    const control = item.querySelector<HTMLElement>('.kyc-nav__button, .kyc-nav__link');
    const label = control?.firstChild;
    const range = canvasElement.ownerDocument.createRange();
    if (label) range.selectNodeContents(label);
    // One line: the label's text makes a single line box.
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect({ item: item.textContent, lines: lines.size }).toEqual({
      item: item.textContent,
      lines: 1,
    });
  }
  const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
  await expect({ rows: tops.size }).toEqual({ rows: 1 });
}

/** A 1366 px screen (SPEC §9), the main desktop size. */
export const Screen1366: Story = {
  globals: { viewport: { value: 'desktop1366', isRotated: false } },
  play: async ({ canvasElement }) => navOnOneLine(canvasElement),
};

/**
 * An 820 px window (a tablet, or a split screen): brand, language and log-in stay on the first
 * row, the navigation gets a row of its own, and no label wraps.
 */
export const Narrow820: Story = {
  globals: { viewport: { value: 'narrow820', isRotated: false } },
  play: async ({ canvasElement }) => navOnOneLine(canvasElement),
};

/** The 820 px window in English, the longer labels. */
export const Narrow820English: Story = {
  globals: { locale: 'en', viewport: { value: 'narrow820', isRotated: false } },
  play: async ({ canvasElement }) => navOnOneLine(canvasElement),
};

/** A 1024 px window: the whole header still fits on one row. */
export const Narrow1024: Story = {
  globals: { viewport: { value: 'narrow1024', isRotated: false } },
  play: async ({ canvasElement }) => navOnOneLine(canvasElement),
};

export const WideScreen: Story = { globals: { viewport: { value: 'wide', isRotated: false } } };
