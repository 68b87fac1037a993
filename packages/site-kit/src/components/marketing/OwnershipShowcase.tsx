import type { CommonLabels, Locale } from '@kyc/content';
import { formatName } from '@kyc/formatters';
import { lazy, Suspense } from 'react';
import { Await } from 'react-router';
import type { Showcase } from '../../lib/marketing/types';
import { SHOWCASE_TEXT } from './showcaseText';

const OwnershipMap = lazy(() => import('./ShowcaseMap'));

export interface OwnershipShowcaseProps {
  /** The loader's un-awaited look-up, streamed to the page. */
  showcase: Promise<Showcase | null>;
  locale: Locale;
  labels: CommonLabels;
}

/**
 * The Workspace page's live example: `OwnershipMap` on apps/api's seeded company, streamed in
 * after the page. While it loads a status line shows; when the API is missing, slow or failing
 * a short notice takes its place and the rest of the page is unaffected.
 *
 * @example <OwnershipShowcase showcase={loaderData.showcase} locale="en" labels={labels} />
 */
export function OwnershipShowcase({ showcase, locale, labels }: OwnershipShowcaseProps) {
  const text = SHOWCASE_TEXT[locale];
  const unavailable = <p className="mk-notice">{text.unavailable}</p>;
  return (
    <section id="live-map" className="kyc-section mk-section" aria-labelledby="live-map-title">
      <h2 id="live-map-title" className="kyc-section__title">
        {text.title}
      </h2>
      <p className="mk-intro">{text.intro}</p>
      <Suspense fallback={<p className="mk-notice">{labels.loading}</p>}>
        <Await resolve={showcase} errorElement={unavailable}>
          {(value: Showcase | null) =>
            value ? (
              <OwnershipMap
                graph={value.graph}
                locale={locale}
                title={text.mapTitle(formatName(value.company.name, value.company.nameEn))}
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
