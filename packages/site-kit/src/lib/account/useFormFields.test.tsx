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
