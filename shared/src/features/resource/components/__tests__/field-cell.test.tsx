import { render, screen } from '@testing-library/react';
import type { ResourceField } from '../../types/resource-field';
import { FieldCell } from '../field-cell';

interface Row {
  id: number;
  brand: string;
  model: string;
  area: number;
}

const row: Row = { id: 7, brand: 'Toyota', model: 'Vios', area: 187 };

it("draws the column's own cell, given the row and a one-row first page", () => {
  const cell = jest.fn((car: Row) => `${car.brand} ${car.model}`);
  const field: ResourceField<Row> = { key: 'brand', label: 'brand', column: { render: cell } };
  render(<FieldCell field={field} row={row} ns="common" />);
  expect(screen.getByText('Toyota Vios')).toBeInTheDocument();
  expect(cell).toHaveBeenCalledWith(row, 0, { pageNum: 1, pageSize: 1, filters: {} });
});

it("draws the kit's value of the field's type when the column has no cell of its own", () => {
  const field: ResourceField<Row> = { key: 'area', label: 'area', type: 'number', suffix: 'm²' };
  render(<FieldCell field={field} row={row} ns="common" />);
  expect(screen.getByText(/187/)).toHaveTextContent('187 m²');
});
