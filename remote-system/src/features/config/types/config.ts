/** Whether a parameter is built in (`Y`: cannot be deleted) or added by an admin (`N`). */
export type ConfigType = 'Y' | 'N';

/** A system parameter as `/system/config` sends it. */
export interface SysConfig {
  configId: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: ConfigType;
  createBy: string;
  createTime: string | null;
  updateBy: string;
  updateTime: string | null;
  remark: string | null;
}

export interface SysConfigInput {
  configId?: number;
  configName: string;
  configKey: string;
  configValue: string;
  configType: ConfigType;
  remark: string | null;
}

/** The dictionary labelling `configType` (RuoYi's yes/no). */
export const YES_NO_DICT = 'sys_yes_no';
