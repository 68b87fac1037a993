import { applyButtonText, type LoginInfoInput, normalizeLoginInfo } from '@kyc/auth';
import type { RenderLink } from './link';
import type { Locale } from './locale';

const LOGIN = { 'zh-CN': '登录', en: 'Log in' };

export interface HeaderActionsProps {
  locale: Locale;
  loginInfo?: LoginInfoInput;
  loginHref: string;
  applyHref: string;
  renderLink: RenderLink;
  onNavigate?: () => void;
}

/** Log-in link (or the user's name once logged in) and the apply button of both headers. */
export function HeaderActions({
  locale,
  loginInfo,
  loginHref,
  applyHref,
  renderLink,
  onNavigate,
}: HeaderActionsProps) {
  const info = normalizeLoginInfo(loginInfo);
  return (
    <div className="kyc-header__actions">
      {info.isLogin ? (
        <span className="kyc-header__user">{info.name || info.phone}</span>
      ) : (
        renderLink({
          href: loginHref,
          className: 'kyc-button kyc-button--ghost kyc-button--sm',
          children: LOGIN[locale],
          onClick: onNavigate,
        })
      )}
      {renderLink({
        href: applyHref,
        className: 'kyc-button kyc-button--primary kyc-button--sm',
        children: applyButtonText(info, { locale }),
        onClick: onNavigate,
      })}
    </div>
  );
}
