import type { Express } from 'express';
import type { ServerBuild } from 'react-router';

export function createSiteServer(options: {
  build: ServerBuild;
  clientDir: string;
  apiOrigin: string;
  analyticsOrigin?: string;
}): Express;
