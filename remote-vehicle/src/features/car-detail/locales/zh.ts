import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 公开车辆页面（命名空间 `vehicle`，分组 `carDetail`）。 */
const zh: MessagesOf<typeof en> = {
  notAvailable: '该车辆暂不可用',
  notAvailableHint: '它可能已出租或售出，请联系中介。',
  loadFailed: '车辆加载失败，请稍后再试。',
  retry: '重试',
  forRent: '出租',
  forSale: '出售',
  qualityCar: '精品车',
  rentPerDay: '{{price}} / 天',
  rentPerMonth: '{{price}} / 月',
  salePrice: '售价',
  deposit: '押金',
  specs: '规格',
  call: '致电',
  whatsapp: 'WhatsApp',
  noImages: '暂无图片',
};

export default zh;
