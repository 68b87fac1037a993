import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { Accordion } from './Accordion';

/** A question with its answer. */
export interface FaqEntry {
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  entries: FaqEntry[];
  /**
   * Heading above.
   *
   * @default '常见问题' / 'Frequently asked questions'
   */
  title?: string;
  locale?: Locale;
  className?: string;
}

const TITLE = { 'zh-CN': '常见问题', en: 'Frequently asked questions' };

/**
 * The FAQ block: a titled accordion of questions, one answer open at a time.
 *
 * @param props - {@link FaqAccordionProps}.
 * @example
 * ```tsx
 * <FaqAccordion entries={[{ question: '数据覆盖哪些国家？', answer: '60 多个国家和地区。' }]} />
 * ```
 */
export function FaqAccordion({ entries, title, locale, className }: FaqAccordionProps) {
  const language = useResolvedLocale(locale);
  return (
    <section className={cx('kyc-faq', 'kyc-section', className)}>
      <h2 className="kyc-section__title">{title ?? TITLE[language]}</h2>
      <Accordion
        multiple={false}
        items={entries.map((entry, index) => ({
          id: `q${index}`,
          title: entry.question,
          content: <p>{entry.answer}</p>,
        }))}
      />
    </section>
  );
}
