import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ແມ່ແບບສັນຍາ',
  upload: {
    title: 'ອັບໂຫຼດແມ່ແບບສັນຍາ',
    dragText: 'ຄລິກ ຫຼື ລາກໄຟລ໌ Word (.docx) ມາວາງໃສ່ບ່ອນນີ້',
    hint: 'ອັບໂຫຼດໄດ້ເທື່ອລະໜຶ່ງໄຟລ໌ .docx, ຂະໜາດບໍ່ເກີນ 5 MB. ລະບົບຈະສ້າງສັນຍາສະບັບຮ່າງໃຫ້ອັດຕະໂນມັດ.',
    uploading: 'ກຳລັງອັບໂຫຼດ ແລະ ປ່ຽນຮູບແບບ...',
  },
  uploadLimit: 'ອັບໂຫຼດໄດ້ເທື່ອລະໜຶ່ງໄຟລ໌ເທົ່ານັ້ນ',
  onlyDocx: 'ອັບໂຫຼດໄດ້ສະເພາະໄຟລ໌ Word (.docx) ເທົ່ານັ້ນ',
  tooLarge: 'ຂະໜາດໄຟລ໌ຕ້ອງບໍ່ເກີນ 5 MB',
  uploadSuccess: 'ອັບໂຫຼດແມ່ແບບສຳເລັດ',
  uploadError: 'ອັບໂຫຼດບໍ່ສຳເລັດ, ກະລຸນາລອງໃໝ່',
  loadFaile: 'ໂຫຼດລາຍການແມ່ແບບບໍ່ສຳເລັດ',
  deleteSuccess: 'ລຶບສຳເລັດ',
  selectToDelete: 'ກະລຸນາເລືອກແມ່ແບບທີ່ຕ້ອງການລຶບ',
  openDetail: {
    title: 'ອັບໂຫຼດແມ່ແບບສຳເລັດ',
    content: 'ໄດ້ສ້າງແມ່ແບບ "{{name}}" ແລະ ສັນຍາສະບັບຮ່າງແລ້ວ. ຕ້ອງການເປີດເບິ່ງລາຍລະອຽດດຽວນີ້ບໍ?',
    now: 'ເປີດດຽວນີ້',
    later: 'ໄວ້ພາຍຫຼັງ',
  },
  list: {
    title: 'ລາຍການແມ່ແບບ',
    viewDetails: 'ເບິ່ງລາຍລະອຽດ',
    selected: 'ເລືອກແລ້ວ {{count}} ລາຍການ',
  },
  columns: {
    id: 'ລະຫັດ',
    templateName: 'ຊື່ແມ່ແບບ',
    placeholders: 'ຕົວແທນຂໍ້ມູນ',
    createBy: 'ຜູ້ອັບໂຫຼດ',
    createTime: 'ເວລາອັບໂຫຼດ',
  },
  deleteConfirm: {
    many: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບ {{count}} ແມ່ແບບທີ່ເລືອກ? ລຶບແລ້ວບໍ່ສາມາດກູ້ຄືນໄດ້.',
    one: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບແມ່ແບບ "{{name}}"? ລຶບແລ້ວບໍ່ສາມາດກູ້ຄືນໄດ້.',
  },
};

export default lo;
