import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { remarkField } from '@agency/shared/features/resource/utils/remark-field';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { postApi } from '../api/post-api';
import type { Post, PostInput } from '../types/post';

const { field, input } = fieldMaker<Post>('post', 'post.placeholder');

/** The position screen as a declaration (RuoYi `system/post/index`). */
export const postResource: ResourceDefinition<Post, PostInput> = {
  ...resourceNames('system', 'post'),
  // Required, lengths, ranges and patterns from the server's schema.
  limits: wireLimits['/system/post'].post.body,
  api: postApi,
  titleKey: 'postName',
  defaultSort: { column: 'postSort', order: 'asc' },
  form: { width: 560 },
  texts: resourceTexts('post', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export']),
  fields: [
    field('postId', { column: { width: 100, sortable: true }, form: false }),
    input('postCode', {
      card: true,
      column: { width: 160, sortable: true },
      search: true,
      form: {
        required: true,
        requiredMessage: 'post.rules.postCodeRequired',
        messages: { pattern: 'post.rules.postCodePattern' },
      },
    }),
    input('postName', {
      card: 'title',
      column: { sortable: true, ellipsis: true },
      search: true,
      form: {
        required: true,
        requiredMessage: 'post.rules.postNameRequired',
      },
    }),
    field('postSort', {
      type: 'integer',
      column: { width: 100, sortable: true },
      form: { initialValue: 0 },
    }),
    statusField('post.fields.status', NORMAL_DISABLE_DICT, { column: { width: 100, sortable: true } }),
    remarkField('post.fields.remark', { column: false, form: { span: 24 } }),
    createdTimeField('post.fields.createTime', { card: true, column: { width: 170, sortable: true } }),
  ],
};
