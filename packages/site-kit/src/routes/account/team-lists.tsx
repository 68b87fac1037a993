import { fillTemplate } from '@kyc/content/interface';
import { Button, SelectField, TextareaField, TextField } from '@kyc/ui';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { ListWatch, MonitorNoticeView } from '../../components/account/WatchControl';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import { companyHref } from '../../lib/account/operations';
import { type Team, type TeamList, type TeamNote, teamMay } from '../../lib/account/team';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { action, loader } from './team-lists.server';
import './team.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Labels = LoaderData['page']['labels'];

/**
 * Shared lists of companies: the lists the user may see and a new one; a list's companies and
 * the notes written in it; and, reached from search results or a company's page, the company to
 * add to a list with the team's notes on it. Forms show only to roles that may edit lists.
 */
export default function TeamLists() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { page, common, team, lists, list, listNotes, company, companyNotes, watch, notice } = data;
  const { labels } = page;
  const { locale, variant } = useRootData();
  if (!team.ok) {
    return (
      <AccountPage heading={page.heading} description={page.description}>
        <OutcomeNotice outcome={team} labels={common} />
      </AccountPage>
    );
  }
  const edit = teamMay(team.data, 'team:lists:edit');
  const companyName = (c: { name: string | null; nameEn: string }) =>
    locale === 'en' ? c.nameEn : (c.name ?? c.nameEn);

  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {answer && <Notice tone={answer.ok ? 'success' : 'error'} title={answer.message} />}
      <MonitorNoticeView notice={notice} />
      {company && (
        <section className="account-card team-table" aria-labelledby="team-add">
          <h2 id="team-add" className="account-card__title">
            {fillTemplate(labels.addTitle, { company: companyName(company) })}
          </h2>
          {edit &&
            (lists.length > 0 ? (
              <Form method="post" className="account-form team-inline-form">
                <input type="hidden" name="intent" value="add" />
                <input type="hidden" name="keyNo" value={company.keyNo} />
                <input type="hidden" name="company" value={companyName(company)} />
                <SelectField
                  id="add-list"
                  name="listId"
                  label={labels.addTo}
                  options={lists.map((item) => ({ value: String(item.id), label: item.name }))}
                />
                <Button type="submit">{labels.addSubmit}</Button>
              </Form>
            ) : (
              <p>{labels.noListYet}</p>
            ))}
          <Notes
            heading={fillTemplate(labels.teamNotes, { company: companyName(company) })}
            notes={companyNotes}
            team={team.data}
            keyNo={company.keyNo}
            listId={null}
            labels={labels}
            edit={edit}
          />
          {companyNotes.length > 0 && <p className="account-form__note">{labels.timeZone}</p>}
        </section>
      )}

      {list ? (
        list.ok ? (
          <section className="account-card team-table" aria-labelledby="team-list">
            <h2 id="team-list" className="account-card__title">
              {list.data.list.name}
            </h2>
            <p className="team-summary__links">
              <Link to={localizedPath('/team-lists', locale)}>{labels.back}</Link>
              {teamMay(team.data, 'kyc:data:export') && (
                <a href={`/webapi/saas/team/lists/${list.data.list.id}/export.csv`} download>
                  {labels.export}
                </a>
              )}
            </p>
            {watch && (
              <ListWatch
                listId={list.data.list.id}
                name={list.data.list.name}
                count={list.data.items.length}
                watched={watch.watched}
                cost={watch.cost}
              />
            )}
            <ResponsiveTable
              caption={list.data.list.name}
              rowHeaders
              columns={[labels.company, labels.addedBy, labels.addedAt]}
              rows={list.data.items.map((item) => ({
                key: item.keyNo,
                cells: [
                  <span key="company" className="team-company">
                    <Link to={localizedPath(companyHref(item.keyNo, variant), locale)}>
                      {companyName(item)}
                    </Link>
                    <span className="team-company__sep" aria-hidden="true">
                      {' · '}
                    </span>
                    <Link
                      className="team-company__notes"
                      to={localizedPath(`/team-lists?add=${item.keyNo}`, locale)}
                    >
                      {labels.teamNotesLink}
                    </Link>
                  </span>,
                  item.addedBy,
                  formatDateTime(item.addedAt, locale, common.dash),
                ],
              }))}
              empty={labels.noCompanies}
            />
            <Notes
              heading={labels.listNotes}
              notes={listNotes}
              team={team.data}
              keyNo={list.data.items[0]?.keyNo ?? ''}
              companies={list.data.items.map((item) => ({
                value: item.keyNo,
                label: companyName(item),
              }))}
              listId={list.data.list.id}
              labels={labels}
              edit={edit}
            />
            <p className="account-form__note">{labels.timeZone}</p>
          </section>
        ) : (
          <OutcomeNotice outcome={list} labels={common} />
        )
      ) : (
        <Lists lists={lists} team={team.data} labels={labels} edit={edit} />
      )}
    </AccountPage>
  );
}

