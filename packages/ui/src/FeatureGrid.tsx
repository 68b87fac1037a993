import type { ReactNode } from 'react';
import { cx } from './_lib/cx';

/** One feature: a short title and a description, with an optional decorative icon. */
export interface Feature {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
}

export interface FeatureGridProps {
  title?: ReactNode;
  features: Feature[];
  /**
   * Columns on wide screens; it drops to 2 and 1 as the screen narrows.
   *
   * @default 3
   */
  columns?: 2 | 3 | 4;
  className?: string;
}

/**
 * A titled grid of features, e.g. the Workspace's company data, UBO maps and team collaboration.
 *
 * @param props - {@link FeatureGridProps}.
 * @example
 * ```tsx
 * <FeatureGrid title="功能" features={[{ title: 'UBO 图谱', description: '穿透股权' }]} />
 * ```
 */
export function FeatureGrid({ title, features, columns = 3, className }: FeatureGridProps) {
  return (
    <section className={cx('kyc-section', 'kyc-features', className)}>
      {title && <h2 className="kyc-section__title">{title}</h2>}
      <ul className={cx('kyc-features__grid', `kyc-features__grid--${columns}`)}>
        {features.map((feature) => (
          <li key={feature.title} className="kyc-features__item">
            {feature.icon && (
              <span className="kyc-features__icon" aria-hidden="true">
                {feature.icon}
              </span>
            )}
            <h3 className="kyc-features__title">{feature.title}</h3>
            <div className="kyc-features__description">{feature.description}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
