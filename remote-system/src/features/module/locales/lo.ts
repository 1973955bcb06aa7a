import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ໂມດູນ',
  fields: {
    moduleId: 'ລະຫັດ',
    name: 'ໂມດູນ',
    version: 'ເວີຊັນ',
    entry: 'ທາງເຂົ້າ',
    prefixes: 'ຄຳນຳໜ້າເມນູ',
    active: 'ສະຖານະ',
    createTime: 'ວັນທີຕິດຕັ້ງ',
  },
  state: {
    active: 'ກຳລັງໃຊ້ງານ',
    inactive: 'ບໍ່ໄດ້ໃຊ້ງານ',
  },
  activate: 'ເປີດໃຊ້',
  activateSuccess: 'ເປີດໃຊ້ເວີຊັນນີ້ແລ້ວ, ຜູ້ໃຊ້ຈະໄດ້ຮັບໃນຄັ້ງຕໍ່ໄປທີ່ໂຫຼດແອັບພລິເຄຊັນ',
  loadFailed: 'ໂຫຼດລາຍການໂມດູນບໍ່ສຳເລັດ',
  confirm: {
    title: 'ເປີດໃຊ້ເວີຊັນ',
    content: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະປ່ຽນໂມດູນ "{{name}}" ໄປເປັນເວີຊັນ {{version}}? ຜູ້ໃຊ້ຈະໄດ້ຮັບໃນຄັ້ງຕໍ່ໄປທີ່ໂຫຼດແອັບພລິເຄຊັນ.',
    ok: 'ເປີດໃຊ້',
    cancel: 'ຍົກເລີກ',
  },
  empty: 'ຍັງບໍ່ມີໂມດູນທີ່ລົງທະບຽນ',
};

export default lo;
