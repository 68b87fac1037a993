import { describe, expect, it } from 'vitest';
import { SESSION_GUARD_SCRIPT } from './sessionGuard';

/** Runs the script against a stand-in page: its session attribute, cookies and navigation. */
function page({
  session,
  cookie,
  navigation = 'navigate',
}: {
  session: string | null;
  cookie: string;
  navigation?: string;
}) {
  const style: { visibility?: string } = {};
  let reloads = 0;
  let onPageShow: ((event: { persisted: boolean }) => void) | undefined;
  const run = new Function(
    'document',
    'performance',
    'addEventListener',
    'location',
    SESSION_GUARD_SCRIPT,
  );
  run(
    { documentElement: { getAttribute: () => session, style }, cookie },
    { getEntriesByType: () => [{ type: navigation }] },
    (type: string, listener: typeof onPageShow) => {
      if (type === 'pageshow') onPageShow = listener;
    },
    {
      reload: () => {
        reloads += 1;
      },
    },
  );
  return {
    show: (persisted: boolean) => onPageShow?.({ persisted }),
    reloads: () => reloads,
    hidden: () => style.visibility === 'hidden',
  };
}

const SESSION = 'kyc_lang=en; kyc_session=u1___t1___s1';

describe('the session guard of a signed-in page', () => {
  it('hides and reloads the page restored by Back once its session cookie is gone', () => {
    const restored = page({ session: 'u1', cookie: 'kyc_lang=en' });
    expect(restored.reloads()).toBe(0);
    restored.show(true);
    expect(restored.reloads()).toBe(1);
    expect(restored.hidden()).toBe(true);
  });

  it('does the same at once for a page Back takes from the HTTP cache', () => {
    expect(page({ session: 'u1', cookie: '', navigation: 'back_forward' }).reloads()).toBe(1);
  });

  it('reloads for another user’s session too', () => {
    const other = page({ session: 'u1', cookie: 'kyc_session=u2___t2___s2' });
    other.show(true);
    expect(other.reloads()).toBe(1);
  });

  it('leaves the page alone while the session is there, on a first load and on a reload', () => {
    for (const navigation of ['navigate', 'reload', 'back_forward']) {
      const kept = page({ session: 'u1', cookie: SESSION, navigation });
      kept.show(true);
      expect(kept.reloads(), navigation).toBe(0);
    }
    // Never a reload loop: a page loaded or reloaded is left alone even without the cookie.
    for (const navigation of ['navigate', 'reload']) {
      const loaded = page({ session: 'u1', cookie: '', navigation });
      loaded.show(false);
      expect(loaded.reloads(), navigation).toBe(0);
    }
  });

  it('leaves a page alone once signing out in the app removed its session attribute', () => {
    const signedOut = page({ session: null, cookie: '' });
    signedOut.show(true);
    expect(signedOut.reloads()).toBe(0);
  });
});
