import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyLocale, textOf } from '../.storybook/locale';
import { CLOSE } from './_lib/messages';
import { enhanceStaticMenus } from './enhanceStaticMenus';
import { MobileHeader } from './MobileHeader';
import { siteNavigation } from './siteNavigation';

/** The menu's words (see `MobileHeader.tsx`). */
const TEXT = {
  'zh-CN': { menu: '菜单', openMenu: '打开菜单' },
  en: { menu: 'Menu', openMenu: 'Open menu' },
};

/** 'Shell company scanning', a link of the Insights group, in the story's language. */
const shellCompanies = (globals: Record<string, unknown>) =>
  siteNavigation[2]?.links?.[3]?.label[storyLocale(globals)];

const meta = {
  title: 'Site chrome/MobileHeader',
  component: MobileHeader,
  args: { onLocaleChange: () => {} },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, globals }) => {
    const text = textOf(globals, TEXT);
    const page = within(canvasElement.ownerDocument.body);
    const button = page.getByRole('button', { name: text.openMenu });
    await userEvent.click(button);
    const menu = page.getByRole('dialog', { name: text.menu });
    await expect(
      within(menu).getByRole('link', { name: shellCompanies(globals) }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

export const MenuOpen: Story = { args: { defaultMenuOpen: true, currentPath: '/lei' } };

export const MenuOpenEnglish: Story = {
  args: {
    defaultMenuOpen: true,
    loginInfo: { isLogin: true, name: 'Alex', options: { realLogin: true } },
  },
  globals: { locale: 'en' },
};

/**
 * The menu as server-rendered HTML for pages without React (`staticMenu`, with `localeHref` for
 * the language links); `enhanceStaticMenus` (from `@kyc/ui/enhance`) opens and closes it.
 */
export const StaticMenu: Story = {
  args: {
    staticMenu: true,
    currentPath: '/lei',
    localeHref: (locale) => (locale === 'en' ? '/en/lei' : '/lei'),
  },
  play: async ({ canvasElement, globals }) => {
    const text = textOf(globals, TEXT);
    enhanceStaticMenus(canvasElement);
    const { body } = canvasElement.ownerDocument;
    const page = within(canvasElement);
    const button = page.getByRole('button', { name: text.openMenu });
    const dialog = canvasElement.querySelector('dialog[data-kyc-static-menu]') as HTMLDialogElement;
    await expect(dialog).not.toHaveAttribute('open');
    await userEvent.click(button);
    await expect(dialog).toHaveAttribute('open');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(body.style.overflow).toBe('hidden');
    const menu = within(dialog);
    await expect(menu.getByRole('heading', { name: text.menu })).toBeInTheDocument();
    await expect(menu.getByRole('link', { name: shellCompanies(globals) })).toBeInTheDocument();
    await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/lei');
    await expect(menu.getByRole('link', { name: '中文' })).toHaveAttribute('href', '/lei');
    await expect(dialog.querySelector('a[href]')).toHaveFocus();
    await userEvent.click(menu.getByRole('button', { name: textOf(globals, CLOSE) }));
    await expect(dialog).not.toHaveAttribute('open');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(body.style.overflow).toBe('');
    await expect(button).toHaveFocus();
  },
};
