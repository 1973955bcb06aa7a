import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { villageApi } from '../api/village-api';
import { useDeveloperOptions } from '../hooks/use-developer-options';
import type { Village, VillageInput } from '../types/village';

/** The village screen as a declaration: fields, columns, filters and actions. */
export const villageResource: ResourceDefinition<Village, VillageInput> = {
  key: 'house.village',
  ns: 'house',
  api: villageApi,
  permission: 'house:village',
  titleKey: 'name',
  actions: { import: true },
  // Required, lengths, ranges and the year's pattern come from the server's schema.
  limits: wireLimits['/system/houseVillage'].post.body,
  texts: resourceTexts('village', ['add', 'edit', 'delete', 'deleteMany', 'export'], { grouped: true }),
  fields: [
    {
      key: 'name',
      label: 'village.fields.name',
      card: 'title',
      column: { fixed: 'left', width: 180, sortable: true },
      search: { placeholder: 'village.placeholders.name' },
      form: {
        requiredMessage: 'village.rules.nameRequired',
        placeholder: 'village.placeholders.name',
        messages: { length: 'village.rules.nameLength' },
      },
    },
    {
      key: 'area',
      label: 'village.fields.area',
      type: 'number',
      precision: 2,
      card: true,
      column: { sortable: true },
      search: { placeholder: 'village.placeholders.area' },
      form: {
        placeholder: 'village.placeholders.area',
        messages: { range: 'village.rules.areaRange' },
      },
    },
    {
      key: 'year',
      label: 'village.fields.year',
      card: true,
      column: { align: 'center', sortable: true },
      form: {
        placeholder: 'village.placeholders.year',
        props: { inputMode: 'numeric' },
        messages: { pattern: 'village.rules.yearFormat' },
      },
    },
    {
      key: 'developerId',
      label: 'village.fields.developer',
      type: 'select',
      useOptions: useDeveloperOptions,
      card: true,
      column: { ellipsis: true, render: (row) => row.developerName ?? '-' },
      form: { placeholder: 'village.placeholders.developer' },
    },
    {
      key: 'buildingType',
      label: 'village.fields.buildingType',
      card: true,
      form: { placeholder: 'village.placeholders.buildingType' },
    },
    {
      key: 'greeningRate',
      label: 'village.fields.greeningRate',
      type: 'percent',
      precision: 2,
      column: { sortable: true },
      form: {
        placeholder: 'village.placeholders.greeningRate',
        messages: { range: 'village.rules.greeningRateRange' },
      },
    },
    {
      key: 'introduction',
      label: 'village.fields.introduction',
      type: 'textarea',
      column: { hidden: true },
      form: { placeholder: 'village.placeholders.introduction', props: { rows: 4 } },
    },
    {
      key: 'remark',
      label: 'village.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { placeholder: 'village.placeholders.remark', props: { rows: 2 } },
    },
    createdTimeField('village.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: true,
    }),
  ],
};
