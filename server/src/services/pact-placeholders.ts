import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { carInfo } from '../db/schema/car-info';
import { carLease } from '../db/schema/car-lease';
import { houseCustomer } from '../db/schema/house-customer';
import { houseLease } from '../db/schema/house-lease';
import { houseRoom } from '../db/schema/house-room';
import { sysProduct } from '../db/schema/sys-product';
import { today } from './car-status';
import { getConfigValue } from './config-values';
import { escapeHtml } from './link-preview';

/** What a contract can be generated for: a house or car lease, a customer, a house, a car. */
export type FillSourceKind = 'houseLease' | 'carLease' | 'customer' | 'house' | 'car';
export const FILL_SOURCE_KINDS: readonly FillSourceKind[] = [
  'houseLease',
  'carLease',
  'customer',
  'house',
  'car',
];

/** sys_config keys of the agency's own details, filled into every contract. */
export const AGENCY_CONFIG_KEYS = {
  agencyName: 'pact.agency.name',
  agencyAddress: 'pact.agency.address',
  agencyPhone: 'pact.agency.phone',
} as const;

/** Placeholder values by name; null or missing leaves the placeholder in the text. */
export type PlaceholderValues = Record<string, string | null | undefined>;

/** A placeholder in plain text: `{{name}}` or `${name}`. */
const PLACEHOLDER = /\{\{\s*([^{}<>]{1,64}?)\s*\}\}|\$\{\s*([^{}<>]{1,64}?)\s*\}/g;
/**
 * A placeholder in editor HTML, where Word's runs may have put inline tags inside it
 * (`{{tenant<strong>Name}}</strong>` when half of it was bold).
 */
const INLINE_TAG = String.raw`<(?!\/?(?:p|div|li|ul|ol|table|tbody|thead|tr|td|th|h[1-6]|br)\b)[^<>]*>`;
const HTML_PLACEHOLDER = new RegExp(
  String.raw`\{\{((?:[^{}<>]|${INLINE_TAG}){1,400}?)\}\}|\$\{((?:[^{}<>]|${INLINE_TAG}){1,400}?)\}`,
  'gi',
);
const TAG = /<[^<>]*>/g;

const amount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const money = (value: number | null, currency: string | null) =>
  value == null ? null : `${amount.format(value)}${currency ? ` ${currency}` : ''}`;
const joined = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(', ') || null;

/** A placeholder's name without the tags inside it; null when it is not a name. */
function nameOf(inner: string): string | null {
  const name = inner.replace(TAG, '').trim();
  return name.length >= 1 && name.length <= 64 ? name : null;
}

/**
 * Replaces `{{name}}` and `${name}` whose value is known (HTML-escaped, so data
 * cannot add markup); unknown ones stay visible for the user to fill in. Tags inside
 * a placeholder are kept after the value, so the HTML stays balanced and the value
 * takes the formatting of the placeholder's start, as in the Word document.
 * Answers the HTML and the names left unfilled.
 */
export function fillPlaceholders(
  html: string,
  values: PlaceholderValues,
): { html: string; unfilled: string[] } {
  const unfilled = new Set<string>();
  const filled = html.replace(HTML_PLACEHOLDER, (whole, a?: string, b?: string) => {
    const name = nameOf(a ?? b ?? '');
    if (name === null) return whole;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value == null || value === '') {
      unfilled.add(name);
      return whole;
    }
    // A value's lines become <br>, as fillDocx makes them Word line breaks: the saved
    // HTML then matches the document line for line instead of merging the lines.
    return escapeHtml(value).replace(/\r?\n/g, '<br>') + (whole.match(TAG) ?? []).join('');
  });
  return { html: filled, unfilled: [...unfilled] };
}

/** The placeholder names of an HTML text, in order, each once. */
export function placeholderNames(html: string): string[] {
  const names = new Set<string>();
  for (const match of html.replace(TAG, '').matchAll(PLACEHOLDER)) {
    names.add((match[1] ?? match[2] ?? '').trim());
  }
  return [...names];
}

/**
 * Values every contract can use: the agency (sys_config), the dates, and each offered
 * product by its code (`{{product:CODE}}` its name and price, `{{product:CODE:name}}`,
 * `{{product:CODE:price}}`).
 */
export async function commonValues(db: Queryable, now = new Date()): Promise<PlaceholderValues> {
  const values: PlaceholderValues = { today: today(now), contractDate: today(now) };
  for (const [name, key] of Object.entries(AGENCY_CONFIG_KEYS)) {
    values[name] = (await getConfigValue(db, key))?.trim() || null;
  }
  const products = await db.select().from(sysProduct).where(eq(sysProduct.status, '0'));
  for (const product of products) {
    const price = money(product.price, product.currency);
    values[`product:${product.productCode}`] = `${product.productName} (${price})`;
    values[`product:${product.productCode}:name`] = product.productName;
    values[`product:${product.productCode}:price`] = price;
  }
  return values;
}

