/** An entry of an app's routes.ts (React Router's RouteConfigEntry, as far as used here). */
export interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
}

/** What a route module exports, as far as the account pages go. */
export interface RouteModuleExports {
  loader?: unknown;
  action?: unknown;
  default?: unknown;
  meta?: unknown;
  clientLoader?: unknown;
}

// Every shared page and loader (the tests beside them excluded).
const pages = import.meta.glob<RouteModuleExports>(['../*.tsx', '!../*.test.tsx'], {
  eager: true,
});
const loaders = import.meta.glob<RouteModuleExports>('../*.server.ts', { eager: true });

/** The account routes of an app's routes.ts: id, path and module file. */
export function accountRoutesOf(routes: readonly RouteEntry[]) {
  return routes
    .filter((route) => route.file.startsWith('routes/account/'))
    .map((route) => ({ id: route.id ?? '', path: route.path ?? '', file: route.file }));
}

/**
 * How an app's account route module differs from the shared page it should re-export: an
 * empty list when `loader`, `action`, `default` and `meta` are site-kit's (the module is
 * `routes/account/<name>.tsx`, its page `src/routes/account/<name>.tsx`).
 *
 * @example expect(wiringProblems('routes/account/login.tsx', module)).toEqual([]);
 */
export function wiringProblems(file: string, module: RouteModuleExports | undefined): string[] {
  const name = file.replace(/^routes\/account\//, '').replace(/\.tsx$/, '');
  const page = pages[`../${name}.tsx`];
  const server = loaders[`../${name}.server.ts`];
  if (!module) return [`${file}: no module`];
  if (!page || !server) return [`${file}: no shared page ${name}`];
  const problems: string[] = [];
  if (module.loader === undefined || module.loader !== server.loader) problems.push('loader');
  if (module.action !== server.action) problems.push('action');
  if (module.default === undefined || module.default !== page.default) problems.push('default');
  if (module.meta !== page.meta) problems.push('meta');
  if (module.clientLoader !== page.clientLoader) problems.push('clientLoader');
  return problems.map((what) => `${file}: ${what} is not the shared one`);
}
