import type { Locale, RouteDef } from './types';

/** Every path of the site with its route name, in menu order. */
export const ROUTES = [
  { path: '/', name: 'home' },
  { path: '/products-workspace', name: 'productsWorkspace' },
  { path: '/products-api', name: 'productsApi' },
  { path: '/products-api/reference', name: 'productsApiReference' },
  { path: '/products-report', name: 'productsReport' },
  { path: '/industries-banking', name: 'industriesBanking' },
  { path: '/industries-payments', name: 'industriesPayments' },
  { path: '/industries-manufacturing', name: 'industriesManufacturing' },
  { path: '/industries-corporate-services', name: 'industriesCorporateServices' },
  { path: '/insights-ubo-for-chinese-companies', name: 'insightsUboForChineseCompanies' },
  { path: '/insights-guidelines-in-asia', name: 'insightsGuidelinesInAsia' },
  {
    path: '/insights-onboarding-regulations-in-china',
    name: 'insightsOnboardingRegulationsInChina',
  },
  { path: '/insights-shell-company-scanning', name: 'insightsShellCompanyScanning' },
  { path: '/about-us-our-company', name: 'aboutUsOurCompany' },
  { path: '/about-us-our-partners', name: 'aboutUsOurPartners' },
  { path: '/about-us-faq', name: 'aboutUsFaq' },
  { path: '/lei', name: 'lei' },
  { path: '/enterprise-details', name: 'enterpriseDetails' },
  { path: '/terms-conditions', name: 'termsConditions' },
  { path: '/login', name: 'login' },
  { path: '/register', name: 'register' },
  { path: '/demo-request', name: 'demoRequest' },
  { path: '/user-active', name: 'userActive' },
  { path: '/authorize', name: 'authorize' },
  { path: '/authorize-print', name: 'authorizePrint' },
  { path: '/bind-mfa', name: 'bindMfa' },
  { path: '/system-status', name: 'systemStatus' },
  { path: '/live-search', name: 'liveSearch' },
  { path: '/verifydoc', name: 'verifydoc' },
  { path: '/service-selection', name: 'serviceSelection' },
  { path: '/account', name: 'account' },
  { path: '/activity', name: 'activity' },
  { path: '/my-reports', name: 'myReports' },
  { path: '/team', name: 'team' },
  { path: '/team-join', name: 'teamJoin' },
  { path: '/team-lists', name: 'teamLists' },
  { path: '/team-audit', name: 'teamAudit' },
  { path: '/portfolio', name: 'portfolio' },
  { path: '/api-keys', name: 'apiKeys' },
  { path: '/api-usage', name: 'apiUsage' },
  { path: '/alerts', name: 'alerts' },
  { path: '/alerts-unsubscribe', name: 'alertsUnsubscribe' },
] as const satisfies readonly RouteDef[];

/** Supported locales; the first is the default. */
export const LOCALES = ['zh-CN', 'en'] as const satisfies readonly Locale[];

export const DEFAULT_LOCALE: Locale = 'zh-CN';
