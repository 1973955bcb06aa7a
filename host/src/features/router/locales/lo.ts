import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  titles: {
    dashboard: 'ໜ້າຫຼັກ',
    profile: 'ຂໍ້ມູນສ່ວນຕົວ',
    authRole: 'ກຳນົດບົດບາດ',
    authUser: 'ກຳນົດຜູ້ໃຊ້',
    dictData: 'ຂໍ້ມູນວັດຈະນານຸກົມ',
    jobLog: 'ບັນທຶກວຽກ',
  },
  loading: 'ກຳລັງໂຫຼດ…',
  notFound: 'ຂໍອະໄພ, ບໍ່ພົບໜ້າທີ່ທ່ານຕ້ອງການ.',
  unauthorized: 'ຂໍອະໄພ, ທ່ານບໍ່ມີສິດເຂົ້າເຖິງໜ້ານີ້.',
  backHome: 'ກັບໄປໜ້າຫຼັກ',
  back: 'ກັບຄືນ',
  loadUserFailed: 'ບໍ່ສາມາດໂຫຼດຂໍ້ມູນຜູ້ໃຊ້ໄດ້. ກະລຸນາເຂົ້າສູ່ລະບົບໃໝ່.',
  menusFailed: 'ບໍ່ສາມາດໂຫຼດເມນູເປັນພາສາໃໝ່ໄດ້.',
  landing: {
    title: 'ລະບົບບໍລິຫານຕົວແທນ',
    subtitle: 'ເຮືອນ, ລົດ, ລູກຄ້າ ແລະ ສັນຍາຂອງຕົວແທນທ່ານຢູ່ໃນບ່ອນດຽວ, ເປັນພາສາລາວ, ອັງກິດ ແລະ ຈີນ.',
    login: 'ເຂົ້າສູ່ລະບົບ',
    enter: 'ເປີດລະບົບບໍລິຫານ',
    register: 'ລົງທະບຽນດ້ວຍລະຫັດເຊີນ',
    houses: 'ເຮືອນ ແລະ ບ້ານ',
    housesText: 'ລົງປະກາດເຮືອນໃຫ້ເຊົ່າ ຫຼື ຂາຍ, ກວດສອບ, ປ່ອຍເຊົ່າ ແລະ ແບ່ງປັນ.',
    vehicles: 'ລົດ',
    vehiclesText: 'ຈັດການລົດ, ການເຊົ່າ ແລະ ສັນຍາລົດໃຫ້ທັນສະໄໝ.',
    contracts: 'ສັນຍາ',
    contractsText: 'ສ້າງສັນຍາຈາກແບບຟອມ Word, ແກ້ໄຂອອນລາຍ ແລະ ດາວໂຫຼດ.',
    customers: 'ລູກຄ້າ ແລະ ການແຈ້ງເຕືອນ',
    customersText: 'ຕິດຕາມລູກຄ້າແຕ່ການຕິດຕໍ່ຄັ້ງທຳອິດຈົນເຖິງການເຊັນສັນຍາ, ພ້ອມແຈ້ງເຕືອນສັນຍາເຊົ່າໝົດອາຍຸ.',
  },
};

export default lo;
