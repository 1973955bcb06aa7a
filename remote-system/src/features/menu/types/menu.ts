import type { Narrowed, WireBody, WireData } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** M directory, C page, F button (RuoYi's menu types). */
export type MenuType = 'M' | 'C' | 'F';

/**
 * A menu as `/system/menu` sends it (flat; the screen builds the tree): `component` a page
 * key of a remote's page registry, `isFrame` '0' an external link, `isCache` '0' kept alive,
 * `visible` '0' shown in the sidebar.
 */
export type Menu = Narrowed<
  WireData<'/system/menu/list', 'get'>[number],
  {
    isFrame: EnableStatus;
    isCache: EnableStatus;
    menuType: MenuType;
    visible: EnableStatus;
    status: EnableStatus;
  }
>;

export type MenuInput = WireBody<'/system/menu', 'post'> & { menuId?: number };

export const SHOW_HIDE_DICT = 'sys_show_hide';
