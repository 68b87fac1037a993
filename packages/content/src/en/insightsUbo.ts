import type { Article } from '../types';

export const insightsUbo: Article = {
  kind: 'article',
  meta: {
    title: 'Beneficial ownership rules for Chinese companies',
    name: 'insightsUboForChineseCompanies',
    trackingLabel: 'insights_ubo_for_chinese_companies',
    pageName: 'Insight – UBO for Chinese companies',
    searchTitle:
      'Beneficial ownership (UBO) rules for Chinese companies, 2024 Measures | KYC Global',
    description:
      'Who counts as a beneficial owner of a Chinese company under the 2024 PBOC and SAMR Measures, what must be filed and by when, and what it means for your KYC.',
  },
  title: 'Beneficial ownership rules for Chinese companies',
  summary:
    'Since 1 November 2024, companies, partnerships and other entities registered in mainland China must file information on their beneficial owners. This article explains the Measures for the Administration of Beneficial Ownership Information, the 25% test and its alternatives, the filing deadlines, the simplified filing available to small entities, and what the regime changes for banks and other firms carrying out due diligence.',
  author: 'KYC Global Research',
  publishedAt: '2024-11-15',
  updatedAt: '2025-11-03',
  tags: ['UBO', 'China', 'PBOC', 'SAMR', 'FATF'],
  sections: [
    {
      id: 'background',
      heading: 'Background: why beneficial ownership matters',
      paragraphs: [
        'A beneficial owner is the natural person who ultimately owns or controls a legal entity, as opposed to the companies or nominees that appear on the register. Anonymous corporate structures are one of the most common ways to launder money, evade sanctions or hide corruption, which is why the Financial Action Task Force (FATF) makes beneficial-ownership transparency a core standard.',
        'FATF Recommendation 24 deals with legal persons such as companies and Recommendation 25 with legal arrangements such as trusts. Recommendation 24 was strengthened in March 2022 and Recommendation 25 in February 2023: countries are now expected to ensure that competent authorities can obtain adequate, accurate and up-to-date beneficial-ownership information quickly, generally through a registry or an equivalent mechanism combined with other sources.',
        'Before 2024, Chinese rules placed the burden on the institutions doing due diligence. PBOC notices issued in 2017 (Yinfa [2017] No. 235) and 2018 (Yinfa [2018] No. 164) told financial institutions how to identify the beneficial owners of corporate customers, with a 25% ownership threshold, but there was no central filing by the companies themselves. The 2019 FATF mutual evaluation of China identified beneficial-ownership transparency as an area needing improvement.',
      ],
    },
    {
      id: 'the-measures',
      heading: 'The 2024 Measures at a glance',
      paragraphs: [
        'The People’s Bank of China (PBOC) and the State Administration for Market Regulation (SAMR) jointly issued the Measures for the Administration of Beneficial Ownership Information (受益所有人信息管理办法) as PBOC and SAMR Order [2024] No. 3. The Measures took effect on 1 November 2024.',
        'The Measures require “filing entities” to report information on their beneficial owners through the market-entity registration system run by the market regulation authorities. The PBOC manages the beneficial-ownership information and supervises compliance. Filing entities include companies, partnerships and branches of foreign companies registered in mainland China, among other entities specified in the Measures.',
        'The revised Anti-Money Laundering Law, in force since 1 January 2025, gives the beneficial-ownership regime a footing in statute: it requires legal persons and unincorporated organisations to obtain and hold accurate beneficial-ownership information and to file it as required.',
      ],
    },
    {
      id: 'who-is-a-beneficial-owner',
      heading: 'Who is a beneficial owner',
      paragraphs: [
        'Under the Measures, a natural person is a beneficial owner of a filing entity if he or she meets any one of the following conditions:',
      ],
      bullets: [
        'Ownership: directly or indirectly ultimately holds 25% or more of the entity’s equity, shares or partnership interest.',
        'Income or voting rights: does not meet the first test but ultimately enjoys 25% or more of the entity’s income rights or voting rights.',
        'Control: does not meet the first test but, alone or jointly with others, exercises actual control over the entity, for example by deciding the appointment of directors or senior managers, or the entity’s business and financial policies, through agreements, family relationships or other means.',
      ],
    },
    {
      id: 'fallback',
      heading: 'When nobody meets the tests: the senior manager fallback',
      paragraphs: [
        'Many entities, such as widely held companies or those with many small shareholders, have no natural person at or above 25% and nobody exercising control in the sense above. The Measures do not allow them to file “none”: where no natural person meets the criteria, the person responsible for the entity’s day-to-day management is to be filed as the beneficial owner.',
        'The Measures also contain special treatment for state-owned wholly owned and state-controlled companies, which are generally expected to file their legal representative rather than trace ownership to a natural person. Check the text and the official guidance for the exact scope before relying on it.',
      ],
    },
    {
      id: 'calculation',
      heading: 'How indirect ownership is calculated',
      paragraphs: [
        'Indirect ownership is computed by multiplying the percentages along each chain and then adding up the results of all chains that end with the same person. If Ms Wang owns 60% of Holding A, and Holding A owns 50% of the filing entity, her indirect interest through that chain is 30%. If she also owns 10% of the filing entity directly, her total is 40%.',
        'A person can also pass the test by combining several chains that are each below 25%, and the same structure can make one person a beneficial owner by ownership and another by control. Circular or cross-holdings, nominee arrangements and trusts complicate the arithmetic and usually need manual review.',
      ],
    },
    {
      id: 'what-to-file',
      heading: 'What has to be filed',
      paragraphs: [
        'For each beneficial owner the filing covers identity and contact details and the basis of ownership or control, in particular:',
      ],
      bullets: [
        'name, gender, nationality and date of birth;',
        'habitual residence or workplace address and contact details;',
        'type, number and validity period of the identity document;',
        'the type of beneficial ownership, the date it began and, where relevant, ended;',
        'where relevant, the percentage of equity, shares or partnership interest held.',
      ],
    },
    {
      id: 'deadlines',
      heading: 'Filing deadlines',
      paragraphs: [
        'Entities registered on or after 1 November 2024 file beneficial-ownership information when they complete their registration. Entities that already existed on that date had until 1 November 2025 to file. When beneficial-ownership information changes, the entity must update its filing, within 30 days of the change under the Measures.',
      ],
    },
    {
      id: 'simplified-filing',
      heading: 'The simplified filing for small entities',
      paragraphs: [
        'To keep the burden on small businesses proportionate, an entity may make a commitment instead of a full filing (a “commitment to exemption”) if both conditions are met:',
      ],
      bullets: [
        'its registered capital or subscribed contribution does not exceed RMB 10 million (or the foreign-currency equivalent), and all of its equity, shares or partnership interests are held directly by natural-person shareholders or partners; and',
        'no natural person other than those shareholders or partners controls the entity or obtains income from it.',
      ],
    },
    {
      id: 'access',
      heading: 'Who can see the information',
      paragraphs: [
        'The register is not public. The PBOC and other competent authorities can use it, and financial institutions and specified non-financial institutions can query it when performing customer due diligence under anti-money-laundering rules. Personal information in the system is protected under the Personal Information Protection Law and the Measures themselves.',
        'An entity that fails to file, files late or files false information can be ordered to correct it and faces administrative sanctions imposed by the PBOC.',
      ],
    },
    {
      id: 'implications',
      heading: 'What this means for KYC teams',
      paragraphs: [
        'The filing is a reference point, not a substitute for due diligence. Financial institutions remain responsible for identifying and verifying the beneficial owners of their customers and should compare the filing with their own analysis of registration data, the customer’s declarations and other sources.',
        'In practice, a robust approach combines three things:',
      ],
      bullets: [
        'an ownership graph built from registered shareholders, traced across borders where a shareholder is a foreign company;',
        'a calculation that applies the 25% tests consistently, keeps every path as evidence and flags control by other means;',
        'a documented review of discrepancies, small-entity commitments that do not fit the facts and fallback filings of senior managers.',
      ],
    },
  ],
  sources: [
    {
      name: 'Measures for the Administration of Beneficial Ownership Information (受益所有人信息管理办法)',
      issuer: 'PBOC and SAMR, Order [2024] No. 3',
      date: 'Issued April 2024; effective 1 November 2024',
    },
    {
      name: 'Anti-Money Laundering Law of the People’s Republic of China (revised)',
      issuer: 'NPC Standing Committee',
      date: 'Adopted 8 November 2024; effective 1 January 2025',
    },
    {
      name: 'Notice on Strengthening Customer Identification for Anti-Money Laundering (Yinfa [2017] No. 235)',
      issuer: 'PBOC',
      date: '2017',
    },
    {
      name: 'Notice on Further Improving the Identification of Beneficial Owners (Yinfa [2018] No. 164)',
      issuer: 'PBOC',
      date: '2018',
    },
    {
      name: 'FATF Recommendations 24 and 25',
      issuer: 'Financial Action Task Force',
      date: 'R.24 revised March 2022; R.25 revised February 2023',
    },
  ],
  disclaimer:
    'This article is general information, not legal advice. Check the official texts and guidance, and ask counsel about your own situation.',
};
