import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { optionsOf } from '@agency/shared/features/resource/utils/select-options';
import { Rate, Typography } from 'antd';
import { linkedHouseColumn } from '../../house-room/utils/house-name';
import { HousePicker } from '../../lease-expires/components/house-picker';
import { evaluationApi, useEvaluationHouseOptionsQuery } from '../api/evaluation-api';
import { useHouseSelectOptions } from '../hooks/use-house-select-options';
import type { Evaluation, EvaluationInput } from '../types/evaluation';

const { field, input } = fieldMaker<Evaluation>('evaluation');

/**
 * The evaluation screen as a declaration: reviews of houses by staff and by visitors
 * of the public house page, filters, the kit's form (house, score 1-5, text) and
 * delete; hiding is the page's own row action.
 */
export const evaluationResource: ResourceDefinition<Evaluation, EvaluationInput> = {
  ...resourceNames('house', 'evaluation'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/houseEvaluation'].post.body,
  api: evaluationApi,
  titleKey: 'author',
  actions: { export: false },
  actionsWidth: 220,
  texts: resourceTexts('evaluation', ['add', 'edit', 'delete', 'deleteMany', 'empty'], { grouped: true }),
  fields: [
    {
      key: 'roomId',
      label: 'evaluation.fields.house',
      type: 'select',
      useOptions: useHouseSelectOptions,
      card: 'title',
      column: linkedHouseColumn,
      search: true,
      form: {
        span: 24,
        render: (props) => (
          <HousePicker
            useSearch={useEvaluationHouseOptionsQuery}
            value={props.value as number | null | undefined}
            onChange={(value) => props.onChange?.(value)}
          />
        ),
      },
    },
    field('score', {
      type: 'integer',
      card: true,
      column: {
        width: 150,
        sortable: true,
        render: (row) => <Rate disabled value={row.score} style={{ fontSize: 14 }} />,
      },
      search: true,
      form: {
        initialValue: 5,
        render: (props) => (
          <Rate value={props.value as number | undefined} onChange={(value) => props.onChange?.(value)} />
        ),
      },
    }),
    field('content', {
      type: 'textarea',
      card: true,
      column: {
        width: 280,
        render: (row) => (
          <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
            {row.content}
          </Typography.Paragraph>
        ),
      },
      form: { props: { rows: 4 } },
    }),
    input('author', {
      card: true,
      column: { width: 120 },
    }),
    field('source', {
      type: 'select',
      options: optionsOf('evaluation.sources', ['staff', 'public']),
      column: { width: 110, align: 'center' },
      search: true,
      form: false,
    }),
    field('hidden', {
      type: 'select',
      options: optionsOf('evaluation.visibility', { '0': 'shown', '1': 'hidden' }),
      card: true,
      column: { width: 110, align: 'center' },
      search: { advanced: true },
      form: false,
    }),
    createdTimeField('evaluation.fields.createTime', {
      column: { width: 170, sortable: true },
      search: { advanced: true },
    }),
  ],
};
