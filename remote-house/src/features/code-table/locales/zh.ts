import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 系统码表（命名空间 `house`，分组 `codeTable`）。 */
const zh: MessagesOf<typeof en> = {
  title: '系统码表',
  tables: {
    house_type: '房源类型',
    house_ownership: '产权',
    house_parking: '停车位',
    house_orientation: '朝向',
    house_decoration: '装修',
    house_feature: '房源特色',
    house_status: '房源状态',
  },
  colours: {
    default: '灰色',
    primary: '蓝色',
    success: '绿色',
    info: '浅灰',
    warning: '橙色',
    danger: '红色',
  },
  fields: {
    dictType: '码表',
    dictValue: '值',
    dictLabel: '名称（中文）',
    dictLabelEn: '名称（英文）',
    dictLabelLo: '名称（老挝文）',
    dictSort: '排序',
    listClass: '标签颜色',
    status: '状态',
    usedBy: '使用的房源数',
    remark: '备注',
  },
  placeholders: {
    dictValue: '例如 villa',
    valueHint: '房源中保存的是此值；修改后所有使用它的房源会一并更新',
    label: '搜索名称',
  },
  rules: {
    valueFormat: '只能包含字母、数字和 _ + . -，并以字母或数字开头',
  },
  dialog: {
    addTitle: '新增编码',
    editTitle: '修改编码',
    deleteOne: '确定删除编码“{{name}}”吗？',
    deleteMany: '确定删除选中的 {{count}} 个编码吗？',
  },
  messages: {
    addSuccess: '编码已新增',
    editSuccess: '编码已保存',
    deleteSuccess: '删除成功',
    selectToDelete: '请至少选择一个要删除的编码',
    loadFailed: '码表加载失败',
    empty: '暂无编码',
  },
};

export default zh;
