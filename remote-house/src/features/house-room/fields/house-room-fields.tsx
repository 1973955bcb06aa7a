import type { FieldLimitsByName } from '@agency/shared/api/field-limits';
import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldWithLimits } from '@agency/shared/features/resource/utils/field-rules';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { useVillageOptions } from '../../village/hooks/use-village-options';
import { HouseImagesInput } from '../components/house-images-input';
import { HouseNameText } from '../components/house-name-text';
import { HouseVideoInput } from '../components/house-video-input';
import type { HouseRoom } from '../types/house-room';
import { layoutText } from '../utils/house-name';

const layoutRule = (t: TFunction): Rule[] => [
  { type: 'integer', min: 1, max: 9, message: t('houseRoom.rules.layoutRange') },
];
const notNegative = (t: TFunction): Rule[] => [
  { type: 'number', min: 0, message: t('houseRoom.rules.notNegative') },
];

const count = (key: 'bedrooms' | 'livingRooms' | 'bathrooms', search = false): ResourceField<HouseRoom> => ({
  key,
  label: `houseRoom.fields.${key}`,
  type: 'integer',
  column: { hidden: true, align: 'center' },
  search: search ? { advanced: true } : undefined,
  form: { span: 8, placeholder: 'houseRoom.placeholders.count', rules: layoutRule },
});

const text = (
  key: keyof HouseRoom & string,
  extra: Partial<ResourceField<HouseRoom>> = {},
): ResourceField<HouseRoom> => ({
  key,
  label: `houseRoom.fields.${key}`,
  column: { hidden: true },
  form: { placeholder: `houseRoom.placeholders.${key}` },
  ...extra,
});

