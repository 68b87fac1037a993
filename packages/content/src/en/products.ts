import { apiCurlSample, apiResponseSample } from '../shared/apiSample';
import {
  webhookDeliverySample,
  webhookSampleSecret,
  webhookVerifySample,
} from '../shared/webhookSample';
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
      'Integrate company, shareholder and beneficial-owner data into onboarding and monitoring in real time. Pay only for successful calls. Try it in the sandbox.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC API',
      title: 'Company and ownership data, inside your own systems',
      subtitle:
        'A REST API that returns company records, shareholders, officers and computed beneficial owners as JSON, so that onboarding, screening and monitoring run without copy and paste.',
      primaryCta: { label: 'Read the API reference', href: '/products-api/reference' },
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
            'Query at the moment of onboarding and receive the latest data we hold, with its source and as-of date, instead of working from a stale bulk file.',
        },
        {
          icon: 'ubo',
          title: 'UBO data',
          description:
            'Beneficial owners computed from the full ownership chain at the threshold you choose, with the rule that applies (equity, control or senior manager), the share along each chain and every chain that leads to the person.',
        },
        {
          icon: 'search',
          title: 'Search and match',
          description:
            'Find companies by name in English or the local language, and look one up by its key number, registration number, USCC or LEI; results come in pages with a cursor.',
        },
        {
          icon: 'structure',
          title: 'Shareholders and officers',
          description:
            'Shareholders with their percentages; directors, supervisors and senior managers with their positions; and the companies a company invests in.',
        },
        {
          icon: 'bell',
          title: 'Reports and verification',
          description:
            'Order a company or beneficial-ownership report with an Idempotency-Key (a retried order is never charged twice), follow its status, download the PDF and verify a report’s number and code.',
        },
        {
          icon: 'shield',
          title: 'Secure by design',
          description:
            'Every call carries an API key over HTTPS. Keys have scopes and an optional IP allow-list, and can be rotated with a grace period or revoked at once on the API keys page.',
          link: { label: 'Manage API keys', href: '/api-keys' },
        },
      ],
    },
    {
      kind: 'richText',
      id: 'pricing',
      title: 'Pay-as-you-go pricing',
      paragraphs: [
        'You pay for what you use. Each operation has a unit price per successful call; the price list is shown on the API keys page to the main user and to users allowed to see prices.',
        'An error or an empty look-up is free, and calls with a test key are never billed. Each billed call is recorded once, with its request id, so your usage adds up to the exact call.',
        'Prepaid accounts spend their API balance; accounts invoiced monthly find their calls on the month’s invoice. The usage page shows calls and amounts per day and operation, with a CSV export.',
      ],
      bullets: [
        'Unit price per successful call, by operation',
        'Errors, empty look-ups and test calls free',
        'Prepaid balance or monthly invoice',
        'Calls and amounts per day on the usage page',
      ],
    },
    {
      kind: 'code',
      id: 'example',
      title: 'An example call',
      intro:
        'Ask for the beneficial owners of a company by its Unified Social Credit Code: a sandbox company held from Hong Kong. Run it with your test key: this is its answer.',
      samples: [
        { label: 'Request', language: 'bash', code: apiCurlSample },
        { label: 'Response', language: 'json', code: apiResponseSample },
      ],
      caption:
        'The company and people are sandbox data, the same for every test key; asOf is the date of the data you get.',
    },
    {
      kind: 'steps',
      id: 'get-started',
      title: 'Getting started',
      steps: [
        {
          title: 'Create a test key',
          description:
            'On the API keys page of your account, create a test key: it sees the sandbox companies and is never billed.',
        },
        {
          title: 'Build against the sandbox',
          description:
            'The API reference lists every operation, the sandbox companies and the errors, with curl and TypeScript samples and a try-it for your test key.',
        },
        {
          title: 'Go live',
          description:
            'Create a live key, restrict it to your servers’ addresses, and follow calls and amounts on the usage page.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'Questions about coverage or volumes?',
      body: 'Our solutions team will answer questions about coverage, fields, latency and pricing for your volumes.',
      primary: { label: 'Request a demo', href: '/demo-request' },
      secondary: { label: 'Read the API reference', href: '/products-api/reference' },
    },
  ],
};

