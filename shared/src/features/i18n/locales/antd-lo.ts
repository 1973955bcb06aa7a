import type { Locale } from 'antd/lib/locale';
import enUS from 'antd/locale/en_US';

/**
 * antd has no Lao locale: English with the texts people meet every day
 * (pagination, dialogs, confirmations, tables, uploads, date pickers, empty
 * states, forms) in Lao.
 */
const datePickerLang = {
  ...enUS.DatePicker?.lang,
  locale: 'lo_LA',
  placeholder: 'ເລືອກວັນທີ',
  yearPlaceholder: 'ເລືອກປີ',
  quarterPlaceholder: 'ເລືອກໄຕມາດ',
  monthPlaceholder: 'ເລືອກເດືອນ',
  weekPlaceholder: 'ເລືອກອາທິດ',
  rangePlaceholder: ['ວັນທີເລີ່ມຕົ້ນ', 'ວັນທີສິ້ນສຸດ'] as [string, string],
  rangeYearPlaceholder: ['ປີເລີ່ມຕົ້ນ', 'ປີສິ້ນສຸດ'] as [string, string],
  rangeQuarterPlaceholder: ['ໄຕມາດເລີ່ມຕົ້ນ', 'ໄຕມາດສິ້ນສຸດ'] as [string, string],
  rangeMonthPlaceholder: ['ເດືອນເລີ່ມຕົ້ນ', 'ເດືອນສິ້ນສຸດ'] as [string, string],
  rangeWeekPlaceholder: ['ອາທິດເລີ່ມຕົ້ນ', 'ອາທິດສິ້ນສຸດ'] as [string, string],
  today: 'ມື້ນີ້',
  now: 'ຕອນນີ້',
  backToToday: 'ກັບໄປມື້ນີ້',
  ok: 'ຕົກລົງ',
  clear: 'ລ້າງ',
  week: 'ອາທິດ',
  month: 'ເດືອນ',
  year: 'ປີ',
  timeSelect: 'ເລືອກເວລາ',
  dateSelect: 'ເລືອກວັນທີ',
  weekSelect: 'ເລືອກອາທິດ',
  monthSelect: 'ເລືອກເດືອນ',
  yearSelect: 'ເລືອກປີ',
  decadeSelect: 'ເລືອກທົດສະວັດ',
  previousMonth: 'ເດືອນກ່ອນ',
  nextMonth: 'ເດືອນຖັດໄປ',
  previousYear: 'ປີກ່ອນ',
  nextYear: 'ປີຖັດໄປ',
  previousDecade: 'ທົດສະວັດກ່ອນ',
  nextDecade: 'ທົດສະວັດຖັດໄປ',
  previousCentury: 'ສັດຕະວັດກ່ອນ',
  nextCentury: 'ສັດຕະວັດຖັດໄປ',
};

/** antd's placeholder for the field label in validation messages. */
const LABEL = '$' + '{label}';

const timePickerLocale = {
  placeholder: 'ເລືອກເວລາ',
  rangePlaceholder: ['ເວລາເລີ່ມຕົ້ນ', 'ເວລາສິ້ນສຸດ'] as [string, string],
};

