import { type FastifyPluginAsyncTypebox, type TSchema, Type } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { carInfo } from '../../db/schema/car-info';
import { houseCustomer } from '../../db/schema/house-customer';
import { houseRoom } from '../../db/schema/house-room';
import { pactContract } from '../../db/schema/pact';
import { sysDictData } from '../../db/schema/sys-dict';
import { type Lang, registerMessages } from '../../locales/language';
import { requireUser } from '../../plugins/auth';
import { OkSchema } from '../../plugins/envelope';
import { hasPermission } from '../../services/user-access';
import { dictLabelIn } from '../system/dict-data';

const StatItem = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });

/** A figure the caller may not list is null (issue 32, finding 14). */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const Stats = Type.Object({
  totals: Type.Object({
    houses: Nullable(Type.Integer()),
    vehicles: Nullable(Type.Integer()),
    contracts: Nullable(Type.Integer()),
    customers: Nullable(Type.Integer()),
  }),
  housesByStatus: Nullable(Type.Array(StatItem)),
  vehiclesByStatus: Nullable(Type.Array(StatItem)),
  contractsByMonth: Nullable(Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() }))),
  customersBySource: Nullable(Type.Array(StatItem)),
});

/** The list permission behind each figure: who may not list the rows does not see their counts. */
export const figurePermissions = {
  houses: 'house:room:list',
  vehicles: 'vehicle:car:list',
  contracts: 'pact:contract:list',
  customers: 'house:customer:list',
} as const;

/** Runs `load` only when the user may see the figure; null otherwise. */
async function ifAllowed<T>(allowed: boolean, load: () => Promise<T>): Promise<T | null> {
  return allowed ? load() : null;
}

/** How many months the contracts line covers (this month included). */
export const MONTHS = 12;

interface Grouped {
  value: string | null;
  count: number;
}

/**
 * A breakdown in dictionary order with every dictionary value (0 when absent), then
 * values the dictionary does not know; labels in the request's language.
 */
export async function withDictLabels(
  db: Queryable,
  dictType: string,
  grouped: Grouped[],
  lang: Lang,
  emptyLabel: string,
) {
  const dict = await db
    .select({
      dictValue: sysDictData.dictValue,
      dictLabel: sysDictData.dictLabel,
      dictLabelEn: sysDictData.dictLabelEn,
      dictLabelLo: sysDictData.dictLabelLo,
    })
    .from(sysDictData)
    .where(and(eq(sysDictData.dictType, dictType), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  const counts = new Map(grouped.map((row) => [row.value ?? '', Number(row.count)]));
  const items = dict.map((entry) => ({
    value: entry.dictValue,
    label: dictLabelIn(entry, lang),
    count: counts.get(entry.dictValue) ?? 0,
  }));
  const known = new Set(dict.map((entry) => entry.dictValue));
  for (const [value, total] of counts) {
    if (!known.has(value)) items.push({ value, label: value || emptyLabel, count: total });
  }
  return items;
}

/** `YYYY-MM` in the server's time zone (the API's timestamps use it too). */
export function monthKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The last `MONTHS` months, oldest first, with the contracts created in each. */
export function contractsPerMonth(createTimes: Date[], now = new Date()) {
  const months: { month: string; count: number }[] = [];
  for (let i = MONTHS - 1; i >= 0; i -= 1) {
    months.push({ month: monthKey(new Date(now.getFullYear(), now.getMonth() - i, 1)), count: 0 });
  }
  const index = new Map(months.map((entry, i) => [entry.month, i]));
  for (const time of createTimes) {
    const i = index.get(monthKey(time));
    if (i !== undefined) months[i]!.count += 1;
  }
  return months;
}

/**
 * GET /dashboard/stats (any signed-in user): the dashboard's real figures: totals,
 * houses and vehicles by status, contracts per month, customers by source. Each figure
 * only for those who may list its rows (`figurePermissions`); the others get null.
 */
export const dashboardStatsRoute: FastifyPluginAsyncTypebox = async (app) => {
  registerMessages({
    en: { 'dashboard.unknown': 'Not set' },
    zh: { 'dashboard.unknown': '未填写' },
    lo: { 'dashboard.unknown': 'ບໍ່ໄດ້ລະບຸ' },
  });
  app.get(
    '/dashboard/stats',
    {
      config: { permission: '@login' },
      schema: {
        tags: ['dashboard'],
        summary: 'Figures for the dashboard charts',
        response: { 200: OkSchema(Stats) },
      },
    },
    async (request) => {
      const db = app.db;
      const user = requireUser(request);
      const may = (figure: keyof typeof figurePermissions) => hasPermission(user, figurePermissions[figure]);
      const empty = request.t('dashboard.unknown');
      const liveHouses = eq(houseRoom.delFlag, '0');
      const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
      const houses = await ifAllowed(may('houses'), async () => ({
        total: await countOf(db.select({ value: count() }).from(houseRoom).where(liveHouses)),
        byStatus: await withDictLabels(
          db,
          'house_status',
          await db
            .select({ value: houseRoom.status, count: count() })
            .from(houseRoom)
            .where(liveHouses)
            .groupBy(houseRoom.status),
          request.lang,
          empty,
        ),
      }));
      const vehicles = await ifAllowed(may('vehicles'), async () => ({
        total: await countOf(db.select({ value: count() }).from(carInfo)),
        byStatus: await withDictLabels(
          db,
          'car_status',
          await db
            .select({ value: carInfo.carStatus, count: count() })
            .from(carInfo)
            .groupBy(carInfo.carStatus),
          request.lang,
          empty,
        ),
      }));
      const now = new Date();
      const contracts = await ifAllowed(may('contracts'), async () => {
        const since = new Date(now.getFullYear(), now.getMonth() - (MONTHS - 1), 1);
        const times = await db
          .select({ createTime: pactContract.createTime })
          .from(pactContract)
          .where(gte(pactContract.createTime, since));
        return {
          total: await countOf(db.select({ value: count() }).from(pactContract)),
          byMonth: contractsPerMonth(
            times.map((row) => row.createTime),
            now,
          ),
        };
      });
      const customers = await ifAllowed(may('customers'), async () => ({
        total: await countOf(db.select({ value: count() }).from(houseCustomer)),
        bySource: await withDictLabels(
          db,
          'customer_source',
          await db
            .select({ value: houseCustomer.clientSource, count: count() })
            .from(houseCustomer)
            .groupBy(houseCustomer.clientSource),
          request.lang,
          empty,
        ),
      }));
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          totals: {
            houses: houses?.total ?? null,
            vehicles: vehicles?.total ?? null,
            contracts: contracts?.total ?? null,
            customers: customers?.total ?? null,
          },
          housesByStatus: houses?.byStatus ?? null,
          vehiclesByStatus: vehicles?.byStatus ?? null,
          contractsByMonth: contracts?.byMonth ?? null,
          customersBySource: customers?.bySource ?? null,
        },
      };
    },
  );
};
