import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** M directory, C page, F button (RuoYi's menu types). */
export type MenuType = 'M' | 'C' | 'F';

/** A menu as `/system/menu` sends it (flat; the screen builds the tree). */
export interface Menu {
  menuId: number;
  parentId: number;
  /** Chinese; the English and Lao titles beside it. */
  menuName: string;
  menuNameEn: string;
  menuNameLo: string;
  orderNum: number;
  path: string;
  /** A page key of a remote's page registry (`system/user/index`). */
  component: string | null;
  query: string | null;
  routeName: string;
  /** '0' an external link, '1' a route. */
  isFrame: EnableStatus;
  /** '0' kept alive when left, '1' not. */
  isCache: EnableStatus;
  menuType: MenuType;
  /** '0' shown in the sidebar, '1' hidden. */
  visible: EnableStatus;
  status: EnableStatus;
  perms: string | null;
  icon: string;
  createTime: string | null;
  remark: string | null;
}

export type MenuInput = Omit<Menu, 'createTime'> & { menuId?: number };

export const SHOW_HIDE_DICT = 'sys_show_hide';
