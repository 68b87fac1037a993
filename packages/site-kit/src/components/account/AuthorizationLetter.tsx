import type { Locale } from '@kyc/content';
import { authorizationLetter, fillTemplate } from '@kyc/content/interface';
import { formatDate } from '@kyc/formatters';

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
  const text = authorizationLetter[locale];
  const Heading = `h${headingLevel}` as const;
  const validText = formatDate(validUntil, { locale });
  const name = company.trim() || text.blank;
  return (
    <div className="account-letter">
      {title && <Heading className="account-letter__title">{title}</Heading>}
      <p>{text.addressee}</p>
      <p>{fillTemplate(text.body, { company: name })}</p>
      <ul>
        {text.scope.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{text.duty}</p>
      <p>{fillTemplate(text.validity, { date: validText })}</p>
      <dl className="account-facts account-letter__facts">
        <dt>{labels.companyName}</dt>
        <dd>{name}</dd>
        <dt>{labels.authorizer}</dt>
        <dd>{authorizer || '-'}</dd>
        <dt>{labels.scope}</dt>
        <dd>{text.scope.join(text.scopeSeparator)}</dd>
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
