import codeTableZh from '../features/code-table/locales/zh';
import evaluationZh from '../features/evaluation/locales/zh';
import houseDetailZh from '../features/house-detail/locales/zh';
import houseRoomZh from '../features/house-room/locales/zh';
import inviteCodeZh from '../features/invite-code/locales/zh';
import leaseExpiresZh from '../features/lease-expires/locales/zh';
import leaseListZh from '../features/lease-list/locales/zh';
import villageZh from '../features/village/locales/zh';

/** The `house` namespace in Chinese: a chunk of its own, loaded when Chinese is in use. */
const texts = {
  village: villageZh,
  houseRoom: houseRoomZh,
  houseDetail: houseDetailZh,
  inviteCode: inviteCodeZh,
  leaseExpires: leaseExpiresZh,
  leaseList: leaseListZh,
  codeTable: codeTableZh,
  evaluation: evaluationZh,
};

export default texts;
