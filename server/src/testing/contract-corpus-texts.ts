// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${name}` is the templates' own placeholder syntax
/**
 * The words of the test corpus's contracts in Lao, Chinese and English: what an
 * agency's real lease, sale and service contracts say, with placeholders where a
 * record's values go.
 */
export type CorpusLanguage = 'lo' | 'zh' | 'en';

export interface CorpusTexts {
  agency: string;
  address: string;
  confidential: string;
  page: string;
  of: string;
  parties: string;
  /** A clause heading (the number comes from Word numbering). */
  clauseTitles: string[];
  /** Sub-clause sentences under each clause (numbered 1.1, then a) ...). */
  subClauses: string[];
  items: [string, string, string];
  rulesTitle: string;
  /** Nine house rules, each with the nested rules that belong to it (nine in all). */
  rules: Array<{ text: string; nested: string[] }>;
  scheduleTitle: string;
  scheduleHead: [string, string, string, string];
  periods: [string, string, string];
  total: string;
  detailsTitle: string;
  detailsLabels: [string, string];
  website: string;
  signatures: [string, string];
  annexTitle: string;
  annexHead: [string, string, string, string, string];
  annexRows: string[];
  boldHeading: string;
  note: string;
  filler: string;
}

const lo: CorpusTexts = {
  agency: 'ບໍລິສັດ ລາວ ອະສັງຫາລິມະຊັບ ຈຳກັດ',
  address: 'ບ້ານສີສັງວອນ, ເມືອງໄຊເສດຖາ, ນະຄອນຫຼວງວຽງຈັນ · ໂທ 021 555 888',
  confidential: 'ຄວາມລັບ',
  page: 'ໜ້າ',
  of: 'ຈາກ',
  parties: 'ສັນຍາສະບັບນີ້ເຮັດຂຶ້ນລະຫວ່າງ ຜູ້ໃຫ້ເຊົ່າ {{landlordName}} ແລະ ຜູ້ເຊົ່າ ',
  clauseTitles: ['ຈຸດປະສົງຂອງສັນຍາ', 'ຄ່າເຊົ່າ ແລະ ການຊຳລະ', 'ເງິນມັດຈຳ', 'ພັນທະຂອງຜູ້ເຊົ່າ', 'ການຍົກເລີກສັນຍາ'],
  subClauses: [
    'ຜູ້ໃຫ້ເຊົ່າຕົກລົງໃຫ້ເຊົ່າ ${houseName} ຕັ້ງຢູ່ {{houseAddress}}.',
    'ຄ່າເຊົ່າແມ່ນ {{rent}} ຕໍ່ເດືອນ, ຊຳລະພາຍໃນວັນທີ 5 ຂອງທຸກເດືອນ.',
    'ຜູ້ເຊົ່າຕ້ອງຈ່າຍຄ່າໄຟຟ້າ ແລະ ຄ່ານ້ຳປະປາເອງ.',
  ],
  items: ['ໂອນເງິນຜ່ານທະນາຄານ', 'ຈ່າຍເງິນສົດທີ່ຫ້ອງການ', 'ຈ່າຍຜ່ານ BCEL One'],
  rulesTitle: 'ກົດລະບຽບຂອງເຮືອນ',
  rules: [
    { text: 'ຫ້າມສູບຢາພາຍໃນເຮືອນ', nested: ['ອະນຸຍາດສູບຢາຢູ່ລະບຽງເທົ່ານັ້ນ'] },
    { text: 'ຮັກສາຄວາມສະອາດ', nested: ['ທິ້ມຂີ້ເຫຍື້ອທຸກມື້', 'ລ້າງຫ້ອງນ້ຳທຸກອາທິດ'] },
    { text: 'ຫ້າມລ້ຽງສັດ', nested: ['ຍົກເວັ້ນໝານຳທາງ'] },
    { text: 'ງຽບສະຫງົບຫຼັງ 22:00', nested: ['ບໍ່ເປີດເພງສຽງດັງ'] },
    { text: 'ຈອດລົດໃນບ່ອນທີ່ກຳນົດ', nested: [] },
    { text: 'ບໍ່ດັດແປງເຮືອນໂດຍບໍ່ໄດ້ຮັບອະນຸຍາດ', nested: ['ບໍ່ເຈາະຝາ', 'ບໍ່ທາສີໃໝ່'] },
    { text: 'ແຈ້ງການສ້ອມແປງພາຍໃນ 3 ມື້', nested: [] },
    { text: 'ປິດໄຟ ແລະ ນ້ຳກ່ອນອອກຈາກເຮືອນ', nested: ['ກວດກາແກັສ'] },
    { text: 'ຮັບແຂກຄ້າງຄືນບໍ່ເກີນ 3 ຄືນ', nested: ['ແຈ້ງຜູ້ໃຫ້ເຊົ່າລ່ວງໜ້າ'] },
  ],
  scheduleTitle: 'ຕາຕະລາງການຊຳລະ',
  scheduleHead: ['ງວດ', 'ໄລຍະ', 'ຈຳນວນເງິນ', 'ໝາຍເຫດ'],
  periods: ['ມັງກອນ – ມີນາ', 'ເມສາ – ມິຖຸນາ', 'ກໍລະກົດ – ທັນວາ'],
  total: 'ລວມທັງໝົດ',
  detailsTitle: 'ລາຍລະອຽດ',
  detailsLabels: ['ເງິນມັດຈຳ', 'ເລກທີສັນຍາ'],
  website: 'ເວັບໄຊຂອງບໍລິສັດ',
  signatures: ['ລາຍເຊັນຜູ້ໃຫ້ເຊົ່າ', 'ລາຍເຊັນຜູ້ເຊົ່າ'],
  annexTitle: 'ເອກະສານຊ້ອນທ້າຍ: ລາຍການເຄື່ອງເຟີນີເຈີ',
  annexHead: ['ລຳດັບ', 'ລາຍການ', 'ຈຳນວນ', 'ສະພາບ', 'ໝາຍເຫດ'],
  annexRows: ['ຕຽງນອນ', 'ຕູ້ເສື້ອຜ້າ', 'ເຄື່ອງປັບອາກາດ', 'ຕູ້ເຢັນ'],
  boldHeading: 'ເງື່ອນໄຂທົ່ວໄປ',
  note: 'ສັນຍານີ້ມີຜົນບັງຄັບໃຊ້ນັບແຕ່ວັນທີ {{contractDate}}.',
  filler:
    'ທັງສອງຝ່າຍຕົກລົງປະຕິບັດຕາມເງື່ອນໄຂທີ່ໄດ້ກຳນົດໄວ້ໃນສັນຍາສະບັບນີ້ຢ່າງເຂັ້ມງວດ, ຖ້າຝ່າຍໃດຝ່າຍໜຶ່ງລະເມີດ ຈະຕ້ອງຮັບຜິດຊອບຕາມກົດໝາຍຂອງ ສປປ ລາວ.',
};

