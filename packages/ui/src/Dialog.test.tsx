import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { Drawer } from './Drawer';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="添加分组"
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            保存
          </button>
        }
      >
        <input aria-label="分组名称" />
      </Dialog>
    </>
  );
}

function Stacked() {
  const [drawer, setDrawer] = useState(false);
  const [dialog, setDialog] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setDrawer(true)}>
        drawer
      </button>
      <Drawer open={drawer} onClose={() => setDrawer(false)} title="筛选">
        <button type="button" onClick={() => setDialog(true)}>
          dialog
        </button>
      </Drawer>
      <Dialog open={dialog} onClose={() => setDialog(false)} title="确认">
        <p>text</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus to the first field, names itself by its title and is modal', async () => {
    render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: '添加分组' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: '分组名称' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside', async () => {
    render(<Demo />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const close = screen.getByRole('button', { name: '关闭' });
    const save = screen.getByRole('button', { name: '保存' });
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
    for (let step = 0; step < 10; step += 1) {
      await userEvent.tab();
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape, unlocks scrolling and returns focus to the opener', async () => {
    render(<Demo />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and a backdrop click', async () => {
    const onClose = vi.fn();
    const { container } = render(
      <Dialog open onClose={onClose} title="t">
        x
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    const backdrop = container.ownerDocument.querySelector('.kyc-modal__backdrop') as HTMLElement;
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps the body locked with two overlays until the last one closes', async () => {
    render(<Stacked />);
    await userEvent.click(screen.getByRole('button', { name: 'drawer' }));
    await userEvent.click(screen.getByRole('button', { name: 'dialog' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(document.body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: '筛选' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '确认' })).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'dialog' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('uses the English close label with locale en', () => {
    render(
      <Dialog open onClose={() => {}} title="t" locale="en">
        x
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('renders on the server without touching the DOM', () => {
    expect(
      renderToString(
        <Dialog open onClose={() => {}} title="t">
          x
        </Dialog>,
      ),
    ).toBe('');
  });
});
