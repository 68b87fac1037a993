import type { MarketingPage } from '../types';

export const home: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'Home',
    name: 'home',
    trackingLabel: 'home',
    pageName: 'Home page',
    searchTitle: 'KYC Global – Company, ownership and UBO data for KYC checks',
    description:
      'KYC Global brings company records, shareholders, beneficial owners and reports from 60+ countries and regions into one workspace, one API and one catalogue.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'International KYC data',
      title: 'Know the company behind every counterparty',
      subtitle:
        'Verify registration details, trace ownership to the people who ultimately own or control a company, and keep the evidence your auditors ask for, in Chinese and in English.',
      bullets: [
        'Company and executive data in one search',
        'Beneficial-owner (UBO) and equity structure maps',
        'Company reports from 60+ countries and regions',
      ],
      primaryCta: { label: 'Request a demo', href: '/demo-request' },
      secondaryCta: { label: 'Explore the products', href: '/products-workspace' },
    },
    {
      kind: 'featureGrid',
      id: 'offerings',
      title: 'One data foundation, three ways to use it',
      intro:
        'Analysts work in the Workspace, systems call the API, and our team prepares reports on single companies on request. All three draw on the same company and ownership data.',
      items: [
        {
          icon: 'workspace',
          title: 'KYC Workspace',
          description:
            'Search companies and executives, open UBO, equity structure and relationship maps, and share cases with your team.',
          link: { label: 'About the Workspace', href: '/products-workspace' },
        },
        {
          icon: 'api',
          title: 'KYC API',
          description:
            'Bring registration, shareholder and beneficial-owner data into onboarding and monitoring systems in real time, paying only for the calls you make.',
          link: { label: 'About the API', href: '/products-api' },
        },
        {
          icon: 'report',
          title: 'KYC Report',
          description:
            'Ask our team for a company report from 60+ countries and regions; AI OCR reads registry documents in many languages and we deliver an English or Chinese report.',
          link: { label: 'About reports', href: '/products-report' },
        },
      ],
    },
    {
      kind: 'featureGrid',
      id: 'industries',
      title: 'Built for teams that must know their customers',
      items: [
        {
          icon: 'bank',
          title: 'Banks',
          description:
            'Corporate onboarding, beneficial-owner identification and periodic reviews that stand up to supervisory inspection.',
          link: { label: 'Banking', href: '/industries-banking' },
        },
        {
          icon: 'payments',
          title: 'Payment facilitators',
          description:
            'Merchant onboarding at speed, with checks for shell companies and undisclosed owners before funds start to flow.',
          link: { label: 'Payments', href: '/industries-payments' },
        },
        {
          icon: 'factory',
          title: 'Manufacturers',
          description:
            'Supplier and distributor due diligence, trade-compliance screening and credit decisions for overseas counterparties.',
          link: { label: 'Manufacturing', href: '/industries-manufacturing' },
        },
        {
          icon: 'briefcase',
          title: 'Corporate services, law and accounting firms',
          description:
            'Client acceptance, ownership charts for transactions and evidence files for your own AML obligations.',
          link: { label: 'Corporate services', href: '/industries-corporate-services' },
        },
      ],
    },
    {
      kind: 'stats',
      id: 'capabilities',
      title: 'What the data covers',
      items: [
        { value: '60+', label: 'countries and regions with company data and reports' },
        { value: '2', label: 'display languages: Chinese and English' },
        { value: '25%', label: 'default ownership threshold for UBO calculation, adjustable' },
        { value: '3', label: 'ways to use the same data: Workspace, API and Report' },
      ],
      footnote:
        'Coverage depends on what each jurisdiction publishes; some registers disclose fewer fields than others. Ask us about any specific country or region.',
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      title: 'From a name to a documented decision',
      steps: [
        {
          title: 'Search',
          description:
            'Find the company by name in English or the local language, or by registration number, USCC or LEI.',
        },
        {
          title: 'Trace',
          description:
            'Open the equity structure and follow each shareholding until you reach natural persons; the UBO map computes indirect percentages for you.',
        },
        {
          title: 'Assess',
          description:
            'Review executives, related companies and red flags such as shared addresses or circular ownership.',
        },
        {
          title: 'Record',
          description:
            'Save the case to the Workspace, or ask our team for a company report for your file, so that the evidence behind your decision is kept.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'See it with your own customers',
      body: 'Book a demo and we will walk through companies you actually deal with, or apply for a trial account to explore on your own.',
      primary: { label: 'Request a demo', href: '/demo-request' },
      secondary: { label: 'Apply for a trial', href: '/register' },
    },
  ],
};
