import type { Lang } from '../../locales/language';

const fields = {
  en: {
    id: 'Evaluation ID',
    ids: 'Evaluation IDs',
    roomId: 'House',
    score: 'Score',
    content: 'Review',
    author: 'Author',
    source: 'Source',
    hidden: 'Hidden',
  },
  zh: {
    id: '评价编号',
    ids: '评价编号',
    roomId: '房源',
    score: '评分',
    content: '评价内容',
    author: '评价人',
    source: '来源',
    hidden: '隐藏',
  },
  lo: {
    id: 'ລະຫັດການປະເມີນ',
    ids: 'ລະຫັດການປະເມີນ',
    roomId: 'ເຮືອນ',
    score: 'ຄະແນນ',
    content: 'ຄຳຄິດເຫັນ',
    author: 'ຜູ້ປະເມີນ',
    source: 'ແຫຼ່ງທີ່ມາ',
    hidden: 'ເຊື່ອງໄວ້',
  },
};

const prefixed = (lang: Lang) =>
  Object.fromEntries(
    Object.entries(fields[lang]).map(([key, text]) => [`house.evaluation.field.${key}`, text]),
  );

/** Server messages of the evaluations (keys `house.evaluation.*`). */
export const evaluationMessages: Record<Lang, Record<string, string>> = {
  en: {
    ...prefixed('en'),
    'house.evaluation.notFound': 'The evaluation does not exist',
    'house.evaluation.houseNotFound': 'The house does not exist',
    'house.evaluation.thanks': 'Thank you for your review',
  },
  zh: {
    ...prefixed('zh'),
    'house.evaluation.notFound': '评价不存在',
    'house.evaluation.houseNotFound': '房源不存在',
    'house.evaluation.thanks': '感谢您的评价',
  },
  lo: {
    ...prefixed('lo'),
    'house.evaluation.notFound': 'ບໍ່ມີການປະເມີນນີ້',
    'house.evaluation.houseNotFound': 'ບໍ່ມີເຮືອນນີ້',
    'house.evaluation.thanks': 'ຂອບໃຈສຳລັບການປະເມີນຂອງທ່ານ',
  },
};
