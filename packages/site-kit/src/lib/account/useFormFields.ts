import { useCallback, useState } from 'react';
import type { FormMessages } from './formErrors';

/**
 * The typed values of a form and their messages. `change(field)` is a field's onChange: it
 * keeps what was typed and drops that field's message from the last submit, so the field's own
 * check takes over while the visitor corrects it. `M` names every field that can carry a
 * message, when the form has some that are not text (a checkbox). `initialMessages` are the
 * messages the form starts with (a server's answer to the form posted without JavaScript).
 *
 * @example const { values, messages, setMessages, change } = useFormFields({ email: '' });
 */
export function useFormFields<F extends M, M extends string = F>(
  initial: Record<F, string>,
  initialMessages: FormMessages<M> = {},
) {
  const [values, setValues] = useState(initial);
  const [messages, setMessages] = useState<FormMessages<M>>(initialMessages);
  const change = useCallback(
    (field: F) => (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setMessages((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    [],
  );
  return { values, setValues, messages, setMessages, change };
}
