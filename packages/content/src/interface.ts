/**
 * The interface's words (`@kyc/content/interface`): what components, forms and loaders say
 * beyond the pages' labels, per table and locale, plus `fillTemplate` for their placeholders.
 * Translators edit `zh-CN/interface/` and `en/interface/`; `byLocale/` pairs the two.
 *
 * One module per table, not one per locale: a bundler places a whole module in one chunk, so a
 * single module of every table would put each table any page uses into the chunk every page
 * loads (+4.8 KB min+gzip on the desktop's marketing pages, over their 100 KB budget). Apart,
 * each table travels with the page or component that shows it.
 */

export { apiKeys } from './byLocale/apiKeys';
export { apiOperations } from './byLocale/apiOperations';
export { apiPrices } from './byLocale/apiPrices';
export { apiReference } from './byLocale/apiReference';
export { apiUsage } from './byLocale/apiUsage';
export { authorizationLetter } from './byLocale/authorizationLetter';
export { authorize } from './byLocale/authorize';
export { companyDetails } from './byLocale/companyDetails';
export { enterpriseDetails } from './byLocale/enterpriseDetails';
export { jurisdictions } from './byLocale/jurisdictions';
export { leadForm } from './byLocale/leadForm';
export { leadPhone } from './byLocale/leadPhone';
export { leiLookup } from './byLocale/leiLookup';
export { liveSearch } from './byLocale/liveSearch';
export { liveSearchCards } from './byLocale/liveSearchCards';
export { loginForm } from './byLocale/loginForm';
export { loginPage } from './byLocale/loginPage';
export { mobileActionBar } from './byLocale/mobileActionBar';
export { monitoring } from './byLocale/monitoring';
export { pageText } from './byLocale/pageText';
export { registerStatus } from './byLocale/registerStatus';
export { reportOrder } from './byLocale/reportOrder';
export { rootError } from './byLocale/rootError';
export { rootFallback } from './byLocale/rootFallback';
export { routeEffects } from './byLocale/routeEffects';
export { serviceSelection } from './byLocale/serviceSelection';
export { signedInBar } from './byLocale/signedInBar';
export { systemStatus } from './byLocale/systemStatus';
export { teamLink } from './byLocale/teamLink';
export { touchOwnershipMap } from './byLocale/touchOwnershipMap';
export { userActive } from './byLocale/userActive';
export { verifydoc } from './byLocale/verifydoc';
export { versionSwitch } from './byLocale/versionSwitch';
export { workspaceShowcase } from './byLocale/workspaceShowcase';
export { fillTemplate } from './fillTemplate';
export type * from './interface-types';
export type { Locale } from './types';
