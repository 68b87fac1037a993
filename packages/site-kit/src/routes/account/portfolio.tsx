import { fillTemplate } from '@kyc/content/interface';
import { Button, TextField } from '@kyc/ui';
import { useState } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import { companyHref } from '../../lib/account/operations';
import {
  PORTFOLIO_TABS,
  type PortfolioCompany,
  type PortfolioPage,
  type PortfolioTab,
  type PortfolioUpload,
  portfolioInputText,
  reviewPath,
} from '../../lib/account/portfolio';
import { type Team, teamMay } from '../../lib/account/team';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { action, loader } from './portfolio.server';
import './portfolio.css';
import './verifydoc.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Labels = LoaderData['page']['labels'];

/**
 * A portfolio in one go: upload a CSV or XLSX of customers, review what matched (pick among
 * candidates, leave rows out, download what matched nothing), then make a shared list and
 * watch it, after the page has said what watching will cost. Every form is a plain POST that
 * works without JavaScript.
 */
export default function Portfolio() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { page, common, review, uploads } = data;
  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {answer?.error && <Notice tone="error" title={answer.error} />}
      {review ? (
        review.ok ? (
          <Review review={review.data} team={data.team} labels={page.labels} saved={data.saved} />
        ) : (
          <OutcomeNotice outcome={review} labels={common} />
        )
      ) : (
        <Uploads uploads={uploads} labels={page.labels} common={common} />
      )}
    </AccountPage>
  );
}

function Uploads({
  uploads,
  labels,
  common,
}: {
  uploads: LoaderData['uploads'];
  labels: Labels;
  common: LoaderData['common'];
}) {
  const { locale } = useRootData();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState('');
  return (
    <>
      <section className="account-card" aria-labelledby="portfolio-upload">
        <h2 id="portfolio-upload" className="account-card__title">
          {labels.uploadTitle}
        </h2>
        <p>{labels.intro}</p>
        <Form
          method="post"
          encType="multipart/form-data"
          className="account-form portfolio-upload"
          noValidate
        >
          <input type="hidden" name="intent" value="upload" />
          {/* The field frame of @kyc/ui around a native file input, as /verifydoc has it: the
              button and the file's name in the page's language; without JavaScript the
              browser's own control shows instead (verifydoc.css). */}
          <div className="kyc-field kyc-field--stack">
            <label htmlFor="portfolio-file" className="kyc-field__label">
              {labels.file}
            </label>
            <div className="account-verify__file">
              <input
                id="portfolio-file"
                name="file"
                type="file"
                accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-describedby="portfolio-file-hint"
                className="account-verify__file-input"
                onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name ?? '')}
              />
              <label
                htmlFor="portfolio-file"
                className="kyc-button kyc-button--secondary kyc-button--sm account-verify__choose"
              >
                {labels.chooseFile}
              </label>
              <span className="account-verify__file-name">{chosen || labels.noFileChosen}</span>
            </div>
            <p id="portfolio-file-hint" className="kyc-field__hint">
              {labels.limits}
            </p>
          </div>
          <p className="portfolio-free">{labels.free}</p>
          <div className="account-form__actions">
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {labels.uploadSubmit}
            </Button>
          </div>
        </Form>
        <h3 className="portfolio-subheading">{labels.columnsTitle}</h3>
        <ul className="portfolio-columns">
          {[
            labels.colName,
            labels.colUscc,
            labels.colRegNo,
            labels.colLei,
            labels.colJurisdiction,
            labels.colReference,
          ].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="account-card" aria-labelledby="portfolio-recent">
        <h2 id="portfolio-recent" className="account-card__title">
          {labels.recentTitle}
        </h2>
        {uploads && !uploads.ok ? (
          <OutcomeNotice outcome={uploads} labels={common} />
        ) : (
          <ResponsiveTable
            caption={labels.recentTitle}
            rowHeaders
            columns={[
              labels.fileName,
              labels.uploadedAt,
              labels.rows,
              `${labels.matched} / ${labels.ambiguous} / ${labels.unmatched}`,
              labels.status,
            ]}
            rows={(uploads?.ok ? uploads.data.items : []).map((upload) => ({
              key: String(upload.id),
              cells: [
                <Link key="file" to={localizedPath(reviewPath(upload.id), locale)}>
                  {upload.fileName}
                </Link>,
                formatDateTime(upload.createdAt, locale, common.dash),
                String(upload.rows),
                `${upload.counts.matched} / ${upload.counts.ambiguous} / ${upload.counts.unmatched}`,
                upload.list
                  ? fillTemplate(labels.statusWatched, { list: upload.list.name })
                  : labels.statusReview,
              ],
            }))}
            empty={labels.noUploads}
          />
        )}
      </section>
    </>
  );
}

