import type { LoginInfoInput } from '@kyc/auth';
import type { RenderLink } from './link';
import type { Locale } from './locale';

/** Props both site headers take. */
export interface SiteHeaderProps {
  /** Language shown; the switch calls `onLocaleChange` with the other one. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
  /** Front-page login info; decides log-in vs. name and the apply button text. */
  loginInfo?: LoginInfoInput;
  /** Path of the current page, marked with aria-current. */
  currentPath?: string;
  loginHref?: string;
  applyHref?: string;
  /** Home link target. */
  homeHref?: string;
  /**
   * Draws links with the app's router.
   *
   * @default a plain `<a>`
   */
  renderLink?: RenderLink;
  className?: string;
}
