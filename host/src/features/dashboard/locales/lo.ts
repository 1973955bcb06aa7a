import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  title: 'ໜ້າຫຼັກ',
  refresh: 'ໂຫຼດຄືນ',
  loadFailed: 'ບໍ່ສາມາດໂຫຼດຕົວເລກສະຖິຕິໄດ້.',
  noData: 'ຍັງບໍ່ມີຂໍ້ມູນ',
  nothingToShow: 'ບົດບາດຂອງທ່ານບໍ່ລວມຕົວເລກສະຖິຕິໃດໆທີ່ສະແດງຢູ່ນີ້.',
  houses: 'ເຮືອນ',
  vehicles: 'ລົດ',
  contracts: 'ສັນຍາ',
  customers: 'ລູກຄ້າ',
  total: {
    houses: 'ເຮືອນທັງໝົດ',
    vehicles: 'ລົດທັງໝົດ',
    contracts: 'ສັນຍາທັງໝົດ',
    customers: 'ລູກຄ້າທັງໝົດ',
  },
  housesByStatus: 'ເຮືອນຕາມສະຖານະ',
  vehiclesByStatus: 'ລົດຕາມສະຖານະ',
  contractsByMonth: 'ສັນຍາຕໍ່ເດືອນ',
  customersBySource: 'ລູກຄ້າຕາມແຫຼ່ງທີ່ມາ',
};

export default lo;
