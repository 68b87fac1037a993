import type { AuthorizationLetterText } from '../../interface-types';

export const authorizationLetter: AuthorizationLetterText = {
  addressee: 'To: KYC Global',
  body: '{company} (the "Authorising Party") hereby authorises KYC Global, and the due-diligence requesters it has verified, to search, obtain and use the following information about the Authorising Party during the validity of this letter, for customer due diligence and anti-money-laundering and counter-terrorist-financing compliance review:',
  scope: [
    'Registration records and their changes',
    'Shareholders, capital contributions and equity structure',
    'Beneficial owners',
    'Public court, administrative-penalty and business-risk records',
  ],
  duty: 'The authorised parties may use the information only for the purpose above, must keep it as the applicable personal-information and data-protection laws require, and must not disclose it to unrelated third parties.',
  validity: 'This authorisation takes effect on signature and remains valid until {date}.',
  blank: '(company name)',
  scopeSeparator: '; ',
};
