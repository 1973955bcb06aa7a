import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມການປະເມີນ (namespace `house`, ກຸ່ມ `evaluation`). */
const lo: MessagesOf<typeof en> = {
  title: 'ການປະເມີນ',
  fields: {
    house: 'ເຮືອນ',
    score: 'ຄະແນນ',
    content: 'ຄຳຄິດເຫັນ',
    author: 'ຜູ້ປະເມີນ',
    source: 'ແຫຼ່ງທີ່ມາ',
    hidden: 'ການສະແດງ',
    createTime: 'ວັນທີ',
  },
  placeholders: {
    author: 'ປ່ອຍຫວ່າງເພື່ອໃຊ້ຊື່ຜູ້ໃຊ້ຂອງທ່ານ',
  },
  sources: {
    staff: 'ພະນັກງານ',
    public: 'ໜ້າສາທາລະນະ',
  },
  visibility: {
    shown: 'ສະແດງ',
    hidden: 'ເຊື່ອງໄວ້',
  },
  actions: {
    hide: 'ເຊື່ອງ',
    show: 'ສະແດງ',
  },
  rating: {
    title: 'ຄະແນນສະເລ່ຍຂອງເຮືອນນີ້',
    value: '{{average}} ຈາກ 5 ຄະແນນ, {{count}} ຄຳຄິດເຫັນ',
    none: 'ຍັງບໍ່ມີຄຳຄິດເຫັນທີ່ສະແດງ',
  },
  dialog: {
    addTitle: 'ເພີ່ມການປະເມີນ',
    editTitle: 'ແກ້ໄຂການປະເມີນ',
    deleteOne: 'ລຶບການປະເມີນຂອງ "{{name}}" ບໍ?',
    deleteMany: 'ລຶບການປະເມີນ {{count}} ລາຍການທີ່ເລືອກບໍ?',
  },
  messages: {
    addSuccess: 'ເພີ່ມການປະເມີນແລ້ວ',
    editSuccess: 'ບັນທຶກການປະເມີນແລ້ວ',
    deleteSuccess: 'ລຶບແລ້ວ',
    selectToDelete: 'ກະລຸນາເລືອກຢ່າງໜ້ອຍໜຶ່ງລາຍການເພື່ອລຶບ',
    loadFailed: 'ໂຫຼດການປະເມີນບໍ່ສຳເລັດ',
    empty: 'ຍັງບໍ່ມີການປະເມີນ',
    hidden: 'ເຊື່ອງຈາກໜ້າສາທາລະນະ ແລະ ຄະແນນສະເລ່ຍແລ້ວ',
    shown: 'ສະແດງຄືນແລ້ວ',
  },
};

export default lo;