/** A house's values (also under its lease). */
function houseValues(room: typeof houseRoom.$inferSelect | null): PlaceholderValues {
  return {
    houseName: room?.name,
    houseCode: room?.houseCode,
    houseNumber: room?.houseNumber,
    doorNumber: room?.doorNumber,
    houseAddress: joined(room?.houseNumber, room?.location, room?.region),
    houseLocation: room?.location,
    houseRegion: room?.region,
    houseArea: room?.area == null ? null : `${amount.format(room.area)} m²`,
    houseRent: money(room?.rent ?? null, room?.currency ?? null),
    houseDeposit: money(room?.deposit ?? null, room?.currency ?? null),
    salePrice: money(room?.salePrice ?? null, room?.currency ?? null),
    bedrooms: room?.bedrooms == null ? null : String(room.bedrooms),
    bathrooms: room?.bathrooms == null ? null : String(room.bathrooms),
    agentName: room?.agent,
    agentPhone: room?.agentPhone,
  };
}

/** A car's values (also under its lease). */
function carValues(car: typeof carInfo.$inferSelect | null): PlaceholderValues {
  return {
    plateNumber: car?.plateNumber,
    brand: car?.brand,
    model: car?.model,
    carName: [car?.brand, car?.model].filter((part) => part?.trim()).join(' ') || null,
    color: car?.color,
    vehicleType: car?.vehicleType,
    productionYear: car?.productionYear == null ? null : String(car.productionYear),
    seatCount: car?.seatCount == null ? null : String(car.seatCount),
    carPrice: money(car?.price ?? null, car?.currency ?? null),
    rentPerDay: money(car?.rentPerDay ?? null, car?.currency ?? null),
    rentPerMonth: money(car?.rentPerMonth ?? null, car?.currency ?? null),
    deposit: money(car?.cashDeposit ?? null, car?.currency ?? null),
    agentName: car?.agentName,
    agentPhone: car?.agentPhone,
  };
}

/**
 * The values of one record alone (without the agency and dates); null when it
 * does not exist.
 */
export async function sourceValues(
  db: Queryable,
  kind: FillSourceKind,
  id: number,
): Promise<PlaceholderValues | null> {
  if (kind === 'house') {
    const [room] = await db
      .select()
      .from(houseRoom)
      .where(and(eq(houseRoom.id, id), eq(houseRoom.delFlag, '0')));
    return room
      ? { ...houseValues(room), rent: money(room.rent, room.currency), currency: room.currency }
      : null;
  }
  if (kind === 'car') {
    const [car] = await db.select().from(carInfo).where(eq(carInfo.id, id));
    return car ? { ...carValues(car), currency: car.currency } : null;
  }
  if (kind === 'houseLease') {
    const [row] = await db
      .select({ lease: houseLease, room: houseRoom })
      .from(houseLease)
      .leftJoin(houseRoom, eq(houseLease.roomId, houseRoom.id))
      .where(eq(houseLease.id, id));
    if (!row) return null;
    const { lease, room } = row;
    return {
      ...houseValues(room),
      tenantName: lease.tenantName,
      tenantPhone: lease.tenantPhone,
      startDate: lease.startDate,
      endDate: lease.endDate,
      rent: money(lease.rent, lease.currency),
      currency: lease.currency,
      deposit: money(lease.deposit, lease.currency),
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
      ...carValues(car),
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
    };
  }
  const [customer] = await db.select().from(houseCustomer).where(eq(houseCustomer.id, id));
  if (!customer) return null;
  return {
    tenantName: customer.clientName,
    customerName: customer.clientName,
    clientName: customer.clientName,
    tenantPhone: customer.phoneNumber,
    customerPhone: customer.phoneNumber,
    phoneNumber: customer.phoneNumber,
    email: customer.email,
  };
}

/** One record's values with the agency's and the dates; null when the record does not exist. */
export async function placeholderValues(
  db: Queryable,
  kind: FillSourceKind,
  id: number,
  now = new Date(),
): Promise<PlaceholderValues | null> {
  const values = await sourceValues(db, kind, id);
  return values && { ...(await commonValues(db, now)), ...values };
}

/** A record to take values from. */
export interface FillSource {
  kind: FillSourceKind;
  id: number;
}

const isSet = (value: string | null | undefined): value is string => value != null && value !== '';

/**
 * The values of a contract from several places: what the user typed always wins,
 * then each record in order adds only names not set yet, then the agency, dates
 * and products. Empty values count as not set. `missing` lists the sources that
 * do not exist (nothing is taken from them).
 */
export async function mergedValues(
  db: Queryable,
  typed: Record<string, string>,
  sources: readonly FillSource[],
  now = new Date(),
): Promise<{ values: Record<string, string>; missing: FillSource[] }> {
  // A Map: a typed name such as `__proto__` is just a name.
  const values = new Map<string, string>();
  const add = (more: PlaceholderValues) => {
    for (const [name, value] of Object.entries(more)) {
      if (isSet(value) && !values.has(name)) values.set(name, value);
    }
  };
  add(typed);
  const missing: FillSource[] = [];
  for (const source of sources) {
    const found = await sourceValues(db, source.kind, source.id);
    if (found) add(found);
    else missing.push(source);
  }
  add(await commonValues(db, now));
  return { values: Object.fromEntries(values), missing };
}
