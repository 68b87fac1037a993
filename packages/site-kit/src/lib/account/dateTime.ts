import { formatDate } from '@kyc/formatters';

/**
 * A moment as date and time in Asia/Shanghai (SPEC §9's zone, whatever the machine's), the
 * date part as `formatDate` writes it; the dash for anything that is not a time.
 *
 * @example formatDateTime('2026-11-25T02:03:04Z', 'en') // '25 Nov 2026 10:03:04'
 */
export function formatDateTime(iso: string, locale: 'zh-CN' | 'en', dash = '-'): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return dash;
  const clock = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(time);
  return `${formatDate(iso, { locale })} ${clock}`;
}
