import { versionSwitch } from '@kyc/content/interface';
import { useLocation } from 'react-router';
import { useRootData } from '../lib/rootData';
import type { SiteVariant } from '../lib/variant';
import './version-switch.css';

/**
 * A link to the same page in the other version. The server remembers the choice in a cookie
 * and redirects back without the parameter (packages/site-kit/server/variant.mjs); a plain
 * link, not a router link, because the other version is another app.
 *
 * @example <VersionSwitch to="desktop" />
 */
export function VersionSwitch({ to }: { to: SiteVariant }) {
  const { locale } = useRootData();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set('variant', to);
  return (
    <nav className="version-switch" aria-label={versionSwitch[locale].label}>
      <a href={`${pathname}?${params}`} rel="nofollow" data-variant-switch={to}>
        {versionSwitch[locale][to]}
      </a>
    </nav>
  );
}
