import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມສັນຍາລົດ (namespace `vehicle`, ກຸ່ມ `carContract`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    id: 'ເລກທີ',
    contractTitle: 'ຫົວຂໍ້ສັນຍາ',
    template: 'ແມ່ແບບ',
    status: 'ສະຖານະ',
    createdAt: 'ສ້າງເມື່ອ',
    signedAt: 'ເຊັນເມື່ອ',
    endDate: 'ໝົດອາຍຸວັນທີ',
  },
  placeholders: {
    contractTitle: 'ຄົ້ນຫາຕາມຫົວຂໍ້',
    template: 'ທຸກແມ່ແບບ',
    status: 'ທຸກສະຖານະ',
  },
  status: { 0: 'ສະບັບຮ່າງ', 1: 'ເຊັນແລ້ວ', 2: 'ໝົດອາຍຸ' },
  actions: {
    view: 'ເບິ່ງ',
    download: 'ໄຟລ໌ Word',
    share: 'ລິ້ງແບ່ງປັນ',
    edit: 'ເປີດໃນການຈັດການສັນຍາ',
    generate: 'ສ້າງຈາກແມ່ແບບ',
  },
  dialog: {
    viewTitle: 'ສັນຍາລົດ',
    deleteOne: 'ລຶບສັນຍາ "{{name}}" ບໍ?',
    deleteMany: 'ລຶບ {{count}} ສັນຍາທີ່ເລືອກບໍ?',
  },
  messages: {
    deleteSuccess: 'ລຶບແລ້ວ',
    selectToDelete: 'ກະລຸນາເລືອກຢ່າງໜ້ອຍໜຶ່ງສັນຍາເພື່ອລຶບ',
    loadFailed: 'ໂຫຼດສັນຍາລົດບໍ່ສຳເລັດ',
    detailFailed: 'ໂຫຼດສັນຍາບໍ່ສຳເລັດ',
    downloadFailed: 'ສ້າງໄຟລ໌ Word ບໍ່ສຳເລັດ',
    empty: 'ຍັງບໍ່ມີສັນຍາລົດ: ສ້າງຈາກແມ່ແບບດ້ວຍການເຊົ່າລົດ',
  },
  public: {
    notAvailable: 'ລິ້ງສັນຍານີ້ໃຊ້ບໍ່ໄດ້',
    notAvailableHint: 'ລິ້ງອາດຖືກຍົກເລີກ ຫຼື ປ່ຽນແທນແລ້ວ. ກະລຸນາຂໍລິ້ງໃໝ່ຈາກຕົວແທນ.',
    loadFailed: 'ໂຫຼດສັນຍາບໍ່ສຳເລັດ',
    retry: 'ລອງໃໝ່',
  },
};

export default lo;
