import type { ReactNode } from 'react';
import { cx } from './_lib/cx';

export interface HeroProps {
  /** The page's main heading (an h1). */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Small line above the title, e.g. the product name. */
  eyebrow?: ReactNode;
  /** Buttons or links. */
  actions?: ReactNode;
  /** An illustration beside the text; decorative unless it carries its own alt text. */
  media?: ReactNode;
  className?: string;
}

/**
 * The top block of a marketing page: eyebrow, h1, subtitle, actions and an optional picture.
 *
 * @param props - {@link HeroProps}.
 * @example
 * ```tsx
 * <Hero title="全球 KYC 数据" subtitle="覆盖 60+ 国家" actions={<Button>申请试用</Button>} />
 * ```
 */
export function Hero({ title, subtitle, eyebrow, actions, media, className }: HeroProps) {
  return (
    <section className={cx('kyc-hero', media ? 'kyc-hero--media' : undefined, className)}>
      <div className="kyc-hero__text">
        {eyebrow && <p className="kyc-hero__eyebrow">{eyebrow}</p>}
        <h1 className="kyc-hero__title">{title}</h1>
        {subtitle && <p className="kyc-hero__subtitle">{subtitle}</p>}
        {actions && <div className="kyc-hero__actions">{actions}</div>}
      </div>
      {media && <div className="kyc-hero__media">{media}</div>}
    </section>
  );
}
