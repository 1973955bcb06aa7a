import codeTableEn from '../features/code-table/locales/en';
import evaluationEn from '../features/evaluation/locales/en';
import houseDetailEn from '../features/house-detail/locales/en';
import houseRoomEn from '../features/house-room/locales/en';
import inviteCodeEn from '../features/invite-code/locales/en';
import leaseExpiresEn from '../features/lease-expires/locales/en';
import leaseListEn from '../features/lease-list/locales/en';
import villageEn from '../features/village/locales/en';

/** The `house` namespace in English: a chunk of its own, loaded when English is in use. */
const texts = {
  village: villageEn,
  houseRoom: houseRoomEn,
  houseDetail: houseDetailEn,
  inviteCode: inviteCodeEn,
  leaseExpires: leaseExpiresEn,
  leaseList: leaseListEn,
  codeTable: codeTableEn,
  evaluation: evaluationEn,
};

export default texts;
