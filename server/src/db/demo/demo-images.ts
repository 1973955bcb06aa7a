import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PNG } from 'pngjs';
import { UPLOAD_PATH_PREFIX } from '../../services/file-storage';

type Rgb = [number, number, number];

const WIDTH = 800;
const HEIGHT = 500;

/** A house drawn in flat colours: sky, sun, lawn, walls, roof, door and windows. */
export function drawHouse(palette: { sky: Rgb; wall: Rgb; roof: Rgb; lawn: Rgb }, variant: number): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const data = png.data;
  const fill = (x0: number, x1: number, y: number, [r, g, b]: Rgb) => {
    const from = Math.max(0, Math.round(x0));
    const to = Math.min(WIDTH, Math.round(x1));
    for (let i = (y * WIDTH + from) * 4, end = (y * WIDTH + to) * 4; i < end; i += 4) {
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = 255;
    }
  };
  const horizon = Math.round(HEIGHT * 0.66);
  const houseLeft = 180 + (variant % 3) * 40;
  const houseRight = houseLeft + 380 - (variant % 2) * 60;
  const wallTop = 190;
  const roofPeak = 90 + (variant % 4) * 10;
  const middle = (houseLeft + houseRight) / 2;
  const sunX = 660 - (variant % 5) * 90;
  const doorLeft = middle - 30;
  const glass: Rgb = [120, 180, 230];
  const frame: Rgb = [240, 240, 240];
  for (let y = 0; y < HEIGHT; y++) {
    // Sky fading towards the horizon, then a lawn darkening towards the bottom.
    const fade = (y / horizon) * 0.6;
    const base: Rgb =
      y < horizon
        ? [
            Math.round(palette.sky[0] + (255 - palette.sky[0]) * fade),
            Math.round(palette.sky[1] + (255 - palette.sky[1]) * fade),
            Math.round(palette.sky[2] + (255 - palette.sky[2]) * fade),
          ]
        : [
            Math.max(0, palette.lawn[0] - Math.round((y - horizon) / 6)),
            Math.max(0, palette.lawn[1] - Math.round((y - horizon) / 6)),
            Math.max(0, palette.lawn[2] - Math.round((y - horizon) / 6)),
          ];
    fill(0, WIDTH, y, base);
    const sunHalf = 45 ** 2 - (y - 80) ** 2;
    if (sunHalf > 0) fill(sunX - Math.sqrt(sunHalf), sunX + Math.sqrt(sunHalf), y, [255, 214, 90]);
    if (y >= roofPeak && y < wallTop) {
      const half = ((y - roofPeak) / (wallTop - roofPeak)) * ((houseRight - houseLeft) / 2 + 30);
      fill(middle - half, middle + half, y, palette.roof);
    }
    if (y >= wallTop && y < horizon + 20) {
      fill(houseLeft, houseRight, y, palette.wall);
      if (y >= horizon - 80) fill(doorLeft, doorLeft + 60, y, [110, 70, 40]);
      if (y >= wallTop + 40 && y < wallTop + 110) {
        const bar = (y - wallTop - 40) % 35 < 3;
        for (const windowLeft of [houseLeft + 40, houseRight - 120]) {
          fill(windowLeft, windowLeft + 80, y, bar ? frame : glass);
          if (!bar) for (const x of [0, 40, 77]) fill(windowLeft + x, windowLeft + x + 3, y, frame);
        }
      }
    }
  }
  return PNG.sync.write(png);
}

const PALETTES: { sky: Rgb; wall: Rgb; roof: Rgb; lawn: Rgb }[] = [
  { sky: [90, 160, 230], wall: [245, 235, 210], roof: [170, 60, 45], lawn: [90, 160, 80] },
  { sky: [70, 140, 220], wall: [255, 250, 240], roof: [60, 70, 90], lawn: [110, 170, 70] },
  { sky: [120, 180, 240], wall: [230, 200, 160], roof: [140, 40, 40], lawn: [80, 140, 70] },
  { sky: [100, 150, 210], wall: [210, 225, 235], roof: [40, 90, 130], lawn: [100, 155, 90] },
  { sky: [140, 190, 240], wall: [250, 220, 180], roof: [200, 110, 50], lawn: [70, 150, 60] },
  { sky: [80, 130, 200], wall: [235, 235, 235], roof: [90, 50, 40], lawn: [120, 175, 95] },
];

/**
 * Writes `count` generated house pictures into the upload folder, in the stored-file
 * layout (`<yyyy>/<MM>/<dd>/<uuid>.png`), and answers their stored paths.
 */
export async function writeDemoImages(uploadDir: string, count: number, now = new Date()): Promise<string[]> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}/${pad(now.getMonth() + 1)}/${pad(now.getDate())}`;
  await fs.mkdir(path.join(uploadDir, day), { recursive: true });
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const palette = PALETTES[i % PALETTES.length] ?? PALETTES[0];
    if (!palette) break;
    const relative = `${day}/${randomUUID()}.png`;
    await fs.writeFile(path.join(uploadDir, relative), drawHouse(palette, i));
    paths.push(`${UPLOAD_PATH_PREFIX}${relative}`);
  }
  return paths;
}
