import '@kyc/site-kit/lib/context.ts';
import '@kyc/ui/styles.css';
import enhancerUrl from 'virtual:site-enhancer';
import { SiteDocument, SiteError } from '@kyc/site-kit/components/SiteDocument.tsx';
import { StaticPageScripts } from '@kyc/site-kit/components/StaticPageScripts.tsx';
import { loadRootData } from '@kyc/site-kit/lib/rootLoader.server.ts';
import { useStaticPage } from '@kyc/site-kit/lib/staticPage.ts';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/root';
import { SiteShell } from './components/SiteShell';

export function loader(args: Route.LoaderArgs) {
  return loadRootData(args, 'desktop');
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

// Marketing pages and the lead form reach visitors without React (lib/staticPage.ts): the
// server's HTML, the stylesheets and one small script, as on phones.
export function Layout({ children }: { children: ReactNode }) {
  const staticPage = useStaticPage();
  return (
    <SiteDocument scripts={staticPage ? <StaticPageScripts src={enhancerUrl} /> : undefined}>
      {children}
    </SiteDocument>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <SiteError error={error} />
    </SiteShell>
  );
}
