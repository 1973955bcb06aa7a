import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ແຈ້ງການ ແລະ ປະກາດ',
  fields: {
    noticeId: 'ລະຫັດ',
    noticeTitle: 'ຫົວຂໍ້',
    noticeType: 'ປະເພດ',
    noticeContent: 'ເນື້ອໃນ',
    status: 'ສະຖານະ',
    createBy: 'ຜູ້ສ້າງ',
    createTime: 'ວັນທີສ້າງ',
    remark: 'ໝາຍເຫດ',
  },
  placeholder: {
    noticeTitle: 'ກະລຸນາປ້ອນຫົວຂໍ້',
    noticeType: 'ກະລຸນາເລືອກປະເພດ',
    createBy: 'ກະລຸນາປ້ອນຊື່ຜູ້ສ້າງ',
  },
  rules: {
    titleRequired: 'ຫົວຂໍ້ຕ້ອງບໍ່ຫວ່າງເປົ່າ',
    titleMax: 'ຫົວຂໍ້ຕ້ອງບໍ່ເກີນ 50 ຕົວອັກສອນ',
    typeRequired: 'ກະລຸນາເລືອກປະເພດ',
  },
  add: 'ເພີ່ມ',
  save: 'ບັນທຶກ',
  addTitle: 'ເພີ່ມແຈ້ງການ',
  editTitle: 'ແກ້ໄຂແຈ້ງການ',
  addSuccess: 'ເພີ່ມສຳເລັດ',
  editSuccess: 'ບັນທຶກສຳເລັດ',
  deleteTitle: 'ລຶບແຈ້ງການ',
  deleteOne: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບແຈ້ງການ "{{name}}"?',
  deleteMany: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບ {{count}} ແຈ້ງການທີ່ເລືອກ?',
  deleteSuccess: 'ລຶບສຳເລັດ',
  loadFailed: 'ໂຫຼດລາຍການແຈ້ງການບໍ່ສຳເລັດ',
  selectToDelete: 'ກະລຸນາເລືອກແຈ້ງການທີ່ຕ້ອງການລຶບ',
};

export default lo;
