import { render, screen } from '@testing-library/react';
import { changeLanguage, registerNamespace } from '../../../i18n/i18n';
import type { ResourceField } from '../../types/resource-field';
import { FieldDescriptions } from '../field-descriptions';

interface Row {
  id: number;
  brand: string;
  remark: string;
}

const fields: ResourceField<Row>[] = [
  { key: 'brand', label: 'fields.brand', column: { render: (row) => `Brand ${row.brand}` } },
  { key: 'remark', label: 'fields.remark', type: 'textarea' },
];

beforeAll(async () => {
  registerNamespace('screen', {
    en: { fields: { brand: 'Brand', remark: 'Remark' } },
    zh: { fields: { brand: '品牌', remark: '备注' } },
    lo: { fields: { brand: 'ຍີ່ຫໍ້', remark: 'ໝາຍເຫດ' } },
  });
  await changeLanguage('en');
});

it("labels every field in the screen's namespace, with its column's cell or the screen's own", () => {
  const row: Row = { id: 1, brand: 'Toyota', remark: 'Blue' };
  const { rerender } = render(<FieldDescriptions fields={fields} row={row} ns="screen" wide={['remark']} />);
  expect(screen.getByText('Brand')).toBeInTheDocument();
  expect(screen.getByText('Remark')).toBeInTheDocument();
  expect(screen.getByText('Brand Toyota')).toBeInTheDocument();
  expect(screen.getByText('Blue')).toBeInTheDocument();

  rerender(
    <FieldDescriptions fields={fields} row={row} ns="screen" cellOf={(field) => `own ${field.key}`} />,
  );
  expect(screen.getByText('own brand')).toBeInTheDocument();
  expect(screen.getByText('own remark')).toBeInTheDocument();
});
