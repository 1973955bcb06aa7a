import { optionsOf } from '../select-options';

describe('optionsOf', () => {
  it('labels each value as <prefix>.<value>, in order', () => {
    expect(optionsOf('menu.types', ['M', 'C', 'F'])).toEqual([
      { value: 'M', label: 'menu.types.M' },
      { value: 'C', label: 'menu.types.C' },
      { value: 'F', label: 'menu.types.F' },
    ]);
  });

  it('labels each value by its word from a map', () => {
    expect(optionsOf('menu', { '0': 'yes', '1': 'no' })).toEqual([
      { value: '0', label: 'menu.yes' },
      { value: '1', label: 'menu.no' },
    ]);
  });
});
