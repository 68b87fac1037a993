import type { MetaDescriptor } from 'react-router';

export interface MarketingMetaArgs {
  /** A marketing loader's data: `head` is what `marketingHead` built on the server. */
  loaderData: { head: MetaDescriptor[] } | undefined;
}

/**
 * The `meta` of every marketing route: the head its loader built (`marketingHead`: title,
 * description, canonical, hreflang, Open Graph, JSON-LD), or nothing when the loader failed
 * (the error boundary sets the head).
 *
 * @example export const meta = (args: Route.MetaArgs) => marketingMeta(args);
 */
export function marketingMeta({ loaderData }: MarketingMetaArgs): MetaDescriptor[] {
  return loaderData?.head ?? [];
}
