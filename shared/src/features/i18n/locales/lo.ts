import type { MessagesOf } from '../types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  actions: {
    ok: 'ຕົກລົງ',
    cancel: 'ຍົກເລີກ',
    confirm: 'ຢືນຢັນ',
    search: 'ຄົ້ນຫາ',
    reset: 'ລ້າງຄ່າ',
    add: 'ເພີ່ມ',
    edit: 'ແກ້ໄຂ',
    delete: 'ລຶບ',
    view: 'ເບິ່ງ',
    save: 'ບັນທຶກ',
    submit: 'ສົ່ງ',
    close: 'ປິດ',
    back: 'ກັບຄືນ',
    refresh: 'ໂຫຼດໃໝ່',
    export: 'ສົ່ງອອກ',
    import: 'ນຳເຂົ້າ',
    upload: 'ອັບໂຫຼດ',
    download: 'ດາວໂຫຼດ',
    more: 'ເພີ່ມເຕີມ',
    operation: 'ການດຳເນີນການ',
  },
  status: {
    loading: 'ກຳລັງໂຫຼດ...',
    noData: 'ບໍ່ມີຂໍ້ມູນ',
    success: 'ດຳເນີນການສຳເລັດ',
    failed: 'ດຳເນີນການບໍ່ສຳເລັດ',
  },
  prompt: {
    systemNotice: 'ແຈ້ງເຕືອນລະບົບ',
    confirmDelete: 'ທ່ານແນ່ໃຈບໍ່ວ່າຕ້ອງການລຶບລາຍການນີ້?',
    pleaseSelect: 'ກະລຸນາເລືອກ',
    pleaseEnter: 'ກະລຸນາປ້ອນ',
  },
  language: {
    zh: '中文',
    en: 'English',
    lo: 'ພາສາລາວ',
  },
};

export default lo;
