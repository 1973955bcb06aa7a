import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** ໜ້າລົດສາທາລະນະ (namespace `vehicle`, ກຸ່ມ `carDetail`). */
const lo: MessagesOf<typeof en> = {
  notAvailable: 'ລົດຄັນນີ້ບໍ່ມີໃຫ້ບໍລິການ',
  notAvailableHint: 'ອາດຈະຖືກເຊົ່າ ຫຼື ຂາຍໄປແລ້ວ. ກະລຸນາຕິດຕໍ່ບໍລິສັດ.',
  loadFailed: 'ບໍ່ສາມາດໂຫຼດຂໍ້ມູນລົດໄດ້. ກະລຸນາລອງໃໝ່ພາຍຫຼັງ.',
  retry: 'ລອງໃໝ່',
  forRent: 'ໃຫ້ເຊົ່າ',
  forSale: 'ຂາຍ',
  qualityCar: 'ລົດຄຸນນະພາບດີ',
  rentPerDay: '{{price}} / ມື້',
  rentPerMonth: '{{price}} / ເດືອນ',
  salePrice: 'ລາຄາຂາຍ',
  deposit: 'ເງິນມັດຈຳ',
  specs: 'ຂໍ້ມູນຈຳເພາະ',
  call: 'ໂທ',
  whatsapp: 'WhatsApp',
  noImages: 'ຍັງບໍ່ມີຮູບພາບ',
};

export default lo;
