import type { MarketingPage } from '../types';

export const lei: MarketingPage = {
  kind: 'marketing',
  meta: {
    title: 'Legal Entity Identifier (LEI)',
    name: 'lei',
    trackingLabel: 'lei',
    pageName: 'LEI',
    searchTitle: 'LEI lookup – What a Legal Entity Identifier is and how to find one | KYC Global',
    description:
      'An LEI is a 20-character ISO 17442 code that identifies a legal entity in financial transactions. Learn how LEIs work, how they are renewed, and look one up.',
  },
  sections: [
    {
      kind: 'hero',
      id: 'hero',
      eyebrow: 'LEI',
      title: 'Legal Entity Identifier',
      subtitle:
        'One global code for every legal entity that takes part in financial transactions. Enter a 20-character LEI code to see its registration status and reference data.',
      primaryCta: { label: 'Look up an LEI', href: '#lookup' },
    },
    {
      kind: 'search',
      id: 'lookup',
      title: 'Look up an LEI',
      placeholder: 'Enter a 20-character LEI code',
      buttonLabel: 'Search',
      hint: 'Search by LEI code only, not by company name: 20 letters and digits, without spaces.',
    },
    {
      kind: 'richText',
      id: 'what-is-lei',
      title: 'What is an LEI?',
      paragraphs: [
        'The Legal Entity Identifier (LEI) is a 20-character alphanumeric code defined by the international standard ISO 17442. It uniquely identifies a legal entity, such as a company, a fund or a government body, that is a party to a financial transaction. Regulators in many jurisdictions require LEIs for reporting derivatives, securities and other transactions.',
        'Each LEI is linked to reference data: the entity’s official name, registered and headquarters addresses, the registration authority and number, and its legal form. This is known as “who is who”. Where available, the record also shows the entity’s direct and ultimate accounting parents, “who owns whom”.',
      ],
    },
    {
      kind: 'featureGrid',
      id: 'facts',
      title: 'Key facts',
      items: [
        {
          icon: 'hash',
          title: '20 characters',
          description:
            'Characters 1–4 identify the issuing organisation, characters 5–18 are specific to the entity, and characters 19–20 are check digits computed under ISO 7064 (MOD 97-10).',
        },
        {
          icon: 'globe',
          title: 'GLEIF',
          description:
            'The Global Legal Entity Identifier Foundation (GLEIF), established in 2014, manages the global LEI system and publishes all LEI data free of charge.',
        },
        {
          icon: 'building',
          title: 'Issued by LOUs',
          description:
            'LEIs are issued by accredited Local Operating Units (LOUs). An entity applies to an LOU or a registration agent and pays its fee.',
        },
        {
          icon: 'refresh',
          title: 'Annual renewal',
          description:
            'Reference data must be renewed every year. If it is not, the code stays the same but its status becomes “lapsed”, which many counterparties will not accept.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-to-use',
      title: 'How to use LEIs in KYC',
      steps: [
        {
          title: 'Check the status',
          description:
            'An issued LEI whose data is renewed is a good sign; a lapsed LEI calls for a question.',
        },
        {
          title: 'Compare the reference data',
          description:
            'Match the name, address and registration number with the company register and the customer’s documents.',
        },
        {
          title: 'Look at the parents',
          description:
            'Use “who owns whom” data as a starting point, then trace the full ownership chain to beneficial owners.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'cta',
      title: 'More than an identifier',
      body: 'In the Workspace the LEI sits next to registration, shareholder and beneficial-owner data for the same company.',
      primary: { label: 'Apply for a trial', href: '/register' },
      secondary: { label: 'See the Workspace', href: '/products-workspace' },
    },
  ],
};
