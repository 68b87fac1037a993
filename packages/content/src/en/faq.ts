import type { MarketingPage } from '../types';

export const aboutUsFaq: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'Frequently asked questions',
    name: 'aboutUsFaq',
    trackingLabel: 'about_us_faq',
    pageName: 'About us – FAQ',
    searchTitle: 'FAQ – Data coverage, UBO method, API pricing and security | KYC Global',
    description:
      'Answers about KYC Global: data coverage, how beneficial owners are computed, API pricing, trials, security, data protection, report delivery and languages.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'FAQ',
      title: 'Frequently asked questions',
      subtitle: 'Can’t find your answer here? Send us your question with the demo request form.',
      primaryCta: { label: 'Ask a question', href: '/demo-request' },
    },
    {
      kind: 'faq',
      id: 'data',
      title: 'Data and method',
      items: [
        {
          question: 'Which countries and regions do you cover?',
          answer:
            'We provide company data and reports for more than 60 countries and regions across Asia, Europe, the Americas, the Middle East, Africa and Oceania. The fields available depend on what each register discloses; tell us which jurisdictions matter to you and we will confirm coverage before you start.',
        },
        {
          question: 'Where does the data come from?',
          answer:
            'From official company registers and other lawful public sources, and from licensed data partners. Each record shows its source and the date it was obtained or last updated.',
        },
        {
          question: 'How do you identify beneficial owners (UBOs)?',
          answer:
            'We build an ownership graph from registered shareholders, follow every chain to natural persons, multiply percentages along each chain and add them per person. Persons at or above the threshold (25% by default, adjustable) are shown as beneficial owners, with every path as evidence. Where no one can be reached, for example because of a loop or an opaque foreign shareholder, we flag the structure for review rather than guess.',
        },
        {
          question: 'Do your results replace the official beneficial-ownership filing in China?',
          answer:
            'No. Since 1 November 2024, entities in mainland China file beneficial-ownership information with the authorities, and that register is not public. Our computation is an independent analysis of registration data that helps you carry out and document your own due diligence, including comparing it with what the customer declares.',
        },
        {
          question: 'How current is the data?',
          answer:
            'For jurisdictions with online registers, the API and Workspace retrieve or refresh records close to real time; elsewhere data is refreshed on a schedule. The date of each record is always shown, and monitoring notifies you of changes to companies you follow.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'products',
      title: 'Products and pricing',
      items: [
        {
          question: 'How does API pricing work?',
          answer:
            'The API is pay as you go: each operation has a unit price per successful call, shown on the API keys page to users allowed to see prices. Prepaid accounts spend their API balance; eligible company accounts are invoiced monthly. Errors, empty look-ups and calls with a test key are not charged.',
        },
        {
          question: 'Can I try before I buy?',
          answer:
            'Yes. Apply for a trial account on the sign-up page to explore the Workspace with a limited quota, or request a demo and we will show the data on companies you choose. For the API, create a test key on the API keys page: it calls the sandbox and is never billed.',
        },
        {
          question: 'How do I get a report, and how long does it take?',
          answer:
            'Ask for a report through the demo request form or your account manager; our team confirms the price and the expected delivery time first. Reports from jurisdictions with online registers usually arrive within minutes to one business day. Where records must be requested from a register in person or by post, delivery can take several business days.',
        },
        {
          question: 'In which languages are reports and the interface available?',
          answer:
            'The website and Workspace are available in Chinese and English. Reports are delivered in Chinese or English; names are kept in their original script alongside a transliteration or translation. AI OCR reads source documents in many languages, including Chinese, Japanese, Korean, Thai, Vietnamese, Arabic, Russian and the main European languages.',
        },
        {
          question:
            'What is the difference between formal, trial, individual and company accounts?',
          answer:
            'A trial account is time-limited with a small quota. A formal account is a paid account; it can be an individual account for one user or a company account, where a main user manages sub-users, roles and which users can see prices and credits.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'security',
      title: 'Security and data protection',
      items: [
        {
          question: 'How do you keep my account and data secure?',
          answer:
            'Traffic is encrypted with HTTPS, API requests are authenticated with an API key (with an optional IP allow-list, rotated or revoked at any time), and accounts can be protected with multi-factor authentication. Administrators can require an active-session check, and user operations are logged.',
        },
        {
          question: 'How do you handle personal information?',
          answer:
            'Company records contain personal information about directors, shareholders and beneficial owners. We process it for the purpose of due diligence and compliance, in line with applicable law, including China’s Personal Information Protection Law, and restrict access to authorised users. Our terms and conditions describe your obligations when you use the data.',
        },
        {
          question: 'Do you keep a record of my searches?',
          answer:
            'Yes, we keep a log of user operations for security, billing and audit purposes. Company account administrators can review their users’ activity. We do not tell the companies you search that you searched them.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Still have questions?',
      body: 'Our team will reply within one business day.',
      primary: { label: 'Contact us', href: '/demo-request' },
    },
  ],
};
