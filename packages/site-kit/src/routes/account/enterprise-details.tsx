import { enterpriseDetails } from '@kyc/content/interface';
import { Button, LoadingIndicator, TextField } from '@kyc/ui';
import { type FormEvent, Suspense, useEffect } from 'react';
import { Await, Link, useLoaderData, useNavigate } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { CompanyDetails } from '../../components/account/CompanyDetails';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ReportOrderSlot } from '../../components/account/ReportOrder';
import { TeamCompanyLink } from '../../components/account/TeamCompanyLink';
import { WatchControlSlot } from '../../components/account/WatchControl';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { enterpriseDetailsHref } from '../../lib/account/enterpriseQuery';
import { searchHref } from '../../lib/account/searchQuery';
import { OP_TYPES, useOpLog } from '../../lib/account/useOpLog';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { loader } from './enterprise-details.server';
import './enterprise-details.css';

export function meta(args: AccountMetaArgs) {
  // A company's page is what searchers look for: indexable like /live-search.
  return accountMeta(args, { indexable: true });
}

/**
 * The mobile app's company page: register data, shareholders and beneficial owners as cards,
 * and the ownership map for fingers. Without a company it offers the search that finds one.
 */
export default function EnterpriseDetailsPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { page, common, query, searchLabels, details, reports, watch } = loaderData;
  const { locale } = useRootData();
  const text = enterpriseDetails[locale];
  const opLog = useOpLog();
  const navigate = useNavigate();

  // As the desktop's company view: opening a company is an operation of the user's log.
  useEffect(() => {
    if (query.keyNo) opLog.log(OP_TYPES.openCompany, query.keyNo);
  }, [query.keyNo, opLog]);

  // Without script the form itself goes to live search; with it, the router does.
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(localizedPath(searchHref({ q }), locale));
  };

  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {details ? (
        <>
          <p className="account-back">
            <Link to={localizedPath(query.q ? searchHref({ q: query.q }) : '/live-search', locale)}>
              {query.q ? text.back : text.backToSearch}
            </Link>
          </p>
          <Suspense
            key={query.keyNo}
            fallback={<LoadingIndicator active locale={locale} label={text.loading} />}
          >
            <Await
              resolve={details}
              errorElement={
                <OutcomeNotice outcome={{ message: common.networkError }} labels={common} />
              }
            >
              {(result) =>
                result.ok ? (
                  <CompanyDetails
                    view={result.data}
                    labels={page.labels}
                    locale={locale}
                    dash={common.dash}
                    hrefOf={(keyNo) => enterpriseDetailsHref(keyNo, query.q)}
                    order={
                      (reports || watch) && (
                        <>
                          {watch && (
                            <WatchControlSlot
                              keyNo={result.data.keyNo}
                              company={result.data.shortName}
                              panel={watch}
                            />
                          )}
                          {reports && (
                            <ReportOrderSlot
                              keyNo={result.data.keyNo}
                              company={result.data.shortName}
                              panel={reports}
                              labels={common}
                            />
                          )}
                          <p className="team-company-line">
                            <TeamCompanyLink keyNo={result.data.keyNo} />
                          </p>
                        </>
                      )
                    }
                  />
                ) : (
                  <OutcomeNotice outcome={result} labels={common} />
                )
              }
            </Await>
          </Suspense>
        </>
      ) : (
        <section className="account-card" aria-labelledby="enterprise-find">
          <h2 id="enterprise-find" className="account-card__title">
            {text.findHeading}
          </h2>
          {query.invalid && <Notice tone="warning" title={text.invalid} />}
          {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023; the role works everywhere */}
          <form
            method="get"
            action="/live-search"
            role="search"
            className="enterprise-search"
            onSubmit={find}
          >
            <TextField
              id="enterprise-q"
              name="q"
              type="search"
              label={searchLabels.placeholder}
              hint={text.hint}
              maxLength={100}
              autoComplete="off"
              enterKeyHint="search"
              defaultValue={query.q}
              locale={locale}
            />
            {locale === 'en' && <input type="hidden" name="lang" value="en" />}
            <Button type="submit" block size="lg">
              {searchLabels.search}
            </Button>
          </form>
        </section>
      )}
    </AccountPage>
  );
}
