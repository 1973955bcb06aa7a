import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ລິ້ງດ່ວນ (namespace `system`, ກຸ່ມ `link`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    linkName: 'ຊື່',
    url: 'ທີ່ຢູ່',
    icon: 'ໄອຄອນ',
    orderNum: 'ລຳດັບ',
    visible: 'ສະແດງ',
    remark: 'ໝາຍເຫດ',
    createTime: 'ສ້າງເມື່ອ',
  },
  placeholder: {
    search: 'ຊື່ ຫຼື ທີ່ຢູ່',
    linkName: 'ເຊັ່ນ ຄົ້ນຫາຫ້ອງການທີ່ດິນ',
    url: 'https://… (ທີ່ຢູ່ເວັບ)',
  },
  rules: { url: 'ກະລຸນາປ້ອນທີ່ຢູ່ເວັບທີ່ເລີ່ມດ້ວຍ http:// ຫຼື https://' },
  addTitle: 'ເພີ່ມລິ້ງ',
  editTitle: 'ແກ້ໄຂລິ້ງ',
  addSuccess: 'ເພີ່ມລິ້ງແລ້ວ',
  editSuccess: 'ບັນທຶກລິ້ງແລ້ວ',
  deleteTitle: 'ລຶບລິ້ງ',
  deleteOne: 'ລຶບລິ້ງ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບ {{count}} ລິ້ງທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກລິ້ງທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ໂຫຼດລິ້ງບໍ່ໄດ້',
  empty: 'ຍັງບໍ່ມີລິ້ງ: ລິ້ງທີ່ເພີ່ມຢູ່ນີ້ຈະສະແດງໃນແຖບນຳທາງຂອງພະນັກງານທຸກຄົນ',
};

export default lo;
