import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມສັນຍາທີ່ໃຊ້ຮ່ວມກັນ (namespace `common`, ກຸ່ມ `contract`). */
const lo: MessagesOf<typeof en> = {
  cancel: 'ຍົກເລີກ',
  share: {
    title: 'ແບ່ງປັນໃຫ້ລູກຄ້າ',
    active: 'ລິ້ງແບ່ງປັນໃຊ້ງານຢູ່. ເປີດເບິ່ງໄດ້ຢ່າງດຽວໂດຍບໍ່ຕ້ອງເຂົ້າສູ່ລະບົບ.',
    inactive: 'ສັນຍານີ້ບໍ່ໄດ້ແບ່ງປັນ.',
    create: 'ສ້າງລິ້ງ',
    renew: 'ສ້າງລິ້ງໃໝ່',
    renewHint: 'ລິ້ງສະແດງພຽງເທື່ອດຽວ. ລິ້ງໃໝ່ຈະແທນລິ້ງເກົ່າ.',
    created: 'ສຳເນົາລິ້ງນີ້ດຽວນີ້; ມັນຈະບໍ່ສະແດງອີກ.',
    copy: 'ສຳເນົາ',
    copied: 'ສຳເນົາລິ້ງແລ້ວ',
    revoke: 'ຍົກເລີກລິ້ງ',
    revokeConfirm: 'ຍົກເລີກລິ້ງແບ່ງປັນບໍ? ລູກຄ້າຈະເປີດສັນຍາດ້ວຍລິ້ງນີ້ບໍ່ໄດ້ອີກ.',
    revoked: 'ຍົກເລີກລິ້ງແບ່ງປັນແລ້ວ',
    failed: 'ປ່ຽນລິ້ງແບ່ງປັນບໍ່ສຳເລັດ',
  },
};

export default lo;
