import ExcelJS from 'exceljs';
import { houseRoom } from '../../../db/schema/house-room';
import type { TestApp } from '../../../testing/test-app';

let seq = 0;

/** Body of a complete house for sale and rent (`area` varies, so no two posts are identical). */
export function fullHouse(extra: Record<string, unknown> = {}): Record<string, unknown> {
  seq += 1;
  return {
    type: 'villa',
    bedrooms: 3,
    livingRooms: 1,
    bathrooms: 2,
    area: 180 + seq,
    location: 'Ban Phonxay, Saysettha',
    region: 'Vientiane',
    rent: 1200,
    currency: 'USD',
    timeUnit: 'month',
    contact: 'Mr. Somchai',
    contactMethod: 'WhatsApp',
    features: 'airConditioning,garden',
    images: '/profile/upload/2026/01/02/a.png,/profile/upload/2026/01/02/b.png',
    description: 'A quiet villa',
    remark: 'keys at the office',
    ...extra,
  };
}

/** Inserts a house straight into the table in `status` (rent set unless `rent: null`). */
export async function insertHouse(
  t: TestApp,
  status: string,
  extra: Partial<typeof houseRoom.$inferInsert> = {},
): Promise<number> {
  seq += 1;
  const [row] = await t.db
    .insert(houseRoom)
    .values({
      houseCode: `T${String(seq).padStart(8, '0')}`,
      name: `${extra.type ?? 'villa'} ${seq} m²`,
      type: 'villa',
      area: seq,
      location: 'Ban Sisangvone',
      rent: 800,
      currency: 'USD',
      timeUnit: 'month',
      contact: 'Ms. Noy',
      features: 'garden',
      images: '/profile/upload/2026/01/02/c.png',
      status,
      ...extra,
    })
    .returning({ id: houseRoom.id });
  if (!row) throw new Error('house not inserted');
  return row.id;
}

export async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function multipart(file: Buffer, fileName = 'houses.xlsx') {
  const boundary = '----housetest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
