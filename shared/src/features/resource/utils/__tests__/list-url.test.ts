import type { ResourceField } from '../../types/resource-field';
import { readListState, toFilterQuery, toListQuery, writeListState } from '../list-url';
import { filterParamsOf } from '../search-params';

interface Row {
  name: string;
  area: number;
  status: string;
  createTime: string;
}

const fields: ResourceField<Row>[] = [
  { key: 'name', label: 'name', search: true, column: { sortable: true } },
  { key: 'area', label: 'area', type: 'number', search: { mode: 'range' }, column: { sortable: true } },
  { key: 'status', label: 'status', type: 'dict', dict: 'status', search: true },
  { key: 'createTime', label: 'createTime', type: 'datetime', search: true },
];
const options = { filterParams: filterParamsOf(fields), sortable: ['name', 'area'] };
const read = (query: string) => readListState(new URLSearchParams(query), options);

it('reads typed filters, page, size and sort from the query', () => {
  expect(
    read(
      'name=Nong&areaMin=100&areaMax=250.5&status=rented&params%5BbeginTime%5D=2024-01-01&pageNum=3&pageSize=50&orderByColumn=area&isAsc=desc',
    ),
  ).toEqual({
    pageNum: 3,
    pageSize: 50,
    orderByColumn: 'area',
    isAsc: 'desc',
    filters: {
      name: 'Nong',
      areaMin: 100,
      areaMax: 250.5,
      status: 'rented',
      'params[beginTime]': '2024-01-01',
    },
  });
});

it('round-trips: what is written reads back the same', () => {
  const state = read('name=Nong&areaMin=100&pageNum=2&orderByColumn=name&isAsc=asc');
  const written = writeListState(state, options);
  expect(written.toString()).toBe('name=Nong&areaMin=100&pageNum=2&orderByColumn=name&isAsc=asc');
  expect(read(written.toString())).toEqual(state);
});

it('leaves defaults out of the URL', () => {
  expect(writeListState({ pageNum: 1, pageSize: 20, filters: {} }, options).toString()).toBe('');
});

it.each([
  ['pageNum=0', { pageNum: 1 }],
  ['pageNum=-2', { pageNum: 1 }],
  ['pageNum=1e3', { pageNum: 1 }],
  ['pageSize=33', { pageSize: 20 }],
  ['pageSize=100000', { pageSize: 20 }],
])('ignores the bad value in %s', (query, expected) => {
  expect(read(query)).toMatchObject(expected);
});

it.each(['name%3B%20DROP%20TABLE%20x', 'password'])('sorts only by a sortable column, not %s', (column) => {
  const state = read(`orderByColumn=${column}&isAsc=desc`);
  expect(state.orderByColumn).toBeUndefined();
  expect(state.isAsc).toBeUndefined();
});

it('drops filters that are malformed, unknown, too long or inverted', () => {
  const state = read(
    `areaMin=abc&areaMax=12&unknown=1&params%5BbeginTime%5D=2024-13-45&name=${'x'.repeat(201)}&status=%20%20`,
  );
  expect(state.filters).toEqual({ areaMax: 12 });
  expect(read('areaMin=300&areaMax=100').filters).toEqual({});
  expect(read('params%5BbeginTime%5D=2024-05-01&params%5BendTime%5D=2024-01-01').filters).toEqual({});
});

it('builds the list call with RuoYi nested params and the export filters without paging', () => {
  const state = read('name=Nong&params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-02-01&pageNum=2');
  expect(toListQuery(state)).toEqual({
    pageNum: 2,
    pageSize: 20,
    name: 'Nong',
    params: { beginTime: '2024-01-01', endTime: '2024-02-01' },
  });
  expect(toFilterQuery(state)).toEqual({
    name: 'Nong',
    params: { beginTime: '2024-01-01', endTime: '2024-02-01' },
  });
});
