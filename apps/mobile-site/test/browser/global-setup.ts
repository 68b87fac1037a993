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
  // Both apps behind the one server: the dispatch itself is under test.
  const stack = await startStack({ mobile: true });
  project.provide('siteOrigin', stack.siteOrigin);
  project.provide('apiOrigin', stack.apiOrigin);
  project.provide('mailDir', stack.mailDir ?? '');
  return () => stack.stop();
}
