/** A house lease as `GET /system/houseLease/list` sends it. */
export interface HouseLease {
  id: number;
  roomId: number;
  houseName: string | null;
  houseCode: string | null;
  tenantName: string;
  tenantPhone: string | null;
  /** `YYYY-MM-DD` */
  startDate: string;
  endDate: string;
  rent: number | null;
  /** `sys_currency` */
  currency: string | null;
  deposit: number | null;
  /** `house_lease_status`: active, ended, terminated. */
  status: string;
  remark: string | null;
  createBy?: string;
  createTime?: string | null;
}
