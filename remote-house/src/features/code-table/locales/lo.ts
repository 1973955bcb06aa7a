import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມຕາຕະລາງລະຫັດ (namespace `house`, ກຸ່ມ `codeTable`). */
const lo: MessagesOf<typeof en> = {
  title: 'ຕາຕະລາງລະຫັດ',
  tables: {
    house_type: 'ປະເພດເຮືອນ',
    house_ownership: 'ກຳມະສິດ',
    house_parking: 'ບ່ອນຈອດລົດ',
    house_orientation: 'ທິດທາງ',
    house_decoration: 'ການຕົກແຕ່ງ',
    house_feature: 'ຈຸດເດັ່ນ',
    house_status: 'ສະຖານະເຮືອນ',
  },
  colours: {
    default: 'ສີເທົາ',
    primary: 'ສີຟ້າ',
    success: 'ສີຂຽວ',
    info: 'ສີເທົາອ່ອນ',
    warning: 'ສີສົ້ມ',
    danger: 'ສີແດງ',
  },
  fields: {
    dictType: 'ຕາຕະລາງລະຫັດ',
    dictValue: 'ຄ່າ',
    dictLabel: 'ຊື່ (ພາສາຈີນ)',
    dictLabelEn: 'ຊື່ (ພາສາອັງກິດ)',
    dictLabelLo: 'ຊື່ (ພາສາລາວ)',
    dictSort: 'ລຳດັບ',
    listClass: 'ສີປ້າຍ',
    status: 'ສະຖານະ',
    usedBy: 'ຈຳນວນເຮືອນທີ່ໃຊ້',
    remark: 'ໝາຍເຫດ',
  },
  placeholders: {
    dictValue: 'ຕົວຢ່າງ villa',
    valueHint: 'ເຮືອນເກັບຄ່ານີ້ໄວ້; ຖ້າປ່ຽນ ທຸກເຮືອນທີ່ໃຊ້ມັນຈະຖືກປັບຕາມ',
    label: 'ຄົ້ນຫາຊື່',
  },
  rules: {
    valueFormat: 'ໃຊ້ໄດ້ສະເພາະຕົວອັກສອນ, ຕົວເລກ ແລະ _ + . - ແລະ ເລີ່ມດ້ວຍຕົວອັກສອນ ຫຼື ຕົວເລກ',
  },
  dialog: {
    addTitle: 'ເພີ່ມລະຫັດ',
    editTitle: 'ແກ້ໄຂລະຫັດ',
    deleteOne: 'ລຶບລະຫັດ "{{name}}" ບໍ?',
    deleteMany: 'ລຶບລະຫັດ {{count}} ລາຍການທີ່ເລືອກບໍ?',
  },
  messages: {
    addSuccess: 'ເພີ່ມລະຫັດແລ້ວ',
    editSuccess: 'ບັນທຶກລະຫັດແລ້ວ',
    deleteSuccess: 'ລຶບແລ້ວ',
    selectToDelete: 'ກະລຸນາເລືອກຢ່າງໜ້ອຍໜຶ່ງລະຫັດເພື່ອລຶບ',
    loadFailed: 'ໂຫຼດຕາຕະລາງລະຫັດບໍ່ສຳເລັດ',
    empty: 'ບໍ່ມີລະຫັດ',
  },
};

export default lo;
