import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  loading: 'ກຳລັງໂຫຼດໂມດູນ…',
  errorTitle: 'ບໍ່ສາມາດໂຫຼດໂມດູນນີ້ໄດ້',
  errorRegistry: 'ບໍ່ສາມາດອ່ານລາຍການໂມດູນຈາກເຊີບເວີໄດ້. ໜ້າອື່ນຍັງໃຊ້ງານໄດ້ປົກກະຕິ.',
  errorRemote: 'ໂມດູນ "{{name}}" ເຂົ້າເຖິງບໍ່ໄດ້ ຫຼື ເລີ່ມເຮັດວຽກບໍ່ສຳເລັດ. ໜ້າອື່ນຍັງໃຊ້ງານໄດ້ປົກກະຕິ.',
  errorPage: 'ໜ້ານີ້ເກີດຂໍ້ຜິດພາດໃນຂະນະໂຫຼດ ຫຼື ສະແດງຜົນ.',
  retry: 'ລອງໃໝ່',
  notAvailableTitle: 'ໜ້ານີ້ບໍ່ພ້ອມໃຊ້ງານ',
  notAvailableText: 'ບໍ່ມີໂມດູນໃດທີ່ຕິດຕັ້ງໄວ້ໃຫ້ບໍລິການໜ້າ "{{component}}". ອາດຈະຍັງບໍ່ໄດ້ຕິດຕັ້ງ.',
  backHome: 'ກັບໄປໜ້າຫຼັກ',
  details: 'ລາຍລະອຽດ',
  updateTitle: 'ໂມດູນ {{name}} ໄດ້ຮັບການອັບເດດແລ້ວ',
  updateText: 'ເວີຊັນ {{version}} ເປີດໃຊ້ແລ້ວ. ໂຫຼດໃໝ່ເມື່ອທ່ານພ້ອມ; ຈົນກວ່າຈະຮອດຕອນນັ້ນບໍ່ມີຫຍັງປ່ຽນແປງ.',
  updateReload: 'ໂຫຼດໃໝ່',
  moduleNames: {
    remote_house: 'ອະສັງຫາລິມະຊັບ',
    remote_vehicle: 'ຍານພາຫະນະ',
    remote_contracts: 'ສັນຍາ',
    remote_system: 'ລະບົບ',
  },
};

export default lo;
