import type { MessagesOf } from '@agency/shared/features/i18n/types/language';
import type en from './en';

/** 字典管理：类型与数据（命名空间 `system`，分组 `dict`）。 */
const zh: MessagesOf<typeof en> = {
  fields: {
    dictId: '字典编号',
    dictName: '字典名称（中文）',
    dictNameEn: '字典名称（英文）',
    dictNameLo: '字典名称（老挝文）',
    dictType: '字典类型',
    dictCode: '字典编码',
    dictLabel: '字典标签（中文）',
    dictLabelEn: '字典标签（英文）',
    dictLabelLo: '字典标签（老挝文）',
    dictValue: '字典键值',
    dictSort: '显示排序',
    listClass: '回显样式',
    cssClass: '样式属性',
    isDefault: '默认',
    status: '状态',
    remark: '备注',
    createTime: '创建时间',
  },
  placeholder: {
    dictName: '请输入字典名称',
    dictType: '例如 house_status',
    dictLabel: '请输入数据标签',
    dictValue: '请输入数据键值',
  },
  rules: {
    dictNameRequired: '字典名称不能为空',
    dictTypeRequired: '字典类型不能为空',
    dictTypePattern: '只能是小写字母、数字和下划线，且以字母开头',
    dictLabelRequired: '数据标签不能为空',
    dictValueRequired: '数据键值不能为空',
  },
  listClass: {
    default: '默认',
    primary: '主要',
    success: '成功',
    info: '信息',
    warning: '警告',
    danger: '危险',
  },
  type: {
    addTitle: '添加字典类型',
    editTitle: '修改字典类型',
    deleteOne: '是否确认删除字典类型“{{name}}”及其数据？',
    deleteMany: '是否确认删除选中的 {{count}} 个字典类型及其数据？',
    selectToDelete: '请选择要删除的字典类型',
    loadFailed: '字典类型加载失败',
    exportFileName: '字典类型',
  },
  data: {
    heading: '字典：{{name}}（{{type}}）',
    back: '字典类型',
    typeNotFound: '该字典类型不存在',
    addTitle: '添加字典数据',
    editTitle: '修改字典数据',
    deleteOne: '是否确认删除字典数据“{{name}}”？',
    deleteMany: '是否确认删除选中的 {{count}} 条字典数据？',
    selectToDelete: '请选择要删除的字典数据',
    loadFailed: '字典数据加载失败',
    exportFileName: '字典数据',
  },
  addSuccess: '新增成功',
  editSuccess: '修改成功',
  deleteSuccess: '删除成功',
};

export default zh;
