import type { SiteContent } from '../types';
import { aboutUsOurCompany, aboutUsOurPartners } from './about';
import { accountPages, notFound } from './account';
import { brand, common, footer, languages, nav, oldBrowserAlert } from './chrome';
import { aboutUsFaq } from './faq';
import { home } from './home';
import {
  industriesBanking,
  industriesCorporateServices,
  industriesManufacturing,
  industriesPayments,
} from './industries';
import { insightsAsia } from './insightsAsia';
import { insightsOnboarding } from './insightsOnboarding';
import { insightsShell } from './insightsShell';
import { insightsUbo } from './insightsUbo';
import { lei } from './lei';
import { productsApi, productsApiReference, productsReport, productsWorkspace } from './products';
import { termsConditions } from './terms';

export const zhCN: SiteContent = {
  locale: 'zh-CN',
  brand,
  languages,
  oldBrowserAlert,
  nav,
  footer,
  common,
  pages: {
    '/': home,
    '/products-workspace': productsWorkspace,
    '/products-api': productsApi,
    '/products-api/reference': productsApiReference,
    '/products-report': productsReport,
    '/industries-banking': industriesBanking,
    '/industries-payments': industriesPayments,
    '/industries-manufacturing': industriesManufacturing,
    '/industries-corporate-services': industriesCorporateServices,
    '/insights-ubo-for-chinese-companies': insightsUbo,
    '/insights-guidelines-in-asia': insightsAsia,
    '/insights-onboarding-regulations-in-china': insightsOnboarding,
    '/insights-shell-company-scanning': insightsShell,
    '/about-us-our-company': aboutUsOurCompany,
    '/about-us-our-partners': aboutUsOurPartners,
    '/about-us-faq': aboutUsFaq,
    '/lei': lei,
    '/terms-conditions': termsConditions,
    ...accountPages,
  },
  notFound,
};
