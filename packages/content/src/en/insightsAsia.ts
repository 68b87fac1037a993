import type { Article } from '../types';

export const insightsAsia: Article = {
  kind: 'article',
  meta: {
    title: 'AML/CTF guidelines in Asia',
    name: 'insightsGuidelinesInAsia',
    trackingLabel: 'insights_guidelines_in_asia',
    pageName: 'Insight – AML/CTF guidelines in Asia',
    searchTitle: 'AML/CTF guidelines in Asia: China, Hong Kong, Singapore, Japan | KYC Global',
    description:
      'How mainland China, Hong Kong, Singapore, Japan and others in Asia apply FATF standards to customer due diligence and beneficial ownership, and what they share.',
  },
  title: 'AML/CTF guidelines in Asia: a practical comparison',
  summary:
    'Asian jurisdictions all build on the FATF Recommendations, but their laws, regulators and details differ. This overview covers mainland China, Hong Kong, Singapore and Japan, touches on other markets in the region, and sets out what their customer due diligence and beneficial-ownership requirements have in common.',
  author: 'KYC Global Research',
  publishedAt: '2025-02-10',
  updatedAt: '2025-09-15',
  tags: ['AML', 'CTF', 'FATF', 'APG', 'Asia'],
  sections: [
    {
      id: 'fatf-and-apg',
      heading: 'The common foundation: FATF and the APG',
      paragraphs: [
        'The Financial Action Task Force (FATF), created in 1989, sets the international standards against money laundering, terrorist financing and proliferation financing. Its 40 Recommendations, comprehensively revised in 2012 and updated many times since, describe what countries should require of financial institutions and of designated non-financial businesses and professions (DNFBPs): a risk-based approach, customer due diligence (CDD), record keeping, suspicious-transaction reporting and transparency of beneficial ownership.',
        'Mainland China, Hong Kong (China), Singapore, Japan, Korea and India are FATF members. Across the region, the Asia/Pacific Group on Money Laundering (APG), a FATF-style regional body founded in 1997, brings together more than forty jurisdictions and runs mutual evaluations that rate both technical compliance with each Recommendation and the effectiveness of each system. These evaluations drive many of the legal changes described below.',
      ],
    },
    {
      id: 'mainland-china',
      heading: 'Mainland China',
      paragraphs: [
        'The Anti-Money Laundering Law of the People’s Republic of China was first adopted in 2006 and took effect on 1 January 2007. A comprehensive revision was adopted on 8 November 2024 and took effect on 1 January 2025. The revised law broadens the purpose of AML to cover terrorist financing and other offences, strengthens the risk-based approach, sets out the beneficial-ownership regime in statute and raises penalties.',
        'The People’s Bank of China (PBOC) is the AML supervisor. Detailed CDD obligations for financial institutions are in the Measures on Customer Due Diligence and Preservation of Customer Identity Information and Transaction Records by Financial Institutions, effective 1 March 2022, and companies file their beneficial owners under the PBOC and SAMR Measures effective 1 November 2024. Customer identity information and transaction records must be kept for at least ten years.',
      ],
    },
    {
      id: 'hong-kong',
      heading: 'Hong Kong',
      paragraphs: [
        'The Anti-Money Laundering and Counter-Terrorist Financing Ordinance (AMLO, Cap. 615) took effect on 1 April 2012. Schedule 2 sets out the CDD and record-keeping duties. Amendments effective 1 March 2018 extended those duties to solicitors, accountants, estate agents and trust or company service providers, and introduced a licensing regime for the last group administered by the Companies Registry. Later amendments brought in licensing of virtual-asset service providers and a registration regime for dealers in precious metals and stones.',
        'Sector regulators publish guidelines with the force of detailed expectations: the Hong Kong Monetary Authority (HKMA) for authorized institutions, and the Securities and Futures Commission (SFC) for licensed corporations and licensed virtual-asset trading platforms. Companies must also keep a significant controllers register under the Companies Ordinance (Cap. 622), also since 1 March 2018. Records are generally kept for at least five years.',
      ],
    },
    {
      id: 'singapore',
      heading: 'Singapore',
      paragraphs: [
        'The Monetary Authority of Singapore (MAS) imposes AML/CFT requirements through sector notices. MAS Notice 626 applies to banks and sets out CDD, enhanced measures for higher-risk customers and politically exposed persons, ongoing monitoring, record keeping (generally at least five years) and suspicious-transaction reporting; related notices cover other sectors, and guidelines accompany each notice.',
        'The main money-laundering offences and the duty to report suspicions are in the Corruption, Drug Trafficking and Other Serious Crimes (Confiscation of Benefits) Act 1992 (CDSA), and terrorist financing is addressed by the Terrorism (Suppression of Financing) Act 2002. Companies must maintain a register of registrable controllers under the Companies Act, a requirement in force since 31 March 2017.',
      ],
    },
    {
      id: 'japan',
      heading: 'Japan',
      paragraphs: [
        'Japan’s core statute is the Act on Prevention of Transfer of Criminal Proceeds (Act No. 22 of 2007). It requires “specified business operators”, which include financial institutions and certain non-financial businesses, to verify customers at the time of specified transactions, to identify beneficial owners of legal-person customers, to keep verification and transaction records (for seven years) and to report suspicious transactions. Beneficial ownership of a company generally turns on holding more than a quarter of the voting rights, with fallbacks to persons with dominant influence and to representatives.',
        'The Financial Services Agency’s Guidelines for Anti-Money Laundering and Combating the Financing of Terrorism, first published in 2018 and revised since, set out the risk-based expectations for supervised institutions. Since January 2022, companies can also register a list of their beneficial owners with the commercial registry offices.',
      ],
    },
    {
      id: 'other-jurisdictions',
      heading: 'Other jurisdictions in brief',
      paragraphs: [
        'Most other Asian markets follow the same pattern of a core statute, a supervisor and sector rules. A few examples:',
      ],
      bullets: [
        'Malaysia: the Anti-Money Laundering, Anti-Terrorism Financing and Proceeds of Unlawful Activities Act 2001, with policy documents issued by Bank Negara Malaysia.',
        'Philippines: the Anti-Money Laundering Act of 2001 (Republic Act No. 9160, as amended), administered by the Anti-Money Laundering Council.',
        'Thailand: the Anti-Money Laundering Act B.E. 2542 (1999), administered by the Anti-Money Laundering Office.',
        'India: the Prevention of Money-laundering Act, 2002 and its rules, with KYC directions from the Reserve Bank of India.',
        'Korea: the Act on Reporting and Using Specified Financial Transaction Information, with the Korea Financial Intelligence Unit as supervisor.',
        'Vietnam: a new Law on Anti-Money Laundering adopted in 2022, in force since 1 March 2023.',
      ],
    },
    {
      id: 'common-ground',
      heading: 'What they have in common',
      paragraphs: [
        'Despite differences in wording, the customer due diligence expected of a bank onboarding a company is remarkably similar across the region, because it all comes from FATF Recommendation 10 and the related Recommendations on beneficial ownership:',
      ],
      bullets: [
        'Identify the customer and verify its identity using reliable, independent sources, such as the official company register.',
        'Identify the beneficial owners, usually natural persons owning or controlling 25% or more (more than 25% in Japan), and take reasonable measures to verify them; fall back to persons controlling by other means and then to senior managers.',
        'Understand the purpose and intended nature of the business relationship, and the ownership and control structure of the customer.',
        'Apply a risk-based approach: simplified measures for lower risk, enhanced due diligence for higher risk, including politically exposed persons and high-risk countries.',
        'Conduct ongoing monitoring and keep CDD information up to date.',
        'Keep records for a minimum period (five years in most jurisdictions, seven in Japan and at least ten in mainland China) and report suspicious transactions to the financial intelligence unit.',
      ],
    },
    {
      id: 'practical-tips',
      heading: 'Practical tips for regional compliance teams',
      paragraphs: [
        'Groups operating in several Asian markets usually adopt the strictest common standard for their global policy and add local requirements on top, such as record-retention periods and reporting formats. The hardest part in practice is not the policy but the data: registers differ in what they disclose, names are written in different scripts, and ownership chains cross borders.',
        'Treat beneficial-ownership registers as one source among several. Where they exist, they are valuable, but supervisors across the region expect institutions to form their own view, to record how they reached it and to act on discrepancies.',
      ],
    },
  ],
  sources: [
    { name: 'The FATF Recommendations', issuer: 'FATF', date: 'Adopted 2012, as updated' },
    {
      name: 'Anti-Money Laundering Law of the People’s Republic of China (revised)',
      issuer: 'NPC Standing Committee',
      date: 'Adopted 8 November 2024; effective 1 January 2025',
    },
    {
      name: 'Anti-Money Laundering and Counter-Terrorist Financing Ordinance (Cap. 615)',
      issuer: 'Hong Kong SAR',
      date: 'Effective 1 April 2012; amended 2018 and later',
    },
    {
      name: 'MAS Notice 626 on Prevention of Money Laundering and Countering the Financing of Terrorism – Banks',
      issuer: 'Monetary Authority of Singapore',
      date: 'As revised',
    },
    {
      name: 'Corruption, Drug Trafficking and Other Serious Crimes (Confiscation of Benefits) Act 1992',
      issuer: 'Singapore',
      date: '1992, as amended',
    },
    {
      name: 'Act on Prevention of Transfer of Criminal Proceeds (Act No. 22 of 2007)',
      issuer: 'Japan',
      date: '2007, as amended',
    },
  ],
  disclaimer:
    'This article is a general overview, not legal advice. Requirements change; check the current texts and regulators’ guidance for each jurisdiction.',
};
