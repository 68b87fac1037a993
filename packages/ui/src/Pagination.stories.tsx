import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAGINATION_TEXT, textOf } from '../.storybook/locale';
import { Pagination, type PaginationProps } from './Pagination';

/** The story's args: Pagination's props (the demo keeps the page and size) and a switch. */
type PaginationStoryArgs = Partial<PaginationProps> & {
  /** Story only: offer the page size choice (passes `onPageSizeChange`). */
  withSizes?: boolean;
};

/** A pager that moves: it starts at the `currentPage` and `pageSize` args and keeps its state. */
function PaginationDemo({
  total = 0,
  currentPage = 1,
  pageSize = 20,
  withSizes = true,
  onPageChange,
  onPageSizeChange,
  ...props
}: PaginationStoryArgs) {
  const [page, setPage] = useState(currentPage);
  const [size, setSize] = useState(pageSize);
  return (
    <Pagination
      {...props}
      total={total}
      currentPage={page}
      pageSize={size}
      onPageChange={(next) => {
        setPage(next);
        onPageChange?.(next);
      }}
      onPageSizeChange={
        withSizes
          ? (next) => {
              setSize(next);
              setPage(1);
              onPageSizeChange?.(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  // The docs page describes Pagination and its props; the demo keeps the page it is on.
  component: Pagination as ComponentType<PaginationStoryArgs>,
  // A changed control starts the demo again from the new args.
  render: (args) => <PaginationDemo key={JSON.stringify(args)} {...args} />,
  args: {
    total: 1000,
    currentPage: 1,
    pageSize: 20,
    withSizes: true,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
  argTypes: {
    pageSize: { control: 'select', options: [10, 20, 50, 80, 100] },
    withSizes: { control: 'boolean', table: { category: 'Story' } },
  },
} satisfies Meta<PaginationStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const text = textOf(globals, PAGINATION_TEXT);
    await expect(canvas.getByText(text.total(1000))).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.page(50) })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: text.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: text.page(2) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: text.previous })).toBeEnabled();
  },
};

export const FewPages: Story = { args: { total: 45 } };

/** Starts on page 3 of 5 with 10 rows a page: the `currentPage` and `pageSize` args. */
export const StartsOnPage3: Story = {
  args: { total: 45, currentPage: 3, pageSize: 10 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textOf(globals, PAGINATION_TEXT);
    await expect(canvas.getByRole('button', { name: text.page(3) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('combobox', { name: text.size })).toHaveValue('10');
  },
};

export const Empty: Story = { args: { total: 0 } };

export const WithoutSizes: Story = { args: { total: 200, withSizes: false } };

export const English: Story = { args: { total: 1000 }, globals: { locale: 'en' } };
