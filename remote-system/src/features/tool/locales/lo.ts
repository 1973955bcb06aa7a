import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ເຄື່ອງມື (namespace `system`, ກຸ່ມ `tool`). */
const lo: MessagesOf<typeof en> = {
  tabs: { api: 'ເອກະສານ API', dict: 'ຄົ້ນຫາວັດຈະນານຸກົມ', perm: 'ຄົ້ນຫາສິດ' },
  api: {
    search: 'ເສັ້ນທາງ, ກຸ່ມ ຫຼື ຄຳອະທິບາຍ',
    count: '{{count}} ການດຳເນີນງານ',
    viewer: 'ເອກະສານແບບໂຕ້ຕອບ',
    method: 'ວິທີ',
    path: 'ເສັ້ນທາງ',
    tag: 'ກຸ່ມ',
    summary: 'ມັນເຮັດຫຍັງ',
    loadFailed: 'ໂຫຼດເອກະສານ API ບໍ່ໄດ້',
  },
  dict: {
    search: 'ຄ່າ, ປ້າຍໃນພາສາໃດກໍ່ໄດ້, ຫຼື ປະເພດ',
    type: 'ວັດຈະນານຸກົມ',
    value: 'ຄ່າ',
    labelLo: 'ລາວ',
    labelEn: 'ອັງກິດ',
    labelZh: 'ຈີນ',
  },
  perm: {
    search: 'ສິດ, ເຊັ່ນ house:room:edit',
    invalid: 'ໃຊ້ໄດ້ສະເພາະຕົວອັກສອນ, ຕົວເລກ ແລະ _ : * @ . -',
    routes: 'ເສັ້ນທາງ API ທີ່ຕ້ອງການສິດນີ້',
    menus: 'ເມນູທີ່ໃຫ້ສິດນີ້ ແລະ ບົດບາດທີ່ມີເມນູເຫຼົ່ານັ້ນ',
    adminNote: 'ບົດບາດຜູ້ດູແລມີທຸກສິດ.',
    permission: 'ສິດ',
    menu: 'ເມນູ',
    roles: 'ບົດບາດ',
  },
  noMatch: 'ບໍ່ມີຫຍັງກົງກັນ',
  retry: 'ລອງໃໝ່',
};

export default lo;
