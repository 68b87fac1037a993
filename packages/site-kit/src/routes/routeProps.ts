import type { AppLoadContext } from 'react-router';

/**
 * What a shared route loader reads: the request and the server context (where apps/api answers).
 * Either app's generated `Route.LoaderArgs` fits it.
 *
 * Shared route components read their data with `useLoaderData<typeof loader>()` (an
 * `import type` of the route's `.server` module) rather than from props: React Router hands
 * `loaderData` props only to a route module's own `export default`, never to a re-exported one,
 * and each app's route module is a re-export (`export { default } from …`).
 */
export interface SiteLoaderArgs {
  request: Request;
  context: Pick<AppLoadContext, 'apiOrigin' | 'clientAddress'>;
}