const zh: CorpusTexts = {
  agency: '老挝置业房地产有限公司',
  address: '万象市赛色塔县西桑翁村 · 电话 021 555 888',
  confidential: '机密',
  page: '第',
  of: '页，共',
  parties: '本合同由出租方 {{landlordName}} 与承租方 ',
  clauseTitles: ['合同目的', '租金及支付方式', '押金', '承租方的义务', '合同的解除'],
  subClauses: [
    '出租方同意将位于 {{houseAddress}} 的 ${houseName} 出租给承租方。',
    '月租金为 {{rent}}，承租方应于每月5日前支付。',
    '水电费由承租方自行承担。',
  ],
  items: ['银行转账', '到公司现金支付', '通过 BCEL One 支付'],
  rulesTitle: '房屋守则',
  rules: [
    { text: '室内禁止吸烟', nested: ['仅可在阳台吸烟'] },
    { text: '保持清洁', nested: ['每天倒垃圾', '每周清洁卫生间'] },
    { text: '禁止饲养宠物', nested: ['导盲犬除外'] },
    { text: '晚上十点后保持安静', nested: ['不得大声播放音乐'] },
    { text: '车辆停放在指定位置', nested: [] },
    { text: '未经许可不得改动房屋', nested: ['不得在墙上打孔', '不得重新粉刷'] },
    { text: '需要维修时三日内通知', nested: [] },
    { text: '离开时关闭水电', nested: ['检查燃气'] },
    { text: '访客留宿不超过三晚', nested: ['须提前告知出租方'] },
  ],
  scheduleTitle: '付款计划',
  scheduleHead: ['期数', '期间', '金额', '备注'],
  periods: ['一月至三月', '四月至六月', '七月至十二月'],
  total: '合计',
  detailsTitle: '明细',
  detailsLabels: ['押金', '合同编号'],
  website: '公司网站',
  signatures: ['出租方签字', '承租方签字'],
  annexTitle: '附件：家具清单',
  annexHead: ['序号', '物品', '数量', '状况', '备注'],
  annexRows: ['床', '衣柜', '空调', '冰箱'],
  boldHeading: '一般条款',
  note: '本合同自 {{contractDate}} 起生效。',
  filler:
    '双方同意严格履行本合同约定的各项条款；任何一方违反本合同的，应依照老挝人民民主共和国法律承担相应的责任，并赔偿对方因此遭受的损失。',
};

