import type { ReactNode } from 'react';
import { cx } from './_lib/cx';
import { type Locale, useResolvedLocale } from './_lib/locale';
import { Modal } from './_lib/Modal';
import { CLOSE } from './_lib/messages';

export interface DrawerProps {
  open: boolean;
  /** Called on Escape, the close button and a backdrop click. */
  onClose: () => void;
  title: ReactNode;
  /**
   * Edge it slides from: 'right' or 'left'.
   *
   * @default 'right'
   */
  side?: 'left' | 'right';
  locale?: Locale;
  className?: string;
  children?: ReactNode;
}

/**
 * A modal side sheet with the same behaviour as `Dialog` (focus trap, Escape, shared scroll lock).
 *
 * @param props - {@link DrawerProps}.
 * @example
 * ```tsx
 * <Drawer open={menuOpen} onClose={closeMenu} title="菜单" side="left">…</Drawer>
 * ```
 */
export function Drawer({
  open,
  onClose,
  title,
  side = 'right',
  locale,
  className,
  children,
}: DrawerProps) {
  const language = useResolvedLocale(locale);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={CLOSE[language]}
      block="kyc-drawer"
      layerClassName={`kyc-modal--${side}`}
      panelClassName={cx('kyc-drawer', `kyc-drawer--${side}`, className)}
    >
      {children}
    </Modal>
  );
}
