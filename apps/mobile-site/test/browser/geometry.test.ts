import { geometrySuite } from '@kyc/site-kit/test/geometrySuite.ts';
import { inject } from 'vitest';

// The mobile app as phones see it: 390×844 and 360×800 with a phone's agent.
geometrySuite({
  kind: 'phone',
  siteOrigin: inject('siteOrigin'),
  apiOrigin: inject('apiOrigin'),
  mailDir: inject('mailDir'),
});
