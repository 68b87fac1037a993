import type { ReactNode } from 'react';

export interface SectionFrameProps {
  /** Anchor id of the section (content's section id). */
  id: string;
  title: string;
  intro?: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A titled page section: its h2 names the region, an optional intro follows, then the block.
 *
 * @example <SectionFrame id="pricing" title="Pricing"><p>…</p></SectionFrame>
 */
export function SectionFrame({ id, title, intro, className, children }: SectionFrameProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={`kyc-section mk-section${className ? ` ${className}` : ''}`}
    >
      <h2 id={titleId} className="kyc-section__title">
        {title}
      </h2>
      {intro && <p className="mk-intro">{intro}</p>}
      {children}
    </section>
  );
}
