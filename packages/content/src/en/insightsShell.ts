import type { Article } from '../types';

export const insightsShell: Article = {
  kind: 'article',
  meta: {
    title: 'Shell company scanning',
    name: 'insightsShellCompanyScanning',
    trackingLabel: 'insights_shell_company_scanning',
    pageName: 'Insight – Shell company scanning',
    searchTitle: 'Shell company scanning: red flags, ownership graphs and a checklist | KYC Global',
    description:
      'How to spot shell companies during onboarding: the red flags, how ownership graphs and UBO computation expose them, and a practical checklist for your team.',
  },
  title: 'Shell company scanning: red flags and a practical checklist',
  summary:
    'Shell companies are legal but easily abused. This article lists the red flags that matter, explains how ownership graphs and beneficial-owner computation make hidden structures visible, and ends with a checklist your team can apply to every corporate customer or counterparty.',
  author: 'KYC Global Research',
  publishedAt: '2025-05-12',
  updatedAt: '2025-08-28',
  tags: ['Shell companies', 'UBO', 'Red flags', 'Ownership graph'],
  sections: [
    {
      id: 'what-is-a-shell',
      heading: 'What a shell company is, and is not',
      paragraphs: [
        'A shell company is a legal entity with no significant operations or assets of its own. That is not illegal: holding companies, special-purpose vehicles for financing, dormant companies kept for a future project and newly formed companies awaiting their first contract are all legitimate. The problem is that the same features, a legal personality with little substance, make shells ideal for hiding who is behind a payment or a contract.',
        'FATF and national regulators have documented how shells, often combined with nominees and multiple jurisdictions, are used to launder proceeds of crime, evade sanctions, disguise bribes and commit trade and invoice fraud. For an onboarding team, the question is not whether a customer is a shell, but whether its lack of substance is explained by a credible business purpose.',
      ],
    },
    {
      id: 'red-flags',
      heading: 'Red flags',
      paragraphs: [
        'No single indicator proves anything. Risk comes from combinations, especially when the customer’s stated business does not fit what the records show. The indicators most often seen in practice are:',
      ],
      bullets: [
        'Shared registered addresses: dozens or hundreds of companies registered at the same address, often a formation agent or a virtual office, with no sign of real premises.',
        'Nominee directors and shareholders: the same individuals acting as directors or shareholders of a very large number of unrelated companies, or professional nominee services in the chain.',
        'Circular ownership: company A owns B, which owns C, which owns A, or cross-holdings that make it impossible to reach a natural person.',
        'No employees and no revenue: no staff on social-insurance records, no filed revenue or tax, no website or trade history, while the company moves significant amounts.',
        'Recent incorporation: a company formed weeks before it applies for an account or a merchant contract, or a dormant company suddenly reactivated.',
        'Secrecy jurisdictions: shareholders registered where ownership information is not public or hard to obtain, especially as an intermediate layer with no operational reason.',
        'Mismatch with the stated business: a trading company with no logistics footprint, or capital and turnover out of proportion to the sector.',
        'Frequent changes: repeated changes of name, address, legal representative or shareholders over a short period.',
        'Shared contact details: the same phone number or e-mail used by many unrelated companies.',
      ],
    },
    {
      id: 'ownership-graphs',
      heading: 'How ownership graphs reveal shells',
      paragraphs: [
        'A list of shareholders shows one layer. An ownership graph shows all of them: each company and person is a node, each shareholding an edge carrying a percentage. Drawn this way, structures that look harmless in a table become obvious: a loop that returns to its starting point, a chain of six holding companies to reach one person, or a single individual sitting at the top of many unrelated customers.',
        'Graphs can also link entities through other relationships. Companies that share a director, an address or a phone number form clusters. A cluster of recently incorporated companies at one address, controlled by the same few nominees, is a classic signature of a shell factory. The same view helps payment institutions detect merchants that return under new names after termination.',
      ],
    },
    {
      id: 'ubo-computation',
      heading: 'How UBO computation helps',
      paragraphs: [
        'Beneficial-owner computation turns the graph into an answer: it follows every path to natural persons, multiplies the percentages along each path and adds the results for each person. Someone holding 20% through one chain and 15% through another is a 35% beneficial owner, even though neither chain alone reaches 25%.',
        'Just as useful is what the computation cannot resolve. If no natural person can be reached, because of a loop, a foreign shareholder whose register is opaque or a trust, the structure should be reviewed by an analyst. If the only result is a senior manager recorded as a fallback, ask who really benefits. And if the computed owners differ from the customer’s declaration or from its filed beneficial-ownership information, the discrepancy itself is a finding.',
      ],
    },
    {
      id: 'scoring',
      heading: 'From indicators to a decision',
      paragraphs: [
        'Teams that handle volume usually turn red flags into rules and scores: each indicator adds points, combinations add more, and applications above a threshold go to manual review. Keep the rules explainable. A reviewer, an auditor or a regulator should be able to see which facts triggered the review and what the analyst concluded.',
        'Review the rules regularly against outcomes. Indicators that never lead to findings waste analysts’ time, while new typologies, such as the reuse of dormant companies bought off the shelf, should be added as they emerge.',
      ],
    },
    {
      id: 'checklist',
      heading: 'A practical checklist',
      paragraphs: ['For each corporate customer or counterparty, check and record:'],
      bullets: [
        'Is the company active, and do its name, number and address match the documents provided?',
        'How old is the company, and has it been dormant or recently reactivated?',
        'How many other companies share its registered address, phone or e-mail?',
        'Do its directors or shareholders appear in an unusually large number of other companies?',
        'Does the ownership graph reach natural persons, and are there loops or opaque foreign layers?',
        'Who are the computed beneficial owners, and do they match the declaration and any filed information?',
        'Are there signs of real activity: employees, revenue, premises, a trading history?',
        'Does the business purpose explain the structure, and is that explanation documented?',
        'Has anything changed since the last review?',
      ],
    },
  ],
  sources: [
    {
      name: 'FATF Recommendation 24 and its Interpretive Note (transparency and beneficial ownership of legal persons)',
      issuer: 'FATF',
      date: 'Revised March 2022',
    },
    {
      name: 'Guidance on Beneficial Ownership of Legal Persons',
      issuer: 'FATF',
      date: 'March 2023',
    },
    {
      name: 'Concealment of Beneficial Ownership (joint report)',
      issuer: 'FATF and Egmont Group',
      date: 'July 2018',
    },
    {
      name: 'Measures for the Administration of Beneficial Ownership Information',
      issuer: 'PBOC and SAMR, Order [2024] No. 3',
      date: 'Effective 1 November 2024',
    },
  ],
  disclaimer:
    'This article is general information, not legal advice. Red flags are indicators for review, not proof of wrongdoing.',
};
