import { Type } from '@sinclair/typebox';
import { formatDateTime } from './date-format';

interface AuditFields {
  createBy: string;
  createTime: Date;
  updateBy: string;
  updateTime: Date | null;
  remark: string | null;
}

/** Audit columns as the API shows them (timestamps as `YYYY-MM-DD HH:mm:ss`). */
export function auditOut(row: AuditFields) {
  return {
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime),
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    remark: row.remark,
  };
}

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** The audit columns in response schemas: `Type.Object({ ...fields, ...AuditSchemaFields })`. */
export const AuditSchemaFields = {
  createBy: Type.String(),
  createTime: NullableString,
  updateBy: Type.String(),
  updateTime: NullableString,
  remark: NullableString,
};
