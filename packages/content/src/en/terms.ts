import type { LegalDocument } from '../types';

export const termsConditions: LegalDocument = {
  kind: 'legal',
  meta: {
    title: 'Terms and conditions',
    name: 'termsConditions',
    trackingLabel: 'terms_conditions',
    pageName: 'Terms and conditions',
    searchTitle: 'Terms and conditions (user protocol) | KYC Global',
    description:
      'The terms governing your use of KYC Global: accounts, trials, fees, permitted use of data, personal information, intellectual property, liability and disputes.',
  },
  title: 'KYC Global user protocol (terms and conditions)',
  version: '1.0',
  effectiveDate: '2025-01-01',
  intro: [
    'This user protocol (the “Terms”) is an agreement between you and the operator of KYC Global (“we”, “us” or the “Provider”) governing your access to and use of the KYC Global website, Workspace, API, reports and related services (the “Services”).',
    'Please read the Terms carefully, in particular the clauses that limit our liability, set out your obligations when using personal information, and deal with governing law and disputes, which are highlighted for your attention. By registering, logging in or using the Services, you confirm that you have read, understood and accepted the Terms. If you use the Services on behalf of an organisation, you confirm that you are authorised to bind it. If you do not agree, do not use the Services.',
    'Where the Chinese and English versions of the Terms differ, the Chinese version prevails.',
  ],
  clauses: [
    {
      number: '1',
      id: 'definitions',
      heading: 'Definitions',
      paragraphs: [
        '1.1 “Account” means the account created for you to use the Services, including formal, trial, individual-type and company-type accounts. 1.2 “Main user” means the user who administers a company-type account and its sub-users. 1.3 “Data” means company, ownership, beneficial-owner, executive and related information made available through the Services, including reports. 1.4 “Order” means a request to purchase a report, credits, a subscription or other paid Services.',
      ],
    },
    {
      number: '2',
      id: 'accounts',
      heading: 'Registration and account security',
      paragraphs: [
        '2.1 You must provide true, accurate and complete registration information and keep it up to date. We may verify your identity and that of your organisation before activating an Account or granting access to certain Data.',
        '2.2 You are responsible for keeping your login credentials, API access tokens and secret keys confidential and for all activity under your Account. Credentials may not be shared, sold or transferred. Notify us immediately of any unauthorised use.',
        '2.3 We may require multi-factor authentication and session checks. The main user of a company-type account is responsible for managing sub-users, their permissions and their compliance with the Terms.',
      ],
    },
    {
      number: '3',
      id: 'services',
      heading: 'The Services and trials',
      paragraphs: [
        '3.1 The scope, quota and validity period of the Services available to you depend on your Account type and the Orders you have placed. A trial account is provided free of charge for evaluation only, for a limited period and quota, and may be ended at any time.',
        '3.2 We may improve, change or discontinue features of the Services. Where a change materially reduces a paid Service during a paid period, we will give reasonable notice and, where appropriate, a pro-rata refund or equivalent credit.',
      ],
    },
    {
      number: '4',
      id: 'fees',
      heading: 'Fees and payment',
      paragraphs: [
        '4.1 Fees are as shown in the price list for your Account or in your Order as confirmed with us. API usage is charged per successful call at the applicable unit price; reports are charged per Order.',
        '4.2 Prepaid credits are deducted as you use the Services. Post-paid company accounts are invoiced monthly and must pay within the period stated on the invoice. Unless required by law or stated otherwise, fees paid are not refundable, and unused credits expire at the end of their validity period.',
        '4.3 Prices exclude applicable taxes unless stated otherwise. We may change prices with notice; changes do not affect Orders already confirmed.',
      ],
    },
    {
      number: '5',
      id: 'permitted-use',
      heading: 'Permitted use of Data',
      paragraphs: [
        '5.1 You may use the Data only for lawful purposes within your own organisation, such as customer due diligence, anti-money-laundering and sanctions compliance, credit assessment, supplier and partner due diligence, and similar risk management.',
        '5.2 You must not: (a) resell, sublicense, publish or otherwise provide the Data to third parties except as allowed by your Order; (b) use automated means to extract Data other than through the API within your quota; (c) build a database or product that competes with the Services; (d) use the Data to harass, discriminate against or unlawfully profile individuals, or for any purpose prohibited by law; (e) attempt to circumvent security, rate limits or billing; or (f) reverse engineer the Services.',
        '5.3 You remain solely responsible for your own compliance decisions. The Data supports, but does not replace, the due diligence that laws and regulations require of you.',
      ],
    },
    {
      number: '6',
      id: 'data-accuracy',
      heading: 'Sources and accuracy of Data',
      paragraphs: [
        '6.1 Data is obtained from official registers, other lawful public sources and licensed partners, and may be processed by automated means including optical character recognition and translation. Registers differ in content and timeliness, and records may be incomplete, out of date or contain errors made by the source.',
        '6.2 Computed results, such as beneficial owners and indirect shareholding percentages, are derived from the available Data using our stated method and may differ from filings made by the entities themselves. We provide the Data “as is” and do not guarantee that it is complete, accurate or current. If you find an error, please tell us and we will review it.',
      ],
    },
    {
      number: '7',
      id: 'personal-information',
      heading: 'Personal information',
      paragraphs: [
        '7.1 We process the personal information of users (such as your name, phone number, e-mail and operation logs) to provide, secure and bill the Services, in accordance with applicable law including the Personal Information Protection Law of the People’s Republic of China. Details are set out in our privacy notice.',
        '7.2 The Data may contain personal information about directors, shareholders, beneficial owners and other individuals. When you process such information, you are responsible for having a lawful basis, using it only for the permitted purposes, keeping it secure, retaining it no longer than necessary or required by law, and complying with any rules on transferring it across borders.',
      ],
    },
    {
      number: '8',
      id: 'intellectual-property',
      heading: 'Intellectual property',
      paragraphs: [
        '8.1 The Services, including software, interfaces, compilations of Data, maps, reports, trademarks and documentation, are protected by intellectual-property laws and belong to us or our licensors. Except for the limited right to use the Services under the Terms, no rights are granted to you.',
        '8.2 You may keep and use reports and exports you have lawfully obtained within your organisation for record-keeping and compliance purposes, including after your Account ends.',
      ],
    },
    {
      number: '9',
      id: 'api',
      heading: 'Additional terms for the API',
      paragraphs: [
        '9.1 You must use the API in accordance with its documentation, quotas and rate limits, and keep your access tokens and secret keys secure. We may suspend keys that appear compromised or are used in breach of the Terms.',
        '9.2 We may version, change or retire API endpoints; we will give reasonable notice of changes that break compatibility, except where a change is required for security or by law.',
      ],
    },
    {
      number: '10',
      id: 'availability',
      heading: 'Availability and maintenance',
      paragraphs: [
        '10.1 We aim to keep the Services available but do not guarantee uninterrupted or error-free operation. Planned maintenance will be announced in advance where practicable, and the current state of the Services is shown on the system status page.',
        '10.2 We are not liable for interruptions caused by events beyond our reasonable control, including failures of registers or telecommunications networks, force majeure and actions of governmental authorities.',
      ],
    },
    {
      number: '11',
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        '11.1 To the extent permitted by law, we are not liable for indirect, incidental or consequential loss, including loss of profit, business or goodwill, arising from the use of or inability to use the Services or the Data, or from decisions made on the basis of the Data.',
        '11.2 To the extent permitted by law, our total liability arising out of or in connection with the Terms in any twelve-month period is limited to the fees you paid for the Services concerned during that period. Nothing in the Terms limits liability that cannot be limited under applicable law.',
      ],
    },
    {
      number: '12',
      id: 'suspension',
      heading: 'Suspension and termination',
      paragraphs: [
        '12.1 We may suspend or terminate your access, with notice where practicable, if you breach the Terms, fail to pay fees when due, provide false registration information, or if required by law or a competent authority.',
        '12.2 You may close your Account at any time. On termination, your right to use the Services ends; provisions that by their nature should survive, including those on fees owed, intellectual property, personal information and liability, survive.',
      ],
    },
    {
      number: '13',
      id: 'changes',
      heading: 'Changes to the Terms',
      paragraphs: [
        '13.1 We may amend the Terms. We will publish the amended Terms on the website and, for material changes, notify you in advance by an in-product message, e-mail or other reasonable means. If you continue to use the Services after the changes take effect, you accept the amended Terms; if you do not agree, you may stop using the Services and close your Account.',
      ],
    },
    {
      number: '14',
      id: 'law-and-disputes',
      heading: 'Governing law and disputes',
      paragraphs: [
        '14.1 The Terms are governed by the laws of the People’s Republic of China (for this purpose excluding the laws of Hong Kong, Macao and Taiwan).',
        '14.2 The parties will first try to resolve any dispute through friendly negotiation. If negotiation fails, either party may bring the dispute before the competent people’s court at the place where the Provider is domiciled.',
      ],
    },
    {
      number: '15',
      id: 'contact',
      heading: 'Contact',
      paragraphs: [
        '15.1 If you have questions about the Terms or wish to report an error in the Data or a security issue, contact us through the demo request form on the website or through the contact details given in your Order.',
      ],
    },
  ],
};