export const productsApiReference: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'KYC API reference',
    name: 'productsApiReference',
    trackingLabel: 'products_api_reference',
    pageName: 'Product – API reference',
    searchTitle: 'KYC API reference – operations, sandbox, errors and try-it | KYC Global',
    description:
      'Every operation of the KYC API with parameters, answers, curl and TypeScript samples, the sandbox companies, rate-limit headers, errors and a try-it.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'KYC API',
      title: 'API reference',
      subtitle:
        'Company data, beneficial owners and reports over HTTPS as JSON. Everything here is read from the API’s own OpenAPI document, so it is always the API as it runs.',
      primaryCta: { label: 'Create a test key', href: '/api-keys' },
      secondaryCta: { label: 'About the API', href: '/products-api' },
    },
    {
      kind: 'richText',
      id: 'authentication',
      title: 'Authentication',
      paragraphs: [
        'Send your key in the Authorization header of every call: Authorization: Bearer kyc_test_… A test key (kyc_test_) sees only the sandbox companies below and is never billed; a live key (kyc_live_) sees the register and is billed per the price list.',
        'A key carries scopes (reading companies, reading beneficial owners, ordering reports, monitoring and webhooks) and, optionally, an IP allow-list. Rotating a key issues a new secret and keeps the old one working for the grace period you choose (none to 7 days); revoking refuses the key from the next call on.',
      ],
    },
    {
      kind: 'richText',
      id: 'rate-limits',
      title: 'Rate limits and request ids',
      paragraphs: [
        'Every answer carries X-Request-Id: quote it when you ask us about a call. Every answer to an authenticated call announces the key’s limits with the IETF httpapi fields.',
        'RateLimit-Policy: "burst";q=5;w=1, "daily";q=2000;w=86400 names the policies: q calls in a window of w seconds (a burst per second, a quota per day).',
        'RateLimit: "burst";r=4;t=1, "daily";r=1999;t=11142 says what is left of each: r calls remain, and the window starts again in t seconds.',
        'Over a limit the answer is 429 with Retry-After (seconds to wait) and a rate-limited or quota-exceeded problem. Wait that long before the next call.',
      ],
    },
    {
      kind: 'code',
      id: 'webhooks',
      title: 'Webhooks: signatures and retries',
      intro:
        'Watch companies with POST /v1/watches and register an endpoint with POST /v1/webhooks (a key with the monitoring scope): each change to a watched company is then POSTed to it as JSON, signed as the Standard Webhooks specification says. webhook-id is the event’s id, the same on every retry: act on each id once. webhook-timestamp is the time of the attempt in unix seconds. webhook-signature is v1, followed by the base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}, keyed with the bytes of your secret after whsec_ (base64-decoded). Check it on the raw body before parsing it, compare in constant time and refuse a timestamp more than five minutes off: verifyWebhook of @kyc/api-client does all three.',
      samples: [
        { label: 'A delivery', language: 'http', code: webhookDeliverySample },
        { label: 'Verifying it (TypeScript)', language: 'ts', code: webhookVerifySample },
      ],
      caption: `Answer with a 2xx within 15 seconds. Any other answer, or none, is sent again after 1, 2, 4, 8 … 1024 minutes (each wait up to 10 % longer): 12 attempts over 34 hours, then the delivery is marked failed. Redirects are not followed, and only https addresses on public hosts are accepted. GET /v1/webhooks/{id}/deliveries shows every attempt, and replay sends a delivery again; GET /v1/events lists the same events in the same order. The delivery above is signed with the example secret ${webhookSampleSecret}.`,
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
