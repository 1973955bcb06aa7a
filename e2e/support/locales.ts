/**
 * The products' own texts, so the tests check what the apps say without copying
 * strings: a wording change cannot silently break or weaken a check.
 */
import { hostLocales } from '../../host/src/app/locales/host-locales';
import { pactLocales } from '../../remote-contracts/src/i18n/pact-locales';
import houseDetailEn from '../../remote-house/src/features/house-detail/locales/en';
import houseDetailLo from '../../remote-house/src/features/house-detail/locales/lo';
import houseDetailZh from '../../remote-house/src/features/house-detail/locales/zh';
import houseRoomEn from '../../remote-house/src/features/house-room/locales/en';
import houseRoomLo from '../../remote-house/src/features/house-room/locales/lo';
import houseRoomZh from '../../remote-house/src/features/house-room/locales/zh';
import inviteCodeEn from '../../remote-house/src/features/invite-code/locales/en';
import inviteCodeLo from '../../remote-house/src/features/invite-code/locales/lo';
import inviteCodeZh from '../../remote-house/src/features/invite-code/locales/zh';
import leaseExpiresEn from '../../remote-house/src/features/lease-expires/locales/en';
import leaseExpiresLo from '../../remote-house/src/features/lease-expires/locales/lo';
import leaseExpiresZh from '../../remote-house/src/features/lease-expires/locales/zh';
import villageEn from '../../remote-house/src/features/village/locales/en';
import villageLo from '../../remote-house/src/features/village/locales/lo';
import villageZh from '../../remote-house/src/features/village/locales/zh';
import { systemLocales } from '../../remote-system/src/i18n/system-locales';
import carEn from '../../remote-vehicle/src/features/car/locales/en';
import carLo from '../../remote-vehicle/src/features/car/locales/lo';
import carZh from '../../remote-vehicle/src/features/car/locales/zh';
import carContractEn from '../../remote-vehicle/src/features/car-contract/locales/en';
import carContractLo from '../../remote-vehicle/src/features/car-contract/locales/lo';
import carContractZh from '../../remote-vehicle/src/features/car-contract/locales/zh';
import carDetailEn from '../../remote-vehicle/src/features/car-detail/locales/en';
import carDetailLo from '../../remote-vehicle/src/features/car-detail/locales/lo';
import carDetailZh from '../../remote-vehicle/src/features/car-detail/locales/zh';
import carLeaseEn from '../../remote-vehicle/src/features/car-lease/locales/en';
import carLeaseLo from '../../remote-vehicle/src/features/car-lease/locales/lo';
import carLeaseZh from '../../remote-vehicle/src/features/car-lease/locales/zh';
import { dictSeeds } from '../../server/src/db/seed/dict-data';
import { menuTree } from '../../server/src/db/seed/menu-tree';
import contractEn from '../../shared/src/features/contract/locales/en';
import { commonLocales } from '../../shared/src/features/i18n/locales/common-locales';
import publicFeedbackEn from '../../shared/src/features/public-feedback/locales/en';
import publicNewsEn from '../../shared/src/features/public-news/locales/en';

export type Language = 'zh' | 'en' | 'lo';

/** Namespace `host` (login, layout, router, federation...). */
export const host = hostLocales;
/** Namespace `common` (shared words, the request client's messages, the table toolbar). */
export const common = commonLocales;
/** Namespace `house`. */
export const house = {
  zh: {
    village: villageZh,
    houseRoom: houseRoomZh,
    houseDetail: houseDetailZh,
    inviteCode: inviteCodeZh,
    leaseExpires: leaseExpiresZh,
  },
  en: {
    village: villageEn,
    houseRoom: houseRoomEn,
    houseDetail: houseDetailEn,
    inviteCode: inviteCodeEn,
    leaseExpires: leaseExpiresEn,
  },
  lo: {
    village: villageLo,
    houseRoom: houseRoomLo,
    houseDetail: houseDetailLo,
    inviteCode: inviteCodeLo,
    leaseExpires: leaseExpiresLo,
  },
};
/** Namespace `vehicle`. */
export const vehicle = {
  zh: { car: carZh, carLease: carLeaseZh, carDetail: carDetailZh, carContract: carContractZh },
  en: { car: carEn, carLease: carLeaseEn, carDetail: carDetailEn, carContract: carContractEn },
  lo: { car: carLo, carLease: carLeaseLo, carDetail: carDetailLo, carContract: carContractLo },
};
/** Shared contract texts (namespace `common`, group `contract`: the share link dialog). */
export const contractShared = { en: contractEn };
/** The public pages' feedback form (`common`, group `publicFeedback`). */
export const publicFeedback = { en: publicFeedbackEn };
/** The public pages' news (`common`, group `publicNews`). */
export const publicNews = { en: publicNewsEn };
/** Namespace `pact`. */
export const pact = pactLocales;
/** Namespace `system`. */
export const system = systemLocales;

/** i18next's `{{name}}` interpolation. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

const LABEL_INDEX: Record<Language, number> = { zh: 0, en: 1, lo: 2 };

/**
 * The title of a seeded menu entry (`/vehicle/car`, or a directory such as
 * `/system`) in a language, as the server's getRouters gives it.
 */
export function menuTitle(path: string, language: Language): string {
  const segments = path.split('/').filter(Boolean);
  let nodes = menuTree;
  let title: string | undefined;
  for (const segment of segments) {
    const node = nodes.find((candidate) => candidate.path === segment);
    if (!node) throw new Error(`No seeded menu at ${path}`);
    title = node.name[LABEL_INDEX[language]];
    nodes = node.children ?? [];
  }
  if (!title) throw new Error(`No seeded menu at ${path}`);
  return title;
}

/** The label of a seeded dictionary value (`car_type` / `sedan`) in a language. */
export function dictLabel(dictType: string, value: string, language: Language): string {
  const item = dictSeeds.find((dict) => dict.type === dictType)?.items.find((entry) => entry.value === value);
  const label = item?.label[LABEL_INDEX[language]];
  if (!label) throw new Error(`No seeded dictionary value ${dictType}/${value}`);
  return label;
}
