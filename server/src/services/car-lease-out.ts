import { Type } from '@sinclair/typebox';
import type { carLease } from '../db/schema/car-lease';
import { formatDateTime } from './date-format';

const Str = Type.Union([Type.String(), Type.Null()]);
const Num = Type.Union([Type.Number(), Type.Null()]);

/** A vehicle lease on the wire (the car's detail and the lease list). */
export const CarLeaseOut = Type.Object({
  id: Type.Integer(),
  carId: Type.Integer(),
  plateNumber: Str,
  /** `day` or `month`. */
  type: Type.String(),
  leaseOrderNumber: Type.String(),
  customerName: Str,
  customerPhone: Str,
  startDate: Str,
  endDate: Str,
  amount: Num,
  currency: Str,
  /** active, ended or endedEarly. */
  status: Type.String(),
  remark: Str,
  createBy: Type.String(),
  createTime: Str,
  updateBy: Type.String(),
  updateTime: Str,
});

/** A lease row as {@link CarLeaseOut}. */
export function carLeaseOut(row: typeof carLease.$inferSelect) {
  return {
    id: row.id,
    carId: row.carId,
    plateNumber: row.plateNumber,
    type: row.type,
    leaseOrderNumber: row.leaseOrderNumber,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    startDate: row.startDate,
    endDate: row.endDate,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    remark: row.remark,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: row.updateTime ? formatDateTime(row.updateTime) : null,
  };
}
