import { useId, useState } from 'react';
import { Brand } from './_lib/Brand';
import type { SiteHeaderProps } from './_lib/chromeProps';
import { cx } from './_lib/cx';
import { HeaderActions } from './_lib/HeaderActions';
import { renderAnchor } from './_lib/link';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { CLOSE } from './_lib/messages';
import { OverlayHeader } from './_lib/OverlayHeader';
import { Drawer } from './Drawer';
import { LanguageSwitch } from './LanguageSwitch';
import { siteNavigation } from './siteNavigation';

export type MobileHeaderProps = SiteHeaderProps & {
  /** Opens with the menu shown (for stories and tests). */
  defaultMenuOpen?: boolean;
  /**
   * Renders the menu on the server, in a closed native `<dialog>` inside the header, instead of
   * the React drawer (which renders nothing until opened): for pages served without React,
   * where `enhanceStaticMenus` opens and closes it.
   */
  staticMenu?: boolean;
  /** The URL of the page in each language: the language switch then shows links, not buttons. */
  localeHref?: (locale: Locale) => string;
};

const TEXT = {
  'zh-CN': { menu: '菜单', openMenu: '打开菜单', nav: '主导航' },
  en: { menu: 'Menu', openMenu: 'Open menu', nav: 'Main' },
};

/**
 * The mobile site header: wordmark and a menu button that opens a drawer with the whole
 * navigation, the language switch, log in and the apply button. Following a link closes it.
 * With `staticMenu` the menu is server-rendered markup for `enhanceStaticMenus`; give it
 * `localeHref` so that the language switch works without React too.
 *
 * @param props - {@link MobileHeaderProps}.
 * @example
 * ```tsx
 * <MobileHeader locale="en" onLocaleChange={setLocale} />
 * ```
 * @example
 * ```tsx
 * <MobileHeader staticMenu localeHref={(locale) => (locale === 'en' ? '/en/' : '/')} />
 * ```
 */
export function MobileHeader({
  locale,
  onLocaleChange,
  localeHref,
  loginInfo,
  currentPath,
  loginHref = '/login',
  applyHref = '/demo-request',
  homeHref = '/',
  renderLink = renderAnchor,
  defaultMenuOpen = false,
  staticMenu = false,
  className,
}: MobileHeaderProps) {
  const language = useResolvedLocale(locale);
  const text = TEXT[language];
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const dialogId = useId();
  const titleId = useId();
  const close = () => setMenuOpen(false);
  const link = (href: string, label: string) =>
    renderLink({
      href,
      className: 'kyc-mobile-nav__link',
      children: label,
      'aria-current': href === currentPath ? 'page' : undefined,
      onClick: close,
    });

  const menu = (
    <>
      <nav className="kyc-mobile-nav" aria-label={text.nav}>
        <ul className="kyc-mobile-nav__list">
          {siteNavigation.map((entry) =>
            entry.links ? (
              <li key={entry.label.en} className="kyc-mobile-nav__group">
                <h3 className="kyc-mobile-nav__heading">{entry.label[language]}</h3>
                <ul>
                  {entry.links.map((item) => (
                    <li key={item.href}>{link(item.href, item.label[language])}</li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry.href} className="kyc-mobile-nav__group">
                {link(entry.href, entry.label[language])}
              </li>
            ),
          )}
        </ul>
      </nav>
      {localeHref ? (
        <LanguageSwitch locale={language} hrefFor={localeHref} onChange={onLocaleChange} />
      ) : (
        onLocaleChange && <LanguageSwitch locale={language} onChange={onLocaleChange} />
      )}
      <HeaderActions
        locale={language}
        loginInfo={loginInfo}
        loginHref={loginHref}
        applyHref={applyHref}
        renderLink={renderLink}
        onNavigate={close}
      />
    </>
  );

  return (
    <header className={cx('kyc-header', 'kyc-header--mobile', className)}>
      <div className="kyc-header__inner">
        <Brand href={homeHref} renderLink={renderLink} />
        <button
          type="button"
          className="kyc-header__menu-button"
          aria-expanded={staticMenu ? false : menuOpen}
          aria-haspopup="dialog"
          {...(staticMenu
            ? { 'aria-controls': dialogId, 'data-kyc-menu-button': '' }
            : { onClick: () => setMenuOpen(true) })}
        >
          <span className="kyc-header__menu-icon" aria-hidden="true" />
          <span className="kyc-visually-hidden">{text.openMenu}</span>
        </button>
      </div>
      {staticMenu ? (
        <dialog
          id={dialogId}
          className="kyc-modal kyc-modal--left kyc-modal--native"
          aria-labelledby={titleId}
          data-kyc-static-menu=""
        >
          <div className="kyc-drawer kyc-drawer--left">
            <OverlayHeader
              block="kyc-drawer"
              titleId={titleId}
              title={text.menu}
              closeLabel={CLOSE[language]}
            />
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll, as in the drawer */}
            <div className="kyc-drawer__body" tabIndex={0}>
              {menu}
            </div>
          </div>
        </dialog>
      ) : (
        <Drawer open={menuOpen} onClose={close} title={text.menu} side="left" locale={language}>
          {menu}
        </Drawer>
      )}
    </header>
  );
}
