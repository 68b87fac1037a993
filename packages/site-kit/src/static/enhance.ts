/*
 * The one script a static page loads, on both apps (see lib/staticPage.ts): built on its own by
 * the site's Vite config into a small module, with no React and no router. It gives the
 * server-rendered page what React would: the login redirect first (SPEC §2), then the signed-in
 * reload of a visitor page shown again by Back, the menus (the phone's dialog, the desktop's
 * disclosure menus), the FAQ and tracking. A page with a form that improves with a script (the
 * LEI look-up, the demo and registration form, the API reference's try-it) then loads that
 * form's own chunk (forms.ts).
 */
import { createUserStore } from '@kyc/auth';
import { enhanceAccordions, enhanceDisclosureMenus, enhanceStaticMenus } from '@kyc/ui/enhance';
import { staleLoginTarget } from '../lib/staleLogin';
import { readStaticPageConfig } from './config';
import { enhanceStaticForms } from './forms';
import { trackStaticPage } from './trackStaticPage';
import { guardVisitorPage } from './visitorGuard';

const target = staleLoginTarget(window.location.pathname, document.cookie, createUserStore());
if (target) {
  window.location.replace(target);
} else {
  guardVisitorPage();
  enhanceStaticMenus();
  enhanceDisclosureMenus();
  enhanceAccordions();
  const config = readStaticPageConfig(document);
  if (config) trackStaticPage(config, document);
  enhanceStaticForms(document);
}
