import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormMessages } from './formErrors';

// A layout effect runs right after hydration's commit, before any later render can write the
// state's values back into the inputs; on the server it is a no-op (and React warns), so there
// the plain effect stands in.
const useMountEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The typed values of a form and their messages. `change(field)` is a field's onChange: it
 * keeps what was typed and drops that field's message from the last submit, so the field's own
 * check takes over while the visitor corrects it. `M` names every field that can carry a
 * message, when the form has some that are not text (a checkbox). `initialMessages` are the
 * messages the form starts with (a server's answer to the form posted without JavaScript).
 *
 * Give the `<form>` `ref={formRef}`: what a visitor typed into the server-rendered form before
 * the page's script took over is then adopted as the fields' values. (React 18 leaves such text
 * in the inputs while hydrating but keeps its own state empty, and the next render wiped it, so
 * a quick visitor's login name vanished and the form said it was missing.)
 *
 * @example
 * const { values, messages, setMessages, change, formRef } = useFormFields({ email: '' });
 * return <form ref={formRef}>…</form>;
 */
export function useFormFields<F extends M, M extends string = F>(
  initial: Record<F, string>,
  initialMessages: FormMessages<M> = {},
) {
  const [values, setValues] = useState(initial);
  const [messages, setMessages] = useState<FormMessages<M>>(initialMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const change = useCallback(
    (field: F) => (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setMessages((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    [],
  );
  // Once, on mount: only then can the inputs hold text the state has not seen.
  useMountEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<F, string>> = {};
    for (const field of Object.keys(initial) as F[]) {
      const element = form.elements.namedItem(field);
      const editable =
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement ||
        (element instanceof HTMLInputElement &&
          !['hidden', 'checkbox', 'radio', 'file'].includes(element.type));
      if (editable && element.value !== initial[field]) typed[field] = element.value;
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);
  return { values, setValues, messages, setMessages, change, formRef };
}
