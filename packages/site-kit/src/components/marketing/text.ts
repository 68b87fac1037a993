import type { Locale } from '@kyc/content';

/** The few words articles and the legal document need that @kyc/content does not hold. */
export const TEXT = {
  'zh-CN': {
    colon: '：',
    separator: ' · ',
    summary: '摘要',
    disclaimerLabel: '免责声明',
    version: '版本',
    effective: '生效日期',
    clauseLink: (heading: string) => `本条链接：${heading}`,
  },
  en: {
    colon: ': ',
    separator: ' · ',
    summary: 'Summary',
    disclaimerLabel: 'Disclaimer',
    version: 'Version',
    effective: 'Effective',
    clauseLink: (heading: string) => `Link to this clause: ${heading}`,
  },
} satisfies Record<Locale, unknown>;