const en: CorpusTexts = {
  agency: 'Lao Property Agency Co., Ltd.',
  address: 'Sisangvone Village, Xaysetha District, Vientiane Capital · Tel 021 555 888',
  confidential: 'Confidential',
  page: 'Page',
  of: 'of',
  parties: 'This agreement is made between the landlord {{landlordName}} and the tenant ',
  clauseTitles: ['Purpose', 'Rent and payment', 'Deposit', 'Obligations of the tenant', 'Termination'],
  subClauses: [
    'The landlord lets ${houseName} located at {{houseAddress}} to the tenant.',
    'The rent is {{rent}} per month, payable before the 5th day of each month.',
    'The tenant pays electricity and water.',
  ],
  items: ['bank transfer', 'cash at the office', 'BCEL One payment'],
  rulesTitle: 'House rules',
  rules: [
    { text: 'No smoking inside the house', nested: ['Smoking is allowed on the balcony only'] },
    { text: 'Keep the house clean', nested: ['Take the rubbish out daily', 'Clean the bathroom weekly'] },
    { text: 'No pets', nested: ['Guide dogs excepted'] },
    { text: 'Quiet after 22:00', nested: ['No loud music'] },
    { text: 'Park in the assigned place', nested: [] },
    { text: 'No alterations without consent', nested: ['No drilling in walls', 'No repainting'] },
    { text: 'Report repairs within three days', nested: [] },
    { text: 'Switch off power and water when leaving', nested: ['Check the gas'] },
    { text: 'Overnight guests for three nights at most', nested: ['Tell the landlord in advance'] },
  ],
  scheduleTitle: 'Payment schedule',
  scheduleHead: ['Instalment', 'Period', 'Amount', 'Notes'],
  periods: ['January – March', 'April – June', 'July – December'],
  total: 'Total',
  detailsTitle: 'Details',
  detailsLabels: ['Deposit', 'Contract number'],
  website: 'Agency website',
  signatures: ['Landlord signature', 'Tenant signature'],
  annexTitle: 'Annex: furniture inventory',
  annexHead: ['No.', 'Item', 'Quantity', 'Condition', 'Notes'],
  annexRows: ['Bed', 'Wardrobe', 'Air conditioner', 'Refrigerator'],
  boldHeading: 'General terms',
  note: 'This agreement takes effect on {{contractDate}}.',
  filler:
    'Both parties agree to comply strictly with the terms set out in this agreement; a party in breach shall be liable under the laws of the Lao PDR and shall compensate the other party for any loss suffered as a result.',
};

export const CORPUS_TEXTS: Record<CorpusLanguage, CorpusTexts> = { lo, zh, en };
