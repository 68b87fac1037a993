import type { MarketingPage } from '../types';

export const industriesBanking: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC for banks',
    name: 'industriesBanking',
    trackingLabel: 'industries_banking',
    pageName: 'Industry – Banking',
    searchTitle: 'KYC for banks – Corporate onboarding and UBO identification | KYC Global',
    description:
      'Onboard corporate customers, identify beneficial owners and run periodic reviews with company and ownership data that supports the records supervisors expect.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'Banking',
      title: 'Corporate due diligence that stands up to inspection',
      subtitle:
        'Banks must identify every corporate customer, understand its ownership and control, and keep the evidence for years. KYC Global gives relationship managers and compliance teams the same verified picture.',
      primaryCta: { label: 'Request a demo', href: '/demo-request' },
      secondaryCta: {
        label: 'Read: onboarding rules in China',
        href: '/insights-onboarding-regulations-in-china',
      },
    },
    {
      kind: 'richText',
      id: 'pains',
      title: 'The regulatory pressure on banks',
      paragraphs: [
        'In mainland China, the Anti-Money Laundering Law as revised in 2024 (in force since 1 January 2025) and the 2022 customer due diligence measures require banks to identify and verify corporate customers and their beneficial owners, apply enhanced measures to higher-risk relationships and keep customer records for at least ten years. The beneficial ownership filing system introduced on 1 November 2024 adds a reference point, but it does not replace the bank’s own assessment.',
        'Cross-border business makes it harder still: trade finance, correspondent relationships and accounts for foreign-invested enterprises involve parents and shareholders registered abroad, in languages and registers the team may not know.',
      ],
      bullets: [
        'Ownership chains that run through several jurisdictions',
        'Beneficial owners hidden behind nominees or agreements',
        'Periodic reviews that have to be repeated for the whole corporate book',
        'Inspection findings when the file cannot show how a decision was reached',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'solutions',
      title: 'How KYC Global helps',
      items: [
        {
          icon: 'ubo',
          title: 'Beneficial owners, computed',
          description:
            'The UBO map multiplies holdings along each chain and shows every natural person at or above 25%, with the paths as evidence.',
        },
        {
          icon: 'globe',
          title: 'Foreign parents and shareholders',
          description:
            'Reports from 60+ countries and regions cover overseas links, with names in the original script and in English or Chinese.',
        },
        {
          icon: 'api',
          title: 'Straight into onboarding systems',
          description:
            'The API returns registration, shareholder and UBO data to your account-opening workflow, so that staff do not retype it.',
        },
        {
          icon: 'bell',
          title: 'Ongoing monitoring',
          description:
            'Changes of shareholders, legal representative or status trigger a notice, so that reviews are driven by events, not only by the calendar.',
        },
        {
          icon: 'history',
          title: 'Evidence for the file',
          description:
            'Saved reports and snapshots show what was known on the day of the decision, supporting record keeping and audit.',
        },
        {
          icon: 'network',
          title: 'Related-party insight',
          description:
            'Relationship maps reveal groups of customers linked by shareholders, executives or addresses, useful for credit concentration as well as AML.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Bring the corporate book up to date',
      body: 'Ask us how other banks combine the Workspace for analysts with the API for onboarding systems.',
      primary: { label: 'Request a demo', href: '/demo-request' },
      secondary: { label: 'See the API', href: '/products-api' },
    },
  ],
};

export const industriesPayments: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC for payment facilitators',
    name: 'industriesPayments',
    trackingLabel: 'industries_payments',
    pageName: 'Industry – Payments',
    searchTitle: 'KYC for payment facilitators – Merchant onboarding at speed | KYC Global',
    description:
      'Onboard merchants quickly without letting shell companies through: verify registration, find beneficial owners and spot linked merchants via one API.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'Payments',
      title: 'Fast merchant onboarding, without the shell companies',
      subtitle:
        'Payment institutions and facilitators have to sign merchants in minutes and still know who they are. KYC Global verifies the business and its owners in the same flow.',
      primaryCta: { label: 'Request a demo', href: '/demo-request' },
      secondaryCta: {
        label: 'Read: shell company scanning',
        href: '/insights-shell-company-scanning',
      },
    },
    {
      kind: 'richText',
      id: 'pains',
      title: 'Why merchant due diligence is hard',
      paragraphs: [
        'Non-bank payment institutions in mainland China are supervised by the People’s Bank of China under the Regulations on the Supervision and Administration of Non-Bank Payment Institutions (in force since 1 May 2024) and carry anti-money-laundering obligations, including merchant identification and beneficial-owner checks. The Anti-Telecom and Online Fraud Law (in force since 1 December 2022) adds duties to prevent accounts and merchant services from being used for fraud.',
        'Cross-border acquirers also answer to card scheme rules and to the regulators of the markets where their merchants sell. Fraudsters know this and use freshly registered companies, nominee owners and families of linked merchants to get back in after they are terminated.',
      ],
      bullets: [
        'High volumes of small merchants with thin documentation',
        'Recently incorporated companies and shared registered addresses',
        'Terminated merchants returning under new names',
        'Owners and controllers located abroad',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'solutions',
      title: 'How KYC Global helps',
      items: [
        {
          icon: 'api',
          title: 'Checks in the onboarding flow',
          description:
            'Call the API when the merchant applies: confirm the name, registration number, status and legal representative in real time.',
        },
        {
          icon: 'ubo',
          title: 'Beneficial owners of each merchant',
          description:
            'See who owns and controls the merchant, including through holding companies, and compare with the applicant’s declaration.',
        },
        {
          icon: 'network',
          title: 'Linked merchant detection',
          description:
            'Relationship data shows merchants sharing owners, directors, addresses or phone numbers with ones you have already terminated.',
        },
        {
          icon: 'flag',
          title: 'Shell company signals',
          description:
            'Incorporation date, capital, staffing indicators and address sharing help you set rules that route risky applicants to manual review.',
        },
        {
          icon: 'wallet',
          title: 'Pay as you go',
          description:
            'Per-call pricing follows your merchant volumes, so that costs scale with onboarding rather than with a fixed licence.',
        },
        {
          icon: 'globe',
          title: 'Cross-border merchants',
          description:
            'Company data and reports from 60+ countries and regions support merchants selling into or from abroad.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Test it on your last hundred applications',
      body: 'We can run a sample of recent merchant applications through our data and show what the checks would have found.',
      primary: { label: 'Request a demo', href: '/demo-request' },
      secondary: { label: 'See the API', href: '/products-api' },
    },
  ],
};

export const industriesManufacturing: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC for manufacturers',
    name: 'industriesManufacturing',
    trackingLabel: 'industries_manufacturing',
    pageName: 'Industry – Manufacturing',
    searchTitle: 'KYC for manufacturers – Supplier and distributor due diligence | KYC Global',
    description:
      'Check suppliers, distributors and overseas buyers: who they are, who owns them and whether they link to restricted parties, with reports from 60+ countries.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'Manufacturing',
      title: 'Know your suppliers, distributors and buyers',
      subtitle:
        'Manufacturers trade with counterparties all over the world. KYC Global tells procurement, sales and trade-compliance teams who those companies are and who stands behind them.',
      primaryCta: { label: 'Request a demo', href: '/demo-request' },
      secondaryCta: { label: 'Request a report', href: '/demo-request' },
    },
    {
      kind: 'richText',
      id: 'pains',
      title: 'Risks that reach the factory',
      paragraphs: [
        'Export-control and sanctions regimes look through ownership. Under the United States OFAC 50 Percent Rule, for example, an entity owned 50% or more, directly or indirectly and in aggregate, by blocked persons is itself treated as blocked, even if it is not named on a list. China’s Export Control Law (in force since 1 December 2020) requires exporters to know their end users and end uses.',
        'Supply-chain due diligence rules, in the European Union and elsewhere, ask large buyers to understand their suppliers, and customers increasingly ask manufacturers for the same. Beyond compliance, a distributor that is a shell or a supplier owned by a competitor is a commercial risk.',
      ],
      bullets: [
        'Overseas buyers whose ownership is not disclosed',
        'Intermediaries that may re-export to restricted destinations',
        'Suppliers with undisclosed related parties',
        'Credit terms granted without knowing the counterparty',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'solutions',
      title: 'How KYC Global helps',
      items: [
        {
          icon: 'globe',
          title: 'Counterparties in 60+ countries and regions',
          description:
            'Ask our team for a report on a foreign buyer or supplier and receive it in English or Chinese, with the original documents attached.',
        },
        {
          icon: 'structure',
          title: 'Ownership to the top',
          description:
            'Equity structure and UBO maps show the chain of owners, which is what aggregate-ownership sanctions rules require you to check.',
        },
        {
          icon: 'network',
          title: 'Related-party links',
          description:
            'Relationship maps show whether a supplier shares owners or managers with your employees’ relatives, competitors or other suppliers.',
        },
        {
          icon: 'team',
          title: 'Shared supplier files',
          description:
            'Procurement, sales and compliance teams work on the same company lists and notes in the Workspace.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'workflow',
      title: 'A supplier check in four steps',
      steps: [
        {
          title: 'Identify',
          description: 'Confirm the legal name, registration number and status.',
        },
        { title: 'Trace', description: 'Map shareholders and beneficial owners across borders.' },
        {
          title: 'Screen',
          description: 'Compare owners and managers with the restricted-party lists you use.',
        },
        {
          title: 'Record',
          description: 'Save the report with your approval in the supplier file.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Check your key counterparties',
      body: 'Send us a list of suppliers or distributors and we will show what the data reveals.',
      primary: { label: 'Request a demo', href: '/demo-request' },
      secondary: { label: 'See the Workspace', href: '/products-workspace' },
    },
  ],
};

export const industriesCorporateServices: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC for corporate services, law and accounting firms',
    name: 'industriesCorporateServices',
    trackingLabel: 'industries_corporate_services',
    pageName: 'Industry – Corporate services',
    searchTitle: 'KYC for corporate services, law and accounting firms | KYC Global',
    description:
      'Client acceptance, ownership charts and AML evidence for corporate-service providers, law and accounting firms, with company data from 60+ countries.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'Corporate services, law and accounting',
      title: 'Accept clients with confidence, document it once',
      subtitle:
        'Company secretaries, trust and company service providers, lawyers and accountants are gatekeepers under AML rules. KYC Global gives you the ownership facts and the paper trail.',
      primaryCta: { label: 'Request a demo', href: '/demo-request' },
      secondaryCta: {
        label: 'Read: AML/CTF guidelines in Asia',
        href: '/insights-guidelines-in-asia',
      },
    },
    {
      kind: 'richText',
      id: 'pains',
      title: 'Gatekeepers carry AML duties too',
      paragraphs: [
        'FATF Recommendations 22 and 23 extend customer due diligence, record keeping and suspicious-transaction reporting to lawyers, notaries, accountants and trust and company service providers when they prepare or carry out certain transactions, such as forming or managing companies, buying and selling businesses or managing client money.',
        'Asian jurisdictions have followed: Hong Kong brought these professions under the AML/CTF Ordinance (Cap. 615) from 1 March 2018, with a licensing regime for trust or company service providers, and mainland China’s revised Anti-Money Laundering Law applies to specified non-financial institutions, including accounting and law firms and company service providers, when they engage in the relevant activities.',
      ],
      bullets: [
        'Client structures with several layers of holding companies',
        'Nominee shareholders and directors you did not appoint yourself',
        'Transactions involving companies in unfamiliar jurisdictions',
        'Partner-level sign-off that needs a clear evidence file',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'solutions',
      title: 'How KYC Global helps',
      items: [
        {
          icon: 'structure',
          title: 'Ownership charts for the file',
          description:
            'Export equity structure and UBO maps for client-acceptance memos, transaction documents and audit working papers.',
        },
        {
          icon: 'globe',
          title: 'Foreign entities',
          description:
            'Reports from 60+ countries and regions, read with AI OCR in the original language, for counterparties and target companies abroad.',
        },
        {
          icon: 'team',
          title: 'Matter-based collaboration',
          description:
            'Group companies by client or matter, share them with the engagement team and keep notes together.',
        },
        {
          icon: 'bell',
          title: 'Changes during the engagement',
          description:
            'Monitoring tells you when a client’s shareholders, officers or status change, a trigger to refresh due diligence.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Make client acceptance faster',
      body: 'See how firms use the Workspace and reports to prepare acceptance files in a fraction of the time.',
      primary: { label: 'Request a demo', href: '/demo-request' },
      secondary: { label: 'See reports', href: '/products-report' },
    },
  ],
};
