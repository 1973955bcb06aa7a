import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ບັນທຶກການດຳເນີນງານ (namespace `system`, ກຸ່ມ `operLog`). */
const lo: MessagesOf<typeof en> = {
  fields: {
    operId: 'ລະຫັດ',
    title: 'ໂມດູນ',
    businessType: 'ປະເພດ',
    operName: 'ຜູ້ດຳເນີນການ',
    operIp: 'ທີ່ຢູ່ IP',
    operUrl: 'ທີ່ຢູ່ຮ້ອງຂໍ',
    operParam: 'ຄຳຮ້ອງຂໍ',
    jsonResult: 'ຄຳຕອບ',
    status: 'ຜົນລັບ',
    errorMsg: 'ຂໍ້ຜິດພາດ',
    operTime: 'ເວລາ',
    costTime: 'ໄລຍະເວລາ (ມິນລິວິນາທີ)',
  },
  placeholder: {
    title: 'ປ້ອນໂມດູນ',
    operName: 'ປ້ອນຜູ້ດຳເນີນການ',
    operIp: 'ປ້ອນທີ່ຢູ່ IP',
  },
  detail: 'ລາຍລະອຽດ',
  detailTitle: 'ລາຍລະອຽດການດຳເນີນງານ',
  deleteTitle: 'ລຶບບັນທຶກການດຳເນີນງານ',
  deleteOne: 'ລຶບບັນທຶກຂອງ "{{name}}" ບໍ?',
  deleteMany: 'ລຶບ {{count}} ບັນທຶກທີ່ເລືອກບໍ?',
  deleteSuccess: 'ລຶບແລ້ວ',
  selectToDelete: 'ກະລຸນາເລືອກບັນທຶກທີ່ຈະລຶບກ່ອນ',
  loadFailed: 'ບໍ່ສາມາດໂຫຼດບັນທຶກການດຳເນີນງານໄດ້',
  exportFileName: 'ບັນທຶກການດຳເນີນງານ',
  empty: 'ຍັງບໍ່ມີການດຳເນີນງານ',
};

export default lo;
