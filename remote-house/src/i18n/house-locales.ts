import { registerNamespace } from '@agency/shared/features/i18n/i18n';
import codeTableEn from '../features/code-table/locales/en';
import codeTableLo from '../features/code-table/locales/lo';
import codeTableZh from '../features/code-table/locales/zh';
import evaluationEn from '../features/evaluation/locales/en';
import evaluationLo from '../features/evaluation/locales/lo';
import evaluationZh from '../features/evaluation/locales/zh';
import houseDetailEn from '../features/house-detail/locales/en';
import houseDetailLo from '../features/house-detail/locales/lo';
import houseDetailZh from '../features/house-detail/locales/zh';
import houseRoomEn from '../features/house-room/locales/en';
import houseRoomLo from '../features/house-room/locales/lo';
import houseRoomZh from '../features/house-room/locales/zh';
import inviteCodeEn from '../features/invite-code/locales/en';
import inviteCodeLo from '../features/invite-code/locales/lo';
import inviteCodeZh from '../features/invite-code/locales/zh';
import leaseExpiresEn from '../features/lease-expires/locales/en';
import leaseExpiresLo from '../features/lease-expires/locales/lo';
import leaseExpiresZh from '../features/lease-expires/locales/zh';
import leaseListEn from '../features/lease-list/locales/en';
import leaseListLo from '../features/lease-list/locales/lo';
import leaseListZh from '../features/lease-list/locales/zh';
import villageEn from '../features/village/locales/en';
import villageLo from '../features/village/locales/lo';
import villageZh from '../features/village/locales/zh';

/** The i18n namespace of this remote. */
export const HOUSE_NAMESPACE = 'house';

/** Every feature's texts, one group per feature, in zh, en and lo. */
export const houseLocales = {
  zh: {
    village: villageZh,
    houseRoom: houseRoomZh,
    houseDetail: houseDetailZh,
    inviteCode: inviteCodeZh,
    leaseExpires: leaseExpiresZh,
    leaseList: leaseListZh,
    codeTable: codeTableZh,
    evaluation: evaluationZh,
  },
  en: {
    village: villageEn,
    houseRoom: houseRoomEn,
    houseDetail: houseDetailEn,
    inviteCode: inviteCodeEn,
    leaseExpires: leaseExpiresEn,
    leaseList: leaseListEn,
    codeTable: codeTableEn,
    evaluation: evaluationEn,
  },
  lo: {
    village: villageLo,
    houseRoom: houseRoomLo,
    houseDetail: houseDetailLo,
    inviteCode: inviteCodeLo,
    leaseExpires: leaseExpiresLo,
    leaseList: leaseListLo,
    codeTable: codeTableLo,
    evaluation: evaluationLo,
  },
};

/** Adds the `house` namespace to the product's i18next instance (idempotent). */
export function registerHouseLocales(): void {
  registerNamespace(HOUSE_NAMESPACE, houseLocales);
}
