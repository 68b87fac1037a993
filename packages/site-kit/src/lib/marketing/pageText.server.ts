import type { Locale } from '@kyc/content';
import type { PageText } from './types';

/**
 * The few words articles and the legal document need that @kyc/content does not hold. Server
 * only: their loaders pass one language's words to the page.
 */
export const PAGE_TEXT = {
  'zh-CN': {
    colon: '：',
    separator: ' · ',
    summary: '摘要',
    disclaimerLabel: '免责声明',
    version: '版本',
    effective: '生效日期',
    clauseLink: '本条链接：',
  },
  en: {
    colon: ': ',
    separator: ' · ',
    summary: 'Summary',
    disclaimerLabel: 'Disclaimer',
    version: 'Version',
    effective: 'Effective',
    clauseLink: 'Link to this clause: ',
  },
} satisfies Record<Locale, PageText>;
