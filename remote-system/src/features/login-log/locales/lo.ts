import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ບັນທຶກການເຂົ້າລະບົບ (namespace `system`, ກຸ່ມ `loginLog`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    infoId: 'ລະຫັດ',
    userName: 'ຊື່ຜູ້ໃຊ້',
    ipaddr: 'ທີ່ຢູ່',
    loginLocation: 'ສະຖານທີ່',
    browser: 'ບຣາວເຊີ',
    os: 'ລະບົບປະຕິບັດການ',
    status: 'ຜົນລັບ',
    msg: 'ຂໍ້ຄວາມ',
    loginTime: 'ເວລາ',
  },
  placeholder: {
    userName: 'ປ້ອນຊື່ຜູ້ໃຊ້',
    ipaddr: 'ປ້ອນທີ່ຢູ່',
  },
  deleteTitle: 'ລຶບບັນທຶກການເຂົ້າລະບົບ',
  deleteOne: 'ລຶບບັນທຶກການເຂົ້າລະບົບຂອງ {{name}} ບໍ?',
  deleteMany: 'ລຶບ {{count}} ບັນທຶກທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກບັນທຶກທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ບໍ່ສາມາດໂຫຼດບັນທຶກການເຂົ້າລະບົບໄດ້',
  exportFileName: 'ບັນທຶກການເຂົ້າລະບົບ',
  empty: 'ຍັງບໍ່ມີການເຂົ້າລະບົບ',
  unlock: 'ປົດລັອກ',
  unlockTitle: 'ປົດລັອກບັນຊີ',
  unlockConfirm: 'ປົດລັອກບັນຊີ {{name}} ເພື່ອໃຫ້ເຂົ້າລະບົບໄດ້ທັນທີບໍ?',
  unlocked: 'ບັນຊີ {{name}} ຖືກປົດລັອກແລ້ວ',
};

export default lo;
