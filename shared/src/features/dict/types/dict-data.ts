/** A row of `sys_dict_data` as `GET /system/dict/data/type/{dictType}` sends it. */
export interface DictData {
  dictCode?: number;
  dictSort?: number;
  dictLabel: string;
  dictValue: string;
  dictType?: string;
  /** Extra CSS class for the label. */
  cssClass?: string | null;
  /** Tag style: default, primary, success, info, warning, danger. */
  listClass?: string | null;
  isDefault?: string;
  status?: string;
  remark?: string | null;
}

/** A dictionary entry as a select option. */
export interface DictOption {
  label: string;
  value: string;
  data: DictData;
}
