/** One status change of a customer (newest first in `statusHistory`). */
export interface CustomerStatusChange {
  fromStatus: string | null;
  toStatus: string;
  /** User name of who changed it. */
  operator: string;
  operTime: string | null;
}

/** A house the customer viewed or leased. */
export interface CustomerHouse {
  linkId: number;
  roomId: number;
  houseName: string | null;
  houseCode: string | null;
  /** viewed | leased */
  relation: string;
  createBy: string;
  createTime: string | null;
}

/** A customer as `/system/houseCustomer` sends it. */
export interface Customer {
  id: number;
  clientName: string;
  phoneNumber: string;
  email: string;
  /** `customer_source` */
  clientSource: string | null;
  budgetMin: number | null;
  budgetMax: number | null;
  /** `sys_currency` */
  currency: string | null;
  preferredAreas: string | null;
  layoutRequirement: string | null;
  carModelRequirement: string | null;
  /** `YYYY-MM-DD` */
  expectedMoveInDate: string | null;
  otherRequirements: string | null;
  remark: string | null;
  /** `customer_status`: new, contacted, viewing, viewingCar, signed, invalid. */
  status: string;
  /** `GET /{id}` only. */
  statusHistory?: CustomerStatusChange[];
  houses?: CustomerHouse[];
  createBy?: string;
  createTime?: string | null;
}

/** What the add/edit form sends; `id` only when editing. */
export type CustomerInput = Partial<Omit<Customer, 'statusHistory' | 'houses' | 'createBy' | 'createTime'>>;
