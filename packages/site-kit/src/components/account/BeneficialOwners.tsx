import type { Locale } from '@kyc/content';
import { companyDetails } from '@kyc/content/interface';
import { Button, SelectField } from '@kyc/ui';
import { Fragment } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import type { ChainStep, CompanyView, OwnerView } from '../../lib/account/companyView';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { Notice } from './AccountPage';
import { SourceLine } from './SourceLine';

export interface BeneficialOwnersProps {
  view: CompanyView;
  /** The block's heading ('受益所有人'). */
  title: string;
  locale: Locale;
  /** The link to another company of the register, in the page's language. */
  linkOf: (keyNo: string) => string;
}

/**
 * The threshold the beneficial owners are worked out at, as a plain GET form: without script it
 * reloads the page with `threshold=` and every other parameter of the address kept (the search
 * and its page on the desktop's live search, the company on the phone's page); with script the
 * router navigates on a change. Each change is an operation of the user's log.
 */
export function ThresholdForm({
  keyNo,
  threshold,
  options,
  locale,
}: {
  keyNo: string;
  threshold: number;
  options: CompanyView['thresholdOptions'];
  locale: Locale;
}) {
  const text = companyDetails[locale];
  const location = useLocation();
  const submit = useSubmit();
  const opLog = useOpLog();
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => name !== 'threshold');
  return (
    <Form
      method="get"
      action={location.pathname}
      preventScrollReset
      className="account-threshold"
      onSubmit={() => opLog.log(OP_TYPES.setThreshold, keyNo)}
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <SelectField
        // A new answer (back, forward, a link) shows its own threshold.
        key={threshold}
        id="company-threshold"
        name="threshold"
        label={text.threshold}
        defaultValue={String(threshold)}
        options={options.map((option) => ({ value: String(option.value), label: option.label }))}
        onChange={(event) => {
          opLog.log(OP_TYPES.setThreshold, keyNo);
          void submit(event.currentTarget.form, { preventScrollReset: true });
        }}
        locale={locale}
      />
      <Button type="submit" variant="secondary">
        {text.thresholdApply}
      </Button>
    </Form>
  );
}

/** One person of the list: name, total share, the rules in words, and every chain. */
function Owner({
  owner,
  view,
  locale,
  linkOf,
}: {
  owner: OwnerView;
  view: CompanyView;
  locale: Locale;
  linkOf: (keyNo: string) => string;
}) {
  const text = companyDetails[locale];
  const step = (item: ChainStep) =>
    item.kind === 'share' ? (
      <span className="account-chain__share">{item.percent}</span>
    ) : item.keyNo ? (
      <Link className="account-chain__holder" to={linkOf(item.keyNo)}>
        {item.name}
      </Link>
    ) : (
      <span className="account-chain__holder">{item.name}</span>
    );
  const arrow = (
    <>
      {' '}
      <span className="account-chain__arrow" aria-hidden="true">
        →
      </span>{' '}
    </>
  );
  return (
    <li className={`account-owner${owner.isUbo ? ' account-owner--ubo' : ''}`}>
      <div className="account-owner__head">
        <p className="account-owner__name">{owner.name}</p>
        {owner.chains.length > 0 && (
          <p className="account-owner__share">
            <span className="account-owner__share-label">{text.totalShare}</span>{' '}
            <strong>{owner.percent}</strong>
          </p>
        )}
      </div>
      {owner.isUbo ? (
        <>
          <p className="account-owner__badge">{text.beneficialOwner}</p>
          <ul className="account-owner__rules">
            {owner.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="account-owner__not">{view.belowThreshold}</p>
      )}
      {owner.chains.length === 0 ? (
        <p className="account-owner__no-chain">{text.noShares}</p>
      ) : (
        <ol className="account-owner__chains" aria-label={`${text.chains}: ${owner.name}`}>
          {owner.chains.map((chain) => {
            const last = chain.steps[chain.steps.length - 1];
            return (
              <li key={chain.key} className="account-chain">
                {chain.steps.slice(0, -1).map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the steps of one chain, in order
                  <Fragment key={index}>
                    {index > 0 && arrow}
                    {step(item)}
                  </Fragment>
                ))}
                {arrow}
                {/* The company and the chain's share stay on one line. */}
                <span className="account-chain__end">
                  {last && step(last)}{' '}
                  <span className="account-chain__total">= {chain.percent}</span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}

/**
 * The beneficial owners explained: each person once, with the total share, the rule of the
 * Administrative Measures on Beneficial Owner Information (2024) that makes them one, and every
 * chain of holdings that gives them their share ('高磊 → 45% → A 公司 → 60% → 本企业 = 27%').
 * The beneficial owners come first; the other people holding shares follow in a disclosure
 * (native, so it opens without script), each with their chains too.
 */
export function BeneficialOwners({ view, title, locale, linkOf }: BeneficialOwnersProps) {
  return (
    <section className="account-card account-owners" aria-labelledby="company-owners">
      <h3 id="company-owners" className="account-card__title">
        {title}
      </h3>
      <SourceLine
        // Nothing is worked out when the source has no holders: it is only named.
        source={view.unpublished.owners ? view.source.register : view.source.derived}
        asOf={view.source.asOf}
      />
      {view.unpublished.owners ? (
        // The source has nothing to work them out from: no basis, threshold or empty list.
        <p className="account-card__unpublished">{view.unpublished.owners}</p>
      ) : (
        <OwnersBody view={view} locale={locale} linkOf={linkOf} />
      )}
    </section>
  );
}

/** The basis, the threshold form and the people: what the block shows when it has data. */
function OwnersBody({ view, locale, linkOf }: Omit<BeneficialOwnersProps, 'title'>) {
  const text = companyDetails[locale];
  const owners = view.owners.filter((owner) => owner.isUbo);
  const others = view.owners.filter((owner) => !owner.isUbo);
  const list = (people: OwnerView[]) => (
    <ul className="account-owners__list">
      {people.map((owner) => (
        <Owner key={owner.key} owner={owner} view={view} locale={locale} linkOf={linkOf} />
      ))}
    </ul>
  );
  return (
    <>
      <p className="account-owners__basis">{text.ownersBasis}</p>
      <ThresholdForm
        keyNo={view.keyNo}
        threshold={view.threshold}
        options={view.thresholdOptions}
        locale={locale}
      />
      {view.fallbackNote && <Notice tone="info" title={view.fallbackNote} />}
      {owners.length === 0 ? (
        <p className="account-owners__empty">{text.noOwners}</p>
      ) : (
        list(owners)
      )}
      {others.length > 0 && (
        <details className="account-owners__others">
          <summary>{view.othersBelow}</summary>
          {list(others)}
        </details>
      )}
    </>
  );
}
