import { LOADING } from './_lib/messages';
import { createMinimumVisibility } from './_lib/minimumVisibility';

export interface StaticLoadingIndicatorOptions {
  /**
   * Text beside the spinner.
   *
   * @default '加载中…', or 'Loading…' when the container is inside an English (`lang="en"`) page
   */
  label?: string;
  /**
   * Minimum visible time once shown, in ms.
   *
   * @default 600
   */
  minimumMs?: number;
}

/** The indicator `createLoadingIndicator` returns. */
export interface StaticLoadingIndicator {
  /** Work started: the indicator shows (again). */
  start(): void;
  /** Work ended: the indicator goes once it has shown `minimumMs`, or at once with `force`. */
  stop(options?: { force?: boolean }): void;
}

/**
 * `LoadingIndicator` for pages without React: the same markup (`div.kyc-loading[role=status]`,
 * spinner and label) drawn into `container` while work runs, with the same 600 ms rule — once
 * shown it stays at least `minimumMs`, work that starts again meanwhile keeps it without a
 * blink, and a forced stop hides it at once.
 *
 * @param container - Where the indicator is drawn (emptied when it hides), e.g. a live region.
 * @param options - {@link StaticLoadingIndicatorOptions}.
 * @returns The indicator's `start` and `stop`.
 * @example
 * const loading = createLoadingIndicator(document.querySelector('.site-progress'));
 * loading.start(); // …the work… then
 * loading.stop();
 */
export function createLoadingIndicator(
  container: Element,
  { label, minimumMs = 600 }: StaticLoadingIndicatorOptions = {},
): StaticLoadingIndicator {
  const doc = container.ownerDocument;
  const language = container.closest('[lang]')?.getAttribute('lang') === 'en' ? 'en' : 'zh-CN';
  const draw = (visible: boolean) => {
    if (!visible) {
      container.replaceChildren();
      return;
    }
    if (container.querySelector('.kyc-loading')) return;
    const status = doc.createElement('div');
    status.setAttribute('role', 'status');
    status.className = 'kyc-loading';
    const spinner = doc.createElement('span');
    spinner.className = 'kyc-loading__spinner';
    spinner.setAttribute('aria-hidden', 'true');
    const text = doc.createElement('span');
    text.className = 'kyc-loading__label';
    text.textContent = label ?? LOADING[language];
    status.append(spinner, text);
    container.replaceChildren(status);
  };
  const gate = createMinimumVisibility(draw);
  return {
    start: () => gate.set(true, { minimumMs }),
    stop: ({ force = false } = {}) => gate.set(false, { minimumMs, force }),
  };
}
