import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  placeholder: 'ກະລຸນາປ້ອນເນື້ອຫາ...',
  uploadFailed: 'ອັບໂຫຼດຮູບພາບບໍ່ສຳເລັດ',
  locked: 'ຮັກສາໄວ້ຕາມເອກະສານ Word ເດີມ: ຕົວແກ້ໄຂບໍ່ສາມາດປ່ຽນສ່ວນນີ້ໄດ້',
};

export default lo;
