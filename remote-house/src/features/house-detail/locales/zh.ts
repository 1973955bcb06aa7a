import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 房源公开页面（命名空间 `house`，分组 `houseDetail`）。 */
const zh: MessagesOf<typeof en> = {
  notAvailable: '该房源暂不可查看',
  notAvailableHint: '房源可能已出租、已售出或已下架，请联系中介。',
  loadFailed: '房源加载失败，请稍后再试。',
  retry: '重试',
  forRent: '出租',
  forSale: '出售',
  rented: '已租',
  rent: '租金',
  salePrice: '售价',
  deposit: '押金',
  perUnit: '/ {{unit}}',
  layout: '户型',
  bedrooms: '{{count}} 室',
  livingRooms: '{{count}} 厅',
  bathrooms: '{{count}} 卫',
  area: '面积',
  location: '位置',
  village: '小区',
  features: '房屋特色',
  description: '房源描述',
  video: '视频',
  agent: '经纪人',
  call: '拨打电话',
  whatsapp: 'WhatsApp',
  houseCode: '房源编号',
  noImages: '暂无图片',
};

export default zh;
