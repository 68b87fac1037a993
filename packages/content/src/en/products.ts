import { apiCurlSample, apiRequestSample, apiResponseSample } from '../shared/apiSample';
import type { MarketingPage } from '../types';

export const productsWorkspace: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC Workspace',
    name: 'productsWorkspace',
    trackingLabel: 'products_workspace',
    pageName: 'Product – Workspace',
    searchTitle: 'KYC Workspace – Company data, UBO maps and team collaboration | KYC Global',
    description:
      'Search companies and executives, map equity structures and beneficial owners, explore relationships and work on KYC cases together in the KYC Global Workspace.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC Workspace',
      title: 'Every company check in one place',
      subtitle:
        'The Workspace is where analysts search, trace and document. Company records, executives, shareholders and beneficial owners sit side by side, and the whole team sees the same case.',
      primaryCta: { label: 'Apply for a trial', href: '/register' },
      secondaryCta: { label: 'Request a demo', href: '/demo-request' },
    },
    {
      kind: 'featureGrid',
      id: 'features',
      title: 'What you can do in the Workspace',
      items: [
        {
          icon: 'building',
          title: 'Company and executive data',
          description:
            'Registered name in English and the local language, registration number, status, incorporation date, registered capital, address, legal representative, directors and officers, with the date each fact was last updated.',
        },
        {
          icon: 'ubo',
          title: 'UBO maps',
          description:
            'The map follows every ownership chain to natural persons, multiplies percentages along each path and adds them up, then flags the people at or above your threshold (25% by default).',
        },
        {
          icon: 'structure',
          title: 'Equity structure maps',
          description:
            'See shareholders and subsidiaries layer by layer, with share counts, percentages and currencies, and expand or collapse any branch.',
        },
        {
          icon: 'network',
          title: 'Relationship maps',
          description:
            'Discover companies linked through shared executives, shareholders, addresses or contact details, which often reveals undisclosed groups and nominee arrangements.',
        },
        {
          icon: 'team',
          title: 'Team collaboration',
          description:
            'Group companies into lists, assign cases, leave notes and share maps with colleagues; administrators manage roles and permissions for the company account.',
        },
        {
          icon: 'history',
          title: 'Audit trail',
          description:
            'Operations are logged, and saved reports and snapshots keep what you saw on the day you decided, ready for internal audit or a regulator.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'workflow',
      title: 'A typical onboarding check',
      steps: [
        {
          title: 'Find the entity',
          description: 'Search by name, registration number, USCC or LEI, in Chinese or English.',
        },
        {
          title: 'Confirm the basics',
          description:
            'Compare the registered name, status, address and legal representative with the documents the customer gave you.',
        },
        {
          title: 'Identify beneficial owners',
          description:
            'Open the UBO map, review each natural person above the threshold and note anyone who controls the company by other means.',
        },
        {
          title: 'Look for red flags',
          description:
            'Check the relationship map for shared addresses, nominee directors and circular ownership.',
        },
        {
          title: 'Document and decide',
          description: 'Save the case with your notes, export a report and record the decision.',
        },
      ],
    },
    {
      kind: 'richText',
      id: 'accounts',
      title: 'Accounts for individuals and teams',
      paragraphs: [
        'A trial account lets you explore the Workspace with a limited quota before you commit. Formal accounts are available for individual users and for companies; a company account has a main user who manages sub-users, roles and the visibility of prices and credits.',
        'Each user can protect their account with multi-factor authentication: after the password, logging in asks for a six-digit code from an authenticator app.',
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Try the Workspace on your own cases',
      body: 'Apply for a trial account, or let us show you the maps on companies you work with.',
      primary: { label: 'Apply for a trial', href: '/register' },
      secondary: { label: 'Request a demo', href: '/demo-request' },
    },
  ],
};

export const productsApi: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC API',
    name: 'productsApi',
    trackingLabel: 'products_api',
    pageName: 'Product – API',
    searchTitle: 'KYC API – Real-time company and UBO data, pay as you go | KYC Global',
    description:
      'Integrate company, shareholder and beneficial-owner data into onboarding and monitoring in real time. Pay only for successful calls. Request a demo.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC API',
      title: 'Company and ownership data, inside your own systems',
      subtitle:
        'A REST API that returns company records, shareholders, executives and computed beneficial owners as JSON, so that onboarding, screening and monitoring run without copy and paste.',
      primaryCta: { label: 'Request a demo', href: '/demo-request' },
      secondaryCta: { label: 'See pricing', href: '#pricing' },
    },
    {
      kind: 'featureGrid',
      id: 'capabilities',
      title: 'What the API gives you',
      items: [
        {
          icon: 'bolt',
          title: 'Real-time data integration',
          description:
            'Query at the moment of onboarding and receive the latest data we hold, with the date of each record, instead of working from a stale bulk file.',
        },
        {
          icon: 'ubo',
          title: 'UBO data',
          description:
            'Beneficial owners computed from the full ownership chain, with the basis (ownership, income or voting rights, control), the indirect percentage and every path that leads to the person.',
        },
        {
          icon: 'search',
          title: 'Search and match',
          description:
            'Find companies by name in English or the local language, by registration number, USCC or LEI, and get candidate matches with identifiers to confirm.',
        },
        {
          icon: 'structure',
          title: 'Shareholders and executives',
          description:
            'Shareholders with share counts, percentages and currencies; directors, supervisors and senior managers with their positions.',
        },
        {
          icon: 'bell',
          title: 'Monitoring',
          description:
            'Subscribe to companies in your portfolio and receive notifications when registration details, shareholders or beneficial owners change.',
        },
        {
          icon: 'shield',
          title: 'Secure by design',
          description:
            'Every request is authenticated with a client id, an access token and a secret key over HTTPS; keys can be rotated and IP allow-lists applied.',
        },
      ],
    },
    {
      kind: 'richText',
      id: 'pricing',
      title: 'Pay-as-you-go pricing',
      paragraphs: [
        'You pay for what you use. Each endpoint has a unit price per successful call, and the price list for your account is shown in the console to the main user (or to users allowed to see credits).',
        'Calls that fail because of an error on our side are not charged. A repeated call for the same company within a short caching window is not charged twice; the window is stated in the price list.',
        'You can pay in advance by topping up credits, or, for company accounts that qualify, be invoiced monthly in arrears. Volume tiers reduce the unit price as monthly use grows, and there is no minimum commitment to start.',
      ],
      bullets: [
        'No set-up fee for the standard endpoints',
        'Unit price per successful call, by endpoint',
        'Prepaid credits or monthly post-paid billing',
        'Usage and spending visible in real time in the console',
        'Volume tiers applied automatically',
      ],
    },
    {
      kind: 'code',
      id: 'example',
      title: 'An example call',
      intro:
        'Ask for the beneficial owners of a company identified by its Unified Social Credit Code. Each response states whether the call was billable.',
      samples: [
        { label: 'Request', language: 'http', code: apiRequestSample },
        { label: 'Response', language: 'json', code: apiResponseSample },
        { label: 'Search with curl', language: 'bash', code: apiCurlSample },
      ],
      caption:
        'Illustrative only: the company and identifiers are fictitious, and field names may differ in the current API reference.',
    },
    {
      kind: 'steps',
      id: 'get-started',
      title: 'Getting started',
      steps: [
        {
          title: 'Request a demo',
          description:
            'Tell us about your use case and volumes; we show the data on companies you care about.',
        },
        {
          title: 'Test in the sandbox',
          description:
            'Receive test credentials and the API reference, and build against sample responses.',
        },
        {
          title: 'Go live',
          description:
            'Switch to production keys, set your billing method and monitor usage in the console.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Request an API demo',
      body: 'Our solutions team will answer questions about coverage, fields, latency and pricing for your volumes.',
      primary: { label: 'Request a demo', href: '/demo-request' },
      secondary: { label: 'Read the FAQ', href: '/about-us-faq' },
    },
  ],
};

