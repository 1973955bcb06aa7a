import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import type { ColumnSpec, ResourceField } from '@agency/shared/features/resource/types/resource-field';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { createElement } from 'react';
import { carApi } from '../api/car-api';
import { CarImagesInput } from '../components/car-images-input';
import { CarVideos } from '../components/car-videos';
import { CAR_DICTS } from '../config/car-dicts';
import type { Car, CarInput } from '../types/car';
import { imagePathsRule, productionYearRule } from './car-rules';

/** An amount in the currency held by `currencyKey` (a `sys_currency` value). */
const money = (
  key: keyof Car & string,
  currencyKey: 'currency' | 'saleCurrency',
  column: ColumnSpec<Car> = { hidden: true },
  card = false,
): ResourceField<Car> => ({
  key,
  label: `car.fields.${key}`,
  type: 'money',
  precision: 2,
  currencyKey,
  currencyDict: CAR_DICTS.currency,
  column,
  card,
  form: { placeholder: 'car.placeholders.amount', messages: { range: 'car.rules.notNegative' } },
});

const { field, input } = fieldMaker<Car>('car');

/** The vehicle screen as a declaration: fields, columns, drawer filters, cards and actions (spec sections 3 and 5). */
export const carResource: ResourceDefinition<Car, CarInput> = {
  ...resourceNames('vehicle', 'car'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/car'].post.body,
  api: carApi,
  titleKey: 'plateNumber',
  actions: { import: true },
  searchIn: 'drawer',
  form: { width: 880 },
  actionsWidth: 300,
  texts: resourceTexts('car', ['add', 'edit', 'delete', 'deleteMany', 'export'], { grouped: true }),
  fields: [
    input('plateNumber', {
      card: 'title',
      column: { fixed: 'left', width: 130, sortable: true },
      search: true,
      form: { requiredMessage: 'car.rules.plateNumberRequired' },
    }),
    input('brand', {
      card: true,
      // Brand and model read as one name in the table ("Toyota Vios").
      column: { sortable: true, render: (car) => `${car.brand} ${car.model}` },
      search: true,
      form: { requiredMessage: 'car.rules.brandRequired' },
    }),
    input('model', {
      card: true,
      column: false,
      search: true,
      form: { requiredMessage: 'car.rules.modelRequired' },
    }),
    field('vehicleType', {
      type: 'dict',
      dict: CAR_DICTS.vehicleType,
      card: true,
      search: true,
      form: { requiredMessage: 'car.rules.vehicleTypeRequired' },
    }),
    field('carStatus', {
      type: 'dict',
      dict: CAR_DICTS.carStatus,
      card: true,
      search: true,
      // Every vehicle has a status: it starts as "not rented".
      form: { initialValue: 'pendingRent', props: { allowClear: false } },
    }),
    field('fuelType', {
      type: 'dict',
      dict: CAR_DICTS.fuelType,
      search: true,
    }),
    field('transmission', {
      type: 'dict',
      dict: CAR_DICTS.transmission,
      column: { hidden: true },
      search: true,
    }),
    field('driveType', {
      type: 'dict',
      dict: CAR_DICTS.driveType,
      column: { hidden: true },
      search: true,
    }),
    input('color', { column: { hidden: true } }),
    field('productionYear', {
      type: 'integer',
      // A year, not an amount: no thousands separator.
      column: { align: 'center', sortable: true, render: (car) => car.productionYear ?? '-' },
      search: { mode: 'range' },
      form: { placeholder: 'car.placeholders.productionYear', rules: productionYearRule },
    }),
    field('seatCount', {
      type: 'integer',
      card: true,
      column: { align: 'center' },
      search: true,
      form: { placeholder: 'car.placeholders.seatCount', messages: { range: 'car.rules.seatCount' } },
    }),
    input('displacement', { column: { hidden: true } }),
    input('mileage', {
      type: 'integer',
      column: { hidden: true, sortable: true },
      form: { messages: { range: 'car.rules.notNegative' } },
    }),
    input('attribute', { column: { hidden: true } }),
    field('qualityCar', {
      type: 'switch',
      column: { hidden: true, align: 'center' },
      search: true,
      form: { initialValue: false },
    }),
    { ...money('rentPerDay', 'currency', { sortable: true }, true), search: { mode: 'range' } },
    { ...money('rentPerMonth', 'currency', { sortable: true }), search: { mode: 'range' } },
    { ...money('price', 'currency', { hidden: true, sortable: true }), search: { mode: 'range' } },
    field('currency', {
      type: 'dict',
      dict: CAR_DICTS.currency,
      // Shown with the amounts.
      column: false,
      form: { initialValue: 'LAK' },
    }),
    money('cashDeposit', 'currency'),
    money('dailySalePrice', 'saleCurrency'),
    money('monthlySalePrice', 'saleCurrency'),
    money('saleMoney', 'saleCurrency'),
    field('saleCurrency', {
      type: 'dict',
      dict: CAR_DICTS.currency,
      column: false,
      form: { initialValue: 'LAK' },
    }),
    input('agentName'),
    input('agentPhone', {
      maxLength: 30,
      column: { hidden: true },
      form: {
        props: { inputMode: 'tel' },
        messages: { pattern: 'car.rules.phone' },
      },
    }),
    input('contactMethod', { column: { hidden: true } }),
    field('leaseOrderNumber', {
      column: { hidden: true },
      // Set by the lease, not by hand.
      form: false,
    }),
    input('description', {
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 4 } },
    }),
    field('images', {
      type: 'images',
      card: 'cover',
      column: { hidden: true },
      form: {
        required: true,
        requiredMessage: 'car.rules.imagesRequired',
        rules: imagePathsRule,
        render: (props) =>
          createElement(CarImagesInput, {
            value: props.value as string | null | undefined,
            onChange: props.onChange,
            disabled: props.disabled,
          }),
      },
    }),
    field('videos', {
      type: 'video',
      column: { hidden: true, render: (car) => createElement(CarVideos, { value: car.videos }) },
      // The server's add/edit body has no videos yet: an upload here would be dropped.
      form: false,
    }),
    input('remark', {
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    }),
    createdTimeField('car.fields.createTime', { column: { width: 170, sortable: true } }),
  ],
};
