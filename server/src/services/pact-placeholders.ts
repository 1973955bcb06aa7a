import { desc, eq, ilike, or } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { carInfo } from '../db/schema/car-info';
import { carLease } from '../db/schema/car-lease';
import { houseCustomer } from '../db/schema/house-customer';
import { houseLease } from '../db/schema/house-lease';
import { houseRoom } from '../db/schema/house-room';
import { sysProduct } from '../db/schema/sys-product';
import { today } from './car-status';
import { escapeHtml } from './link-preview';
import { likePattern } from './paging';

/** What a contract can be generated for: a house lease, a car lease or a customer. */
export type FillSourceKind = 'houseLease' | 'carLease' | 'customer';
export const FILL_SOURCE_KINDS: readonly FillSourceKind[] = ['houseLease', 'carLease', 'customer'];

/** Placeholder values by name; null or missing leaves the placeholder in the text. */
export type PlaceholderValues = Record<string, string | null | undefined>;

const PLACEHOLDER = /\{\{\s*([^{}<>]{1,64}?)\s*\}\}|\$\{\s*([^{}<>]{1,64}?)\s*\}/g;

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const money = (value: number | null, currency: string | null) =>
  value == null ? null : `${amount.format(value)}${currency ? ` ${currency}` : ''}`;
const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(', ') || null;

/**
 * Replaces `{{name}}` and `${name}` whose value is known (HTML-escaped, so data
 * cannot add markup); unknown ones stay visible for the user to fill in.
 * Answers the HTML and the names left unfilled.
 */
export function fillPlaceholders(
  html: string,
  values: PlaceholderValues,
): { html: string; unfilled: string[] } {
  const unfilled = new Set<string>();
  const filled = html.replace(PLACEHOLDER, (whole, a?: string, b?: string) => {
    const name = (a ?? b ?? '').trim();
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value == null || value === '') {
      unfilled.add(name);
      return whole;
    }
    return escapeHtml(value);
  });
  return { html: filled, unfilled: [...unfilled] };
}

/**
 * Values every contract can use: the dates, and each offered product by its code
 * (`{{product:CODE}}` its name and price, `{{product:CODE:name}}`, `{{product:CODE:price}}`).
 */
async function commonValues(db: Queryable, now: Date): Promise<PlaceholderValues> {
  const values: PlaceholderValues = { today: today(now), contractDate: today(now) };
  const products = await db.select().from(sysProduct).where(eq(sysProduct.status, '0'));
  for (const product of products) {
    const price = money(product.price, product.currency);
    values[`product:${product.productCode}`] = `${product.productName} (${price})`;
    values[`product:${product.productCode}:name`] = product.productName;
    values[`product:${product.productCode}:price`] = price;
  }
  return values;
}

/** The placeholder values of one lease or customer; null when it does not exist. */
export async function placeholderValues(
  db: Queryable,
  kind: FillSourceKind,
  id: number,
  now = new Date(),
): Promise<PlaceholderValues | null> {
  if (kind === 'houseLease') {
    const [row] = await db
      .select({ lease: houseLease, room: houseRoom })
      .from(houseLease)
      .leftJoin(houseRoom, eq(houseLease.roomId, houseRoom.id))
      .where(eq(houseLease.id, id));
    if (!row) return null;
    const { lease, room } = row;
    return {
      ...(await commonValues(db, now)),
      tenantName: lease.tenantName,
      tenantPhone: lease.tenantPhone,
      startDate: lease.startDate,
      endDate: lease.endDate,
      rent: money(lease.rent, lease.currency),
      currency: lease.currency,
      deposit: money(lease.deposit, lease.currency),
      houseName: room?.name,
      houseCode: room?.houseCode,
      houseNumber: room?.houseNumber,
      doorNumber: room?.doorNumber,
      houseAddress: joined(room?.houseNumber, room?.location, room?.region),
      agentName: room?.agent,
      agentPhone: room?.agentPhone,
    };
  }
  if (kind === 'carLease') {
    const [row] = await db
      .select({ lease: carLease, car: carInfo })
      .from(carLease)
      .leftJoin(carInfo, eq(carLease.carId, carInfo.id))
      .where(eq(carLease.id, id));
    if (!row) return null;
    const { lease, car } = row;
    return {
      ...(await commonValues(db, now)),
      tenantName: lease.customerName,
      customerName: lease.customerName,
      tenantPhone: lease.customerPhone,
      customerPhone: lease.customerPhone,
      startDate: lease.startDate,
      endDate: lease.endDate,
      rent: money(lease.amount, lease.currency),
      amount: money(lease.amount, lease.currency),
      currency: lease.currency,
      leaseOrderNumber: lease.leaseOrderNumber,
      plateNumber: lease.plateNumber ?? car?.plateNumber,
      brand: car?.brand,
      model: car?.model,
      color: car?.color,
      deposit: money(car?.cashDeposit ?? null, car?.currency ?? null),
      agentName: car?.agentName,
      agentPhone: car?.agentPhone,
    };
  }
  const [customer] = await db.select().from(houseCustomer).where(eq(houseCustomer.id, id));
  if (!customer) return null;
  return {
    ...(await commonValues(db, now)),
    tenantName: customer.clientName,
    customerName: customer.clientName,
    clientName: customer.clientName,
    tenantPhone: customer.phoneNumber,
    customerPhone: customer.phoneNumber,
    phoneNumber: customer.phoneNumber,
    email: customer.email,
  };
}

/** A pickable lease or customer: its id and a line that names it. */
export interface FillSourceOption {
  id: number;
  label: string;
}

const line = (...parts: (string | number | null | undefined)[]) =>
  parts.filter((part) => part != null && String(part).trim() !== '').join(' · ');

/** The newest leases or customers matching `keyword` (name, phone, plate or order number), at most 20. */
export async function fillSourceOptions(
  db: Queryable,
  kind: FillSourceKind,
  keyword: string | undefined,
): Promise<FillSourceOption[]> {
  const word = keyword?.trim() ? likePattern(keyword.trim()) : undefined;
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
      .where(word ? or(ilike(houseLease.tenantName, word), ilike(houseRoom.name, word)) : undefined)
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
      .where(
        word
          ? or(
              ilike(carLease.customerName, word),
              ilike(carLease.plateNumber, word),
              ilike(carLease.leaseOrderNumber, word),
            )
          : undefined,
      )
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
  const rows = await db
    .select({ id: houseCustomer.id, clientName: houseCustomer.clientName, phone: houseCustomer.phoneNumber })
    .from(houseCustomer)
    .where(
      word ? or(ilike(houseCustomer.clientName, word), ilike(houseCustomer.phoneNumber, word)) : undefined,
    )
    .orderBy(desc(houseCustomer.id))
    .limit(20);
  return rows.map((row) => ({ id: row.id, label: line(row.clientName, row.phone) }));
}
