import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ການຈັດການໝູ່ບ້ານ (namespace `house`, ກຸ່ມ `village`). */
const lo: MessagesOf<typeof en> = {
  title: 'ການຈັດການໝູ່ບ້ານ',
  fields: {
    name: 'ຊື່ໝູ່ບ້ານ',
    area: 'ເນື້ອທີ່ (ມ²)',
    year: 'ປີກໍ່ສ້າງ',
    developer: 'ຜູ້ພັດທະນາ',
    buildingType: 'ປະເພດອາຄານ',
    greeningRate: 'ອັດຕາພື້ນທີ່ສີຂຽວ (%)',
    introduction: 'ຂໍ້ມູນແນະນຳ',
    remark: 'ໝາຍເຫດ',
    createTime: 'ວັນທີສ້າງ',
  },
  placeholders: {
    name: 'ກະລຸນາປ້ອນຊື່ໝູ່ບ້ານ',
    area: 'ກະລຸນາປ້ອນເນື້ອທີ່ເປັນຕາແມັດ',
    year: 'ຕົວຢ່າງ 2015',
    developer: 'ເລືອກຜູ້ພັດທະນາ',
    buildingType: 'ຕົວຢ່າງ ຕຶກສູງ, ວິນລາ, ທາວເຮົ້າ',
    greeningRate: '0 ຫາ 100',
    introduction: 'ກະລຸນາອະທິບາຍກ່ຽວກັບໝູ່ບ້ານ',
    remark: 'ກະລຸນາປ້ອນໝາຍເຫດ',
    beginTime: 'ວັນທີເລີ່ມຕົ້ນ',
    endTime: 'ວັນທີສິ້ນສຸດ',
  },
  rules: {
    nameRequired: 'ກະລຸນາປ້ອນຊື່ໝູ່ບ້ານ',
    nameLength: 'ຊື່ໝູ່ບ້ານຍາວໄດ້ບໍ່ເກີນ {{max}} ຕົວອັກສອນ',
    yearFormat: 'ປີຕ້ອງເປັນຕົວເລກ 4 ຫຼັກ',
    greeningRateRange: 'ອັດຕາພື້ນທີ່ສີຂຽວຕ້ອງຢູ່ລະຫວ່າງ {{min}} ຫາ {{max}}',
    areaRange: 'ເນື້ອທີ່ຕ້ອງບໍ່ຕິດລົບ',
  },
  dialog: {
    addTitle: 'ເພີ່ມໝູ່ບ້ານ',
    editTitle: 'ແກ້ໄຂໝູ່ບ້ານ',
    deleteOne: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບໝູ່ບ້ານ "{{name}}"?',
    deleteMany: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະລຶບ {{count}} ໝູ່ບ້ານທີ່ເລືອກ?',
  },
  messages: {
    addSuccess: 'ເພີ່ມໝູ່ບ້ານສຳເລັດ',
    editSuccess: 'ບັນທຶກໝູ່ບ້ານສຳເລັດ',
    deleteSuccess: 'ລຶບສຳເລັດ',
    selectToDelete: 'ກະລຸນາເລືອກຢ່າງໜ້ອຍໜຶ່ງໝູ່ບ້ານເພື່ອລຶບ',
    exportFileName: 'ໝູ່ບ້ານ',
    loadFailed: 'ບໍ່ສາມາດໂຫຼດລາຍການໝູ່ບ້ານໄດ້',
  },
};

export default lo;
