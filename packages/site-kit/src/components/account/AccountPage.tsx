import type { ReactNode } from 'react';
import './account.css';
import './account-mobile.css';

export interface AccountPageProps {
  heading: string;
  description?: string;
  /** Content width: a narrow form (default), a wider page, or the full content width. */
  width?: 'narrow' | 'wide' | 'full';
  children?: ReactNode;
}

/** The frame of an account page: its one h1, its short description, then the page. */
export function AccountPage({
  heading,
  description,
  width = 'narrow',
  children,
}: AccountPageProps) {
  return (
    <div className={`account-page account-page--${width}`}>
      <div className="account-page__head">
        <h1 className="account-page__title">{heading}</h1>
        {description && <p className="account-page__description">{description}</p>}
      </div>
      {children}
    </div>
  );
}

export interface NoticeProps {
  tone: 'info' | 'success' | 'warning' | 'error';
  title?: string;
  children?: ReactNode;
}

/**
 * A message in the page: errors are announced at once (role alert), the rest politely (status).
 */
export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <div
      className={`account-notice account-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title && <p className="account-notice__title">{title}</p>}
      {children && <div className="account-notice__body">{children}</div>}
    </div>
  );
}