/** A company's name in the page's language, with its jurisdiction, linked to its page. */
function CompanyName({ company }: { company: PortfolioCompany }) {
  const { locale, variant } = useRootData();
  const name = locale === 'en' ? company.nameEn : (company.name ?? company.nameEn);
  return (
    <span className="portfolio-company">
      <Link to={localizedPath(companyHref(company.keyNo, variant), locale)}>{name}</Link>{' '}
      <span className="portfolio-company__facts">
        {[company.jurisdiction, company.uscc ?? company.regNo].join(' · ')}
      </span>
    </span>
  );
}

function Review({
  review,
  team,
  labels,
  saved,
}: {
  review: PortfolioPage;
  team: Team | null;
  labels: Labels;
  saved: boolean;
}) {
  const { locale } = useRootData();
  const { upload, outcome: tab, rows, total, page, pageSize } = review;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const tabLabel: Record<PortfolioTab, string> = {
    matched: labels.matched,
    ambiguous: labels.ambiguous,
    unmatched: labels.unmatched,
  };
  const how = (row: PortfolioPage['rows'][number]) =>
    row.matchedBy === 'uscc'
      ? labels.byUscc
      : row.matchedBy === 'reg_no'
        ? labels.byRegNo
        : row.matchedBy === 'lei'
          ? labels.byLei
          : fillTemplate(labels.byName, { score: row.score ?? '' });
  return (
    <>
      <p>
        <Link to={localizedPath('/portfolio', locale)}>{labels.back}</Link>
      </p>
      <section className="account-card portfolio-review" aria-labelledby="portfolio-review">
        <h2 id="portfolio-review" className="account-card__title">
          {fillTemplate(labels.reviewTitle, { file: upload.fileName })}
        </h2>
        <p>
          {fillTemplate(labels.summary, {
            rows: upload.rows,
            seconds: (upload.matchMs / 1000).toFixed(1),
          })}
        </p>
        <nav className="portfolio-tabs" aria-label={labels.status}>
          {PORTFOLIO_TABS.map((name) => (
            <Link
              key={name}
              to={localizedPath(reviewPath(upload.id, name), locale)}
              className={`portfolio-tab portfolio-tab--${name}`}
              aria-current={name === tab ? 'page' : undefined}
            >
              <span className="portfolio-tab__count">{upload.counts[name]}</span>
              <span className="portfolio-tab__label">{tabLabel[name]}</span>
            </Link>
          ))}
        </nav>
        {upload.counts.ambiguous > 0 && (
          <p className="portfolio-decided">
            {fillTemplate(labels.decided, {
              chosen: upload.counts.chosen,
              leftOut: upload.counts.leftOut,
            })}
          </p>
        )}
        {saved && <Notice tone="success" title={labels.saved} />}
        <h3 className="portfolio-subheading">{tabLabel[tab]}</h3>
        {tab === 'unmatched' && rows.length > 0 && (
          <p className="portfolio-download">
            <a href={`/webapi/saas/portfolios/${upload.id}/unmatched.csv`} download>
              {labels.downloadUnmatched}
            </a>{' '}
            <span className="portfolio-download__hint">{labels.unmatchedHint}</span>
          </p>
        )}
        {tab === 'ambiguous' ? (
          <Choices review={review} labels={labels} />
        ) : (
          <ResponsiveTable
            caption={tabLabel[tab]}
            rowHeaders
            columns={
              tab === 'matched'
                ? [labels.inFile, labels.line, labels.company, labels.how]
                : [labels.inFile, labels.line]
            }
            rows={rows.map((row) => ({
              key: String(row.row),
              cells:
                tab === 'matched'
                  ? [
                      portfolioInputText(row.input),
                      String(row.row),
                      row.company ? <CompanyName key="c" company={row.company} /> : '',
                      how(row),
                    ]
                  : [portfolioInputText(row.input) || '-', String(row.row)],
            }))}
            empty={labels.noRows}
          />
        )}
        {pages > 1 && (
          <nav
            className="portfolio-pager"
            aria-label={fillTemplate(labels.pageOf, { page, pages })}
          >
            {page > 1 && (
              <Link to={localizedPath(reviewPath(upload.id, tab, page - 1), locale)}>
                {labels.previous}
              </Link>
            )}
            <span>{fillTemplate(labels.pageOf, { page, pages })}</span>
            {page < pages && (
              <Link to={localizedPath(reviewPath(upload.id, tab, page + 1), locale)}>
                {labels.next}
              </Link>
            )}
          </nav>
        )}
      </section>
      <Watch upload={upload} team={team} labels={labels} />
    </>
  );
}

