import { ToastProvider, useToast } from '@kyc/ui';
import { useEffect } from 'react';
import { useRootData } from '../lib/rootData';
import { useSiteState, useSiteStore } from '../state/SiteStoreProvider';

/** How long a message stays: errors longer, as they ask the user to act. */
const DURATION_MS = { info: 5_000, success: 5_000, warning: 8_000, error: 10_000 } as const;

/** Hands each message of the client state's list (SPEC §3 `msg`) to the toasts, once. */
function MessageBridge() {
  const messages = useSiteState((state) => state.app.msgList);
  const site = useSiteStore();
  const toast = useToast();
  useEffect(() => {
    for (const message of messages) {
      toast.show(message.text, { tone: message.tone, duration: DURATION_MS[message.tone] });
      site.dismissMessage(message.id);
    }
  }, [messages, site, toast]);
  return null;
}

/**
 * The client state's messages as toasts (loaded once the first message arrives, so pages
 * without messages never download it). It stays mounted afterwards, so a message outlives
 * the navigation that follows it (an idle logout's notice on the login page).
 */
export default function MessageToasts() {
  const { locale } = useRootData();
  return (
    <ToastProvider locale={locale}>
      <MessageBridge />
    </ToastProvider>
  );
}
