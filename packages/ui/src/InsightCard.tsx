import type { ReactNode } from 'react';
import { Card } from './_lib/Card';
import type { RenderLink } from './_lib/link';
import { type Locale, useResolvedLocale } from './_lib/locale';

export interface InsightCardProps {
  /** Article page, e.g. '/insights-shell-company-scanning'. */
  href: string;
  title: string;
  summary?: ReactNode;
  /** Category or date line. */
  meta?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  renderLink?: RenderLink;
  locale?: Locale;
  className?: string;
}

const ACTION = { 'zh-CN': '阅读全文', en: 'Read the article' };

/**
 * A card leading to an insight article, with its category or date and a summary.
 *
 * @param props - {@link InsightCardProps}.
 * @example
 * ```tsx
 * <InsightCard href="/insights-guidelines-in-asia" title="亚洲反洗钱指引" meta="法规" />
 * ```
 */
export function InsightCard({ locale, summary, ...props }: InsightCardProps) {
  return (
    <Card
      {...props}
      description={summary}
      variant="insight"
      action={ACTION[useResolvedLocale(locale)]}
    />
  );
}
