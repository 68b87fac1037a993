// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './useFormFields';

const typed = (value: string) => ({ currentTarget: { value } });

describe('useFormFields', () => {
  it('keeps what is typed and drops only the edited field’s message', () => {
    const { result } = renderHook(() => useFormFields({ email: '', phone: '' }));
    act(() => result.current.setMessages({ email: 'Incorrect email format.', phone: 'wrong' }));
    act(() => result.current.change('email')(typed('a@example.com')));
    expect(result.current.values).toEqual({ email: 'a@example.com', phone: '' });
    expect(result.current.messages).toEqual({ email: undefined, phone: 'wrong' });
  });

  it('leaves the messages object alone when the edited field had none', () => {
    const { result } = renderHook(() => useFormFields({ email: '' }));
    const before = result.current.messages;
    act(() => result.current.change('email')(typed('x')));
    expect(result.current.messages).toBe(before);
  });
});

describe('useFormFields on a server-rendered form', () => {
  it('adopts what was typed into the inputs before the script took over, and only that', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input name="account" value=""><input type="hidden" name="step" value="mfa"><input name="password">';
    (form.elements.namedItem('account') as HTMLInputElement).value = 'demo_company';
    document.body.append(form);
    const { result } = renderHook(() => {
      const fields = useFormFields({ account: '', password: '', step: 'password' });
      // The ref is attached by the form's render in an app; here the form already exists.
      (fields.formRef as { current: HTMLFormElement | null }).current = form;
      return fields;
    });
    expect(result.current.values).toEqual({
      account: 'demo_company',
      password: '',
      step: 'password',
    });
    form.remove();
  });
});
