import type { Language } from '@agency/shared/features/i18n/types/language';
import type { Menu } from '../types/menu';

/** A menu's title in the user's language (the Chinese one when that is empty). */
export function menuTitle(menu: Pick<Menu, 'menuName' | 'menuNameEn' | 'menuNameLo'>, language: Language) {
  if (language === 'en' && menu.menuNameEn) return menu.menuNameEn;
  if (language === 'lo' && menu.menuNameLo) return menu.menuNameLo;
  return menu.menuName;
}
