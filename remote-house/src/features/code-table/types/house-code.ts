/** One entry of a house code table (a `sys_dict_data` row) as `/system/houseCode` sends it. */
export interface HouseCode {
  dictCode: number;
  /** house_type, house_ownership, house_parking, house_orientation, house_decoration, house_feature, house_status */
  dictType: string;
  dictValue: string;
  /** Chinese label. */
  dictLabel: string;
  dictLabelEn: string;
  dictLabelLo: string;
  dictSort: number;
  listClass: string;
  /** '0' in use, '1' disabled. */
  status: string;
  remark: string | null;
  /** How many houses hold the value. */
  usedBy?: number;
}

export type HouseCodeInput = Partial<Omit<HouseCode, 'usedBy'>>;