export const loLA: Locale = {
  ...enUS,
  locale: 'lo',
  Pagination: {
    ...enUS.Pagination,
    items_per_page: '/ ໜ້າ',
    jump_to: 'ໄປທີ່',
    jump_to_confirm: 'ຢືນຢັນ',
    page: 'ໜ້າ',
    prev_page: 'ໜ້າກ່ອນ',
    next_page: 'ໜ້າຖັດໄປ',
    prev_5: 'ຍ້ອນກັບ 5 ໜ້າ',
    next_5: 'ໄປໜ້າ 5 ໜ້າ',
    prev_3: 'ຍ້ອນກັບ 3 ໜ້າ',
    next_3: 'ໄປໜ້າ 3 ໜ້າ',
    page_size: 'ຈຳນວນຕໍ່ໜ້າ',
  },
  DatePicker: {
    ...enUS.DatePicker,
    lang: datePickerLang,
    timePickerLocale,
  } as Locale['DatePicker'],
  TimePicker: timePickerLocale,
  Calendar: {
    ...enUS.Calendar,
    lang: datePickerLang,
    timePickerLocale,
  },
  global: {
    ...enUS.global,
    placeholder: 'ກະລຸນາເລືອກ',
    close: 'ປິດ',
    sortable: 'ຈັດລຽງໄດ້',
    show: 'ສະແດງ',
    hide: 'ເຊື່ອງ',
  },
  Table: {
    ...enUS.Table,
    filterTitle: 'ເມນູກັ່ນຕອງ',
    filterConfirm: 'ຕົກລົງ',
    filterReset: 'ລ້າງຄ່າ',
    filterEmptyText: 'ບໍ່ມີຕົວກັ່ນຕອງ',
    filterCheckAll: 'ເລືອກທັງໝົດ',
    filterSearchPlaceholder: 'ຄົ້ນຫາໃນຕົວກັ່ນຕອງ',
    emptyText: 'ບໍ່ມີຂໍ້ມູນ',
    selectAll: 'ເລືອກທັງໜ້ານີ້',
    selectInvert: 'ສະຫຼັບການເລືອກໜ້ານີ້',
    selectNone: 'ລ້າງການເລືອກທັງໝົດ',
    selectionAll: 'ເລືອກຂໍ້ມູນທັງໝົດ',
    sortTitle: 'ຈັດລຽງ',
    expand: 'ຂະຫຍາຍແຖວ',
    collapse: 'ຫຍໍ້ແຖວ',
    triggerDesc: 'ກົດເພື່ອຈັດລຽງຈາກຫຼາຍຫານ້ອຍ',
    triggerAsc: 'ກົດເພື່ອຈັດລຽງຈາກນ້ອຍຫາຫຼາຍ',
    cancelSort: 'ກົດເພື່ອຍົກເລີກການຈັດລຽງ',
  },
  Modal: { okText: 'ຕົກລົງ', cancelText: 'ຍົກເລີກ', justOkText: 'ຕົກລົງ' },
  Popconfirm: { okText: 'ຕົກລົງ', cancelText: 'ຍົກເລີກ' },
  Tour: { Next: 'ຖັດໄປ', Previous: 'ກ່ອນໜ້າ', Finish: 'ສຳເລັດ' },
  Transfer: {
    ...enUS.Transfer,
    titles: ['', ''],
    searchPlaceholder: 'ຄົ້ນຫາທີ່ນີ້',
    itemUnit: 'ລາຍການ',
    itemsUnit: 'ລາຍການ',
    remove: 'ລຶບອອກ',
    selectCurrent: 'ເລືອກໜ້ານີ້',
    removeCurrent: 'ລຶບອອກໃນໜ້ານີ້',
    selectAll: 'ເລືອກທັງໝົດ',
    deselectAll: 'ຍົກເລີກການເລືອກທັງໝົດ',
    removeAll: 'ລຶບອອກທັງໝົດ',
    selectInvert: 'ສະຫຼັບການເລືອກໜ້ານີ້',
  },
  Upload: {
    ...enUS.Upload,
    uploading: 'ກຳລັງອັບໂຫຼດ...',
    removeFile: 'ລຶບໄຟລ໌',
    uploadError: 'ອັບໂຫຼດຜິດພາດ',
    previewFile: 'ເບິ່ງໄຟລ໌',
    downloadFile: 'ດາວໂຫຼດໄຟລ໌',
  },
  Empty: { description: 'ບໍ່ມີຂໍ້ມູນ' },
  Text: { edit: 'ແກ້ໄຂ', copy: 'ສຳເນົາ', copied: 'ສຳເນົາແລ້ວ', expand: 'ຂະຫຍາຍ', collapse: 'ຫຍໍ້' },
  Carousel: { prevSlide: 'ສະໄລກ່ອນໜ້າ', nextSlide: 'ສະໄລຖັດໄປ' },
  Form: {
    optional: '(ບໍ່ບັງຄັບ)',
    defaultValidateMessages: {
      ...enUS.Form?.defaultValidateMessages,
      // antd fills ${label} in itself
      default: `ຂໍ້ມູນ ${LABEL} ບໍ່ຖືກຕ້ອງ`,
      required: `ກະລຸນາປ້ອນ ${LABEL}`,
      whitespace: `${LABEL} ຕ້ອງບໍ່ແມ່ນຍະຫວ່າງ`,
    },
  },
};

export default loLA;