function Lists({
  lists,
  team,
  labels,
  edit,
}: {
  lists: TeamList[];
  team: Team;
  labels: Labels;
  edit: boolean;
}) {
  const { locale } = useRootData();
  const navigation = useNavigation();
  const others = team.members.filter((member) => member.userId !== team.me.userId);
  return (
    <>
      <section className="account-card team-table" aria-labelledby="team-lists">
        <h2 id="team-lists" className="account-card__title">
          {labels.lists}
        </h2>
        <ResponsiveTable
          caption={labels.lists}
          rowHeaders
          columns={[labels.name, labels.sharing, labels.createdBy, labels.companies]}
          rows={lists.map((item) => ({
            key: String(item.id),
            cells: [
              <Link key="name" to={localizedPath(`/team-lists?list=${item.id}`, locale)}>
                {item.name}
              </Link>,
              item.sharedWithTeam
                ? labels.sharedTeam
                : fillTemplate(labels.sharedMembers, { count: item.sharedWith.length }),
              item.createdBy,
              String(item.companies),
            ],
          }))}
          empty={labels.empty}
        />
        {edit && (
          <p className="team-summary__links">
            <Link to={localizedPath('/portfolio', locale)}>{labels.portfolioLink}</Link>
          </p>
        )}
      </section>
      {edit && (
        <section className="account-card" aria-labelledby="team-create">
          <h2 id="team-create" className="account-card__title">
            {labels.create}
          </h2>
          <Form method="post" className="account-form team-form" noValidate>
            <input type="hidden" name="intent" value="create" />
            <TextField id="list-name" name="name" label={labels.listName} maxLength={80} required />
            <fieldset className="account-form__fieldset">
              <legend className="account-form__legend">{labels.shareWith}</legend>
              <label className="team-choice">
                <input type="radio" name="share" value="all" defaultChecked /> {labels.shareAll}
              </label>
              <label className="team-choice">
                <input type="radio" name="share" value="chosen" /> {labels.shareChosen}
              </label>
              {others.length > 0 && (
                <div className="team-choice__members">
                  {others.map((member) => (
                    <label key={member.userId} className="team-choice">
                      <input type="checkbox" name="member" value={member.userId} />{' '}
                      {member.loginName}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
            <div className="account-form__actions">
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {labels.createSubmit}
              </Button>
            </div>
          </Form>
        </section>
      )}
    </>
  );
}

function Notes({
  heading,
  notes,
  team,
  keyNo,
  companies,
  listId,
  labels,
  edit,
}: {
  heading: string;
  notes: TeamNote[];
  team: Team;
  keyNo: string;
  /** In a list: the companies a new note may be about. */
  companies?: { value: string; label: string }[];
  listId: number | null;
  labels: Labels;
  edit: boolean;
}) {
  const { locale } = useRootData();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '');
  const canWrite = edit && (companies ? companies.length > 0 : keyNo !== '');
  return (
    <div className="team-notes-block">
      <h3 className="team-subheading">{heading}</h3>
      {notes.length === 0 ? (
        <p>{labels.noNotes}</p>
      ) : (
        <ul className="team-notes">
          {notes.map((note) => (
            <li
              key={note.id}
              className={note.deleted ? 'team-note team-note--deleted' : 'team-note'}
            >
              <p className="team-note__meta">
                {companies && (
                  <strong>
                    {companies.find((c) => c.value === note.keyNo)?.label ?? note.keyNo} ·{' '}
                  </strong>
                )}
                {fillTemplate(labels.noteMeta, { author: note.author, time: when(note.createdAt) })}
                {note.editedAt && ` · ${labels.edited}`}
              </p>
              <p className="team-note__body">
                {note.deleted
                  ? fillTemplate(labels.deletedMark, {
                      name: note.deletedBy ?? '',
                      time: when(note.deletedAt),
                    })
                  : note.body}
              </p>
              {note.history.length > 0 && (
                <details className="team-note__history">
                  <summary>{labels.earlier}</summary>
                  <ul>
                    {note.history.map((version) => (
                      <li key={version.replacedAt}>
                        <span className="team-note__meta">{when(version.writtenAt)}</span>{' '}
                        {version.body}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
              {edit && !note.deleted && (
                <div className="team-inline-form">
                  {note.authorId === team.me.userId && (
                    <details>
                      <summary>{labels.edit}</summary>
                      <Form method="post" className="account-form">
                        <input type="hidden" name="intent" value="edit" />
                        <input type="hidden" name="noteId" value={note.id} />
                        <TextareaField
                          id={`note-edit-${note.id}`}
                          name="body"
                          label={labels.noteBody}
                          defaultValue={note.body ?? ''}
                          rows={3}
                          maxLength={4000}
                        />
                        <Button type="submit" variant="secondary">
                          {labels.editSubmit}
                        </Button>
                      </Form>
                    </details>
                  )}
                  {(note.authorId === team.me.userId || teamMay(team, 'team:members:manage')) && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="noteId" value={note.id} />
                      <Button type="submit" variant="ghost">
                        {labels.delete}
                      </Button>
                    </Form>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canWrite && (
        // Keyed by the notes' count: a saved note empties the form for the next one.
        <Form key={notes.length} method="post" className="account-form team-form" noValidate>
          <input type="hidden" name="intent" value="note" />
          {listId !== null && <input type="hidden" name="listId" value={listId} />}
          {companies ? (
            <SelectField
              id="note-company"
              name="keyNo"
              label={labels.company}
              options={companies}
            />
          ) : (
            <input type="hidden" name="keyNo" value={keyNo} />
          )}
          <TextareaField
            id={`note-body-${listId ?? 'team'}`}
            name="body"
            label={labels.writeNote}
            rows={3}
            maxLength={4000}
            required
          />
          <div className="account-form__actions">
            <Button type="submit">{labels.noteSubmit}</Button>
          </div>
        </Form>
      )}
    </div>
  );
}
