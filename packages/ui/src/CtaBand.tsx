import type { ReactNode } from 'react';
import { cx } from './_lib/cx';

export interface CtaBandProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links; on the dark band use `Button variant="secondary"`. */
  actions: ReactNode;
  className?: string;
}

/**
 * A full-width dark band asking the reader to act (apply for a trial, request a demo).
 *
 * @param props - {@link CtaBandProps}.
 * @example
 * ```tsx
 * <CtaBand title="立即开始" actions={<a href="/demo-request">申请试用</a>} />
 * ```
 */
export function CtaBand({ title, description, actions, className }: CtaBandProps) {
  return (
    <section className={cx('kyc-cta', className)}>
      <div className="kyc-cta__text">
        <h2 className="kyc-cta__title">{title}</h2>
        {description && <p className="kyc-cta__description">{description}</p>}
      </div>
      <div className="kyc-cta__actions">{actions}</div>
    </section>
  );
}
