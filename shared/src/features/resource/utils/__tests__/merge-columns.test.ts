import { moveColumn } from '../../../table/utils/move-column';
import { arrangeColumns, mergeColumns } from '../merge-columns';

const defaults = [
  { key: 'a', title: 'A', visible: true },
  { key: 'b', title: 'B', visible: true },
  { key: 'c', title: 'C', visible: false },
];

it('applies the saved order and visibility, keeps new columns and drops gone ones', () => {
  const merged = mergeColumns(defaults, [
    { key: 'c', visible: true },
    { key: 'gone', visible: true },
    { key: 'a', visible: false },
  ]);
  expect(merged).toEqual([
    { key: 'c', title: 'C', visible: true },
    { key: 'a', title: 'A', visible: false },
    { key: 'b', title: 'B', visible: true },
  ]);
});

it('uses the defaults until the server has answered', () => {
  expect(mergeColumns(defaults, undefined)).toEqual(defaults);
  expect(mergeColumns(defaults, null)).toEqual(defaults);
});

it('arranges table columns by the settings, hidden ones out, unkeyed ones last', () => {
  const columns = [{ key: 'a' }, { key: 'b' }, { key: 'c' }, { title: 'actions' }];
  const settings = mergeColumns(defaults, [
    { key: 'b', visible: true },
    { key: 'c', visible: true },
    { key: 'a', visible: true },
  ]);
  expect(arrangeColumns(columns, settings)).toEqual([
    { key: 'b' },
    { key: 'c' },
    { key: 'a' },
    { title: 'actions' },
  ]);
  expect(arrangeColumns(columns, defaults)).toEqual([{ key: 'a' }, { key: 'b' }, { title: 'actions' }]);
});

it('moves a column among the shown ones, past hidden ones, and not past the ends', () => {
  const moved = moveColumn(
    [
      { key: 'a', title: 'A', visible: true },
      { key: 'h', title: 'H', visible: false },
      { key: 'b', title: 'B', visible: true },
    ],
    'b',
    -1,
  );
  expect(moved.map((column) => column.key)).toEqual(['b', 'a', 'h']);
  expect(moveColumn(moved, 'b', -1).map((column) => column.key)).toEqual(['b', 'a', 'h']);
});
