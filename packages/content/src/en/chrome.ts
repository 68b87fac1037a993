import type { CommonLabels, FooterContent, NavLabels, SiteContent } from '../types';

export const brand: SiteContent['brand'] = {
  name: 'KYC Global',
  shortName: 'KYC Global',
  slogan: 'Know the company behind every counterparty',
};

export const languages: SiteContent['languages'] = {
  'zh-CN': '简体中文',
  en: 'English',
};

export const oldBrowserAlert =
  'Your browser is too old. Please upgrade it, or use Chrome, Edge or 360 Browser to open the professional edition.';

export const nav: NavLabels = {
  products: {
    label: 'Products',
    items: [
      {
        label: 'Workspace',
        href: '/products-workspace',
        description: 'Company data, UBO and relationship maps for your team',
      },
      {
        label: 'API',
        href: '/products-api',
        description: 'Real-time company and UBO data, pay as you go',
      },
      {
        label: 'Report',
        href: '/products-report',
        description: 'Company reports from 60+ countries and regions',
      },
    ],
  },
  industries: {
    label: 'Industries',
    items: [
      { label: 'Banking', href: '/industries-banking' },
      { label: 'Payments', href: '/industries-payments' },
      { label: 'Manufacturing', href: '/industries-manufacturing' },
      { label: 'Corporate services', href: '/industries-corporate-services' },
    ],
  },
  insights: {
    label: 'Insights',
    items: [
      { label: 'UBO rules for Chinese companies', href: '/insights-ubo-for-chinese-companies' },
      { label: 'AML/CTF guidelines in Asia', href: '/insights-guidelines-in-asia' },
      {
        label: 'Onboarding regulations in China',
        href: '/insights-onboarding-regulations-in-china',
      },
      { label: 'Shell company scanning', href: '/insights-shell-company-scanning' },
    ],
  },
  aboutUs: {
    label: 'About us',
    items: [
      { label: 'Our company', href: '/about-us-our-company' },
      { label: 'Our partners', href: '/about-us-our-partners' },
      { label: 'FAQ', href: '/about-us-faq' },
    ],
  },
  lei: { label: 'LEI', href: '/lei', description: 'Look up a Legal Entity Identifier' },
  login: 'Log in',
  register: 'Sign up',
  demoRequest: 'Request a demo',
  logout: 'Log out',
  useNow: 'Use now',
  applyTrial: 'Apply for a trial',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  languageSwitch: 'Language',
};

export const footer: FooterContent = {
  tagline:
    'Company, ownership and beneficial-owner data for know-your-customer checks, from one workspace, one API and one report catalogue.',
  columns: [
    {
      label: nav.products.label,
      items: nav.products.items.map(({ label, href }) => ({ label, href })),
    },
    { label: nav.industries.label, items: nav.industries.items },
    { label: nav.insights.label, items: nav.insights.items },
    {
      label: nav.aboutUs.label,
      items: [
        ...nav.aboutUs.items,
        { label: 'LEI', href: '/lei' },
        { label: 'System status', href: '/system-status' },
      ],
    },
  ],
  copyright: '© {year} KYC Global. All rights reserved.',
  termsLabel: 'Terms and conditions',
  disclaimer:
    'Information on this site is for general guidance and is not legal advice. Company data comes from public registers and other lawful sources and may lag behind official records.',
  brandNote: 'KYC Global is a product of a business-information provider.',
};

export const common: CommonLabels = {
  loading: 'Loading…',
  noData: 'No data',
  dash: '-',
  backToTop: 'Back to top',
  readMore: 'Read more',
  tableOfContents: 'Contents',
  sources: 'Sources',
  author: 'Author',
  publishedOn: 'Published',
  updatedOn: 'Updated',
  relatedArticles: 'Related insights',
  share: 'Share',
  print: 'Print',
  cancel: 'Cancel',
  confirm: 'Confirm',
  close: 'Close',
  retry: 'Try again',
  networkError: 'The network is unavailable. Please try again later.',
  sharesSuffix: 'shares',
  expiryWarning: 'Your account expires in {days} days. Contact us to renew.',
  renewPlan: 'Renew your plan',
  logIn: 'Log in',
};
