import codeTableLo from '../features/code-table/locales/lo';
import evaluationLo from '../features/evaluation/locales/lo';
import houseDetailLo from '../features/house-detail/locales/lo';
import houseRoomLo from '../features/house-room/locales/lo';
import inviteCodeLo from '../features/invite-code/locales/lo';
import leaseExpiresLo from '../features/lease-expires/locales/lo';
import leaseListLo from '../features/lease-list/locales/lo';
import villageLo from '../features/village/locales/lo';

/** The `house` namespace in Lao: a chunk of its own, loaded when Lao is in use. */
const texts = {
  village: villageLo,
  houseRoom: houseRoomLo,
  houseDetail: houseDetailLo,
  inviteCode: inviteCodeLo,
  leaseExpires: leaseExpiresLo,
  leaseList: leaseListLo,
  codeTable: codeTableLo,
  evaluation: evaluationLo,
};

export default texts;
