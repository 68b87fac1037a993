// jsdom (a devDependency of the repo, through vitest's jsdom environment) has no types of its
// own; the few the static pages' tests use (src/static/testing.tsx: a page in a window of its
// own) are declared here rather than adding @types/jsdom.
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    pretendToBeVisual?: boolean;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
