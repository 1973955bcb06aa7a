import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { houseLease } from '../schema/house-lease';
import { houseLeaseExpires } from '../schema/house-lease-expires';
import { houseRoom } from '../schema/house-room';
import { houseRoomStatusLog } from '../schema/house-room-status-log';
import { houseVillage } from '../schema/house-village';
import { writeDemoImages } from './demo-images';

/** Refused: the database already holds houses (the sample is for an empty product only). */
export class DemoRefusedError extends Error {}

const VILLAGES = [
  { name: 'Ban Phonxay', area: 52_000, year: '2008', buildingType: 'Villas', greeningRate: 35 },
  { name: 'Ban Sisangvone', area: 38_000, year: '2012', buildingType: 'Mixed', greeningRate: 28 },
  { name: 'Ban Nongchan', area: 24_000, year: '2015', buildingType: 'Apartments', greeningRate: 22 },
  { name: 'Ban Saphanthong', area: 61_000, year: '2005', buildingType: 'Villas', greeningRate: 40 },
  { name: 'Ban Dongpalane', area: 19_000, year: '2018', buildingType: 'Row houses', greeningRate: 18 },
  { name: 'Ban Sokpaluang', area: 45_000, year: '2010', buildingType: 'Mixed', greeningRate: 30 },
  { name: 'Ban Thongkang', area: 33_000, year: '2016', buildingType: 'Apartments', greeningRate: 25 },
  { name: 'Ban Phonthan', area: 28_000, year: '2020', buildingType: 'Row houses', greeningRate: 20 },
];
const DISTRICTS = ['Saysettha', 'Sisattanak', 'Chanthabouly', 'Xaysetha', 'Sikhottabong', 'Hadxayfong'];
const STREETS = [
  'Rue Setthathirath',
  'Nongbone Road',
  'Kaysone Phomvihane Avenue',
  'Lane 12',
  'T4 Road',
  'Souphanouvong Avenue',
];
const TYPES: { value: string; label: string; area: [number, number]; rent: [number, number] }[] = [
  { value: 'villa', label: 'Villa', area: [180, 450], rent: [900, 3500] },
  { value: 'apartment', label: 'Apartment', area: [45, 140], rent: [250, 1200] },
  { value: 'detached', label: 'Detached house', area: [120, 300], rent: [500, 1800] },
  { value: 'rowHouse', label: 'Row house', area: [80, 180], rent: [300, 900] },
  { value: 'shop', label: 'Shop', area: [40, 200], rent: [400, 2000] },
  { value: 'warehouse', label: 'Warehouse', area: [300, 1500], rent: [800, 4000] },
];
const FEATURES = [
  'airConditioning',
  'furnished',
  'parkingSpace',
  'garden',
  'swimmingPool',
  'securityGuard',
  'internet',
  'waterHeater',
  'kitchen',
  'balcony',
];
const CONTACTS = ['Mr. Somchai', 'Ms. Noy', 'Mr. Khamla', 'Ms. Vanh', 'Mr. Bounmy', 'Ms. Phet'];
const TENANTS = [
  'Mr. Vong',
  'Ms. Lamphone',
  'Mr. Chen Wei',
  'Ms. Sarah Miller',
  'Mr. Keo',
  'Ms. Dara',
  'Mr. Tanaka',
  'Ms. Mali',
  'Mr. Anousone',
  'Ms. Kim',
];

/** How many houses of each status the sample holds (60 in all). */
export const DEMO_PLAN: Record<string, number> = {
  pendingReview: 8,
  pendingRent: 16,
  rented: 10,
  notSold: 10,
  sold: 6,
  offShelf: 6,
  toBeCompleted: 4,
};

/** A small deterministic random source, so every demo database looks the same. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, between, pick };
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Loads the sample: the villages of Vientiane and 60 houses in every status with
 * generated pictures, their status history, leases and lease reminders. Refuses a
 * database that already has houses. Answers the number of houses by status.
 */
