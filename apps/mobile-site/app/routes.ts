import { ACCOUNT_ROUTES, RESOURCE_ROUTES } from '@kyc/site-kit/routes/routeTables.ts';
import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The same URLs and route ids as apps/site (SPEC §2). Route modules re-export the pages both
// apps share from @kyc/site-kit/routes. Marketing pages that only show their content share one
// module (routes/marketing/page.tsx) and the four insight articles another; route ids still
// name each page for tracking and the scroll rule. /products-report has its own module: it
// shows signed-in users the reports they may order.
const page = 'routes/marketing/page.tsx';
const article = 'routes/marketing/article.tsx';

export default [
  index('routes/marketing/home.tsx', { id: 'home' }),
  route('products-workspace', 'routes/marketing/products-workspace.tsx', {
    id: 'productsWorkspace',
  }),
  route('products-api', 'routes/marketing/products-api.tsx', { id: 'productsApi' }),
  route('products-api/reference', 'routes/marketing/products-api-reference.tsx', {
    id: 'productsApiReference',
  }),
  route('products-report', 'routes/marketing/products-report.tsx', { id: 'productsReport' }),
  route('industries-banking', page, { id: 'industriesBanking' }),
  route('industries-payments', page, { id: 'industriesPayments' }),
  route('industries-manufacturing', page, { id: 'industriesManufacturing' }),
  route('industries-corporate-services', page, { id: 'industriesCorporateServices' }),
  route('insights-ubo-for-chinese-companies', article, { id: 'insightsUboForChineseCompanies' }),
  route('insights-guidelines-in-asia', article, { id: 'insightsGuidelinesInAsia' }),
  route('insights-onboarding-regulations-in-china', article, {
    id: 'insightsOnboardingRegulationsInChina',
  }),
  route('insights-shell-company-scanning', article, { id: 'insightsShellCompanyScanning' }),
  route('about-us-our-company', 'routes/marketing/about-us-our-company.tsx', {
    id: 'aboutUsOurCompany',
  }),
  route('about-us-our-partners', page, { id: 'aboutUsOurPartners' }),
  route('about-us-faq', 'routes/marketing/about-us-faq.tsx', { id: 'aboutUsFaq' }),
  route('lei', 'routes/marketing/lei.tsx', { id: 'lei' }),
  route('terms-conditions', 'routes/marketing/terms-conditions.tsx', { id: 'termsConditions' }),
  // The mobile company page (SPEC §2: the desktop shows the LEI page at this path).
  route('enterprise-details', 'routes/account/enterprise-details.tsx', { id: 'enterpriseDetails' }),
  ...ACCOUNT_ROUTES,
  ...RESOURCE_ROUTES,
] satisfies RouteConfig;
