import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';

const items = [
  { id: 'a', title: 'First', content: 'one' },
  { id: 'b', title: 'Second', content: 'two' },
  { id: 'c', title: 'Third', content: 'three' },
];

describe('Accordion', () => {
  it('wires each button to its panel and starts with the given sections open', () => {
    render(<Accordion items={items} defaultOpen={['b']} />);
    const second = screen.getByRole('button', { name: 'Second' });
    expect(second).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(second.getAttribute('aria-controls') as string);
    expect(panel).toHaveTextContent('two');
    expect(panel).toBeVisible();
    expect(screen.getByText('one')).not.toBeVisible();
  });

  it.each([
    ['{ArrowDown}', 'First', 'Second'],
    ['{ArrowDown}', 'Third', 'First'],
    ['{ArrowUp}', 'First', 'Third'],
    ['{ArrowUp}', 'Second', 'First'],
    ['{Home}', 'Third', 'First'],
    ['{End}', 'First', 'Third'],
  ])('%s from %s focuses %s', async (key, from, to) => {
    render(<Accordion items={items} />);
    screen.getByRole('button', { name: from }).focus();
    await userEvent.keyboard(key);
    expect(screen.getByRole('button', { name: to })).toHaveFocus();
  });

  it('toggles with Enter and Space', async () => {
    render(<Accordion items={items} />);
    const first = screen.getByRole('button', { name: 'First' });
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one section open at a time unless multiple', async () => {
    render(<Accordion items={items} multiple={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    await userEvent.click(screen.getByRole('button', { name: 'Third' }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Third' })).toHaveAttribute('aria-expanded', 'true');
  });
});
