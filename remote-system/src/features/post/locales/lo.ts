import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ຕຳແໜ່ງ',
  fields: {
    postId: 'ລະຫັດ',
    postCode: 'ລະຫັດຕຳແໜ່ງ',
    postName: 'ຊື່ຕຳແໜ່ງ',
    postSort: 'ລຳດັບ',
    status: 'ສະຖານະ',
    remark: 'ໝາຍເຫດ',
    createTime: 'ວັນທີສ້າງ',
  },
  placeholder: {
    postCode: 'ກະລຸນາປ້ອນລະຫັດຕຳແໜ່ງ',
    postName: 'ກະລຸນາປ້ອນຊື່ຕຳແໜ່ງ',
  },
  rules: {
    postCodeRequired: 'ລະຫັດຕຳແໜ່ງບໍ່ສາມາດຫວ່າງໄດ້',
    postCodePattern: 'ໃຊ້ໄດ້ແຕ່ຕົວອັກສອນ, ຕົວເລກ ແລະ _ . -',
    postNameRequired: 'ຊື່ຕຳແໜ່ງບໍ່ສາມາດຫວ່າງໄດ້',
  },
  addTitle: 'ເພີ່ມຕຳແໜ່ງ',
  editTitle: 'ແກ້ໄຂຕຳແໜ່ງ',
  addSuccess: 'ເພີ່ມແລ້ວ',
  editSuccess: 'ບັນທຶກແລ້ວ',
  deleteTitle: 'ລຶບຕຳແໜ່ງ',
  deleteOne: 'ລຶບຕຳແໜ່ງ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບຕຳແໜ່ງ {{count}} ລາຍການທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກຕຳແໜ່ງທີ່ຈະລຶບ',
  loadFailed: 'ໂຫຼດຕຳແໜ່ງບໍ່ສຳເລັດ',
  exportFileName: 'ຕຳແໜ່ງ',
};

export default lo;
