import type { ReactNode } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { Modal } from './_lib/Modal';
import { CLOSE } from './_lib/messages';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a backdrop click. */
  onClose: () => void;
  title: ReactNode;
  /** Buttons shown at the bottom. */
  footer?: ReactNode;
  /**
   * 'sm' (400 px), 'md' (560 px, default) or 'lg' (800 px).
   *
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  closeOnBackdrop?: boolean;
  locale?: Locale;
  className?: string;
  children?: ReactNode;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves in and is trapped, Escape closes the
 * topmost overlay, body scroll stays locked while any overlay is open, focus returns on close.
 *
 * @param props - {@link DialogProps}.
 * @example
 * ```tsx
 * <Dialog open={open} onClose={() => setOpen(false)} title="确认">…</Dialog>
 * ```
 */
export function Dialog({
  open,
  onClose,
  title,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  locale,
  className,
  children,
}: DialogProps) {
  const language = useResolvedLocale(locale);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={CLOSE[language]}
      block="kyc-dialog"
      closeOnBackdrop={closeOnBackdrop}
      layerClassName="kyc-modal--center"
      panelClassName={cx('kyc-dialog', `kyc-dialog--${size}`, className)}
      footer={footer}
    >
      {children}
    </Modal>
  );
}
