import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { lockBodyScroll } from '../lockBodyScroll';
import { focusableElements } from './focusable';
import { OverlayHeader } from './OverlayHeader';
import { isTopOverlay, pushOverlay } from './overlayStack';
import { useIsMounted } from './useIsMounted';

// Focus must move in the same commit that shows the panel; on the server there is nothing to do.
const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Accessible name of the close button, in the user's language. */
  closeLabel: string;
  /** BEM block of the panel ('kyc-dialog', 'kyc-drawer'): header, title and body hang off it. */
  block: string;
  /** Classes of the positioned panel. */
  panelClassName: string;
  footer?: ReactNode;
  /** Class of the full-screen layer, for the panel's placement. */
  layerClassName: string;
  /**
   * Closes on a click on the backdrop.
   *
   * @default true
   */
  closeOnBackdrop?: boolean;
  /**
   * What gets focus on open.
   *
   * @default the first focusable element inside
   */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * What Dialog and Drawer share: a portal, a modal panel with a focus trap, Escape for the
 * topmost overlay only, the shared body scroll lock, and focus returned to where it was.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  block,
  panelClassName,
  footer,
  layerClassName,
  closeOnBackdrop = true,
  initialFocus,
  children,
}: ModalProps) {
  const mounted = useIsMounted();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useCommitEffect(() => {
    const panel = panelRef.current;
    if (!open || !mounted || !panel) return;
    const token = {};
    const popOverlay = pushOverlay(token);
    const unlockScroll = lockBodyScroll();
    const returnFocusTo = document.activeElement as HTMLElement | null;
    // Content first (a form's first field), then the close button, then the panel itself.
    const focusInside = () => {
      const inBody = bodyRef.current ? focusableElements(bodyRef.current)[0] : undefined;
      (initialFocus?.current ?? inBody ?? focusableElements(panel)[0] ?? panel).focus();
    };
    focusInside();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopOverlay(token)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const items = focusableElements(panel);
        const first = items[0];
        const last = items[items.length - 1];
        const active = document.activeElement;
        if (!first || !last) {
          event.preventDefault();
          panel.focus();
        } else if (event.shiftKey && (active === first || active === panel)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && active === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTopOverlay(token) && !panel.contains(event.target as Node)) focusInside();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      popOverlay();
      unlockScroll();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open, mounted, initialFocus]);

  if (!open || !mounted) return null;
  return createPortal(
    <div className={`kyc-modal ${layerClassName}`}>
      <div
        className="kyc-modal__backdrop"
        aria-hidden="true"
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panelRef}
        className={panelClassName}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <OverlayHeader
          block={block}
          titleId={titleId}
          title={title}
          closeLabel={closeLabel}
          onClose={() => onCloseRef.current()}
        />
        {/* Long content scrolls here, so keyboard users must be able to focus it. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll */}
        <div ref={bodyRef} className={`${block}__body`} tabIndex={0}>
          {children}
        </div>
        {footer && <div className={`${block}__footer`}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
