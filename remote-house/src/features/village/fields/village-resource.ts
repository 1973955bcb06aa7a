import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { villageApi } from '../api/village-api';
import { useDeveloperOptions } from '../hooks/use-developer-options';
import type { Village, VillageInput } from '../types/village';

const { input } = fieldMaker<Village>('village');

/** The village screen as a declaration: fields, columns, filters and actions. */
export const villageResource: ResourceDefinition<Village, VillageInput> = {
  ...resourceNames('house', 'village'),
  api: villageApi,
  titleKey: 'name',
  actions: { import: true },
  // Required, lengths, ranges and the year's pattern come from the server's schema.
  limits: wireLimits['/system/houseVillage'].post.body,
  texts: resourceTexts('village', ['add', 'edit', 'delete', 'deleteMany', 'export'], { grouped: true }),
  fields: [
    input('name', {
      card: 'title',
      column: { fixed: 'left', width: 180, sortable: true },
      search: true,
      form: {
        requiredMessage: 'village.rules.nameRequired',
        messages: { length: 'village.rules.nameLength' },
      },
    }),
    input('area', {
      type: 'number',
      precision: 2,
      card: true,
      column: { sortable: true },
      search: true,
      form: { messages: { range: 'village.rules.areaRange' } },
    }),
    input('year', {
      card: true,
      column: { align: 'center', sortable: true },
      form: {
        props: { inputMode: 'numeric' },
        messages: { pattern: 'village.rules.yearFormat' },
      },
    }),
    {
      key: 'developerId',
      label: 'village.fields.developer',
      type: 'select',
      useOptions: useDeveloperOptions,
      card: true,
      column: { ellipsis: true, render: (row) => row.developerName ?? '-' },
      form: { placeholder: 'village.placeholders.developer' },
    },
    input('buildingType', { card: true }),
    input('greeningRate', {
      type: 'percent',
      precision: 2,
      column: { sortable: true },
      form: { messages: { range: 'village.rules.greeningRateRange' } },
    }),
    input('introduction', {
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 4 } },
    }),
    input('remark', {
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    }),
    createdTimeField('village.fields.createTime', {
      card: true,
      column: { width: 170, sortable: true },
      search: true,
    }),
  ],
};
