import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { changeLanguage } from '../../../i18n/i18n';
import { useColumnVisibility } from '../../hooks/use-column-visibility';
import type { ColumnSetting } from '../../types/column-setting';
import { TableToolbar } from '../table-toolbar';

const initialColumns: ColumnSetting[] = [
  { key: 'name', title: 'Name', visible: true },
  { key: 'phone', title: 'Phone', visible: false },
  { key: 'status', title: 'Status', visible: true },
  { key: 'remark', title: 'Remark', visible: false },
];

function Harness({
  onSearch = () => {},
  onRefresh = () => {},
}: {
  onSearch?: (v: boolean) => void;
  onRefresh?: () => void;
}) {
  const { columns, setColumns, filterColumns } = useColumnVisibility(initialColumns);
  const [showSearch, setShowSearch] = useState(true);
  const tableColumns = filterColumns(initialColumns.map(({ key, title }) => ({ key, title })));
  return (
    <>
      <TableToolbar
        showSearch={showSearch}
        onShowSearchChange={(next) => {
          setShowSearch(next);
          onSearch(next);
        }}
        onRefresh={onRefresh}
        columns={columns}
        onColumnsChange={setColumns}
      />
      <ul data-testid="table-columns">
        {tableColumns.map((column) => (
          <li key={column.key}>{column.title}</li>
        ))}
      </ul>
    </>
  );
}

function lists() {
  const dialog = screen.getByRole('dialog');
  const sections = dialog.querySelectorAll<HTMLElement>('.ant-transfer-section, .ant-transfer-list');
  expect(sections).toHaveLength(2);
  return { dialog, shown: sections[0]!, hidden: sections[1]! };
}

function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}

beforeEach(async () => {
  await changeLanguage('zh');
  setWidth(1280);
});

it('toggles the search panel and refreshes', () => {
  const onSearch = jest.fn();
  const onRefresh = jest.fn();
  render(<Harness onSearch={onSearch} onRefresh={onRefresh} />);
  fireEvent.click(screen.getByRole('button', { name: '更多' }));
  expect(onSearch).toHaveBeenLastCalledWith(false);
  fireEvent.click(screen.getByRole('button', { name: '更多' }));
  expect(onSearch).toHaveBeenLastCalledWith(true);
  fireEvent.click(screen.getByRole('button', { name: '刷新' }));
  expect(onRefresh).toHaveBeenCalledTimes(1);
});

it('opens the show/hide dialog with the columns hidden at first pre-selected in the hidden list', async () => {
  render(<Harness />);
  expect(within(screen.getByTestId('table-columns')).queryByText('Phone')).not.toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
  const { dialog, shown, hidden } = lists();
  expect(within(dialog).getByText('显示/隐藏')).toBeInTheDocument();
  expect(within(shown).getByText('显示')).toBeInTheDocument();
  expect(within(hidden).getByText('隐藏')).toBeInTheDocument();
  expect(within(shown).getByText('Name')).toBeInTheDocument();
  expect(within(shown).getByText('Status')).toBeInTheDocument();
  expect(within(hidden).getByText('Phone')).toBeInTheDocument();
  expect(within(hidden).getByText('Remark')).toBeInTheDocument();
  expect(within(shown).queryByText('Phone')).not.toBeInTheDocument();
});

it('hides a column moved to the hidden list', async () => {
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
  const { shown, dialog } = lists();
  fireEvent.click(within(shown).getByText('Status'));
  const moveRight = within(dialog)
    .getAllByRole('button')
    .find((button) => button.querySelector('.anticon-right'));
  expect(moveRight).toBeDefined();
  fireEvent.click(moveRight!);
  expect(within(lists().hidden).getByText('Status')).toBeInTheDocument();
  expect(within(screen.getByTestId('table-columns')).queryByText('Status')).not.toBeInTheDocument();
  expect(within(screen.getByTestId('table-columns')).getByText('Name')).toBeInTheDocument();
});

it('is 540 px wide on desktop and 90% below 768 px', () => {
  const { unmount } = render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
  const container = () => document.querySelector<HTMLElement>('.ant-modal')!;
  expect(container().style.width).toBe('540px');
  unmount();
  setWidth(600);
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: '显隐列' }));
  expect(container().style.width).toBe('90%');
});

it('speaks the current language', async () => {
  await changeLanguage('lo');
  render(<Harness />);
  fireEvent.click(screen.getByRole('button', { name: 'ສະແດງ/ເຊື່ອງຖັນ' }));
  expect(within(screen.getByRole('dialog')).getByText('ສະແດງ/ເຊື່ອງ')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'ເພີ່ມເຕີມ' })).toBeInTheDocument();
});
