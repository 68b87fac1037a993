import type { ReactNode } from 'react';
import { cx } from './cx';
import { type RenderLink, renderAnchor } from './link';

export interface CardProps {
  href: string;
  title: string;
  description?: ReactNode;
  /** Small line above the title (category, date). */
  meta?: ReactNode;
  /** Visible call to action at the bottom. */
  action: string;
  variant: string;
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderLink;
  className?: string;
}

/** A card whose title is its link; the rest of the card is clickable through the link's stretched area. */
export function Card({
  href,
  title,
  description,
  meta,
  action,
  variant,
  headingLevel = 3,
  renderLink = renderAnchor,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx('kyc-card', `kyc-card--${variant}`, className)}>
      {meta && <p className="kyc-card__meta">{meta}</p>}
      <Heading className="kyc-card__title">
        {renderLink({ href, className: 'kyc-card__link', children: title })}
      </Heading>
      {description && <div className="kyc-card__description">{description}</div>}
      <span className="kyc-card__action" aria-hidden="true">
        {action} →
      </span>
    </article>
  );
}
