import { serializeParams } from '../query-params';

const decoded = (params: unknown) => decodeURIComponent(serializeParams(params));

describe('serializeParams', () => {
  it('writes plain values', () => {
    expect(decoded({ pageNum: 1, pageSize: 20, name: 'Vientiane' })).toBe(
      'pageNum=1&pageSize=20&name=Vientiane',
    );
  });

  it('drops undefined, null and empty strings at every level', () => {
    expect(
      decoded({ a: undefined, b: null, c: '', d: 0, e: false, params: { x: '', y: null, z: 'ok' } }),
    ).toBe('d=0&e=false&params[z]=ok');
  });

  it("writes RuoYi's params[beginTime] form", () => {
    expect(decoded({ params: { beginTime: '2024-01-01', endTime: '2024-12-31' } })).toBe(
      'params[beginTime]=2024-01-01&params[endTime]=2024-12-31',
    );
  });

  it('writes arrays with indices and nested objects with brackets', () => {
    expect(decoded({ ids: [1, 2], filter: { area: { min: 10, max: 20 } } })).toBe(
      'ids[0]=1&ids[1]=2&filter[area][min]=10&filter[area][max]=20',
    );
  });

  it('encodes keys and values', () => {
    expect(serializeParams({ 'params[beginTime]': 'a b&c', q: 'ລາວ' })).toBe(
      'params%5BbeginTime%5D=a%20b%26c&q=%E0%BA%A5%E0%BA%B2%E0%BA%A7',
    );
  });

  it('formats dates as YYYY-MM-DD HH:mm:ss', () => {
    expect(decoded({ at: new Date(2024, 0, 2, 3, 4, 5) })).toBe('at=2024-01-02 03:04:05');
  });

  it('gives an empty string for nothing', () => {
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams({})).toBe('');
  });
});
