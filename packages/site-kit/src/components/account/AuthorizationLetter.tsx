import type { Locale } from '@kyc/content';
import { formatDate } from '@kyc/formatters';

const TEXT = {
  'zh-CN': {
    addressee: '致：KYC 全球企业尽调',
    body: (company: string) =>
      `${company}（以下简称“授权方”）特此授权 KYC 全球企业尽调及经其核实的尽职调查请求方，在本授权书有效期内，为客户尽职调查、反洗钱与反恐怖融资合规审核之目的，查询、获取和使用授权方的下列信息：`,
    scope: [
      '工商登记及变更信息',
      '股东、出资及股权结构信息',
      '受益所有人信息',
      '公开的司法、行政处罚与经营风险信息',
    ],
    duty: '被授权方仅可在上述目的范围内使用相关信息，应依照适用的个人信息与数据保护法律法规妥善保管，不得向无关第三方披露。',
    validity: (date: string) => `本授权自签署之日起生效，有效期至 ${date}。`,
    blank: '（企业名称）',
  },
  en: {
    addressee: 'To: KYC Global',
    body: (company: string) =>
      `${company} (the "Authorising Party") hereby authorises KYC Global, and the due-diligence requesters it has verified, to search, obtain and use the following information about the Authorising Party during the validity of this letter, for customer due diligence and anti-money-laundering and counter-terrorist-financing compliance review:`,
    scope: [
      'Registration records and their changes',
      'Shareholders, capital contributions and equity structure',
      'Beneficial owners',
      'Public court, administrative-penalty and business-risk records',
    ],
    duty: 'The authorised parties may use the information only for the purpose above, must keep it as the applicable personal-information and data-protection laws require, and must not disclose it to unrelated third parties.',
    validity: (date: string) =>
      `This authorisation takes effect on signature and remains valid until ${date}.`,
    blank: '(company name)',
  },
};

export interface AuthorizationLetterProps {
  company: string;
  /** Who authorises: the logged-in user's login name. */
  authorizer: string;
  /** Last day of validity, 'yyyy-MM-dd'. */
  validUntil: string;
  /** The letter's date, 'yyyy-MM-dd'. */
  issuedOn: string;
  labels: {
    companyName: string;
    authorizer: string;
    scope: string;
    validity: string;
    authorizerSeal?: string;
    date?: string;
  };
  locale: Locale;
  /** The letter's title as a heading of this level (the print page makes it its h2). */
  title?: string;
  headingLevel?: 2 | 3;
}

/** The authorisation letter: who authorises whom, for what, until when; with a seal block for print. */
export function AuthorizationLetter({
  company,
  authorizer,
  validUntil,
  issuedOn,
  labels,
  locale,
  title,
  headingLevel = 2,
}: AuthorizationLetterProps) {
  const text = TEXT[locale];
  const Heading = `h${headingLevel}` as const;
  const validText = formatDate(validUntil, { locale });
  const name = company.trim() || text.blank;
  return (
    <div className="account-letter">
      {title && <Heading className="account-letter__title">{title}</Heading>}
      <p>{text.addressee}</p>
      <p>{text.body(name)}</p>
      <ul>
        {text.scope.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{text.duty}</p>
      <p>{text.validity(validText)}</p>
      <dl className="account-facts account-letter__facts">
        <dt>{labels.companyName}</dt>
        <dd>{name}</dd>
        <dt>{labels.authorizer}</dt>
        <dd>{authorizer || '-'}</dd>
        <dt>{labels.scope}</dt>
        <dd>{text.scope.join(locale === 'en' ? '; ' : '；')}</dd>
        <dt>{labels.validity}</dt>
        <dd>{validText}</dd>
      </dl>
      {labels.authorizerSeal && (
        <div className="account-letter__seal">
          <p>
            {labels.authorizerSeal}
            <span className="account-letter__line" aria-hidden="true" />
          </p>
          <p>
            {labels.date}: {formatDate(issuedOn, { locale })}
          </p>
        </div>
      )}
    </div>
  );
}
