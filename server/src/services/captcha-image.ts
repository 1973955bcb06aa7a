import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';

// A RuoYi-style arithmetic captcha ("7+4=?") drawn in pure JavaScript: glyphs from a
// 5x7 bitmap font, scaled, jittered and coloured, over noise lines and dots. PNG, not
// SVG, because the client shows it through a data:image URL.

const font: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  '+': ['00000', '00100', '00100', '11111', '00100', '00100', '00000'],
  '-': ['00000', '00000', '00000', '11111', '00000', '00000', '00000'],
  x: ['00000', '10001', '01010', '00100', '01010', '10001', '00000'],
  '=': ['00000', '00000', '11111', '00000', '11111', '00000', '00000'],
  '?': ['01110', '10001', '00001', '00010', '00100', '00000', '00100'],
};

export const captchaWidth = 160;
export const captchaHeight = 60;
const scale = 3;

type Rgb = [number, number, number];

export interface MathChallenge {
  text: string;
  answer: string;
}

/** Operands 1-9 with +, - (never negative) or x; the answer is an integer. */
export function newMathChallenge(): MathChallenge {
  let a = randomInt(1, 10);
  let b = randomInt(1, 10);
  const op = ['+', '-', 'x'][randomInt(0, 3)] as '+' | '-' | 'x';
  if (op === '-' && b > a) [a, b] = [b, a];
  const answer = op === '+' ? a + b : op === '-' ? a - b : a * b;
  return { text: `${a}${op}${b}=?`, answer: String(answer) };
}

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) << 2;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

function drawLine(png: PNG, x0: number, y0: number, x1: number, y1: number, color: Rgb): void {
  // Bresenham's line algorithm.
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    setPixel(png, x, y, color);
    if (x === x1 && y === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

const darkColor = (): Rgb => [randomInt(0, 110), randomInt(0, 110), randomInt(40, 150)];
const lightColor = (): Rgb => [randomInt(120, 220), randomInt(120, 220), randomInt(120, 220)];

/** Draws the challenge text; returns the PNG as base64 (no data-URI prefix). */
export function drawCaptcha(text: string): string {
  const png = new PNG({ width: captchaWidth, height: captchaHeight });
  const background: Rgb = [randomInt(235, 256), randomInt(235, 256), randomInt(235, 256)];
  for (let y = 0; y < captchaHeight; y++)
    for (let x = 0; x < captchaWidth; x++) setPixel(png, x, y, background);

  for (let i = 0; i < 6; i++) {
    drawLine(
      png,
      randomInt(0, captchaWidth),
      randomInt(0, captchaHeight),
      randomInt(0, captchaWidth),
      randomInt(0, captchaHeight),
      lightColor(),
    );
  }

  const glyphWidth = 5 * scale;
  const advance = glyphWidth + 6;
  let penX = Math.max(4, Math.floor((captchaWidth - text.length * advance) / 2));
  for (const char of text) {
    const rows = font[char];
    if (!rows) continue;
    const color = darkColor();
    const top = Math.floor((captchaHeight - 7 * scale) / 2) + randomInt(-8, 9);
    const left = penX + randomInt(-2, 3);
    rows.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (row[gx] !== '1') continue;
        for (let sy = 0; sy < scale; sy++) {
          for (let sx = 0; sx < scale; sx++)
            setPixel(png, left + gx * scale + sx, top + gy * scale + sy, color);
        }
      }
    });
    penX += advance;
  }

  for (let i = 0; i < 120; i++)
    setPixel(png, randomInt(0, captchaWidth), randomInt(0, captchaHeight), darkColor());
  for (let i = 0; i < 2; i++) {
    drawLine(png, 0, randomInt(0, captchaHeight), captchaWidth - 1, randomInt(0, captchaHeight), darkColor());
  }
  return PNG.sync.write(png).toString('base64');
}
