/** A lease reminder as `GET /houseLeaseExpires/list` sends it. */
export interface LeaseExpires {
  id: number;
  roomId: number | null;
  /** The house's name, null without a house. */
  houseName: string | null;
  tenantName: string;
  tenantPhone: string | null;
  /** `YYYY-MM-DD` */
  startDate: string;
  endDate: string;
  reminderLead: number;
  /** `lease_reminder_unit`: day, week, month. */
  reminderUnit: string;
  /** `lease_reminder_status`, computed by the server: notDue, due, reminded, expired. */
  reminderStatus: string;
  /** The day the reminder falls due. */
  remindDate: string;
  remark: string | null;
  createBy?: string;
  createTime?: string | null;
  updateBy?: string;
  updateTime?: string | null;
}

/** What the add and edit dialogs send; `id` only when editing. */
export interface LeaseExpiresInput {
  id?: number;
  roomId: number | null;
  tenantName: string;
  tenantPhone: string | null;
  startDate: string;
  endDate: string;
  reminderLead: number;
  reminderUnit: string;
  remark: string | null;
}

/** A house of the reminder's house picker. */
export interface LeaseHouseOption {
  id: number;
  name: string;
  houseCode: string;
}
