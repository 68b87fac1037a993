import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Brand } from './_lib/Brand';
import type { SiteHeaderProps } from './_lib/chromeProps';
import { cx } from './_lib/cx';
import { HeaderActions } from './_lib/HeaderActions';
import { renderAnchor } from './_lib/link';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { focusMenuLink, MENU_KEYS } from './_lib/menuFocus';
import { LanguageSwitch } from './LanguageSwitch';
import { siteNavigation } from './siteNavigation';

export type DesktopHeaderProps = SiteHeaderProps & {
  /**
   * For pages served without React: the menus are server-rendered closed, without React's
   * handlers, and the navigation is marked for `enhanceDisclosureMenus` (`@kyc/ui/enhance`),
   * which opens and closes them the same way.
   *
   * @default false
   */
  staticMenu?: boolean;
  /** The URL of the page in each language: the language switch then shows links, not buttons. */
  localeHref?: (locale: Locale) => string;
};

const NAV_LABEL = { 'zh-CN': '主导航', en: 'Main' };

/**
 * The desktop site header: wordmark, the product navigation as disclosure menus (Enter, Space
 * or ArrowDown opens and moves in; arrows, Home and End move; Escape closes back to the
 * button), the language switch, log in and the apply button (text from `@kyc/auth`).
 * With `staticMenu` the same markup works without React through `enhanceDisclosureMenus`;
 * give it `localeHref` so that the language switch works without React too.
 *
 * @param props - {@link DesktopHeaderProps}.
 * @example
 * ```tsx
 * <DesktopHeader locale={locale} onLocaleChange={setLocale} loginInfo={loginInfo} />
 * ```
 * @example
 * ```tsx
 * <DesktopHeader staticMenu localeHref={(locale) => (locale === 'en' ? '/?lang=en' : '/')} />
 * ```
 */
export function DesktopHeader({
  locale,
  onLocaleChange,
  localeHref,
  staticMenu = false,
  loginInfo,
  currentPath,
  loginHref = '/login',
  applyHref = '/demo-request',
  homeHref = '/',
  renderLink = renderAnchor,
  className,
}: DesktopHeaderProps) {
  const language = useResolvedLocale(locale);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuRefs = useRef<Array<HTMLUListElement | null>>([]);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (openIndex === null) return;
    if (pendingFocus.current) {
      focusMenuLink(menuRefs.current[openIndex] ?? null, pendingFocus.current);
      pendingFocus.current = null;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openIndex]);

  const open = (index: number, focus: 'first' | 'last' | null) => {
    pendingFocus.current = focus;
    setOpenIndex(index);
  };
  const closeTo = (index: number) => {
    setOpenIndex(null);
    buttonRefs.current[index]?.focus();
  };

  const onButtonKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      open(index, 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open(index, 'last');
    } else if (event.key === 'Escape' && openIndex === index) {
      closeTo(index);
    }
  };

  const onMenuKeyDown = (index: number) => (event: KeyboardEvent<HTMLUListElement>) => {
    const move = MENU_KEYS[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusMenuLink(event.currentTarget, move);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeTo(index);
    }
  };

  return (
    <header className={cx('kyc-header', 'kyc-header--desktop', className)}>
      <div className="kyc-header__inner">
        <Brand href={homeHref} renderLink={renderLink} />
        <nav
          ref={navRef}
          className="kyc-nav"
          aria-label={NAV_LABEL[language]}
          data-kyc-static-nav={staticMenu ? '' : undefined}
        >
          <ul className="kyc-nav__list">
            {siteNavigation.map((entry, index) => {
              const label = entry.label[language];
              if (!entry.links) {
                return (
                  <li key={entry.href} className="kyc-nav__item">
                    {renderLink({
                      href: entry.href,
                      className: 'kyc-nav__link',
                      children: label,
                      'aria-current': entry.href === currentPath ? 'page' : undefined,
                    })}
                  </li>
                );
              }
              const menuId = `${baseId}-menu-${index}`;
              const expanded = openIndex === index;
              const containsCurrent = entry.links.some((link) => link.href === currentPath);
              return (
                <li
                  key={entry.label.en}
                  className="kyc-nav__item"
                  onBlur={(event) => {
                    // Tabbing out of a group closes its menu.
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                      setOpenIndex((current) => (current === index ? null : current));
                    }
                  }}
                >
                  <button
                    ref={(element) => {
                      buttonRefs.current[index] = element;
                    }}
                    type="button"
                    className={cx('kyc-nav__button', containsCurrent && 'kyc-nav__button--current')}
                    aria-expanded={expanded}
                    aria-controls={menuId}
                    onClick={() => (expanded ? setOpenIndex(null) : open(index, null))}
                    onKeyDown={onButtonKeyDown(index)}
                  >
                    {label}
                    <span className="kyc-nav__caret" aria-hidden="true" />
                  </button>
                  <ul
                    ref={(element) => {
                      menuRefs.current[index] = element;
                    }}
                    id={menuId}
                    className="kyc-nav__menu"
                    hidden={!expanded}
                    onKeyDown={onMenuKeyDown(index)}
                  >
                    {entry.links.map((link) => (
                      <li key={link.href}>
                        {renderLink({
                          href: link.href,
                          className: 'kyc-nav__menu-link',
                          children: link.label[language],
                          'aria-current': link.href === currentPath ? 'page' : undefined,
                          onClick: () => setOpenIndex(null),
                        })}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
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
        />
      </div>
    </header>
  );
}
