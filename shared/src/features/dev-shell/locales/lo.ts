import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  login: {
    title: 'ເຂົ້າສູ່ລະບົບເຊີບເວີພັດທະນາ',
    identifier: 'ຊື່ຜູ້ໃຊ້, ອີເມວ ຫຼື ເບີໂທລະສັບ',
    password: 'ລະຫັດຜ່ານ',
    code: 'ລະຫັດຢືນຢັນ',
    submit: 'ເຂົ້າສູ່ລະບົບ',
    required: 'ກະລຸນາປ້ອນຂໍ້ມູນນີ້',
    refreshCaptcha: 'ຄລິກເພື່ອຂໍລະຫັດໃໝ່',
  },
  logout: 'ອອກຈາກລະບົບ',
  language: 'ພາສາ',
};

export default lo;
