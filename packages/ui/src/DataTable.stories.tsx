import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type CompanyRow, companyRows } from '../test/fixtures';
import { Button } from './Button';
import { DataTable, type DataTableColumn } from './DataTable';
import { useLocale } from './useLocale';
import { useTableState } from './useTableState';

const columns: DataTableColumn<CompanyRow>[] = [
  { key: 'name', header: '企业名称 Name' },
  { key: 'englishName', header: 'English name' },
  { key: 'regNo', header: '统一社会信用代码 USCC', width: '14rem' },
  { key: 'capital', header: '注册资本 Capital', align: 'end' },
];

interface DemoProps {
  rows: number;
  selectable?: boolean;
  loading?: boolean;
  secondary?: boolean;
}

function TableDemo({ rows, selectable = false, loading = false, secondary = false }: DemoProps) {
  const table = useTableState(companyRows(rows));
  const locale = useLocale();
  return (
    <div>
      <p>
        {locale === 'en' ? 'Selected' : '已选'}: {table.state.selections.length}{' '}
        <Button size="sm" variant="secondary" onClick={table.clear}>
          {locale === 'en' ? 'Clear' : '清空'}
        </Button>
      </p>
      <DataTable
        caption={locale === 'en' ? 'Companies' : '企业列表'}
        table={table}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        selectable={selectable}
        loading={loading}
        secondary={secondary}
      />
    </div>
  );
}

const meta = {
  title: 'Data/DataTable',
  component: TableDemo,
  args: { rows: 45 },
} satisfies Meta<typeof TableDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '企业列表' });
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByText('共 45 条')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '第 3 页' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: '第 3 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '50');
    await expect(within(table).getAllByRole('row')).toHaveLength(46);
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Selection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 小米科技有限责任公司 001' }));
    await expect(canvas.getByText(/已选: 1/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择本页全部' }));
    await expect(canvas.getByText(/已选: 20/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByRole('checkbox', { name: '选择本页全部' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(canvas.getByText(/已选: 0/)).toBeInTheDocument();
    await expect(canvas.getByText('暂无数据')).toBeInTheDocument();
    await expect(canvas.getByText('共 0 条')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const EmptyEnglish: Story = {
  args: { rows: 0 },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { rows: 0, loading: true } };

export const SecondTable: Story = {
  args: { rows: 12, secondary: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '企业列表' });
    await expect(region.style.height).toBe('300px');
  },
};

export const ManyPages: Story = { args: { rows: 480 } };

export const Mobile: Story = {
  args: { rows: 8 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
