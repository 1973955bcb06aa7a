import type { Narrowed, WireBody, WireData } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** M directory, C page, F button (RuoYi's menu types). */
export type MenuType = MenuInput['menuType'];

/** A menu, flat (the screen builds the tree); `component` is a page key of a remote's registry. */
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
