import { index, type RouteConfig, route } from '@react-router/dev/routes';

// The same URLs and route ids as apps/site (SPEC §2). Route modules re-export the pages both
// apps share from @kyc/site-kit/routes. Marketing pages that only show their content share one
// module (routes/marketing/page.tsx) and the four insight articles another; route ids still
// name each page for tracking and the scroll rule.
const page = 'routes/marketing/page.tsx';
const article = 'routes/marketing/article.tsx';

export default [
  index('routes/marketing/home.tsx', { id: 'home' }),
  route('products-workspace', 'routes/marketing/products-workspace.tsx', {
    id: 'productsWorkspace',
  }),
  route('products-api', 'routes/marketing/products-api.tsx', { id: 'productsApi' }),
  route('products-report', page, { id: 'productsReport' }),
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
  route('login', 'routes/account/login.tsx', { id: 'login' }),
  // SPEC §2: /register and /demo-request show the same page.
  route('register', 'routes/account/demo-request.tsx', { id: 'register' }),
  route('demo-request', 'routes/account/demo-request.tsx', { id: 'demoRequest' }),
  route('user-active', 'routes/account/user-active.tsx', { id: 'userActive' }),
  route('authorize', 'routes/account/authorize.tsx', { id: 'authorize' }),
  route('authorize-print', 'routes/account/authorize-print.tsx', { id: 'authorizePrint' }),
  route('bind-mfa', 'routes/account/bind-mfa.tsx', { id: 'bindMfa' }),
  route('system-status', 'routes/account/system-status.tsx', { id: 'systemStatus' }),
  route('live-search', 'routes/account/live-search.tsx', { id: 'liveSearch' }),
  route('verifydoc', 'routes/account/verifydoc.tsx', { id: 'verifydoc' }),
  route('service-selection', 'routes/account/service-selection.tsx', { id: 'serviceSelection' }),
  // Where the login redirect of SPEC §2 sends a visitor whose session is gone.
  route('kyc', 'routes/account/kyc.tsx', { id: 'kyc' }),
  route('sitemap.xml', 'routes/resources/sitemap.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/resources/robots.ts', { id: 'robots' }),
  route('*', 'routes/not-found.tsx', { id: 'notFound' }),
] satisfies RouteConfig;
