import { robotsResponse } from '@kyc/site-kit/lib/resources/robots.server.ts';
import type { Route } from './+types/robots';

export function loader({ request }: Route.LoaderArgs) {
  return robotsResponse(request);
}
