import { teamLink } from '@kyc/content/interface';
import { Link } from 'react-router';
import { isTeamMember } from '../../lib/account/team';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';

/**
 * For a team member, the way from a company (a search result, the company's page) to adding it
 * to a shared list and to the team's notes on it. Nothing for accounts outside a team.
 *
 * @example <TeamCompanyLink keyNo={row.keyNo} />
 */
export function TeamCompanyLink({ keyNo, className }: { keyNo: string; className?: string }) {
  const { locale, user } = useRootData();
  if (!isTeamMember(user)) return null;
  return (
    <Link
      className={className ?? 'team-company-link'}
      to={localizedPath(`/team-lists?add=${keyNo}`, locale)}
    >
      {teamLink[locale].addToList}
    </Link>
  );
}
