import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຄຳຕິຊົມຈາກຜູ້ເຂົ້າຊົມ (namespace `system`, ກຸ່ມ `feedback`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    keyword: 'ຄົ້ນຫາ',
    status: 'ສະຖານະ',
    subjectType: 'ກ່ຽວກັບ',
    subjectName: 'ເຮືອນ ຫຼື ລົດ',
    visitorName: 'ຊື່',
    contact: 'ຊ່ອງທາງຕິດຕໍ່',
    content: 'ຂໍ້ຄວາມ',
    createTime: 'ເວລາໄດ້ຮັບ',
    reply: 'ຄຳຕອບ',
    handledBy: 'ຜູ້ຈັດການ',
    handleTime: 'ເວລາຈັດການ',
    remark: 'ໝາຍເຫດ',
  },
  placeholder: {
    keyword: 'ຊື່, ຊ່ອງທາງຕິດຕໍ່, ຂໍ້ຄວາມ ຫຼື ເຮືອນ',
    reply: 'ສິ່ງທີ່ທ່ານຕອບ ຫຼື ເຮັດ, ເຊັ່ນ "ໂທກັບແລ້ວ, ນັດເບິ່ງວັນຈັນ"',
  },
  hint: {
    status: 'ຂໍ້ຄວາມທີ່ຈັດການແລ້ວບໍ່ນັບເປັນຂໍ້ຄວາມໃໝ່; ປ່ຽນກັບເປັນໃໝ່ຈະລຶບຜູ້ຈັດການອອກ.',
  },
  editTitle: 'ຈັດການຄຳຕິຊົມ',
  editSuccess: 'ບັນທຶກຄຳຕິຊົມແລ້ວ',
  deleteTitle: 'ລຶບຄຳຕິຊົມ',
  deleteOne: 'ລຶບຂໍ້ຄວາມຈາກ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບ {{count}} ຂໍ້ຄວາມທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກຂໍ້ຄວາມທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ໂຫຼດຄຳຕິຊົມບໍ່ໄດ້',
  exportFileName: 'ຄຳຕິຊົມ',
  empty: 'ຍັງບໍ່ມີຄຳຕິຊົມຈາກຜູ້ເຂົ້າຊົມ',
};

export default lo;
