import { startStack } from '@kyc/site-kit/test/stack.mjs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
    apiOrigin: string;
    /** Where the stack's apps/api writes invitations (.eml files). */
    mailDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The desktop app alone: its suite must not depend on whether the mobile app is built yet.
  const stack = await startStack({ mobile: false });
  project.provide('siteOrigin', stack.siteOrigin);
  project.provide('apiOrigin', stack.apiOrigin);
  project.provide('mailDir', stack.mailDir ?? '');
  return () => stack.stop();
}
