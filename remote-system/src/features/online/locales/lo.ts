import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  pageTitle: 'ຜູ້ໃຊ້ອອນລາຍ',
  fields: {
    index: 'ລຳດັບ',
    tokenId: 'ລະຫັດເຊດຊັນ',
    userName: 'ຊື່ຜູ້ໃຊ້',
    deptName: 'ພະແນກ',
    ipaddr: 'ທີ່ຢູ່ IP',
    loginLocation: 'ສະຖານທີ່ເຂົ້າສູ່ລະບົບ',
    browser: 'ບຣາວເຊີ',
    os: 'ລະບົບປະຕິບັດການ',
    loginTime: 'ເວລາເຂົ້າສູ່ລະບົບ',
  },
  placeholder: {
    ipaddr: 'ກະລຸນາປ້ອນທີ່ຢູ່ IP',
    userName: 'ກະລຸນາປ້ອນຊື່ຜູ້ໃຊ້',
  },
  forceLogout: 'ບັງຄັບອອກຈາກລະບົບ',
  forceLogoutSuccess: 'ບັງຄັບອອກຈາກລະບົບສຳເລັດ',
  loadFailed: 'ໂຫຼດລາຍຊື່ຜູ້ໃຊ້ອອນລາຍບໍ່ສຳເລັດ',
  confirm: {
    title: 'ບັງຄັບອອກຈາກລະບົບ',
    content: 'ທ່ານແນ່ໃຈບໍ່ວ່າຈະບັງຄັບໃຫ້ຜູ້ໃຊ້ "{{userName}}" ອອກຈາກລະບົບ?',
    ok: 'ບັງຄັບອອກ',
  },
  current: 'ເຊດຊັນປັດຈຸບັນ',
};

export default lo;
