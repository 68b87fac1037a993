import type { TestProject } from 'vitest/node';
import { startStack } from '../stack.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
    apiOrigin: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('siteOrigin', stack.siteOrigin);
  project.provide('apiOrigin', stack.apiOrigin);
  return () => stack.stop();
}
