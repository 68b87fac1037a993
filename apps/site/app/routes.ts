import { ACCOUNT_ROUTES, RESOURCE_ROUTES } from '@kyc/site-kit/routes/routeTables.ts';
import { index, type RouteConfig, route } from '@react-router/dev/routes';

// One module per route (SPEC §2). Route ids are the route names of @kyc/content's ROUTES,
// so analytics labels, the client state's route snapshot and the scroll rule share one name.
// Marketing pages live in routes/marketing, account and utility pages in routes/account,
// non-HTML resources (sitemap, robots) in routes/resources.
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
  route('industries-banking', 'routes/marketing/industries-banking.tsx', {
    id: 'industriesBanking',
  }),
  route('industries-payments', 'routes/marketing/industries-payments.tsx', {
    id: 'industriesPayments',
  }),
  route('industries-manufacturing', 'routes/marketing/industries-manufacturing.tsx', {
    id: 'industriesManufacturing',
  }),
  route('industries-corporate-services', 'routes/marketing/industries-corporate-services.tsx', {
    id: 'industriesCorporateServices',
  }),
  route(
    'insights-ubo-for-chinese-companies',
    'routes/marketing/insights-ubo-for-chinese-companies.tsx',
    { id: 'insightsUboForChineseCompanies' },
  ),
  route('insights-guidelines-in-asia', 'routes/marketing/insights-guidelines-in-asia.tsx', {
    id: 'insightsGuidelinesInAsia',
  }),
  route(
    'insights-onboarding-regulations-in-china',
    'routes/marketing/insights-onboarding-regulations-in-china.tsx',
    { id: 'insightsOnboardingRegulationsInChina' },
  ),
  route('insights-shell-company-scanning', 'routes/marketing/insights-shell-company-scanning.tsx', {
    id: 'insightsShellCompanyScanning',
  }),
  route('about-us-our-company', 'routes/marketing/about-us-our-company.tsx', {
    id: 'aboutUsOurCompany',
  }),
  route('about-us-our-partners', 'routes/marketing/about-us-our-partners.tsx', {
    id: 'aboutUsOurPartners',
  }),
  route('about-us-faq', 'routes/marketing/about-us-faq.tsx', { id: 'aboutUsFaq' }),
  route('lei', 'routes/marketing/lei.tsx', { id: 'lei' }),
  // SPEC §2: on desktop /enterprise-details falls back to the LEI page (mobile has its own).
  route('enterprise-details', 'routes/marketing/lei.tsx', { id: 'enterpriseDetails' }),
  route('terms-conditions', 'routes/marketing/terms-conditions.tsx', { id: 'termsConditions' }),
  ...ACCOUNT_ROUTES,
  ...RESOURCE_ROUTES,
] satisfies RouteConfig;
