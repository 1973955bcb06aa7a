import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ລາຍການສັນຍາ',
  search: {
    titlePlaceholder: 'ກະລຸນາປ້ອນຫົວຂໍ້ສັນຍາ',
    statusPlaceholder: 'ທຸກສະຖານະ',
    templatePlaceholder: 'ທຸກແມ່ແບບ',
  },
  columns: {
    id: 'ລະຫັດ',
    contractTitle: 'ຫົວຂໍ້ສັນຍາ',
    template: 'ອີງຕາມແມ່ແບບ',
    status: 'ສະຖານະ',
    createdAt: 'ວັນທີສ້າງ',
  },
  viewDetails: 'ເບິ່ງລາຍລະອຽດ',
  loadFailed: 'ໂຫຼດລາຍການສັນຍາບໍ່ສຳເລັດ',
  deleteSuccess: 'ລຶບສຳເລັດ',
  selectToDelete: 'ກະລຸນາເລືອກສັນຍາທີ່ຈະລຶບ',
  deleteConfirm: {
    one: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບສັນຍາ "{{name}}"? ລຶບແລ້ວບໍ່ສາມາດກູ້ຄືນໄດ້.',
    many: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບ {{count}} ສັນຍາທີ່ເລືອກ? ລຶບແລ້ວບໍ່ສາມາດກູ້ຄືນໄດ້.',
  },
};

export default lo;
