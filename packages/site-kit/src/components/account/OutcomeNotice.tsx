import { Link, useLocation } from 'react-router';
import { localizedPath } from '../../lib/links';
import { useRootData } from '../../lib/rootData';
import { Notice } from './AccountPage';

/**
 * The notice of an account call that did not give data: its message, with the way on — log in
 * again when the session is gone, renew (service selection, coming back here) when the plan
 * has ended.
 *
 * @example <OutcomeNotice outcome={search} labels={common} />
 */
export function OutcomeNotice({
  outcome,
  labels,
}: {
  outcome: { message: string; loginRequired?: boolean; renewRequired?: boolean };
  labels: { logIn: string; renewPlan: string };
}) {
  const { locale } = useRootData();
  const location = useLocation();
  const renewHref = `/service-selection?${new URLSearchParams({
    from: location.pathname + location.search,
  })}`;
  return (
    <Notice tone="error" title={outcome.message}>
      {outcome.loginRequired && (
        <p>
          <Link to={localizedPath('/login', locale)}>{labels.logIn}</Link>
        </p>
      )}
      {outcome.renewRequired && (
        <p>
          <Link to={localizedPath(renewHref, locale)}>{labels.renewPlan}</Link>
        </p>
      )}
    </Notice>
  );
}
