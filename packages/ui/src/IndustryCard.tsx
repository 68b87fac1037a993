import type { ReactNode } from 'react';
import { Card } from './_lib/Card';
import type { RenderLink } from './_lib/link';
import { type Locale, useResolvedLocale } from './_lib/locale';

export interface IndustryCardProps {
  /** Industry page, e.g. '/industries-banking'. */
  href: string;
  title: string;
  description?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderLink;
  locale?: Locale;
  className?: string;
}

const ACTION = { 'zh-CN': '了解方案', en: 'See the solution' };

/**
 * A card leading to an industry page (banking, payments, manufacturing, corporate services).
 *
 * @param props - {@link IndustryCardProps}.
 * @example
 * ```tsx
 * <IndustryCard href="/industries-banking" title="银行" description="客户尽调与持续监控" />
 * ```
 */
export function IndustryCard({ locale, ...props }: IndustryCardProps) {
  return <Card {...props} variant="industry" action={ACTION[useResolvedLocale(locale)]} />;
}