export async function loadDemo(
  db: Database,
  uploadDir: string,
  options: { now?: Date; images?: number } = {},
): Promise<Record<string, number>> {
  const now = options.now ?? new Date();
  const [existing] = await db.select({ n: count() }).from(houseRoom);
  if ((existing?.n ?? 0) > 0)
    throw new DemoRefusedError(
      `The database already has ${existing?.n} houses: the sample data is only loaded into an empty product.`,
    );
  const images = await writeDemoImages(uploadDir, options.images ?? 12, now);
  const rnd = random(20_260_101);
  const operator = 'admin';
  const codePrefix = `H${pad(now.getFullYear() % 100)}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
  const counts: Record<string, number> = {};

  await db.transaction(async (tx) => {
    const villages = await tx
      .insert(houseVillage)
      .values(
        VILLAGES.map((village) => ({
          ...village,
          introduction: `${village.name}, Vientiane`,
          createBy: operator,
        })),
      )
      .returning({ id: houseVillage.id, name: houseVillage.name });
    let sequence = 0;
    for (const [status, total] of Object.entries(DEMO_PLAN)) {
      for (let i = 0; i < total; i++) {
        sequence += 1;
        const type = rnd.pick(TYPES);
        const area = rnd.between(type.area[0], type.area[1]);
        const forSale =
          status === 'notSold' ||
          status === 'sold' ||
          (status !== 'rented' && status !== 'pendingRent' && rnd.next() < 0.3);
        const forRent = !forSale || rnd.next() < 0.2;
        const draft = status === 'toBeCompleted';
        const village = rnd.pick(villages);
        const currency = rnd.next() < 0.7 ? 'USD' : 'LAK';
        const scale = currency === 'LAK' ? 20_000 : 1;
        const rent =
          forRent && status !== 'notSold' && status !== 'sold'
            ? rnd.between(type.rent[0], type.rent[1]) * scale
            : null;
        const salePrice = forSale ? rnd.between(40, 900) * 1000 * scale : null;
        const pictures = [0, 1, 2].map((k) => images[(sequence + k * 5) % images.length] as string);
        const features = [...new Set([rnd.pick(FEATURES), rnd.pick(FEATURES), rnd.pick(FEATURES)])].join(',');
        const created = new Date(
          now.getTime() - rnd.between(1, 90) * 86_400_000 - rnd.between(0, 86_399) * 1000,
        );
        const contact = rnd.pick(CONTACTS);
        const [room] = await tx
          .insert(houseRoom)
          .values({
            name: `${type.label} ${area} m²`,
            houseCode: `${codePrefix}${String(sequence).padStart(4, '0')}`,
            type: type.value,
            bedrooms: ['shop', 'warehouse'].includes(type.value) ? null : rnd.between(1, 5),
            livingRooms: ['shop', 'warehouse'].includes(type.value) ? null : rnd.between(1, 2),
            bathrooms: rnd.between(1, 4),
            area,
            location: `${rnd.pick(STREETS)}, ${village.name}`,
            region: `${rnd.pick(DISTRICTS)}, Vientiane`,
            villageId: village.id,
            ownership: rnd.pick(['own', 'agency', 'individual']),
            parking: rnd.pick(['1-3', '4-7', '8+']),
            orientation: rnd.pick(['east', 'south', 'west', 'north']),
            decoration: rnd.pick(['simple', 'medium', 'fine', 'luxury']),
            rent: draft ? null : rent,
            currency: draft ? null : currency,
            timeUnit: rent != null && !draft ? rnd.pick(['month', 'month', 'year']) : null,
            startDate: isoDate(new Date(now.getTime() + rnd.between(0, 60) * 86_400_000)),
            status,
            coverImage: draft ? null : pictures[0],
            deposit: rent != null && !draft ? rent * 2 : null,
            salePrice: draft ? null : salePrice,
            contact: draft ? null : contact,
            contactMethod: `WhatsApp +856 20 ${rnd.between(2000, 9999)} ${rnd.between(1000, 9999)}`,
            agent: rnd.pick(CONTACTS),
            agentPhone: `+856 20 ${rnd.between(2000, 9999)} ${rnd.between(1000, 9999)}`,
            houseNumber: String(rnd.between(1, 300)),
            doorNumber: `${rnd.between(1, 40)}/${rnd.between(1, 9)}`,
            description: `${type.label} in ${village.name}, a quiet part of Vientiane, close to markets and schools.`,
            features: draft ? null : features,
            images: draft ? null : pictures.join(','),
            createBy: operator,
            createTime: created,
          })
          .returning({ id: houseRoom.id });
        if (!room) continue;
        counts[status] = (counts[status] ?? 0) + 1;
        const listed = rent != null ? 'pendingRent' : 'notSold';
        const steps: [string | null, string, string][] = [
          [null, draft ? 'toBeCompleted' : 'pendingReview', 'create'],
        ];
        if (!draft && status !== 'pendingReview') steps.push(['pendingReview', listed, 'audit']);
        if (status === 'rented') steps.push(['pendingRent', 'rented', 'rent']);
        if (status === 'sold') steps.push(['notSold', 'sold', 'sold']);
        if (status === 'offShelf') steps.push([listed, 'offShelf', 'close']);
        await tx.insert(houseRoomStatusLog).values(
          steps.map(([from, to, action], k) => ({
            roomId: room.id,
            fromStatus: from,
            toStatus: to,
            action,
            operator,
            operTime: new Date(created.getTime() + k * 3_600_000),
          })),
        );
        if (status === 'rented') {
          const start = new Date(now.getTime() - rnd.between(10, 200) * 86_400_000);
          const end = new Date(start.getTime() + rnd.pick([180, 365, 730]) * 86_400_000);
          const tenant = {
            roomId: room.id,
            tenantName: rnd.pick(TENANTS),
            tenantPhone: `+856 20 ${rnd.between(2000, 9999)} ${rnd.between(1000, 9999)}`,
            startDate: isoDate(start),
            endDate: isoDate(end),
            createBy: operator,
          };
          await tx
            .insert(houseLease)
            .values({ ...tenant, rent, currency, deposit: rent == null ? null : rent * 2 });
          await tx.insert(houseLeaseExpires).values({ ...tenant, reminderLead: 1, reminderUnit: 'month' });
        }
      }
    }
  });
  return counts;
}
