import '@kyc/site-kit/lib/context.ts';
import '@kyc/ui/styles.css';
import './styles/mobile.css';
import { SiteDocument, SiteError } from '@kyc/site-kit/components/SiteDocument.tsx';
import { loadRootData } from '@kyc/site-kit/lib/rootLoader.server.ts';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Route } from './+types/root';
import { MobileShell } from './components/MobileShell';

export function loader(args: Route.LoaderArgs) {
  return loadRootData(args, 'mobile');
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function Layout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}

export default function App() {
  return (
    <MobileShell>
      <Outlet />
    </MobileShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MobileShell>
      <SiteError error={error} />
    </MobileShell>
  );
}
