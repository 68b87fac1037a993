import { geometrySuite } from '@kyc/site-kit/test/geometrySuite.ts';
import { inject } from 'vitest';

// The desktop app as desktop agents see it: 1440×900, 1366×768 and 820×1180.
geometrySuite({
  kind: 'desktop',
  siteOrigin: inject('siteOrigin'),
  apiOrigin: inject('apiOrigin'),
  mailDir: inject('mailDir'),
});
