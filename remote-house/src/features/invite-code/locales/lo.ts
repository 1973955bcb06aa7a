import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມລະຫັດເຊີນ (namespace `house`, ກຸ່ມ `inviteCode`). */
const lo: MessagesOf<typeof en> = {
  title: 'ລະຫັດເຊີນ',
  fields: {
    code: 'ລະຫັດເຊີນ',
    codeType: 'ປະເພດລະຫັດ',
    status: 'ສະຖານະ',
    creator: 'ຜູ້ສ້າງ',
    generateCount: 'ຈຳນວນໃນຊຸດ',
    createTime: 'ວັນທີສ້າງ',
    expireTime: 'ໝົດອາຍຸວັນທີ',
    usedBy: 'ຜູ້ໃຊ້',
    usedTime: 'ວັນທີໃຊ້',
    count: 'ຈຳນວນລະຫັດ',
  },
  placeholders: {
    code: 'ປ້ອນລະຫັດ',
    creator: 'ປ້ອນຊື່ຜູ້ໃຊ້',
    count: 'ສ້າງໄດ້ເທື່ອລະ 1 ຫາ {{max}} ລະຫັດ',
    expireTime: 'ປ່ອຍຫວ່າງໄວ້ຖ້າລະຫັດບໍ່ມີວັນໝົດອາຍຸ',
  },
  rules: {
    countRequired: 'ກະລຸນາປ້ອນຈຳນວນລະຫັດ',
    countRange: 'ປ້ອນຈຳນວນເຕັມແຕ່ 1 ຫາ {{max}}',
    typeRequired: 'ກະລຸນາເລືອກປະເພດລະຫັດ',
    expireInFuture: 'ເວລາໝົດອາຍຸຕ້ອງຢູ່ໃນອະນາຄົດ',
  },
  actions: {
    generate: 'ສ້າງລະຫັດ',
    copyLink: 'ສຳເນົາລິ້ງ',
    copyAll: 'ສຳເນົາທັງໝົດ',
  },
  dialog: {
    generateTitle: 'ສ້າງລະຫັດເຊີນ',
    generatedTitle: 'ລະຫັດເຊີນໃໝ່ ({{count}})',
    deleteOne: 'ລຶບລະຫັດເຊີນ "{{name}}" ບໍ?',
    deleteMany: 'ລຶບລະຫັດເຊີນ {{count}} ລະຫັດທີ່ເລືອກບໍ?',
  },
  messages: {
    generated: 'ສ້າງລະຫັດເຊີນແລ້ວ {{count}} ລະຫັດ',
    copied: 'ສຳເນົາໄປຄລິບບອດແລ້ວ',
    copyFailed: 'ບຣາວເຊີບໍ່ອະນຸຍາດໃຫ້ສຳເນົາ; ກະລຸນາເລືອກຂໍ້ຄວາມແລ້ວສຳເນົາເອງ',
    deleteSuccess: 'ລຶບລະຫັດເຊີນແລ້ວ',
    loadFailed: 'ໂຫຼດລະຫັດເຊີນບໍ່ສຳເລັດ',
    empty: 'ຍັງບໍ່ມີລະຫັດເຊີນ: ກະລຸນາສ້າງກ່ອນ',
  },
};

export default lo;
