import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { NORMAL_DISABLE_DICT } from '../../dict/config/common-dicts';
import { postApi } from '../api/post-api';
import type { Post, PostInput } from '../types/post';

/** The position screen as a declaration (RuoYi `system/post/index`). */
export const postResource: ResourceDefinition<Post, PostInput> = {
  key: 'system.post',
  // Required, lengths, ranges and patterns from the server's schema.
  limits: wireLimits['/system/post'].post.body,
  ns: 'system',
  api: postApi,
  permission: 'system:post',
  titleKey: 'postName',
  defaultSort: { column: 'postSort', order: 'asc' },
  form: { width: 560 },
  texts: {
    addTitle: 'post.addTitle',
    editTitle: 'post.editTitle',
    addSuccess: 'post.addSuccess',
    editSuccess: 'post.editSuccess',
    deleteTitle: 'post.deleteTitle',
    deleteOne: 'post.deleteOne',
    deleteMany: 'post.deleteMany',
    deleteSuccess: 'post.deleteSuccess',
    selectToDelete: 'post.selectToDelete',
    loadFailed: 'post.loadFailed',
    exportFileName: 'post.exportFileName',
  },
  fields: [
    { key: 'postId', label: 'post.fields.postId', column: { width: 100, sortable: true }, form: false },
    {
      key: 'postCode',
      label: 'post.fields.postCode',
      card: true,
      column: { width: 160, sortable: true },
      search: { placeholder: 'post.placeholder.postCode' },
      form: {
        required: true,
        requiredMessage: 'post.rules.postCodeRequired',
        placeholder: 'post.placeholder.postCode',
        messages: { pattern: 'post.rules.postCodePattern' },
      },
    },
    {
      key: 'postName',
      label: 'post.fields.postName',
      card: 'title',
      column: { sortable: true, ellipsis: true },
      search: { placeholder: 'post.placeholder.postName' },
      form: {
        required: true,
        requiredMessage: 'post.rules.postNameRequired',
        placeholder: 'post.placeholder.postName',
      },
    },
    {
      key: 'postSort',
      label: 'post.fields.postSort',
      type: 'integer',
      column: { width: 100, sortable: true },
      form: { initialValue: 0 },
    },
    {
      key: 'status',
      label: 'post.fields.status',
      type: 'dict',
      dict: NORMAL_DISABLE_DICT,
      card: true,
      column: { width: 100, sortable: true },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    {
      key: 'remark',
      label: 'post.fields.remark',
      type: 'textarea',
      column: false,
      form: { span: 24 },
    },
    createdTimeField('post.fields.createTime', { card: true, column: { width: 170, sortable: true } }),
  ],
};
