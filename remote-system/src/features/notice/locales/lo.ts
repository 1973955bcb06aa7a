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
    actions: 'ການດຳເນີນການ',
  },
  placeholder: {
    noticeTitle: 'ກະລຸນາປ້ອນຫົວຂໍ້',
    noticeType: 'ກະລຸນາເລືອກປະເພດ',
    createBy: 'ກະລຸນາປ້ອນຊື່ຜູ້ສ້າງ',
    noticeContent: 'ກະລຸນາປ້ອນເນື້ອໃນ',
  },
  rules: {
    titleRequired: 'ຫົວຂໍ້ຕ້ອງບໍ່ຫວ່າງເປົ່າ',
    titleMax: 'ຫົວຂໍ້ຕ້ອງບໍ່ເກີນ 50 ຕົວອັກສອນ',
    typeRequired: 'ກະລຸນາເລືອກປະເພດ',
  },
  add: 'ເພີ່ມ',
  edit: 'ແກ້ໄຂ',
  delete: 'ລຶບ',
  addTitle: 'ເພີ່ມແຈ້ງການ',
  editTitle: 'ແກ້ໄຂແຈ້ງການ',
  search: 'ຄົ້ນຫາ',
  reset: 'ລ້າງຄ່າ',
  save: 'ບັນທຶກ',
  cancel: 'ຍົກເລີກ',
  addSuccess: 'ເພີ່ມສຳເລັດ',
  editSuccess: 'ບັນທຶກສຳເລັດ',
  deleteSuccess: 'ລຶບສຳເລັດ',
  loadFailed: 'ໂຫຼດລາຍການແຈ້ງການບໍ່ສຳເລັດ',
  selectToDelete: 'ກະລຸນາເລືອກແຈ້ງການທີ່ຕ້ອງການລຶບ',
  deleteConfirm: {
    title: 'ລຶບແຈ້ງການ',
    content: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບແຈ້ງການລະຫັດ {{ids}}?',
    ok: 'ລຶບ',
    cancel: 'ຍົກເລີກ',
  },
};

export default lo;
