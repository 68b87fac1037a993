import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

function PaginationDemo({ total, withSizes = true }: { total: number; withSizes?: boolean }) {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  return (
    <Pagination
      total={total}
      currentPage={page}
      pageSize={size}
      onPageChange={setPage}
      onPageSizeChange={
        withSizes
          ? (next) => {
              setSize(next);
              setPage(1);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Data/Pagination',
  component: PaginationDemo,
  args: { total: 1000 },
} satisfies Meta<typeof PaginationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '第 50 页' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeEnabled();
  },
};

export const FewPages: Story = { args: { total: 45 } };

export const Empty: Story = { args: { total: 0 } };

export const WithoutSizes: Story = { args: { total: 200, withSizes: false } };

export const English: Story = { args: { total: 1000 }, globals: { locale: 'en' } };
