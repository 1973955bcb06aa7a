import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ລາຍການສັນຍາ',
  search: {
    title: 'ຫົວຂໍ້ສັນຍາ',
    titlePlaceholder: 'ກະລຸນາປ້ອນຫົວຂໍ້ສັນຍາ',
    status: 'ສະຖານະ',
    statusPlaceholder: 'ທຸກສະຖານະ',
  },
  columns: {
    id: 'ລະຫັດ',
    contractTitle: 'ຫົວຂໍ້ສັນຍາ',
    template: 'ອີງຕາມແມ່ແບບ',
    status: 'ສະຖານະ',
    createdAt: 'ວັນທີສ້າງ',
    actions: 'ການດຳເນີນການ',
  },
  viewDetails: 'ເບິ່ງລາຍລະອຽດ',
  delete: 'ລຶບ',
  empty: 'ຍັງບໍ່ມີສັນຍາ',
  loadFailed: 'ໂຫຼດລາຍການສັນຍາບໍ່ສຳເລັດ',
  deleteSuccess: 'ລຶບສຳເລັດ',
  deleteConfirm: {
    title: 'ລຶບສັນຍາ',
    content: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບສັນຍາ "{{title}}"? ລຶບແລ້ວບໍ່ສາມາດກູ້ຄືນໄດ້.',
    ok: 'ລຶບ',
    cancel: 'ຍົກເລີກ',
  },
};

export default lo;
