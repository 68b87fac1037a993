import { fillTemplate } from '@kyc/content/interface';
import { Button, SelectField, TextField } from '@kyc/ui';
import type { ReactNode } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AccountPage, Notice } from '../../components/account/AccountPage';
import { OutcomeNotice } from '../../components/account/OutcomeNotice';
import { ResponsiveTable } from '../../components/account/ResponsiveTable';
import { type AccountMetaArgs, accountMeta } from '../../lib/account/accountMeta';
import { formatDateTime } from '../../lib/account/dateTime';
import { type OrderRequest, type Team, type TeamMember, teamMay } from '../../lib/account/team';
import { useIsMobile } from '../../lib/account/useIsMobile';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import type { action, loader } from './team.server';
import './team.css';

export function meta(args: AccountMetaArgs) {
  return accountMeta(args);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Labels = LoaderData['page']['labels'];

/**
 * The team page: seats and the credit pool, the roles in words (what each may do), the members
 * with their roles and monthly caps, invitations, the orders waiting for approval and the audit
 * trail's check. Those who may not manage members see the team without its forms; the pool is
 * shown only to roles that may see prices and credits.
 */
export default function TeamPage() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { page, common, team, requests, check, kindNames } = data;
  const { labels } = page;
  const { locale } = useRootData();
  const phone = useIsMobile();
  if (!team.ok) {
    return (
      <AccountPage heading={page.heading} description={page.description}>
        <OutcomeNotice outcome={team} labels={common} />
      </AccountPage>
    );
  }
  const t = team.data;
  const manage = teamMay(t, 'team:members:manage');
  const roleName = (code: string) => t.roles.find((role) => role.code === code)?.name ?? code;
  const when = (iso: string) => formatDateTime(iso, locale, common.dash);

  return (
    <AccountPage heading={page.heading} description={page.description} width="full">
      {answer && <Notice tone={answer.ok ? 'success' : 'error'} title={answer.message} />}
      <section className="account-card team-summary" aria-label={t.team.name}>
        <p>{fillTemplate(labels.yourRole, { role: roleName(t.me.role) })}</p>
        <p>{fillTemplate(labels.seats, { used: t.team.seatsUsed, limit: t.team.seatLimit })}</p>
        {t.team.credits !== null && <p>{fillTemplate(labels.pool, { credits: t.team.credits })}</p>}
        <p className="team-summary__links">
          <Link to={localizedPath('/team-lists', locale)}>{labels.openLists}</Link>
          {teamMay(t, 'team:audit:view') && (
            <Link to={localizedPath('/team-audit', locale)}>{labels.openAudit}</Link>
          )}
        </p>
        <MfaRule team={t} manage={manage} labels={labels} />
        {check && (
          <p className={check.ok ? 'team-check team-check--ok' : 'team-check team-check--altered'}>
            <strong>{labels.auditLine}: </strong>
            {check.ok || !check.firstAltered
              ? fillTemplate(labels.auditOk, { count: check.checked })
              : fillTemplate(labels.auditAltered, {
                  id: check.firstAltered.id,
                  time: when(check.firstAltered.createdAt),
                })}
          </p>
        )}
      </section>

      <Requests requests={requests} manage={manage} labels={labels} kinds={new Map(kindNames)} />

      <section className="account-card team-table" aria-labelledby="team-members">
        <h2 id="team-members" className="account-card__title">
          {labels.members}
        </h2>
        <TableScroll label={labels.members} scrolls={!phone}>
          <ResponsiveTable
            caption={labels.members}
            rowHeaders
            columns={[
              labels.member,
              labels.role,
              ...(manage ? [labels.cap, labels.spent] : []),
              labels.joined,
              ...(manage ? [labels.actions] : []),
            ]}
            rows={t.members.map((member) => ({
              key: String(member.userId),
              cells: [
                <span key="name" className="team-member">
                  {member.isOwner
                    ? fillTemplate(labels.ownerName, { name: member.loginName })
                    : member.loginName}
                  {member.email && <span className="team-member__email">{member.email}</span>}
                </span>,
                roleName(member.role),
                ...(manage
                  ? [
                      member.monthlyCap === null ? labels.noCap : String(member.monthlyCap),
                      String(member.spentThisMonth),
                    ]
                  : []),
                when(member.joinedAt),
                ...(manage
                  ? [<MemberForms key="forms" member={member} team={t} labels={labels} />]
                  : []),
              ],
            }))}
            empty={common.noData}
          />
        </TableScroll>
        <p className="account-form__note">{labels.timeZone}</p>
      </section>

      {manage && <Invite team={t} labels={labels} />}

      <section className="account-card" aria-labelledby="team-roles">
        <h2 id="team-roles" className="account-card__title">
          {labels.roles}
        </h2>
        {phone ? (
          <dl className="team-roles-list">
            {t.roles.map((role) => {
              const named = (granted: boolean) =>
                t.permissions
                  .filter((p) => role.grants.includes(p.code) === granted)
                  .map((p) => p.name)
                  .join(locale === 'en' ? '; ' : '；');
              return (
                <div key={role.code} className="team-roles-list__role">
                  <dt>{role.name}</dt>
                  <dd>{fillTemplate(labels.mayDo, { list: named(true) })}</dd>
                  {named(false) && <dd>{fillTemplate(labels.mayNotDo, { list: named(false) })}</dd>}
                </div>
              );
            })}
          </dl>
        ) : (
          <table className="account-table team-roles">
            <caption className="kyc-visually-hidden">{labels.roles}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.permission}</th>
                {t.roles.map((role) => (
                  <th key={role.code} scope="col">
                    {role.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {t.permissions.map((permission) => (
                <tr key={permission.code}>
                  <th scope="row">{permission.name}</th>
                  {t.roles.map((role) => (
                    <td key={role.code}>
                      {role.grants.includes(permission.code) ? labels.granted : labels.notGranted}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </AccountPage>
  );
}

/**
 * Whether joining the team requires an authenticator, in words, and for those who manage
 * members the one button that turns the rule the other way.
 */
function MfaRule({ team, manage, labels }: { team: Team; manage: boolean; labels: Labels }) {
  const navigation = useNavigation();
  const on = team.team.requireMfa;
  return (
    <div className="team-mfa">
      <p>
        <strong>{labels.mfaRule}: </strong>
        {on ? labels.mfaOn : labels.mfaOff}
      </p>
      {manage && (
        <Form method="post" className="team-inline-form">
          <input type="hidden" name="intent" value="mfa" />
          <input type="hidden" name="requireMfa" value={on ? 'off' : 'on'} />
          <Button type="submit" variant="secondary" disabled={navigation.state === 'submitting'}>
            {on ? labels.mfaTurnOff : labels.mfaTurnOn}
          </Button>
        </Form>
      )}
    </div>
  );
}

/**
 * A member's role and cap (one form) and removal (another): the fields side by side, their
 * labels level, and under them Save and Remove in one row (Remove submits its own form, which
 * holds only the member's id).
 */
function MemberForms({ member, team, labels }: { member: TeamMember; team: Team; labels: Labels }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const roles = team.roles.map((role) => ({ value: role.code, label: role.name }));
  const removable = !member.isOwner && member.userId !== team.me.userId;
  const removeForm = `remove-${member.userId}`;
  return (
    <div className="team-member-forms">
      <Form method="post" className="team-member-form">
        <input type="hidden" name="intent" value="member" />
        <input type="hidden" name="userId" value={member.userId} />
        <div className="team-member-form__fields">
          {!member.isOwner && (
            <SelectField
              id={`role-${member.userId}`}
              name="role"
              label={labels.role}
              options={roles}
              defaultValue={member.role}
            />
          )}
          <TextField
            id={`cap-${member.userId}`}
            name="monthlyCap"
            label={labels.cap}
            hint={labels.capHint}
            inputMode="numeric"
            defaultValue={member.monthlyCap === null ? '' : String(member.monthlyCap)}
          />
        </div>
        <div className="team-member-form__actions">
          <Button type="submit" variant="secondary" disabled={busy}>
            {labels.save}
          </Button>
          {removable && (
            <Button type="submit" variant="secondary" form={removeForm} disabled={busy}>
              {labels.remove}
            </Button>
          )}
        </div>
      </Form>
      {removable && (
        <Form method="post" id={removeForm} hidden>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="userId" value={member.userId} />
        </Form>
      )}
    </div>
  );
}

/**
 * A wide table that scrolls inside itself on a narrow desktop window (never the page), as a
 * named region the keyboard can reach; on a phone the table is cards and needs none.
 */
function TableScroll({
  label,
  scrolls,
  children,
}: {
  label: string;
  scrolls: boolean;
  children: ReactNode;
}) {
  if (!scrolls) return children;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="team-table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

function Invite({ team, labels }: { team: Team; labels: Labels }) {
  const navigation = useNavigation();
  const { locale } = useRootData();
  return (
    <section className="account-card" aria-labelledby="team-invite">
      <h2 id="team-invite" className="account-card__title">
        {labels.invite}
      </h2>
      <Form method="post" className="account-form team-invite" noValidate>
        <input type="hidden" name="intent" value="invite" />
        <TextField
          id="invite-email"
          name="email"
          type="email"
          label={labels.inviteEmail}
          required
        />
        <SelectField
          id="invite-role"
          name="role"
          label={labels.inviteRole}
          options={team.roles.map((role) => ({ value: role.code, label: role.name }))}
          defaultValue="analyst"
        />
        <div className="account-form__actions">
          <Button type="submit" loading={navigation.state === 'submitting'}>
            {labels.inviteSubmit}
          </Button>
        </div>
      </Form>
      {team.invitations.length > 0 && (
        <>
          <h3 className="team-subheading">{labels.pending}</h3>
          <ul className="team-invitations">
            {team.invitations.map((invitation) => (
              <li key={invitation.id} className="team-invitation">
                <span className="team-invitation__text">
                  {invitation.email} · {team.roles.find((r) => r.code === invitation.role)?.name} ·{' '}
                  {fillTemplate(labels.expires, {
                    date: formatDateTime(invitation.expiresAt, locale),
                  })}
                </span>
                <Form method="post" className="team-inline-form">
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <Button
                    type="submit"
                    variant="secondary"
                    size="sm"
                    aria-label={fillTemplate(labels.revokeLabel, { email: invitation.email })}
                    disabled={navigation.state === 'submitting'}
                  >
                    {labels.revoke}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Requests({
  requests,
  manage,
  labels,
  kinds,
}: {
  requests: OrderRequest[];
  manage: boolean;
  labels: Labels;
  /** The report kinds' names in the page's language, by code. */
  kinds: Map<string, string>;
}) {
  const { locale } = useRootData();
  const navigation = useNavigation();
  return (
    <section className="account-card team-table" aria-labelledby="team-requests">
      <h2 id="team-requests" className="account-card__title">
        {manage ? labels.requests : labels.requestsMine}
      </h2>
      <ResponsiveTable
        caption={manage ? labels.requests : labels.requestsMine}
        columns={[labels.company, labels.reportKind, labels.requester, labels.status]}
        rows={requests.map((request) => ({
          key: String(request.id),
          cells: [
            locale === 'en'
              ? request.companyNameEn
              : (request.companyName ?? request.companyNameEn),
            <span key="kind">
              {kinds.get(request.kind) ?? request.kind} ·{' '}
              <span className="team-nowrap">
                {fillTemplate(labels.credits, { credits: request.credits })}
              </span>
            </span>,
            `${request.requesterLoginName} · ${formatDateTime(request.createdAt, locale)}`,
            <span key="status" className={`team-request team-request--${request.status}`}>
              {labels[`status_${request.status}`]}
              {request.decidedBy &&
                ` ${fillTemplate(labels.decidedBy, { name: request.decidedBy })}`}
              {manage && request.status === 'pending' && (
                <span className="team-request__actions">
                  {(['approve', 'decline'] as const).map((intent) => (
                    <Form key={intent} method="post" className="team-inline-form">
                      <input type="hidden" name="intent" value={intent} />
                      <input type="hidden" name="requestId" value={request.id} />
                      <Button
                        type="submit"
                        variant={intent === 'approve' ? 'primary' : 'secondary'}
                        disabled={navigation.state === 'submitting'}
                      >
                        {labels[intent]}
                      </Button>
                    </Form>
                  ))}
                </span>
              )}
            </span>,
          ],
        }))}
        empty={labels.noRequests}
      />
    </section>
  );
}
