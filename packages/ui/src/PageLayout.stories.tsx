import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from './Button';
import { CtaBand } from './CtaBand';
import { DesktopHeader } from './DesktopHeader';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';
import { MobileHeader } from './MobileHeader';
import { OldBrowserNotice } from './OldBrowserNotice';
import { PageLayout } from './PageLayout';
import { SiteFooter } from './SiteFooter';
import { useLocale } from './useLocale';

function HomePage({ mobile = false }: { mobile?: boolean }) {
  const locale = useLocale();
  const en = locale === 'en';
  return (
    <PageLayout
      banner={
        <OldBrowserNotice userAgent="Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0" />
      }
      header={
        mobile ? (
          <MobileHeader onLocaleChange={() => {}} />
        ) : (
          <DesktopHeader onLocaleChange={() => {}} />
        )
      }
      footer={<SiteFooter year={2025} />}
    >
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
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const scroll = canvasElement.ownerDocument.getElementById('app-container-scroll-id');
    await expect(scroll).not.toBeNull();
    await expect(within(scroll as HTMLElement).getByRole('main')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('link', { name: '跳到主要内容' })).toHaveAttribute(
      'href',
      '#kyc-main',
    );
  },
};

export const Mobile: Story = {
  args: { mobile: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const English: Story = { globals: { locale: 'en' } };
