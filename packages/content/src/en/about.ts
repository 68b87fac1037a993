import type { MarketingPage } from '../types';

export const aboutUsOurCompany: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'Our company',
    name: 'aboutUsOurCompany',
    trackingLabel: 'about_us_our_company',
    pageName: 'About us – Our company',
    searchTitle: 'About KYC Global – International company and ownership data for KYC',
    description:
      'KYC Global is the international KYC service of a business-information provider: company, ownership and beneficial-owner data for regulated firms.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'About us',
      title: 'Making company ownership transparent',
      subtitle:
        'KYC Global is the international know-your-customer service of a business-information provider with long experience in company data. We help organisations understand who they are dealing with.',
      primaryCta: { label: 'Contact us', href: '/demo-request' },
      secondaryCta: { label: 'Read the FAQ', href: '/about-us-faq' },
    },
    {
      kind: 'richText',
      id: 'mission',
      title: 'What we do',
      paragraphs: [
        'Every payment, contract and account involves a company, and behind every company stand people. Regulations ask banks, payment institutions and professional firms to identify those people; sound business asks the same of manufacturers and traders. Yet company information is spread across registers in dozens of countries, languages and formats.',
        'We gather company records from official registers and other lawful sources, structure them, link shareholders into ownership graphs and compute beneficial owners. We deliver the result where our customers work: in a Workspace for analysts, through an API for systems, and as reports for single companies, in Chinese and in English.',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'principles',
      title: 'How we work',
      items: [
        {
          icon: 'source',
          title: 'Traceable sources',
          description:
            'Each fact carries its source and the date it was obtained, so that you can judge how current it is and show it to an auditor.',
        },
        {
          icon: 'check',
          title: 'Quality checks',
          description:
            'Automated validation and analyst review catch inconsistencies, such as percentages that do not add up or names read incorrectly by OCR.',
        },
        {
          icon: 'lock',
          title: 'Security and privacy',
          description:
            'Access control, encryption in transit, multi-factor authentication and logging protect the data, and personal information is processed under applicable data-protection law.',
        },
        {
          icon: 'scale',
          title: 'Neutral and explainable',
          description:
            'We show the facts and how a result such as a beneficial owner was computed; the decision remains yours.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'capabilities',
      title: 'Our capabilities',
      items: [
        { value: '60+', label: 'countries and regions covered by company data and reports' },
        { value: '3', label: 'delivery channels: Workspace, API and Report' },
        { value: '2', label: 'interface languages, Chinese and English' },
        { value: 'Many', label: 'source languages read by AI OCR' },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Talk to us',
      body: 'Whether you need a handful of reports or an API for millions of checks, we would like to hear about your use case.',
      primary: { label: 'Request a demo', href: '/demo-request' },
    },
  ],
};

export const aboutUsOurPartners: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'Our partners',
    name: 'aboutUsOurPartners',
    trackingLabel: 'about_us_our_partners',
    pageName: 'About us – Our partners',
    searchTitle: 'Partners of KYC Global – Data, technology and solution partners',
    description:
      'KYC Global works with data-source, technology, solution and professional-service partners to deliver reliable company and ownership data. Become a partner.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'Partners',
      title: 'Better due diligence, together',
      subtitle:
        'No single organisation holds the world’s company data. We work with partners who source, process and deliver it, and with partners who bring it to their own customers.',
      primaryCta: { label: 'Become a partner', href: '/demo-request' },
    },
    {
      kind: 'featureGrid',
      id: 'categories',
      title: 'Partner categories',
      items: [
        {
          icon: 'database',
          title: 'Data-source partners',
          description:
            'Official registers, licensed information providers and local research agents that give us lawful access to company records in their jurisdictions.',
        },
        {
          icon: 'cpu',
          title: 'Technology partners',
          description:
            'Infrastructure, security and document-recognition providers that help us run a reliable, secure service and read documents in many languages.',
        },
        {
          icon: 'plug',
          title: 'Solution partners',
          description:
            'Software vendors and system integrators that embed our API in onboarding, screening, credit and procurement platforms.',
        },
        {
          icon: 'briefcase',
          title: 'Professional-service partners',
          description:
            'Law, accounting and consulting firms that use our data in their advisory work and refer clients who need ongoing due diligence.',
        },
      ],
    },
    {
      kind: 'richText',
      id: 'standards',
      title: 'What we expect of partners',
      paragraphs: [
        'We select data-source partners for the lawfulness of their sources, the accuracy of their data and their handling of personal information. Technology partners must meet our security requirements, and solution partners must present our data accurately to their users.',
      ],
      bullets: [
        'Lawful collection and use of data',
        'Clear provenance and update dates',
        'Information-security controls appropriate to the data',
        'Compliance with anti-bribery and sanctions rules',
      ],
    },
    {
      kind: 'steps',
      id: 'how-to-join',
      title: 'How to become a partner',
      steps: [
        {
          title: 'Get in touch',
          description: 'Tell us about your organisation and the partnership you have in mind.',
        },
        {
          title: 'Assessment',
          description: 'We review fit, data or security practices and commercial terms with you.',
        },
        {
          title: 'Agreement',
          description: 'We agree scope, responsibilities and service levels in writing.',
        },
        {
          title: 'Launch',
          description: 'We integrate, train your team and plan joint activities.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Interested in partnering?',
      body: 'Send us a message through the demo request form and mention “partnership”.',
      primary: { label: 'Contact us', href: '/demo-request' },
    },
  ],
};
