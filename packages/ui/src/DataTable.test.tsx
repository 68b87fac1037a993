import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';
import { useTableState } from './useTableState';

interface Row {
  id: string;
  name: string;
}

const rows: Row[] = Array.from({ length: 45 }, (_, index) => ({
  id: `r${index + 1}`,
  name: `企业 ${index + 1}`,
}));
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: '名称' },
  { key: 'id', header: 'ID', render: (row) => <code>{row.id}</code> },
];

function Harness({
  data = rows,
  secondary = false,
  height,
  locale,
}: {
  data?: Row[];
  secondary?: boolean;
  height?: number | 'auto';
  locale?: 'en';
}) {
  const table = useTableState(data);
  return (
    <>
      <button type="button" onClick={table.clear}>
        clear
      </button>
      <output>{table.state.selections.map((row) => row.id).join(',')}</output>
      <DataTable
        caption="企业列表"
        table={table}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        selectable
        secondary={secondary}
        height={height}
        locale={locale}
      />
    </>
  );
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('DataTable', () => {
  it('shows the first 20 rows in a 500 px scrolling region with the total', () => {
    render(<Harness />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByRole('region', { name: '企业列表' })).toHaveStyle({ height: '500px' });
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(within(bodyRows()[0] as HTMLElement).getByText('r1')).toBeInTheDocument();
  });

  it('is 300 px high as a second table', () => {
    render(<Harness secondary />);
    expect(screen.getByRole('region', { name: '企业列表' })).toHaveStyle({ height: '300px' });
  });

  it('grows with its rows with height="auto": no fixed height, no focusable scroll box', () => {
    render(<Harness height="auto" />);
    const region = screen.getByRole('region', { name: '企业列表' });
    expect(region.style.height).toBe('');
    expect(region).not.toHaveAttribute('tabindex');
    expect(bodyRows()).toHaveLength(20);
    render(<Harness height={320} />);
    expect(screen.getAllByRole('region', { name: '企业列表' })[1]).toHaveAttribute('tabindex', '0');
  });

  it('pages with the page buttons and previous/next', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '上一页' }));
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    expect(within(bodyRows()[0] as HTMLElement).getByText('企业 21')).toBeInTheDocument();
  });

  it('offers page sizes 10/20/50/80/100 and goes back to page 1 on a change', async () => {
    render(<Harness />);
    const size = screen.getByRole('combobox', { name: '每页条数' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(['10', '20', '50', '80', '100']);
    expect(size).toHaveValue('20');
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await userEvent.selectOptions(size, '10');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('selects rows one by one and the whole page, and clear empties everything', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择 企业 2' }));
    expect(screen.getByText('r2', { selector: 'output' })).toBeInTheDocument();
    const pageBox = screen.getByRole('checkbox', { name: '选择本页全部' }) as HTMLInputElement;
    expect(pageBox.indeterminate).toBe(true);
    await userEvent.click(pageBox);
    expect(pageBox).toBeChecked();
    expect(document.querySelector('output')?.textContent?.split(',')).toHaveLength(20);
    await userEvent.click(pageBox);
    expect(document.querySelector('output')).toBeEmptyDOMElement();

    await userEvent.click(screen.getByRole('checkbox', { name: '选择 企业 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(document.querySelector('output')).toBeEmptyDOMElement();
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByText('共 0 条')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('20');
  });

  it('shows the empty text in both languages', () => {
    const { unmount } = render(<Harness data={[]} />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    unmount();
    render(<Harness data={[]} locale="en" />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });
});
