import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { carInfo } from '../db/schema/car-info';
import { carLease } from '../db/schema/car-lease';
import { houseCustomer } from '../db/schema/house-customer';
import { houseLease } from '../db/schema/house-lease';
import { houseRoom } from '../db/schema/house-room';
import { searchFilter } from './list-filters';
import type { FillSourceKind } from './pact-placeholders';

/** A pickable lease, customer, house or car: its id and a line that names it. */
export interface FillSourceOption {
  id: number;
  label: string;
}

const line = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((part) => part != null && String(part).trim() !== '').join(' · ');

/**
 * The newest records of a kind matching `keyword` (name, phone, code, plate or order
 * number), at most 20.
 */
export async function fillSourceOptions(
  db: Queryable,
  kind: FillSourceKind,
  keyword: string | undefined,
): Promise<FillSourceOption[]> {
  if (kind === 'houseLease') {
    const rows = await db
      .select({
        id: houseLease.id,
        tenantName: houseLease.tenantName,
        startDate: houseLease.startDate,
        endDate: houseLease.endDate,
        roomName: houseRoom.name,
      })
      .from(houseLease)
      .leftJoin(houseRoom, eq(houseLease.roomId, houseRoom.id))
      .where(searchFilter([houseLease.tenantName, houseRoom.name], keyword))
      .orderBy(desc(houseLease.id))
      .limit(20);
    return rows.map((row) => ({
      id: row.id,
      label: line(row.tenantName, row.roomName, `${row.startDate} ~ ${row.endDate}`),
    }));
  }
  if (kind === 'carLease') {
    const rows = await db
      .select({
        id: carLease.id,
        leaseOrderNumber: carLease.leaseOrderNumber,
        plateNumber: carLease.plateNumber,
        customerName: carLease.customerName,
        startDate: carLease.startDate,
        endDate: carLease.endDate,
      })
      .from(carLease)
      .where(searchFilter([carLease.customerName, carLease.plateNumber, carLease.leaseOrderNumber], keyword))
      .orderBy(desc(carLease.id))
      .limit(20);
    return rows.map((row) => ({
      id: row.id,
      label: line(
        row.leaseOrderNumber,
        row.plateNumber,
        row.customerName,
        row.startDate ? `${row.startDate} ~ ${row.endDate ?? ''}` : null,
      ),
    }));
  }
  if (kind === 'house') {
    const rows = await db
      .select({
        id: houseRoom.id,
        houseCode: houseRoom.houseCode,
        name: houseRoom.name,
        location: houseRoom.location,
      })
      .from(houseRoom)
      .where(
        and(
          eq(houseRoom.delFlag, '0'),
          searchFilter([houseRoom.name, houseRoom.houseCode, houseRoom.location], keyword),
        ),
      )
      .orderBy(desc(houseRoom.id))
      .limit(20);
    return rows.map((row) => ({ id: row.id, label: line(row.houseCode, row.name, row.location) }));
  }
  if (kind === 'car') {
    const rows = await db
      .select({
        id: carInfo.id,
        plateNumber: carInfo.plateNumber,
        brand: carInfo.brand,
        model: carInfo.model,
      })
      .from(carInfo)
      .where(searchFilter([carInfo.plateNumber, carInfo.brand, carInfo.model], keyword))
      .orderBy(desc(carInfo.id))
      .limit(20);
    return rows.map((row) => ({ id: row.id, label: line(row.plateNumber, row.brand, row.model) }));
  }
  const rows = await db
    .select({ id: houseCustomer.id, clientName: houseCustomer.clientName, phone: houseCustomer.phoneNumber })
    .from(houseCustomer)
    .where(searchFilter([houseCustomer.clientName, houseCustomer.phoneNumber], keyword))
    .orderBy(desc(houseCustomer.id))
    .limit(20);
  return rows.map((row) => ({ id: row.id, label: line(row.clientName, row.phone) }));
}
