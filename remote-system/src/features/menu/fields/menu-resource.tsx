import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { IconPicker } from '@agency/shared/features/menu-icon/components/icon-picker';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { NORMAL_DISABLE_DICT, SHOW_HIDE_DICT } from '../../dict/config/common-dicts';
import { menuApi } from '../api/menu-api';
import { MenuParentSelect } from '../components/menu-parent-select';
import { MenuTitleCell } from '../components/menu-title-cell';
import type { Menu, MenuInput } from '../types/menu';

const typeOf = (values: Record<string, unknown>) => values.menuType as Menu['menuType'] | undefined;
const notButton = (values: Record<string, unknown>) => typeOf(values) !== 'F';
const isPage = (values: Record<string, unknown>) => typeOf(values) === 'C';
const pageOrButton = (values: Record<string, unknown>) => typeOf(values) !== 'M';

/**
 * The menu screen as a declaration (RuoYi `system/menu/index`): a tree table; the form
 * shows what each type uses (directories: route and icon; pages: component, permission,
 * cache; buttons: permission only), titles in Chinese, English and Lao.
 */
export const menuResource: ResourceDefinition<Menu, MenuInput> = {
  key: 'system.menu',
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/menu'].post.body,
  ns: 'system',
  api: menuApi,
  permission: 'system:menu',
  titleKey: 'menuName',
  tree: { parentKey: 'parentId', expanded: false },
  actions: { export: false },
  actionsWidth: 230,
  form: { width: 760 },
  texts: {
    addTitle: 'menu.addTitle',
    editTitle: 'menu.editTitle',
    addSuccess: 'menu.addSuccess',
    editSuccess: 'menu.editSuccess',
    deleteTitle: 'menu.deleteTitle',
    deleteOne: 'menu.deleteOne',
    deleteSuccess: 'menu.deleteSuccess',
    loadFailed: 'menu.loadFailed',
    empty: 'menu.empty',
  },
  fields: [
    {
      key: 'parentId',
      label: 'menu.fields.parentId',
      type: 'integer',
      column: false,
      form: {
        span: 24,
        initialValue: 0,
        render: (props) => <MenuParentSelect {...props} />,
      },
    },
    {
      key: 'menuType',
      label: 'menu.fields.menuType',
      type: 'select',
      options: [
        { value: 'M', label: 'menu.types.M' },
        { value: 'C', label: 'menu.types.C' },
        { value: 'F', label: 'menu.types.F' },
      ],
      // Shown beside the title: the tree's first column is the title's.
      column: false,
      form: { initialValue: 'M', radio: true, span: 24 },
    },
    {
      key: 'menuName',
      label: 'menu.fields.menuName',
      card: 'title',
      column: { width: 280, render: (row) => <MenuTitleCell row={row} /> },
      search: { placeholder: 'menu.placeholder.menuName' },
      form: { placeholder: 'menu.placeholder.menuName' },
    },
    {
      key: 'menuNameEn',
      label: 'menu.fields.menuNameEn',
      column: false,
      form: { placeholder: 'menu.placeholder.menuNameEn' },
    },
    {
      key: 'menuNameLo',
      label: 'menu.fields.menuNameLo',
      column: false,
      form: { placeholder: 'menu.placeholder.menuNameLo' },
    },
    {
      key: 'icon',
      label: 'menu.fields.icon',
      column: false,
      form: {
        visibleWhen: notButton,
        initialValue: '#',
        render: (props) => <IconPicker {...props} />,
      },
    },
    {
      key: 'orderNum',
      label: 'menu.fields.orderNum',
      type: 'integer',
      column: { width: 80 },
      form: { initialValue: 0 },
    },
    {
      key: 'isFrame',
      label: 'menu.fields.isFrame',
      type: 'select',
      options: [
        { value: '0', label: 'menu.yes' },
        { value: '1', label: 'menu.no' },
      ],
      column: false,
      form: { visibleWhen: notButton, initialValue: '1', radio: true, extra: 'menu.hint.isFrame' },
    },
    {
      key: 'path',
      label: 'menu.fields.path',
      column: false,
      form: {
        visibleWhen: notButton,
        required: true,
        placeholder: 'menu.placeholder.path',
        extra: 'menu.hint.path',
        messages: { pattern: 'menu.rules.noSpaces' },
      },
    },
    {
      key: 'component',
      label: 'menu.fields.component',
      column: { ellipsis: true },
      form: {
        visibleWhen: isPage,
        placeholder: 'menu.placeholder.component',
        extra: 'menu.hint.component',
        messages: { pattern: 'menu.rules.component' },
      },
    },
    {
      key: 'perms',
      label: 'menu.fields.perms',
      column: { ellipsis: true },
      form: {
        visibleWhen: pageOrButton,
        placeholder: 'menu.placeholder.perms',
        extra: 'menu.hint.perms',
        messages: { pattern: 'menu.rules.perms' },
      },
    },
    {
      key: 'query',
      label: 'menu.fields.query',
      column: false,
      form: { visibleWhen: isPage, placeholder: 'menu.placeholder.query', extra: 'menu.hint.query' },
    },
    {
      key: 'routeName',
      label: 'menu.fields.routeName',
      column: false,
      form: {
        visibleWhen: isPage,
        placeholder: 'menu.placeholder.routeName',
        messages: { pattern: 'menu.rules.routeName' },
      },
    },
    {
      key: 'isCache',
      label: 'menu.fields.isCache',
      type: 'select',
      options: [
        { value: '0', label: 'menu.cache.0' },
        { value: '1', label: 'menu.cache.1' },
      ],
      column: false,
      form: { visibleWhen: isPage, initialValue: '0', radio: true },
    },
    {
      key: 'visible',
      label: 'menu.fields.visible',
      type: 'dict',
      dict: SHOW_HIDE_DICT,
      column: { width: 90 },
      search: true,
      form: { visibleWhen: notButton, initialValue: '0', radio: true },
    },
    {
      key: 'status',
      label: 'menu.fields.status',
      type: 'dict',
      dict: NORMAL_DISABLE_DICT,
      card: true,
      column: { width: 90 },
      search: true,
      form: { initialValue: '0', radio: true },
    },
    createdTimeField('menu.fields.createTime', { column: { width: 170, hidden: true } }),
  ],
};
