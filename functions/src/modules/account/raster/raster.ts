import { randomInt } from 'node:crypto';
import { encodePng, pngDataUrl } from './png';

export type Rgb = readonly [number, number, number];

/** A picture in memory, RGB, drawn on pixel by pixel; the captchas paint on one and send it as PNG. */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    fill: Rgb = [255, 255, 255],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let index = 0; index < width * height; index++) this.pixels.set(fill, index * 3);
  }

  get(x: number, y: number): Rgb {
    const at = (y * this.width + x) * 3;
    return [this.pixels[at] ?? 0, this.pixels[at + 1] ?? 0, this.pixels[at + 2] ?? 0];
  }

  /** Mixes `colour` into the pixel at (x, y) with weight `alpha` (0–1); outside the picture, nothing. */
  blend(x: number, y: number, colour: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const at = (Math.floor(y) * this.width + Math.floor(x)) * 3;
    for (let channel = 0; channel < 3; channel++) {
      const old = this.pixels[at + channel] ?? 0;
      this.pixels[at + channel] = Math.round(old + ((colour[channel] ?? 0) - old) * alpha);
    }
  }

  fillCircle(cx: number, cy: number, radius: number, colour: Rgb, alpha: number): void {
    for (let y = Math.max(0, cy - radius); y <= Math.min(this.height - 1, cy + radius); y++) {
      for (let x = Math.max(0, cx - radius); x <= Math.min(this.width - 1, cx + radius); x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) this.blend(x, y, colour, alpha);
      }
    }
  }

  /** A straight line `thickness` pixels wide. */
  line(x1: number, y1: number, x2: number, y2: number, colour: Rgb, thickness = 1): void {
    const steps = Math.max(Math.abs(x2 - x1), Math.abs(y2 - y1), 1);
    for (let step = 0; step <= steps; step++) {
      const x = x1 + ((x2 - x1) * step) / steps;
      const y = y1 + ((y2 - y1) * step) / steps;
      for (let dx = 0; dx < thickness; dx++)
        for (let dy = 0; dy < thickness; dy++) this.blend(x + dx, y + dy, colour);
    }
  }

  /** Shifts every channel of every pixel by up to ±`amount`, so no area is one flat colour. */
  grain(amount: number): void {
    for (let index = 0; index < this.pixels.length; index++) {
      const value = (this.pixels[index] ?? 0) + randomInt(2 * amount + 1) - amount;
      this.pixels[index] = Math.max(0, Math.min(255, value));
    }
  }

  /** The rectangle at (left, top) as a picture of its own. */
  crop(left: number, top: number, width: number, height: number): Raster {
    const part = new Raster(width, height);
    for (let y = 0; y < height; y++) {
      const from = ((top + y) * this.width + left) * 3;
      part.pixels.set(this.pixels.subarray(from, from + width * 3), y * width * 3);
    }
    return part;
  }

  toDataUrl(): string {
    return pngDataUrl(encodePng(this.width, this.height, this.pixels));
  }
}

/** A random colour of the given lightness range (0–255 per channel). */
export function randomColour(low: number, high: number): Rgb {
  return [low + randomInt(high - low), low + randomInt(high - low), low + randomInt(high - low)];
}
