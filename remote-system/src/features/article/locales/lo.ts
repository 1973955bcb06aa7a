import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ບົດຄວາມຂອງຕົວແທນ (namespace `system`, ກຸ່ມ `article`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    coverImage: 'ໜ້າປົກ',
    title: 'ຫົວຂໍ້',
    category: 'ໝວດ',
    status: 'ສະຖານະ',
    publishTime: 'ເວລາເຜີຍແຜ່',
    author: 'ຜູ້ຂຽນ',
    summary: 'ສະຫຼຸບ',
    content: 'ເນື້ອໃນ',
    remark: 'ໝາຍເຫດ',
  },
  placeholder: {
    search: 'ຫົວຂໍ້ ຫຼື ສະຫຼຸບ',
    title: 'ເຊັ່ນ: ຫ້າສິ່ງທີ່ຕ້ອງກວດກ່ອນເຊົ່າ',
    author: 'ຊື່ຂອງທ່ານໂດຍຄ່າເລີ່ມຕົ້ນ',
    summary: 'ໜຶ່ງ ຫຼື ສອງປະໂຫຍກທີ່ສະແດງໃນລາຍການຂ່າວ',
  },
  hint: {
    status: 'ບົດຄວາມທີ່ເຜີຍແຜ່ແລ້ວຈະສະແດງເປັນຂ່າວໃນໜ້າເຮືອນ ແລະ ລົດສາທາລະນະ.',
    publishTime: 'ວ່າງ: ເວລາປັດຈຸບັນເມື່ອເຜີຍແຜ່. ເວລາພາຍຫຼັງຈະເຊື່ອງໄວ້ຈົນຮອດເວລານັ້ນ.',
  },
  addTitle: 'ຂຽນບົດຄວາມ',
  editTitle: 'ແກ້ໄຂບົດຄວາມ',
  addSuccess: 'ບັນທຶກບົດຄວາມແລ້ວ',
  editSuccess: 'ບັນທຶກບົດຄວາມແລ້ວ',
  deleteTitle: 'ລຶບບົດຄວາມ',
  deleteOne: 'ລຶບບົດຄວາມ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບ {{count}} ບົດຄວາມທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກບົດຄວາມທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ໂຫຼດບົດຄວາມບໍ່ໄດ້',
  exportFileName: 'ບົດຄວາມ',
  empty: 'ຍັງບໍ່ມີບົດຄວາມ',
};

export default lo;
