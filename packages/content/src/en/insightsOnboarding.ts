import type { Article } from '../types';

export const insightsOnboarding: Article = {
  kind: 'article',
  meta: {
    title: 'Onboarding regulations in China',
    name: 'insightsOnboardingRegulationsInChina',
    trackingLabel: 'insights_onboarding_regulations_in_china',
    pageName: 'Insight – Onboarding regulations in China',
    searchTitle: 'Customer onboarding regulations in China: CDD, AML Law and PIPL | KYC Global',
    description:
      'Rules that shape customer onboarding in mainland China: the 2022 CDD Measures, the revised AML Law, risk-based due diligence, record keeping and the PIPL.',
  },
  title: 'Customer onboarding regulations in China',
  summary:
    'Onboarding a customer in mainland China means meeting anti-money-laundering rules on customer due diligence and record keeping while respecting personal-information and data-export law. This article walks through the 2022 CDD Measures, the Anti-Money Laundering Law as revised in 2024, risk-based and enhanced due diligence, the ten-year record-keeping rule, and how the Personal Information Protection Law and cross-border data rules apply to KYC data.',
  author: 'KYC Global Research',
  publishedAt: '2025-03-20',
  updatedAt: '2025-10-09',
  tags: ['CDD', 'China', 'AML Law', 'PIPL', 'Onboarding'],
  sections: [
    {
      id: 'overview',
      heading: 'The legal framework in one paragraph',
      paragraphs: [
        'Customer onboarding in mainland China rests on two bodies of law. The anti-money-laundering framework, led by the People’s Bank of China (PBOC), tells financial institutions what they must know about a customer and how long to keep it. The personal-information and data framework, led by the Cyberspace Administration of China (CAC), limits how that information may be collected, used, stored and transferred abroad. A compliant onboarding process has to satisfy both at once.',
      ],
    },
    {
      id: 'cdd-measures',
      heading: 'The 2022 Customer Due Diligence Measures',
      paragraphs: [
        'The Measures on Customer Due Diligence and Preservation of Customer Identity Information and Transaction Records by Financial Institutions (金融机构客户尽职调查和客户身份资料及交易记录保存管理办法) were issued jointly by the PBOC, the then China Banking and Insurance Regulatory Commission (CBIRC) and the China Securities Regulatory Commission (CSRC) as Order [2022] No. 1, and took effect on 1 March 2022. They replaced the 2007 customer identification measures and moved Chinese rules closer to FATF Recommendation 10.',
        'Financial institutions must carry out due diligence when they establish a business relationship, when they provide certain one-off services above set thresholds (for example a single transaction of RMB 50,000 or more, or the equivalent of USD 10,000 or more, for specified services), when they suspect money laundering or terrorist financing regardless of amount, and when they doubt the truth, validity or completeness of information obtained earlier.',
        'For a company or other non-natural-person customer, due diligence means:',
      ],
      bullets: [
        'identifying the customer and verifying its identity with reliable sources such as registration records;',
        'identifying and verifying the person acting on the customer’s behalf and checking that person’s authority;',
        'understanding the customer’s ownership and control structure and identifying its beneficial owners, taking reasonable measures to verify them;',
        'understanding the purpose and intended nature of the business relationship;',
        'keeping the information up to date through ongoing due diligence during the relationship.',
      ],
    },
    {
      id: 'aml-law-2024',
      heading: 'The revised Anti-Money Laundering Law',
      paragraphs: [
        'The Anti-Money Laundering Law of the People’s Republic of China was comprehensively revised on 8 November 2024 and the revision took effect on 1 January 2025. For onboarding, the most important points are that customer due diligence obligations now sit directly in the statute, that institutions must manage money-laundering risk on a risk-based basis, that beneficial-ownership information has a statutory basis, and that penalties for violations have been raised.',
        'The revised law also asks institutions to keep their measures proportionate: risk controls should match the customer’s actual risk, and basic financial services that people need for daily life should not be refused without reason. In practice this means documenting why a customer is rated high risk, rather than simply declining customers that are harder to check.',
      ],
    },
    {
      id: 'risk-based-approach',
      heading: 'Risk-based due diligence',
      paragraphs: [
        'Institutions must assess the money-laundering risk of each customer and business relationship and set the depth of due diligence accordingly. Typical factors include the customer’s industry and ownership complexity, the countries involved, the products and channels used, and the expected volume and nature of transactions. Simplified measures can be applied where risk is demonstrably low, but not where there is a suspicion of money laundering.',
        'For corporate customers, the ownership structure is itself a risk factor: multiple layers of holding companies, shareholders in offshore jurisdictions, nominee arrangements or bearer instruments all justify closer scrutiny.',
      ],
    },
    {
      id: 'enhanced-due-diligence',
      heading: 'Enhanced due diligence',
      paragraphs: ['Higher-risk situations call for enhanced measures, which commonly include:'],
      bullets: [
        'obtaining more information on the customer, its beneficial owners and the purpose of the relationship;',
        'establishing the source of funds and, where relevant, the source of wealth;',
        'approval by senior management before establishing or continuing the relationship;',
        'more frequent reviews and closer monitoring of transactions;',
        'specific treatment of politically exposed persons, including foreign politically exposed persons and senior managers of international organisations, and their family members and close associates.',
      ],
    },
    {
      id: 'record-keeping',
      heading: 'Record keeping: at least ten years',
      paragraphs: [
        'Customer identity information must be kept for at least ten years after the business relationship ends or the one-off transaction is completed, and transaction records for at least ten years after the transaction. Records must be sufficient to reconstruct individual transactions and to show how the institution performed due diligence. If the customer cannot be identified or due diligence cannot be completed, the institution should not establish the relationship or carry out the transaction, and should consider filing a suspicious-transaction report.',
        'Ten years is longer than the five-year minimum in the FATF standards and in many other jurisdictions, which matters for groups operating a single global retention policy.',
      ],
    },
    {
      id: 'pipl',
      heading: 'Personal Information Protection Law',
      paragraphs: [
        'The Personal Information Protection Law (PIPL), adopted on 20 August 2021 and in force since 1 November 2021, applies to the personal information of legal representatives, beneficial owners, authorised persons and individual customers collected during onboarding. Consent is not the only lawful basis: processing necessary to fulfil statutory duties or obligations, such as AML due diligence, is a separate basis under the PIPL.',
        'The other principles still apply. Institutions must tell individuals how their information is processed, collect only what is necessary, keep it secure and retain it no longer than needed, with statutory retention periods such as the AML ten-year rule taking precedence. Identity document images, financial account information and biometric data such as facial images used in remote verification can be sensitive personal information, which requires a specific purpose, strict protective measures and a personal-information protection impact assessment.',
      ],
    },
    {
      id: 'cross-border-data',
      heading: 'Cross-border data rules',
      paragraphs: [
        'Multinational groups often want onboarding data in a global KYC system. Under the PIPL, sending personal information out of mainland China requires one of the recognised mechanisms (a CAC security assessment, a standard contract filed with the authorities or certification), together with separate notice to the individuals and an impact assessment. The Measures for Security Assessment of Outbound Data Transfers took effect on 1 September 2022 and the Measures on the Standard Contract for Outbound Transfer of Personal Information on 1 June 2023.',
        'The Provisions on Promoting and Regulating Cross-Border Data Flows, issued and effective on 22 March 2024, relaxed the regime by exempting some transfers, for example those necessary to perform a contract with the individual and those below certain volume thresholds. Institutions should map which KYC data leaves China, on which basis, and keep that analysis current. Separately, information stored in China should not be provided to foreign judicial or law-enforcement authorities without approval from the competent Chinese authorities.',
      ],
    },
    {
      id: 'checklist',
      heading: 'An onboarding checklist',
      paragraphs: ['A compliant corporate onboarding file in mainland China typically contains:'],
      bullets: [
        'registration data checked against an authoritative source, with the date of the check;',
        'the beneficial owners, how they were identified and how they were verified, compared with the filed beneficial-ownership information where available;',
        'the risk rating and the reasons for it, and any enhanced measures taken;',
        'evidence of the authority of the person acting for the customer;',
        'the privacy notice given and, where needed, the separate consent obtained;',
        'a record of where the data is stored and whether it is transferred abroad.',
      ],
    },
  ],
  sources: [
    {
      name: 'Measures on Customer Due Diligence and Preservation of Customer Identity Information and Transaction Records by Financial Institutions (金融机构客户尽职调查和客户身份资料及交易记录保存管理办法)',
      issuer: 'PBOC, CBIRC and CSRC, Order [2022] No. 1',
      date: 'Effective 1 March 2022',
    },
    {
      name: 'Anti-Money Laundering Law of the People’s Republic of China (revised)',
      issuer: 'NPC Standing Committee',
      date: 'Adopted 8 November 2024; effective 1 January 2025',
    },
    {
      name: 'Personal Information Protection Law of the People’s Republic of China',
      issuer: 'NPC Standing Committee',
      date: 'Adopted 20 August 2021; effective 1 November 2021',
    },
    {
      name: 'Measures for Security Assessment of Outbound Data Transfers',
      issuer: 'CAC',
      date: 'Effective 1 September 2022',
    },
    {
      name: 'Measures on the Standard Contract for Outbound Transfer of Personal Information',
      issuer: 'CAC',
      date: 'Effective 1 June 2023',
    },
    {
      name: 'Provisions on Promoting and Regulating Cross-Border Data Flows',
      issuer: 'CAC',
      date: 'Issued and effective 22 March 2024',
    },
  ],
  disclaimer:
    'This article is general information, not legal advice. Thresholds and procedures depend on the type of institution and product; check the current texts.',
};
