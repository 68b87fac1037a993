import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('takes focus, lists the messages and links each to its field', async () => {
    render(
      <>
        <ErrorSummary errors={[{ fieldId: 'phone', message: '请输入手机号' }]} />
        <input id="phone" aria-label="phone" />
      </>,
    );
    const summary = screen.getByRole('alert', { name: '请修正以下问题' });
    expect(summary).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: '请输入手机号' }));
    expect(screen.getByRole('textbox', { name: 'phone' })).toHaveFocus();
  });

  it('has an English title', () => {
    render(
      <ErrorSummary locale="en" focusOnShow={false} errors={[{ fieldId: 'x', message: 'm' }]} />,
    );
    expect(screen.getByRole('alert', { name: 'Please fix the following' })).not.toHaveFocus();
  });
});
