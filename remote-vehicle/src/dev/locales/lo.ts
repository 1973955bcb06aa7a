import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ຂໍ້ຄວາມຂອງໜ້າພັດທະນາແບບແຍກສ່ວນ. */
const lo: MessagesOf<typeof en> = {
  title: 'ໂມດູນລົດ (ແລ່ນແຍກ)',
  login: {
    title: 'ເຂົ້າສູ່ລະບົບເຊີບເວີ API',
    identifier: 'ຊື່ຜູ້ໃຊ້, ອີເມວ ຫຼື ເບີໂທ',
    password: 'ລະຫັດຜ່ານ',
    code: 'ລະຫັດຢືນຢັນ',
    submit: 'ເຂົ້າສູ່ລະບົບ',
    identifierRequired: 'ກະລຸນາປ້ອນຊື່ຜູ້ໃຊ້',
    passwordRequired: 'ກະລຸນາປ້ອນລະຫັດຜ່ານ',
    codeRequired: 'ກະລຸນາປ້ອນລະຫັດຢືນຢັນ',
    refreshCaptcha: 'ກົດເພື່ອປ່ຽນຮູບ',
  },
  logout: 'ອອກຈາກລະບົບ',
  language: 'ພາສາ',
  noPage: 'ກະລຸນາເລືອກໜ້າຢູ່ເບື້ອງຊ້າຍ',
  loadingPage: 'ກຳລັງໂຫຼດໜ້າ...',
};

export default lo;
