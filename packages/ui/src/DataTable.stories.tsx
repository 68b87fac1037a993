import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { EMPTY_TEXT, PAGINATION_TEXT, textOf } from '../.storybook/locale';
import { type CompanyRow, companyRows } from '../test/fixtures';
import { Button } from './Button';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { useLocale } from './useLocale';
import { useTableState } from './useTableState';

const columns: DataTableColumn<CompanyRow>[] = [
  { key: 'name', header: '企业名称 Name' },
  { key: 'englishName', header: 'English name' },
  { key: 'regNo', header: '统一社会信用代码 USCC', width: '14rem' },
  { key: 'capital', header: '注册资本 Capital', align: 'end' },
];

/** The demo's own words, and DataTable's checkbox names (see `DataTable.tsx`). */
const TEXT = {
  'zh-CN': {
    selected: '已选',
    clear: '清空',
    caption: '企业列表',
    selectPage: '选择本页全部',
    select: (name: string) => `选择 ${name}`,
  },
  en: {
    selected: 'Selected',
    clear: 'Clear',
    caption: 'Companies',
    selectPage: 'Select all on this page',
    select: (name: string) => `Select ${name}`,
  },
};

/** The story's args: DataTable's props (the demo supplies `table`, `columns` and the row functions) and a fixture size. */
type DataTableStoryArgs = Partial<DataTableProps<CompanyRow>> & {
  /** Story only: how many fixture companies the table holds. */
  rows: number;
};

function TableDemo({ rows, caption, ...props }: DataTableStoryArgs) {
  const table = useTableState(companyRows(rows));
  const text = TEXT[useLocale(props.locale)];
  return (
    <div>
      <p>
        {text.selected}: {table.state.selections.length}{' '}
        <Button size="sm" variant="secondary" onClick={table.clear}>
          {text.clear}
        </Button>
      </p>
      {/* A new row count is a new data set: the keyed table starts again from page 1. */}
      <DataTable
        key={rows}
        {...props}
        caption={caption ?? text.caption}
        table={table}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
      />
    </div>
  );
}

const meta = {
  title: 'Data/DataTable',
  // The docs page describes DataTable and its props; the demo supplies the required ones.
  component: DataTable as unknown as ComponentType<DataTableStoryArgs>,
  render: (args) => <TableDemo {...args} />,
  args: { rows: 45, selectable: false, loading: false, secondary: false, hideCaption: false },
  argTypes: {
    rows: { control: { type: 'number', min: 0, max: 1000 }, table: { category: 'Story' } },
    locale: { control: 'select', options: ['zh-CN', 'en'] },
    height: { control: 'select', options: [500, 300, 'auto'] },
    table: { control: false },
    columns: { control: false },
    rowKey: { control: false },
    rowLabel: { control: false },
  },
} satisfies Meta<DataTableStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paging: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textOf(globals, TEXT);
    const pager = textOf(globals, PAGINATION_TEXT);
    const table = canvas.getByRole('table', { name: text.caption });
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText(pager.total(45))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: pager.page(3) }));
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: pager.page(3) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: pager.next })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: pager.size }), '50');
    await expect(within(table).getAllByRole('row')).toHaveLength(46);
    await expect(canvas.getByRole('button', { name: pager.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Selection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const text = textOf(globals, TEXT);
    const pager = textOf(globals, PAGINATION_TEXT);
    const selected = (count: number) => new RegExp(`${text.selected}: ${count}`);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: text.select('小米科技有限责任公司 001') }),
    );
    await expect(canvas.getByText(selected(1))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: text.selectPage }));
    await expect(canvas.getByText(selected(20))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: pager.next }));
    await expect(canvas.getByRole('checkbox', { name: text.selectPage })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: text.clear }));
    await expect(canvas.getByText(selected(0))).toBeInTheDocument();
    await expect(canvas.getByText(textOf(globals, EMPTY_TEXT))).toBeInTheDocument();
    await expect(canvas.getByText(pager.total(0))).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: 0 },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(textOf(globals, EMPTY_TEXT))).toBeInTheDocument();
  },
};

export const EmptyEnglish: Story = {
  args: { rows: 0 },
  globals: { locale: 'en' },
  play: async ({ canvasElement, globals }) => {
    await expect(within(canvasElement).getByText(textOf(globals, EMPTY_TEXT))).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { rows: 0, loading: true } };

export const SecondTable: Story = {
  args: { rows: 12, secondary: true },
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('region', {
      name: textOf(globals, TEXT).caption,
    });
    await expect(region.style.height).toBe('300px');
  },
};

export const ManyPages: Story = { args: { rows: 480 } };

/** `height="auto"`: the table grows with its rows and the page scrolls (live search's results). */
export const GrowsWithRows: Story = {
  args: { rows: 45, height: 'auto' },
  play: async ({ canvasElement, globals }) => {
    const region = within(canvasElement).getByRole('region', {
      name: textOf(globals, TEXT).caption,
    });
    await expect(region.style.height).toBe('');
    await expect(region.getAttribute('tabindex')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { rows: 8 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
