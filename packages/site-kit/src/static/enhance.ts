/*
 * The one script a static page loads (see lib/staticPage.ts): built on its own by the site's
 * Vite config into a small module, with no React and no router. It gives the server-rendered
 * page what React would: the login redirect first (SPEC §2), then the menu, the FAQ and tracking.
 */
import { createUserStore } from '@kyc/auth';
import { enhanceAccordions, enhanceStaticMenus } from '@kyc/ui/enhance';
import { staleLoginTarget } from '../lib/staleLogin';
import { readStaticPageConfig } from './config';
import { trackStaticPage } from './trackStaticPage';

const target = staleLoginTarget(window.location.pathname, document.cookie, createUserStore());
if (target) {
  window.location.replace(target);
} else {
  enhanceStaticMenus();
  enhanceAccordions();
  const config = readStaticPageConfig(document);
  if (config) trackStaticPage(config, document);
}
