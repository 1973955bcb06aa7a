import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const lo: MessagesOf<typeof en> = {
  searchToggle: 'ເພີ່ມເຕີມ',
  refresh: 'ໂຫຼດໃໝ່',
  columns: 'ສະແດງ/ເຊື່ອງຖັນ',
  columnsDialogTitle: 'ສະແດງ/ເຊື່ອງ',
  shown: 'ສະແດງ',
  hidden: 'ເຊື່ອງ',
  total: 'ທັງໝົດ {{total}} ລາຍການ',
  totalAbout: 'ປະມານ {{total}} ລາຍການ',
  pageSize: '{{size}} / ໜ້າ',
  goTo: 'ໄປທີ່',
  page: 'ໜ້າ {{page}}',
  prevPage: 'ໜ້າກ່ອນ',
  nextPage: 'ໜ້າຖັດໄປ',
  prevPages: 'ຍ້ອນກັບ {{count}} ໜ້າ',
  nextPages: 'ໄປໜ້າ {{count}} ໜ້າ',
  pagination: 'ການແບ່ງໜ້າ',
};

export default lo;
