import type { Locale } from '@kyc/content';
import type { RenderLink } from '@kyc/ui';
import { Link } from 'react-router';

/**
 * A site path in a locale: English pages carry `?lang=en` so that crawlers and shared links
 * keep the language; Chinese (the default) needs no query. Other links pass through.
 *
 * @example localizedPath('/products-api', 'en') // '/products-api?lang=en'
 */
export function localizedPath(href: string, locale: Locale): string {
  if (locale !== 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const [pathAndQuery = '', hash] = href.split('#', 2);
  const [path = '', query = ''] = pathAndQuery.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('lang', 'en');
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}

/** `@kyc/ui`'s `renderLink` drawn with React Router's `<Link>` in the page's language. */
export function routerLinkRenderer(locale: Locale): RenderLink {
  return ({ href, children, ...props }) => (
    <Link to={localizedPath(href, locale)} prefetch="intent" {...props}>
      {children}
    </Link>
  );
}
