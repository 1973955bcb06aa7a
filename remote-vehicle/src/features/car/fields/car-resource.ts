import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import type { ColumnSpec, ResourceField } from '@agency/shared/features/resource/types/resource-field';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
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

/** The vehicle screen as a declaration: fields, columns, drawer filters, cards and actions (spec sections 3 and 5). */
export const carResource: ResourceDefinition<Car, CarInput> = {
  key: 'vehicle.car',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/car'].post.body,
  ns: 'vehicle',
  api: carApi,
  permission: 'vehicle:car',
  titleKey: 'plateNumber',
  actions: { import: true },
  searchIn: 'drawer',
  form: { width: 880 },
  actionsWidth: 300,
  texts: resourceTexts('car', ['add', 'edit', 'delete', 'deleteMany', 'export'], { grouped: true }),
  fields: [
    {
      key: 'plateNumber',
      label: 'car.fields.plateNumber',
      card: 'title',
      column: { fixed: 'left', width: 130, sortable: true },
      search: { placeholder: 'car.placeholders.plateNumber' },
      form: {
        requiredMessage: 'car.rules.plateNumberRequired',
        placeholder: 'car.placeholders.plateNumber',
      },
    },
    {
      key: 'brand',
      label: 'car.fields.brand',
      card: true,
      // Brand and model read as one name in the table ("Toyota Vios").
      column: { sortable: true, render: (car) => `${car.brand} ${car.model}` },
      search: { placeholder: 'car.placeholders.brand' },
      form: {
        requiredMessage: 'car.rules.brandRequired',
        placeholder: 'car.placeholders.brand',
      },
    },
    {
      key: 'model',
      label: 'car.fields.model',
      card: true,
      column: false,
      search: { placeholder: 'car.placeholders.model' },
      form: {
        requiredMessage: 'car.rules.modelRequired',
        placeholder: 'car.placeholders.model',
      },
    },
    {
      key: 'vehicleType',
      label: 'car.fields.vehicleType',
      type: 'dict',
      dict: CAR_DICTS.vehicleType,
      card: true,
      search: true,
      form: { requiredMessage: 'car.rules.vehicleTypeRequired' },
    },
    {
      key: 'carStatus',
      label: 'car.fields.carStatus',
      type: 'dict',
      dict: CAR_DICTS.carStatus,
      card: true,
      search: true,
      // Every vehicle has a status: it starts as "not rented".
      form: { initialValue: 'pendingRent', props: { allowClear: false } },
    },
    {
      key: 'fuelType',
      label: 'car.fields.fuelType',
      type: 'dict',
      dict: CAR_DICTS.fuelType,
      search: true,
    },
    {
      key: 'transmission',
      label: 'car.fields.transmission',
      type: 'dict',
      dict: CAR_DICTS.transmission,
      column: { hidden: true },
      search: true,
    },
    {
      key: 'driveType',
      label: 'car.fields.driveType',
      type: 'dict',
      dict: CAR_DICTS.driveType,
      column: { hidden: true },
      search: true,
    },
    {
      key: 'color',
      label: 'car.fields.color',
      column: { hidden: true },
      form: { placeholder: 'car.placeholders.color' },
    },
    {
      key: 'productionYear',
      label: 'car.fields.productionYear',
      type: 'integer',
      // A year, not an amount: no thousands separator.
      column: { align: 'center', sortable: true, render: (car) => car.productionYear ?? '-' },
      search: { mode: 'range' },
      form: { placeholder: 'car.placeholders.productionYear', rules: productionYearRule },
    },
    {
      key: 'seatCount',
      label: 'car.fields.seatCount',
      type: 'integer',
      card: true,
      column: { align: 'center' },
      search: true,
      form: { placeholder: 'car.placeholders.seatCount', messages: { range: 'car.rules.seatCount' } },
    },
    {
      key: 'displacement',
      label: 'car.fields.displacement',
      column: { hidden: true },
      form: { placeholder: 'car.placeholders.displacement' },
    },
    {
      key: 'mileage',
      label: 'car.fields.mileage',
      type: 'integer',
      column: { hidden: true, sortable: true },
      form: { placeholder: 'car.placeholders.mileage', messages: { range: 'car.rules.notNegative' } },
    },
    {
      key: 'attribute',
      label: 'car.fields.attribute',
      column: { hidden: true },
      form: { placeholder: 'car.placeholders.attribute' },
    },
    {
      key: 'qualityCar',
      label: 'car.fields.qualityCar',
      type: 'switch',
      column: { hidden: true, align: 'center' },
      search: true,
      form: { initialValue: false },
    },
    { ...money('rentPerDay', 'currency', { sortable: true }, true), search: { mode: 'range' } },
    { ...money('rentPerMonth', 'currency', { sortable: true }), search: { mode: 'range' } },
    { ...money('price', 'currency', { hidden: true, sortable: true }), search: { mode: 'range' } },
    {
      key: 'currency',
      label: 'car.fields.currency',
      type: 'dict',
      dict: CAR_DICTS.currency,
      // Shown with the amounts.
      column: false,
      form: { initialValue: 'LAK' },
    },
    money('cashDeposit', 'currency'),
    money('dailySalePrice', 'saleCurrency'),
    money('monthlySalePrice', 'saleCurrency'),
    money('saleMoney', 'saleCurrency'),
    {
      key: 'saleCurrency',
      label: 'car.fields.saleCurrency',
      type: 'dict',
      dict: CAR_DICTS.currency,
      column: false,
      form: { initialValue: 'LAK' },
    },
    {
      key: 'agentName',
      label: 'car.fields.agentName',
      form: { placeholder: 'car.placeholders.agentName' },
    },
    {
      key: 'agentPhone',
      label: 'car.fields.agentPhone',
      maxLength: 30,
      column: { hidden: true },
      form: {
        placeholder: 'car.placeholders.agentPhone',
        props: { inputMode: 'tel' },
        messages: { pattern: 'car.rules.phone' },
      },
    },
    {
      key: 'contactMethod',
      label: 'car.fields.contactMethod',
      column: { hidden: true },
      form: { placeholder: 'car.placeholders.contactMethod' },
    },
    {
      key: 'leaseOrderNumber',
      label: 'car.fields.leaseOrderNumber',
      column: { hidden: true },
      // Set by the lease, not by hand.
      form: false,
    },
    {
      key: 'description',
      label: 'car.fields.description',
      type: 'textarea',
      column: { hidden: true },
      form: { placeholder: 'car.placeholders.description', props: { rows: 4 } },
    },
    {
      key: 'images',
      label: 'car.fields.images',
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
    },
    {
      key: 'videos',
      label: 'car.fields.videos',
      type: 'video',
      column: { hidden: true, render: (car) => createElement(CarVideos, { value: car.videos }) },
      // The server's add/edit body has no videos yet: an upload here would be dropped.
      form: false,
    },
    {
      key: 'remark',
      label: 'car.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { placeholder: 'car.placeholders.remark', props: { rows: 2 } },
    },
    createdTimeField('car.fields.createTime', { column: { width: 170, sortable: true } }),
  ],
};
