import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມພາຍໃນ (namespace `system`, ກຸ່ມ `msg`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    title: 'ຫົວຂໍ້',
    content: 'ເນື້ອໃນ',
    userIds: 'ຜູ້ໃຊ້',
    roleIds: 'ບົດບາດ',
    readCount: 'ອ່ານແລ້ວ',
    createBy: 'ຜູ້ສົ່ງ',
    createTime: 'ເວລາສົ່ງ',
    remark: 'ໝາຍເຫດ',
  },
  placeholder: {
    title: 'ເຊັ່ນ: ຫ້ອງການປິດວັນສຸກ',
    userIds: 'ເລືອກຜູ້ໃຊ້',
    roleIds: 'ເລືອກບົດບາດ',
  },
  hint: {
    recipients: 'ສົ່ງຫາຜູ້ໃຊ້, ບົດບາດ ຫຼື ທັງສອງ: ທຸກຄົນທີ່ມີບົດບາດທີ່ເລືອກໃນເວລາບັນທຶກຈະໄດ້ຮັບໜຶ່ງຄັ້ງ, ໃນກ່ອງຂໍ້ຄວາມເທິງສຸດຂອງໜ້າຈໍ.',
  },
  readers: {
    open: 'ຜູ້ອ່ານ',
    user: 'ຜູ້ຮັບ',
    readTime: 'ເວລາອ່ານ',
    unread: 'ຍັງບໍ່ອ່ານ',
  },
  readersFailed: 'ໂຫຼດຂໍ້ມູນຜູ້ອ່ານບໍ່ໄດ້',
  addTitle: 'ຂຽນຂໍ້ຄວາມ',
  editTitle: 'ແກ້ໄຂຂໍ້ຄວາມ',
  addSuccess: 'ສົ່ງຂໍ້ຄວາມແລ້ວ',
  editSuccess: 'ບັນທຶກຂໍ້ຄວາມແລ້ວ',
  deleteTitle: 'ລຶບຂໍ້ຄວາມ',
  deleteOne: 'ລຶບຂໍ້ຄວາມ "{{name}}" ບໍ? ຜູ້ຮັບຈະບໍ່ເຫັນມັນອີກ.',
  deleteMany: 'ລຶບ {{count}} ຂໍ້ຄວາມທີ່ເລືອກບໍ? ຜູ້ຮັບຈະບໍ່ເຫັນພວກມັນອີກ.',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກຂໍ້ຄວາມທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ໂຫຼດຂໍ້ຄວາມບໍ່ໄດ້',
  empty: 'ຍັງບໍ່ໄດ້ສົ່ງຂໍ້ຄວາມເທື່ອ',
};

export default lo;
