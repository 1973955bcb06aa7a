import { wireLimits } from '@agency/shared/api/generated/wire-limits';
import { IconPicker } from '@agency/shared/features/menu-icon/components/icon-picker';
import type { ResourceDefinition } from '@agency/shared/features/resource/types/resource-definition';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { fieldMaker } from '@agency/shared/features/resource/utils/field-maker';
import { resourceNames } from '@agency/shared/features/resource/utils/resource-names';
import { resourceTexts } from '@agency/shared/features/resource/utils/resource-texts';
import { optionsOf } from '@agency/shared/features/resource/utils/select-options';
import { statusField } from '@agency/shared/features/resource/utils/status-field';
import { NORMAL_DISABLE_DICT, SHOW_HIDE_DICT } from '../../dict/config/common-dicts';
import { menuApi } from '../api/menu-api';
import { MenuParentSelect } from '../components/menu-parent-select';
import { MenuTitleCell } from '../components/menu-title-cell';
import type { Menu, MenuInput } from '../types/menu';

const typeOf = (values: Record<string, unknown>) => values.menuType as Menu['menuType'] | undefined;
const notButton = (values: Record<string, unknown>) => typeOf(values) !== 'F';
const isPage = (values: Record<string, unknown>) => typeOf(values) === 'C';
const pageOrButton = (values: Record<string, unknown>) => typeOf(values) !== 'M';

const { field, input } = fieldMaker<Menu>('menu', 'menu.placeholder');

/**
 * The menu screen as a declaration (RuoYi `system/menu/index`): a tree table; the form
 * shows what each type uses (directories: route and icon; pages: component, permission,
 * cache; buttons: permission only), titles in Chinese, English and Lao.
 */
export const menuResource: ResourceDefinition<Menu, MenuInput> = {
  ...resourceNames('system', 'menu'),
  // Required, lengths, ranges and patterns come from the server's schema.
  limits: wireLimits['/system/menu'].post.body,
  api: menuApi,
  titleKey: 'menuName',
  tree: { parentKey: 'parentId', expanded: false },
  actions: { export: false },
  actionsWidth: 230,
  form: { width: 760 },
  texts: resourceTexts('menu', ['add', 'edit', 'delete', 'deleteTitle', 'empty']),
  fields: [
    field('parentId', {
      type: 'integer',
      column: false,
      form: {
        span: 24,
        initialValue: 0,
        render: (props) => <MenuParentSelect {...props} />,
      },
    }),
    field('menuType', {
      type: 'select',
      options: optionsOf('menu.types', ['M', 'C', 'F']),
      // Shown beside the title: the tree's first column is the title's.
      column: false,
      form: { initialValue: 'M', radio: true, span: 24 },
    }),
    input('menuName', {
      card: 'title',
      column: { width: 280, render: (row) => <MenuTitleCell row={row} /> },
      search: true,
    }),
    input('menuNameEn', { column: false }),
    input('menuNameLo', { column: false }),
    field('icon', {
      column: false,
      form: {
        visibleWhen: notButton,
        initialValue: '#',
        render: (props) => <IconPicker {...props} />,
      },
    }),
    field('orderNum', {
      type: 'integer',
      column: { width: 80 },
      form: { initialValue: 0 },
    }),
    field('isFrame', {
      type: 'select',
      options: optionsOf('menu', { '0': 'yes', '1': 'no' }),
      column: false,
      form: { visibleWhen: notButton, initialValue: '1', radio: true, extra: 'menu.hint.isFrame' },
    }),
    input('path', {
      column: false,
      form: {
        visibleWhen: notButton,
        required: true,
        extra: 'menu.hint.path',
        messages: { pattern: 'menu.rules.noSpaces' },
      },
    }),
    input('component', {
      column: { ellipsis: true },
      form: {
        visibleWhen: isPage,
        extra: 'menu.hint.component',
        messages: { pattern: 'menu.rules.component' },
      },
    }),
    input('perms', {
      column: { ellipsis: true },
      form: {
        visibleWhen: pageOrButton,
        extra: 'menu.hint.perms',
        messages: { pattern: 'menu.rules.perms' },
      },
    }),
    input('query', {
      column: false,
      form: { visibleWhen: isPage, extra: 'menu.hint.query' },
    }),
    input('routeName', {
      column: false,
      form: {
        visibleWhen: isPage,
        messages: { pattern: 'menu.rules.routeName' },
      },
    }),
    field('isCache', {
      type: 'select',
      options: optionsOf('menu.cache', ['0', '1']),
      column: false,
      form: { visibleWhen: isPage, initialValue: '0', radio: true },
    }),
    field('visible', {
      type: 'dict',
      dict: SHOW_HIDE_DICT,
      column: { width: 90 },
      search: true,
      form: { visibleWhen: notButton, initialValue: '0', radio: true },
    }),
    statusField('menu.fields.status', NORMAL_DISABLE_DICT, { column: { width: 90 } }),
    createdTimeField('menu.fields.createTime', { column: { width: 170, hidden: true } }),
  ],
};
