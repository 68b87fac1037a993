import { SiteFrame, useHeaderProps } from '@kyc/site-kit/components/SiteFrame.tsx';
import { VersionSwitch } from '@kyc/site-kit/components/VersionSwitch.tsx';
import { routerLinkRenderer } from '@kyc/site-kit/lib/links.tsx';
import { useRootData } from '@kyc/site-kit/lib/rootData.ts';
import { DesktopHeader, SiteFooter } from '@kyc/ui';
import type { ReactNode } from 'react';

function SiteHeader() {
  return <DesktopHeader {...useHeaderProps()} />;
}

function Footer() {
  const { locale, deviceVariant } = useRootData();
  return (
    <>
      {/* A phone whose visitor chose the desktop version gets the way back. */}
      {deviceVariant === 'mobile' && <VersionSwitch to="mobile" />}
      <SiteFooter locale={locale} renderLink={routerLinkRenderer(locale)} />
    </>
  );
}

/** The desktop app around a page: the shared frame with the desktop header and footer. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <SiteFrame header={<SiteHeader />} footer={<Footer />}>
      {children}
    </SiteFrame>
  );
}
