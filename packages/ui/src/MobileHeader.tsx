import { useState } from 'react';
import { Brand } from './_lib/Brand';
import type { SiteHeaderProps } from './_lib/chromeProps';
import { cx } from './_lib/cx';
import { HeaderActions } from './_lib/HeaderActions';
import { renderAnchor } from './_lib/link';
import { useResolvedLocale } from './_lib/locale';
import { Drawer } from './Drawer';
import { LanguageSwitch } from './LanguageSwitch';
import { siteNavigation } from './siteNavigation';

export type MobileHeaderProps = SiteHeaderProps & {
  /** Opens with the menu shown (for stories and tests). */
  defaultMenuOpen?: boolean;
};

const TEXT = {
  'zh-CN': { menu: '菜单', openMenu: '打开菜单', nav: '主导航' },
  en: { menu: 'Menu', openMenu: 'Open menu', nav: 'Main' },
};

/**
 * The mobile site header: wordmark and a menu button that opens a drawer with the whole
 * navigation, the language switch, log in and the apply button. Following a link closes it.
 *
 * @example <MobileHeader locale="en" onLocaleChange={setLocale} />
 */
export function MobileHeader({
  locale,
  onLocaleChange,
  loginInfo,
  currentPath,
  loginHref = '/login',
  applyHref = '/demo-request',
  homeHref = '/',
  renderLink = renderAnchor,
  defaultMenuOpen = false,
  className,
}: MobileHeaderProps) {
  const language = useResolvedLocale(locale);
  const text = TEXT[language];
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const close = () => setMenuOpen(false);
  const link = (href: string, label: string) =>
    renderLink({
      href,
      className: 'kyc-mobile-nav__link',
      children: label,
      'aria-current': href === currentPath ? 'page' : undefined,
      onClick: close,
    });

  return (
    <header className={cx('kyc-header', 'kyc-header--mobile', className)}>
      <div className="kyc-header__inner">
        <Brand href={homeHref} renderLink={renderLink} />
        <button
          type="button"
          className="kyc-header__menu-button"
          aria-expanded={menuOpen}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          <span className="kyc-header__menu-icon" aria-hidden="true" />
          <span className="kyc-visually-hidden">{text.openMenu}</span>
        </button>
      </div>
      <Drawer open={menuOpen} onClose={close} title={text.menu} side="left" locale={language}>
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
        {onLocaleChange && <LanguageSwitch locale={language} onChange={onLocaleChange} />}
        <HeaderActions
          locale={language}
          loginInfo={loginInfo}
          loginHref={loginHref}
          applyHref={applyHref}
          renderLink={renderLink}
          onNavigate={close}
        />
      </Drawer>
    </header>
  );
}
