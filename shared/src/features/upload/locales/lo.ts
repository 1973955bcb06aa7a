import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  formatError: 'ຮູບແບບໄຟລ໌ບໍ່ຖືກຕ້ອງ, ກະລຸນາອັບໂຫຼດໄຟລ໌ປະເພດ {{types}}',
  sizeError: 'ຂະໜາດໄຟລ໌ຕ້ອງບໍ່ເກີນ {{size}} MB',
  countError: 'ອັບໂຫຼດໄດ້ບໍ່ເກີນ {{limit}} ໄຟລ໌',
  tip: 'ໄຟລ໌ປະເພດ {{types}}, ຂະໜາດບໍ່ເກີນ {{size}} MB ຕໍ່ໄຟລ໌',
  uploading: 'ກຳລັງອັບໂຫຼດ, ກະລຸນາລໍຖ້າ...',
  uploadSuccess: 'ອັບໂຫຼດສຳເລັດ',
  imageFailed: 'ອັບໂຫຼດບໍ່ສຳເລັດ',
  fileFailed: 'ອັບໂຫຼດບໍ່ສຳເລັດ, ກະລຸນາລອງໃໝ່',
  videoFailed: 'ອັບໂຫຼດວິດີໂອບໍ່ສຳເລັດ',
  selectImage: 'ອັບໂຫຼດຮູບພາບ',
  selectFile: 'ເລືອກໄຟລ໌',
  selectVideo: 'ເລືອກວິດີໂອ',
  remove: 'ລຶບ',
};

export default lo;
