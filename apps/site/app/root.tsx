import '@kyc/site-kit/lib/context.ts';
import '@kyc/ui/styles.css';
import { SiteDocument, SiteError } from '@kyc/site-kit/components/SiteDocument.tsx';
import { loadRootData } from '@kyc/site-kit/lib/rootLoader.server.ts';
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

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
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