const fields: readonly ResourceField<HouseRoom>[] = [
  {
    key: 'coverImage',
    label: 'houseRoom.fields.coverImage',
    type: 'images',
    card: 'cover',
    column: { width: 76, fixed: 'left' },
    form: false,
  },
  {
    key: 'name',
    label: 'houseRoom.fields.name',
    card: 'title',
    // The server's name is English; the list builds it in the reader's language.
    column: {
      width: 180,
      sortable: true,
      render: (row) => <HouseNameText type={row.type} area={row.area} />,
    },
    form: false,
  },
  {
    key: 'houseCode',
    label: 'houseRoom.fields.houseCode',
    column: { width: 130, sortable: false },
    search: { advanced: true, placeholder: 'houseRoom.placeholders.houseCode' },
    form: false,
  },
  {
    key: 'type',
    label: 'houseRoom.fields.type',
    type: 'dict',
    dict: 'house_type',
    card: true,
    search: true,
    form: { required: true, requiredMessage: 'houseRoom.rules.typeRequired' },
  },
  {
    key: 'status',
    label: 'houseRoom.fields.status',
    type: 'dict',
    dict: 'house_status',
    card: true,
    column: { sortable: true },
    search: true,
    form: false,
  },
  {
    key: 'location',
    label: 'houseRoom.fields.location',
    card: true,
    column: { ellipsis: true, width: 180 },
    // The server matches location, region or name.
    search: { placeholder: 'houseRoom.placeholders.search' },
    form: {
      required: true,
      requiredMessage: 'houseRoom.rules.locationRequired',
      placeholder: 'houseRoom.placeholders.location',
    },
  },
  text('region'),
  {
    key: 'villageId',
    label: 'houseRoom.fields.villageId',
    type: 'select',
    useOptions: useVillageOptions,
    column: { render: (row) => row.villageName || '-' },
    search: true,
  },
  {
    key: 'layout',
    label: 'houseRoom.fields.layout',
    card: true,
    column: {
      align: 'center',
      render: (row) => layoutText(row.bedrooms, row.livingRooms, row.bathrooms) || '-',
    },
    form: false,
  },
  count('bedrooms', true),
  count('livingRooms'),
  count('bathrooms'),
  {
    key: 'area',
    label: 'houseRoom.fields.area',
    type: 'number',
    precision: 2,
    card: true,
    column: { sortable: true },
    search: { mode: 'range' },
    form: {
      required: true,
      requiredMessage: 'houseRoom.rules.areaRequired',
      placeholder: 'houseRoom.placeholders.area',
      rules: (t) => [
        {
          validator: async (_rule, value) => {
            if (typeof value === 'number' && value <= 0) throw new Error(t('houseRoom.rules.areaPositive'));
          },
        },
      ],
    },
  },
  {
    key: 'rent',
    label: 'houseRoom.fields.rent',
    type: 'money',
    precision: 2,
    currencyKey: 'currency',
    unitKey: 'timeUnit',
    unitDict: 'house_time_unit',
    card: true,
    column: { sortable: true },
    search: { mode: 'range' },
    form: { placeholder: 'houseRoom.placeholders.amount', rules: notNegative },
  },
  {
    key: 'currency',
    label: 'houseRoom.fields.currency',
    type: 'dict',
    dict: 'sys_currency',
    column: false,
    form: { span: 6 },
  },
  {
    key: 'timeUnit',
    label: 'houseRoom.fields.timeUnit',
    type: 'dict',
    dict: 'house_time_unit',
    column: false,
    form: { span: 6, radio: true },
  },
  {
    key: 'salePrice',
    label: 'houseRoom.fields.salePrice',
    type: 'money',
    precision: 2,
    currencyKey: 'currency',
    card: true,
    column: { sortable: true },
    search: { mode: 'range', advanced: true },
    form: { placeholder: 'houseRoom.placeholders.amount', rules: notNegative },
  },
  {
    key: 'deposit',
    label: 'houseRoom.fields.deposit',
    type: 'money',
    precision: 2,
    currencyKey: 'currency',
    column: { hidden: true },
    form: { placeholder: 'houseRoom.placeholders.amount', rules: notNegative },
  },
  {
    key: 'startDate',
    label: 'houseRoom.fields.startDate',
    type: 'date',
    column: { hidden: true },
  },
  {
    key: 'ownership',
    label: 'houseRoom.fields.ownership',
    type: 'dict',
    dict: 'house_ownership',
    column: { hidden: true },
    search: { advanced: true },
  },
  {
    key: 'decoration',
    label: 'houseRoom.fields.decoration',
    type: 'dict',
    dict: 'house_decoration',
    column: { hidden: true },
    search: { advanced: true },
  },
  {
    key: 'parking',
    label: 'houseRoom.fields.parking',
    type: 'dict',
    dict: 'house_parking',
    column: { hidden: true },
  },
  {
    key: 'orientation',
    label: 'houseRoom.fields.orientation',
    type: 'dict',
    dict: 'house_orientation',
    column: { hidden: true },
  },
  text('contact', {
    form: {
      required: true,
      requiredMessage: 'houseRoom.rules.contactRequired',
      placeholder: 'houseRoom.placeholders.contact',
    },
  }),
  text('contactMethod'),
  text('agent', {
    column: {},
    card: true,
    search: { advanced: true, placeholder: 'houseRoom.placeholders.agent' },
  }),
  text('agentPhone', { maxLength: 30 }),
  text('houseNumber'),
  text('doorNumber'),
  {
    key: 'features',
    label: 'houseRoom.fields.features',
    type: 'dict',
    dict: 'house_feature',
    multiple: true,
    column: { hidden: true },
    form: { span: 24, required: true, requiredMessage: 'houseRoom.rules.featuresRequired' },
  },
  {
    key: 'description',
    label: 'houseRoom.fields.description',
    type: 'textarea',
    column: false,
    form: { placeholder: 'houseRoom.placeholders.description', props: { rows: 4 } },
  },
  {
    key: 'images',
    label: 'houseRoom.fields.images',
    type: 'images',
    column: false,
    form: {
      required: true,
      requiredMessage: 'houseRoom.rules.imagesRequired',
      render: (props) => <HouseImagesInput {...props} />,
    },
  },
  {
    key: 'videos',
    label: 'houseRoom.fields.videos',
    type: 'video',
    column: false,
    form: { render: (props) => <HouseVideoInput {...props} /> },
  },
  {
    key: 'remark',
    label: 'houseRoom.fields.remark',
    type: 'textarea',
    column: false,
    form: { placeholder: 'houseRoom.placeholders.remark', props: { rows: 2 } },
  },
  createdTimeField('houseRoom.fields.createTime', {
    column: { width: 170, sortable: true },
    search: { advanced: true },
  }),
];

/** The add body's limits: the lengths and number bounds follow the server's schema. */
const limits: FieldLimitsByName = wireLimits['/system/houseRoom'].post.body;

/**
 * Every field of a house (contract of issue 7): filters, columns, card lines
 * and form inputs.
 */
export const houseRoomFields = fields.map((field) => fieldWithLimits(field, limits[field.key]));
