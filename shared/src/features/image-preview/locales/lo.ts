import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  swipeHint: 'ປັດຊ້າຍ ຫຼື ຂວາ ເພື່ອເບິ່ງຮູບພາບເພີ່ມເຕີມ',
  noImage: 'ບໍ່ມີຮູບພາບ',
  imageAlt: 'ຮູບພາບທີ {{index}}',
  position: 'ທີ {{index}} ຈາກ {{total}}',
  previous: 'ຮູບກ່ອນໜ້າ',
  next: 'ຮູບຕໍ່ໄປ',
  close: 'ປິດ',
};

export default lo;
