import { aliveCheckIntervalMs } from './aliveCheckIntervalMs';
import { needsAliveCheck } from './needsAliveCheck';
import type { UserInput } from './types';

/** What `createAliveCheck` needs. */
export interface AliveCheckOptions {
  /** The logged-in user: only `securityPolicy` ADV users are checked, at their interval. */
  user: UserInput;
  /**
   * Asks the server whether the session still lives. `false` (or a promise of it) means it has
   * ended; a thrown error or rejection is a failed request, not an ended session.
   */
  check: () => boolean | Promise<boolean>;
  /**
   * Called once when `check` reports the session ended; checking has stopped by then. An error
   * it throws is swallowed, as there is no caller to hand it to.
   */
  onExpired: () => void;
}

/**
 * The user-alive check. For `ADV` users it starts at once and calls `check`
 * every `refreshIntervalSec` (600 s by default), timing each check from the end of the previous
 * one, so two never overlap; for other users it does nothing. Gives the function that stops it;
 * after a stop, no check starts and a check already out is ignored, so `onExpired` never fires.
 *
 * @param options - The user, the `check` to run and what to do `onExpired`.
 * @returns `stop()`: no check starts after it, and an answer on its way is ignored.
 * @example
 * useEffect(() => createAliveCheck({ user, check: () => api.isAlive(), onExpired: logout }), [user]);
 */
export function createAliveCheck(options: AliveCheckOptions): () => void {
  const { user, check, onExpired } = options ?? {};
  const interval = aliveCheckIntervalMs(user);
  let stopped = !needsAliveCheck(user);
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      try {
        if ((await check()) === false) {
          if (!stopped) {
            stop();
            onExpired();
          }
          return;
        }
      } catch {
        // A failed request says nothing about the session: keep checking.
      }
      next();
    }, interval);
  };

  next();
  return stop;
}