/** The ambiguous rows of a page: for each, its candidates or "leave it out", saved together. */
function Choices({ review, labels }: { review: PortfolioPage; labels: Labels }) {
  const navigation = useNavigation();
  const { upload, rows, page } = review;
  if (rows.length === 0) return <p>{labels.noRows}</p>;
  const readOnly = upload.list !== null;
  return (
    <Form method="post" className="portfolio-choices">
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="upload" value={upload.id} />
      <input type="hidden" name="tab" value="ambiguous" />
      <input type="hidden" name="page" value={page} />
      <ol className="portfolio-choice-list">
        {rows.map((row) => (
          <li key={row.row} className="portfolio-choice">
            <fieldset disabled={readOnly}>
              <legend>
                <span className="portfolio-choice__line">
                  {labels.line} {row.row}
                </span>{' '}
                {portfolioInputText(row.input)}
              </legend>
              {row.candidates.map((candidate) => (
                <label key={candidate.keyNo} className="portfolio-option">
                  <input
                    type="radio"
                    name={`choice-${row.row}`}
                    value={candidate.keyNo}
                    defaultChecked={row.choice === candidate.keyNo}
                  />{' '}
                  <CompanyName company={candidate} />
                  <span className="portfolio-option__score">
                    {' · '}
                    {fillTemplate(labels.candidateScore, { score: candidate.score })}
                  </span>
                </label>
              ))}
              <label className="portfolio-option">
                <input
                  type="radio"
                  name={`choice-${row.row}`}
                  value="left-out"
                  defaultChecked={row.choice === 'left-out'}
                />{' '}
                {labels.leaveOut}
              </label>
            </fieldset>
          </li>
        ))}
      </ol>
      {!readOnly && (
        <div className="account-form__actions">
          <Button type="submit" variant="secondary" loading={navigation.state === 'submitting'}>
            {labels.saveChoices}
          </Button>
        </div>
      )}
    </Form>
  );
}

/** What watching costs, then the form that makes the list and watches it (or what was made). */
function Watch({
  upload,
  team,
  labels,
}: {
  upload: PortfolioUpload;
  team: Team | null;
  labels: Labels;
}) {
  const { locale } = useRootData();
  const navigation = useNavigation();
  const { cost } = upload;
  const mayEdit = team !== null && teamMay(team, 'team:lists:edit');
  return (
    <section id="portfolio-watch" className="account-card" aria-labelledby="portfolio-watch-title">
      <h2 id="portfolio-watch-title" className="account-card__title">
        {labels.watchTitle}
      </h2>
      {upload.list ? (
        <Notice tone="success" title={fillTemplate(labels.watched, { list: upload.list.name })}>
          <Link to={localizedPath(`/team-lists?list=${upload.list.id}`, locale)}>
            {labels.openList}
          </Link>
        </Notice>
      ) : upload.companies === 0 ? (
        <p>{labels.nothingToWatch}</p>
      ) : (
        <>
          <p className="portfolio-cost">
            {cost.newCompanies > 0
              ? fillTemplate(labels.cost, {
                  companies: cost.companies,
                  fresh: cost.newCompanies,
                  price: cost.pricePerCompany.toFixed(2),
                  total: cost.monthly.toFixed(2),
                })
              : fillTemplate(labels.costNone, { companies: cost.companies })}
          </p>
          <p className="portfolio-free">{labels.free}</p>
          {mayEdit ? (
            <Form method="post" className="account-form portfolio-watch">
              <input type="hidden" name="intent" value="watch" />
              <input type="hidden" name="upload" value={upload.id} />
              <TextField
                id="portfolio-list-name"
                name="name"
                label={labels.listName}
                maxLength={80}
                defaultValue={upload.fileName.replace(/\.(csv|xlsx)$/i, '').slice(0, 80)}
              />
              <div className="account-form__actions">
                <Button type="submit" loading={navigation.state === 'submitting'}>
                  {labels.watchSubmit}
                </Button>
              </div>
            </Form>
          ) : (
            <p>{labels.needTeam}</p>
          )}
        </>
      )}
    </section>
  );
}