export const productsReport: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC Report',
    name: 'productsReport',
    trackingLabel: 'products_report',
    pageName: 'Product – Report',
    searchTitle: 'KYC Report – Company reports from 60+ countries with AI OCR | KYC Global',
    description:
      'Ask our team for company reports covering 60+ countries and regions. AI OCR reads registry documents in many languages; reports come in English or Chinese.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC Report',
      title: 'A reliable company report, wherever the company is registered',
      subtitle:
        'Reports on companies in 60+ countries and regions. Tell us which company you need: our team retrieves the registry records, reads them with AI OCR in the original language, and delivers a structured report you can file.',
      primaryCta: { label: 'Request a report', href: '/demo-request' },
      secondaryCta: { label: 'See the Workspace', href: '/products-workspace' },
    },
    {
      kind: 'featureGrid',
      id: 'features',
      title: 'Why choose a KYC Report',
      items: [
        {
          icon: 'globe',
          title: 'Global data in 60+ countries and regions',
          description:
            'Company records from official registers and other lawful sources across Asia, Europe, the Americas, the Middle East, Africa and Oceania.',
        },
        {
          icon: 'ocr',
          title: 'AI OCR in many languages',
          description:
            'Registry extracts, articles and filings in languages such as Chinese, Japanese, Korean, Vietnamese, Thai, Arabic, Russian and the main European languages are read by OCR and checked by analysts.',
        },
        {
          icon: 'translate',
          title: 'Delivered in English or Chinese',
          description:
            'Names are kept in the original script next to a transliteration or translation, so that you can match them against documents and screening lists.',
        },
        {
          icon: 'document',
          title: 'Source documents attached',
          description:
            'Where the register provides them, the original extracts come with the report as evidence for your KYC file.',
        },
        {
          icon: 'ubo',
          title: 'Ownership and control',
          description:
            'Shareholders, directors and, where the jurisdiction discloses them, registered beneficial owners or persons with significant control.',
        },
        {
          icon: 'verify',
          title: 'Verifiable',
          description:
            'Each report carries a report number and a verification code; anyone you share it with can check it on the document verification page.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'ordering',
      title: 'How to get a report',
      steps: [
        {
          title: 'Tell us what you need',
          description:
            'Use the demo request form to give us the company’s name, its country or region and the report language you need.',
        },
        {
          title: 'Agree the scope',
          description:
            'Our team contacts you to confirm the report’s content, its price and the expected delivery time for that jurisdiction.',
        },
        {
          title: 'Confirm the fee',
          description:
            'Once you have confirmed the fee and how it will be settled, we start retrieving the records.',
        },
        {
          title: 'We retrieve and read',
          description:
            'We obtain the registry records, run AI OCR in the original language and have analysts check the key fields.',
        },
        {
          title: 'Receive the report',
          description:
            'Our team delivers the report to you when it is ready, with a report number and verification code so that it can be checked later.',
        },
      ],
    },
    {
      kind: 'richText',
      id: 'delivery',
      title: 'Delivery times',
      paragraphs: [
        'Reports from jurisdictions with online registers are usually delivered within minutes to one business day. Where a register must be visited or records requested by post, delivery can take several business days. Our team tells you the expected time before work starts.',
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Need reports in volume?',
      body: 'Teams that need reports regularly can combine them with the Workspace or the API. Talk to us about a plan.',
      primary: { label: 'Request a report', href: '/demo-request' },
      secondary: { label: 'See the API', href: '/products-api' },
    },
  ],
};
