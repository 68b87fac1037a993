import type { FastifyInstance } from 'fastify';
import { monitoringAlertRoutes } from './alerts';
import { monitoringMailRoutes } from './mail';
import { monitoringWatchRoutes } from './watches';

/**
 * Watching companies and lists, the alerts their changes raise, alert mail and its unsubscribe
 * link (`/webapi/saas/monitoring/…`, and the link's public `/webapi/monitoring/unsubscribe`).
 */
export async function monitoringRoutes(app: FastifyInstance): Promise<void> {
  await monitoringWatchRoutes(app);
  await monitoringAlertRoutes(app);
  await monitoringMailRoutes(app);
}
