import type { EnableStatus } from '../../user/types/user';

/** A dictionary type as `/system/dict/type` sends it; names in Chinese, English and Lao. */
export interface DictTypeRow {
  dictId: number;
  dictName: string;
  dictNameEn: string;
  dictNameLo: string;
  dictType: string;
  status: EnableStatus;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

export type DictTypeInput = Partial<Omit<DictTypeRow, 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>>;

/** A dictionary entry as `/system/dict/data` sends it; labels in Chinese, English and Lao. */
export interface DictDataRow {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictLabelEn: string;
  dictLabelLo: string;
  dictValue: string;
  dictType: string;
  cssClass: string;
  listClass: string;
  isDefault: 'Y' | 'N';
  status: EnableStatus;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

export type DictDataInput = Partial<Omit<DictDataRow, 'createBy' | 'createTime' | 'updateBy' | 'updateTime'>>;

/** antd tag colours RuoYi's `listClass` maps to (the tag shown in lists). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
