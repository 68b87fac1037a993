import type { ReactNode } from 'react';
import { cx } from './_lib/cx';

/** A figure and what it counts, e.g. '60+' and 'countries and regions'. */
export interface Statistic {
  value: string;
  label: string;
}

export interface StatisticsProps {
  items: Statistic[];
  title?: ReactNode;
  className?: string;
}

/**
 * A row of key figures, as a description list so each number is read with its label.
 *
 * @param props - {@link StatisticsProps}.
 * @example
 * ```tsx
 * <Statistics items={[{ value: '60+', label: '覆盖国家和地区' }]} />
 * ```
 */
export function Statistics({ items, title, className }: StatisticsProps) {
  return (
    <section className={cx('kyc-section', 'kyc-stats', className)}>
      {title && <h2 className="kyc-section__title">{title}</h2>}
      <dl className="kyc-stats__list">
        {items.map((item) => (
          <div key={item.label} className="kyc-stats__item">
            <dt className="kyc-stats__label">{item.label}</dt>
            <dd className="kyc-stats__value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
