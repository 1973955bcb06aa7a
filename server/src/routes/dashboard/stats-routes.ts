import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { carInfo } from '../../db/schema/car-info';
import { houseCustomer } from '../../db/schema/house-customer';
import { houseRoom } from '../../db/schema/house-room';
import { pactContract } from '../../db/schema/pact';
import { sysDictData } from '../../db/schema/sys-dict';
import { type Lang, registerMessages } from '../../locales/language';
import { OkSchema } from '../../plugins/envelope';
import { dictLabelIn } from '../system/dict-data';

const StatItem = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });

const Stats = Type.Object({
  totals: Type.Object({
    houses: Type.Integer(),
    vehicles: Type.Integer(),
    contracts: Type.Integer(),
    customers: Type.Integer(),
  }),
  housesByStatus: Type.Array(StatItem),
  vehiclesByStatus: Type.Array(StatItem),
  contractsByMonth: Type.Array(Type.Object({ month: Type.String(), count: Type.Integer() })),
  customersBySource: Type.Array(StatItem),
});

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
 * houses and vehicles by status, contracts per month, customers by source.
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
      const liveHouses = eq(houseRoom.delFlag, '0');
      const [[houses], [vehicles], [contracts], [customers]] = await Promise.all([
        db.select({ value: count() }).from(houseRoom).where(liveHouses),
        db.select({ value: count() }).from(carInfo),
        db.select({ value: count() }).from(pactContract),
        db.select({ value: count() }).from(houseCustomer),
      ]);
      const [houseGroups, carGroups, sourceGroups] = await Promise.all([
        db
          .select({ value: houseRoom.status, count: count() })
          .from(houseRoom)
          .where(liveHouses)
          .groupBy(houseRoom.status),
        db.select({ value: carInfo.carStatus, count: count() }).from(carInfo).groupBy(carInfo.carStatus),
        db
          .select({ value: houseCustomer.clientSource, count: count() })
          .from(houseCustomer)
          .groupBy(houseCustomer.clientSource),
      ]);
      const now = new Date();
      const since = new Date(now.getFullYear(), now.getMonth() - (MONTHS - 1), 1);
      const contractTimes = await db
        .select({ createTime: pactContract.createTime })
        .from(pactContract)
        .where(gte(pactContract.createTime, since));
      const empty = request.t('dashboard.unknown');
      return {
        code: 200,
        msg: request.t('success'),
        data: {
          totals: {
            houses: houses?.value ?? 0,
            vehicles: vehicles?.value ?? 0,
            contracts: contracts?.value ?? 0,
            customers: customers?.value ?? 0,
          },
          housesByStatus: await withDictLabels(db, 'house_status', houseGroups, request.lang, empty),
          vehiclesByStatus: await withDictLabels(db, 'car_status', carGroups, request.lang, empty),
          contractsByMonth: contractsPerMonth(
            contractTimes.map((row) => row.createTime),
            now,
          ),
          customersBySource: await withDictLabels(db, 'customer_source', sourceGroups, request.lang, empty),
        },
      };
    },
  );
};
