import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import houseDetailEn from '../features/house-detail/locales/en';
import houseDetailLo from '../features/house-detail/locales/lo';
import houseDetailZh from '../features/house-detail/locales/zh';
import houseRoomEn from '../features/house-room/locales/en';
import houseRoomLo from '../features/house-room/locales/lo';
import houseRoomZh from '../features/house-room/locales/zh';
import villageEn from '../features/village/locales/en';
import villageLo from '../features/village/locales/lo';
import villageZh from '../features/village/locales/zh';

/** The i18n namespace of this remote. */
export const HOUSE_NAMESPACE = 'house';

/** Every feature's texts, one group per feature, in zh, en and lo. */
export const houseLocales = {
  zh: { village: villageZh, houseRoom: houseRoomZh, houseDetail: houseDetailZh },
  en: { village: villageEn, houseRoom: houseRoomEn, houseDetail: houseDetailEn },
  lo: { village: villageLo, houseRoom: houseRoomLo, houseDetail: houseDetailLo },
};

/** Adds the `house` namespace to the product's i18next instance (idempotent). */
export function registerHouseLocales(): void {
  registerNamespace(HOUSE_NAMESPACE, houseLocales);
}
