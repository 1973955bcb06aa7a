import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { carInfo } from '../db/schema/car-info';
import { houseCustomer } from '../db/schema/house-customer';
import { houseRoom } from '../db/schema/house-room';
import { pactContract } from '../db/schema/pact';
import { searchFilter } from './list-filters';

/** One record found by the navbar search: what to show, and what the list filters by to show it. */
export interface SearchHit {
  id: number;
  title: string;
  detail: string | null;
  /** The value the module's list filters by (house code, plate, customer name); null for contracts, opened by id. */
  key: string | null;
}

/** Most records of one module in an answer: the box shows a few, the list the rest. */
export const HITS_PER_MODULE = 5;

/** `text` found in any of `columns` (ILIKE, served by their trigram indexes), newest first. */
async function newestMatching<T extends PgTable>(
  db: Queryable,
  table: T,
  fields: {
    id: PgColumn;
    title: PgColumn;
    detail: PgColumn;
    key: PgColumn | SQL<null>;
    createTime: PgColumn;
  },
  columns: PgColumn[],
  text: string,
  scope?: SQL,
): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: fields.id, title: fields.title, detail: fields.detail, key: fields.key })
    .from(table as PgTable)
    .where(and(or(...columns.map((column) => searchFilter(column, text))), scope))
    .orderBy(desc(fields.createTime), desc(fields.id))
    .limit(HITS_PER_MODULE);
  return rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title ?? ''),
    detail: (row.detail as string | null) ?? null,
    key: (row.key as string | null) ?? null,
  }));
}

/** Houses whose name, location, region or agent holds the text, or whose code it is. */
export async function searchHouses(db: Queryable, text: string): Promise<SearchHit[]> {
  const byCode = await db
    .select({ id: houseRoom.id, title: houseRoom.name, detail: houseRoom.location, key: houseRoom.houseCode })
    .from(houseRoom)
    .where(eq(houseRoom.houseCode, text.toUpperCase()))
    .limit(1);
  const found = await newestMatching(
    db,
    houseRoom,
    {
      id: houseRoom.id,
      title: houseRoom.name,
      detail: houseRoom.location,
      key: houseRoom.houseCode,
      createTime: houseRoom.createTime,
    },
    [houseRoom.name, houseRoom.location, houseRoom.region, houseRoom.agent],
    text,
  );
  const hits: SearchHit[] = byCode.map((row) => ({ ...row, id: Number(row.id), title: row.title ?? '' }));
  for (const hit of found) if (!hits.some((other) => other.id === hit.id)) hits.push(hit);
  return hits.slice(0, HITS_PER_MODULE);
}

/** Vehicles by plate, brand or model. */
export function searchCars(db: Queryable, text: string): Promise<SearchHit[]> {
  return newestMatching(
    db,
    carInfo,
    {
      id: carInfo.id,
      title: carInfo.plateNumber,
      detail: carInfo.model,
      key: carInfo.plateNumber,
      createTime: carInfo.createTime,
    },
    [carInfo.plateNumber, carInfo.brand, carInfo.model],
    text,
  );
}

/** Customers by name, phone or e-mail; `scope` narrows them (the vehicle screen's customers). */
export function searchCustomers(db: Queryable, text: string, scope?: SQL): Promise<SearchHit[]> {
  return newestMatching(
    db,
    houseCustomer,
    {
      id: houseCustomer.id,
      title: houseCustomer.clientName,
      detail: houseCustomer.phoneNumber,
      key: houseCustomer.clientName,
      createTime: houseCustomer.createTime,
    },
    [houseCustomer.clientName, houseCustomer.phoneNumber, houseCustomer.email],
    text,
    scope,
  );
}

/** Contracts by title; `scope` leaves out the ones the user may not read (vehicle contracts). */
export function searchContracts(db: Queryable, text: string, scope?: SQL): Promise<SearchHit[]> {
  return newestMatching(
    db,
    pactContract,
    {
      id: pactContract.id,
      title: pactContract.contractTitle,
      detail: pactContract.signedBy,
      // Opened by id, not through a list filter.
      key: sql<null>`null`,
      createTime: pactContract.createTime,
    },
    [pactContract.contractTitle],
    text,
    scope,
  );
}
