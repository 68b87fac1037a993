import type { ReactNode } from 'react';

export interface OverlayHeaderProps {
  /** BEM block of the panel ('kyc-dialog', 'kyc-drawer'). */
  block: string;
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  /** Without it the close button is marked `data-kyc-close` for `enhanceStaticMenus`. */
  onClose?: () => void;
}

/** Title and close button of a modal panel: the React overlays' and the static menu's. */
export function OverlayHeader({ block, titleId, title, closeLabel, onClose }: OverlayHeaderProps) {
  return (
    <div className={`${block}__header`}>
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      <button
        type="button"
        className="kyc-close"
        aria-label={closeLabel}
        onClick={onClose}
        data-kyc-close={onClose ? undefined : ''}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
