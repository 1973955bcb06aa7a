import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 小区管理（命名空间 `house`，分组 `village`）。 */
const zh: MessagesOf<typeof en> = {
  title: '小区管理',
  fields: {
    name: '小区名称',
    area: '面积（m²）',
    year: '建成年份',
    developer: '开发商',
    buildingType: '建筑类型',
    greeningRate: '绿化率（%）',
    introduction: '小区介绍',
    remark: '备注',
    createTime: '创建时间',
  },
  placeholders: {
    name: '请输入小区名称',
    area: '请输入面积（平方米）',
    year: '例如 2015',
    developer: '请选择开发商',
    buildingType: '例如 高层、别墅、联排',
    greeningRate: '0 到 100',
    introduction: '请输入小区介绍',
    remark: '请输入备注',
    beginTime: '开始日期',
    endTime: '结束日期',
  },
  rules: {
    nameRequired: '请输入小区名称',
    nameLength: '小区名称最多 {{max}} 个字符',
    yearFormat: '年份必须是 4 位数字',
    greeningRateRange: '绿化率必须在 {{min}} 到 {{max}} 之间',
    areaRange: '面积不能为负数',
  },
  dialog: {
    addTitle: '新增小区',
    editTitle: '修改小区',
    deleteOne: '确定删除小区“{{name}}”吗？',
    deleteMany: '确定删除选中的 {{count}} 个小区吗？',
  },
  messages: {
    addSuccess: '新增成功',
    editSuccess: '修改成功',
    deleteSuccess: '删除成功',
    selectToDelete: '请至少选择一个要删除的小区',
    exportFileName: '小区',
    loadFailed: '小区列表加载失败',
  },
};

export default zh;
