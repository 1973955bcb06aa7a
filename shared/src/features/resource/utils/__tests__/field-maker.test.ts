import { fieldMaker } from '../field-maker';

interface Village {
  name: string;
  area: number;
}

const { field, input } = fieldMaker<Village>('village', 'village.placeholders');

describe('fieldMaker', () => {
  it('labels a field by the convention and keeps the rest of its spec', () => {
    expect(field('area', { type: 'number', column: { hidden: true } })).toEqual({
      key: 'area',
      label: 'village.fields.area',
      type: 'number',
      column: { hidden: true },
    });
    expect(field('area')).toEqual({ key: 'area', label: 'village.fields.area' });
  });

  it("gives an input field's filter and input the placeholder", () => {
    expect(
      input('name', {
        card: 'title',
        search: true,
        form: { requiredMessage: 'village.rules.nameRequired' },
      }),
    ).toEqual({
      key: 'name',
      label: 'village.fields.name',
      card: 'title',
      search: { placeholder: 'village.placeholders.name' },
      form: { placeholder: 'village.placeholders.name', requiredMessage: 'village.rules.nameRequired' },
    });
  });

  it('leaves an unsearched field without a filter and keeps a search spec', () => {
    expect(input('name')).toEqual({
      key: 'name',
      label: 'village.fields.name',
      form: { placeholder: 'village.placeholders.name' },
    });
    expect(input('name', { search: { advanced: true }, form: false })).toEqual({
      key: 'name',
      label: 'village.fields.name',
      search: { placeholder: 'village.placeholders.name', advanced: true },
      form: false,
    });
  });
});
