import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ລາຍການວຽກຂອງພະນັກງານ (namespace `system`, ກຸ່ມ `item`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    title: 'ຫົວຂໍ້',
    assigneeId: 'ຜູ້ຮັບຜິດຊອບ',
    dueDate: 'ວັນຄົບກຳນົດ',
    priority: 'ຄວາມສຳຄັນ',
    status: 'ສະຖານະ',
    overdue: 'ກາຍກຳນົດ',
    linked: 'ກ່ຽວກັບ',
    roomId: 'ເຮືອນ',
    carId: 'ລົດ',
    customerId: 'ລູກຄ້າ',
    description: 'ລາຍລະອຽດ',
    finishTime: 'ເວລາສຳເລັດ',
    remark: 'ໝາຍເຫດ',
  },
  placeholder: {
    search: 'ຫົວຂໍ້ ຫຼື ລາຍລະອຽດ',
    title: 'ເຊັ່ນ: ໂທຫາເຈົ້າຂອງເຮືອນເລື່ອງສ້ອມແປງ',
  },
  overdue: 'ກາຍກຳນົດແລ້ວ',
  overdueOnly: 'ສະເພາະທີ່ກາຍກຳນົດ',
  allItems: 'ລາຍການທັງໝົດ',
  myItems: 'ລາຍການຂອງຂ້ອຍ',
  addTitle: 'ເພີ່ມລາຍການ',
  editTitle: 'ແກ້ໄຂລາຍການ',
  addSuccess: 'ເພີ່ມລາຍການແລ້ວ',
  editSuccess: 'ບັນທຶກລາຍການແລ້ວ',
  deleteTitle: 'ລຶບລາຍການ',
  deleteOne: 'ລຶບລາຍການ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບ {{count}} ລາຍການທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກລາຍການທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ໂຫຼດລາຍການບໍ່ໄດ້',
  exportFileName: 'ລາຍການ',
  empty: 'ບໍ່ມີລາຍການ: ບໍ່ມີຫຍັງຕ້ອງເຮັດ',
};

export default lo;
