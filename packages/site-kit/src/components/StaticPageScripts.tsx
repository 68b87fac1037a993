import { deriveUid } from '@kyc/analytics-sdk';
import { useLocation, useMatches } from 'react-router';
import { useRootData } from '../lib/rootData';
import { TRACKING_IDENTITY } from '../lib/variant';
import { STATIC_PAGE_CONFIG_ID, serializeStaticPageConfig } from '../static/config';
import { pageKey } from './Tracking';

/**
 * What a static page (lib/staticPage.ts) loads instead of the app's scripts: its config as JSON
 * and the enhancer, one small module built from static/enhance.ts (`src` is its URL, which the
 * site's Vite config provides as `virtual:site-enhancer`).
 *
 * @example <SiteDocument scripts={staticPage ? <StaticPageScripts src={enhancerUrl} /> : undefined}>
 */
export function StaticPageScripts({ src }: { src: string }) {
  const { analyticsHost, nonce, user, variant } = useRootData();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const config = serializeStaticPageConfig({
    tracking: analyticsHost
      ? {
          host: analyticsHost,
          env: import.meta.env.PROD ? 'prod' : 'dev',
          ...TRACKING_IDENTITY[variant],
          uid: deriveUid(user?.loginId),
        }
      : null,
    page: { route: pageKey(pathname, search), name: matches[matches.length - 1]?.id ?? '' },
  });
  return (
    <>
      <script
        id={STATIC_PAGE_CONFIG_ID}
        type="application/json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, never run
        dangerouslySetInnerHTML={{ __html: config }}
      />
      <script type="module" src={src} nonce={nonce} />
    </>
  );
}
