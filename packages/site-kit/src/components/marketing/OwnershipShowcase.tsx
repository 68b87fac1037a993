import type { Locale } from '@kyc/content';
import { lazy, Suspense } from 'react';
import { Await } from 'react-router';
import type { Showcase, ShowcaseText } from '../../lib/marketing/types';
import { useStaticPage } from '../../lib/staticPage';

// The map's code (about 9 KB) loads with the streamed graph, not on first load.
const OwnershipMap = lazy(() => import('./ShowcaseMap'));

export interface OwnershipShowcaseProps {
  /** The loader's un-awaited look-up, streamed to the page. */
  showcase: Promise<Showcase | null>;
  /** The example's words in the page's language (loader data). */
  text: ShowcaseText;
  locale: Locale;
}

/**
 * The Workspace page's live example: `OwnershipMap` on apps/api's seeded company, streamed in
 * after the page. While it loads a status line shows; when the API is missing, slow or failing
 * a short notice takes its place and the rest of the page is unaffected.
 *
 * @example <OwnershipShowcase showcase={loaderData.showcase} text={loaderData.showcaseText} locale="en" />
 */
export function OwnershipShowcase({ showcase, text, locale }: OwnershipShowcaseProps) {
  // Without React in the browser the map is a picture: no buttons that would do nothing.
  const interactive = !useStaticPage();
  const unavailable = <p className="mk-notice">{text.unavailable}</p>;
  return (
    <section id="live-map" className="kyc-section mk-section" aria-labelledby="live-map-title">
      <h2 id="live-map-title" className="kyc-section__title">
        {text.title}
      </h2>
      <p className="mk-intro">{interactive ? text.intro : text.staticIntro}</p>
      <Suspense fallback={<p className="mk-notice">{text.loading}</p>}>
        <Await resolve={showcase} errorElement={unavailable}>
          {(value: Showcase | null) =>
            value ? (
              <OwnershipMap
                graph={value.graph}
                locale={locale}
                title={value.title}
                interactive={interactive}
                className="mk-showcase__map"
              />
            ) : (
              unavailable
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}
