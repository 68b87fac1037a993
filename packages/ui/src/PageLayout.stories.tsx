import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { textOf } from '../.storybook/locale';
import { Button } from './Button';
import { CtaBand } from './CtaBand';
import { DesktopHeader } from './DesktopHeader';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';
import { MobileHeader } from './MobileHeader';
import { OldBrowserNotice } from './OldBrowserNotice';
import { PageLayout, type PageLayoutProps } from './PageLayout';
import { SiteFooter } from './SiteFooter';
import { useLocale } from './useLocale';

/** The skip link's text (see `PageLayout.tsx`). */
const SKIP = { 'zh-CN': '跳到主要内容', en: 'Skip to main content' };

/** The story's args: PageLayout's props (the demo fills the slots it is not given) and a switch. */
type PageLayoutStoryArgs = PageLayoutProps & {
  /** Story only: the mobile header instead of the desktop one. */
  mobile?: boolean;
};

/** A home page in the frame: header, banner and footer unless the args give others. */
function HomePage({
  mobile = false,
  banner,
  header,
  footer,
  children,
  ...props
}: PageLayoutStoryArgs) {
  const locale = useLocale(props.locale);
  const en = locale === 'en';
  return (
    <PageLayout
      {...props}
      banner={
        banner ?? (
          <OldBrowserNotice userAgent="Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0" />
        )
      }
      header={
        header ??
        (mobile ? (
          <MobileHeader locale={locale} onLocaleChange={() => {}} />
        ) : (
          <DesktopHeader locale={locale} onLocaleChange={() => {}} />
        ))
      }
      footer={footer ?? <SiteFooter locale={locale} year={2025} />}
    >
      {children}
      <Hero
        eyebrow="KYC Workspace"
        title={en ? 'Know every company you work with' : '了解与您合作的每一家企业'}
        subtitle={
          en
            ? 'Company and ownership data from 60+ countries.'
            : '覆盖 60 多个国家和地区的企业与股权数据。'
        }
        actions={<Button size="lg">{en ? 'Apply for trial' : '申请试用'}</Button>}
      />
      <FeatureGrid
        title={en ? 'What you get' : '核心功能'}
        features={[
          {
            title: en ? 'UBO maps' : 'UBO 图谱',
            description: en ? 'Every chain of holdings.' : '穿透每一条持股链。',
          },
          {
            title: en ? 'Equity structure' : '股权结构',
            description: en ? 'Layered and zoomable.' : '分层展示，可缩放。',
          },
          {
            title: en ? 'Team work' : '团队协作',
            description: en ? 'Share lists and notes.' : '共享名单与备注。',
          },
        ]}
      />
      <CtaBand
        title={en ? 'Start today' : '立即开始'}
        actions={<Button variant="secondary">{en ? 'Request a demo' : '预约演示'}</Button>}
      />
    </PageLayout>
  );
}

const meta = {
  title: 'Site chrome/PageLayout',
  // The docs page describes PageLayout and its props; the demo fills the page.
  component: PageLayout as ComponentType<PageLayoutStoryArgs>,
  render: (args) => <HomePage {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { mobile: false },
  argTypes: {
    header: { control: false },
    footer: { control: false },
    banner: { control: false },
    children: { control: false },
    mobile: { control: 'boolean', table: { category: 'Story' } },
  },
} satisfies Meta<PageLayoutStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement, globals }) => {
    const scroll = canvasElement.ownerDocument.getElementById('app-container-scroll-id');
    await expect(scroll).not.toBeNull();
    await expect(within(scroll as HTMLElement).getByRole('main')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('link', { name: textOf(globals, SKIP) }),
    ).toHaveAttribute('href', '#kyc-main');
  },
};

export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const English: Story = { globals: { locale: 'en' } };
