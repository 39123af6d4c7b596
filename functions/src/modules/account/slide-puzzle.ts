import { randomInt } from 'node:crypto';
import { Raster, randomColour, type Rgb } from './raster/raster';

/**
 * A slide puzzle drawn as two PNG pictures: the background with a gap, and the piece cut from it. Only
 * `gapX` tells where the gap is, and it stays on the server; the pictures hold it only as pixels.
 */
export interface SlidePuzzle {
  width: number;
  height: number;
  pieceSize: number;
  gapX: number;
  pieceY: number;
  background: string;
  piece: string;
}

const width = 300;
const height = 150;
const pieceSize = 44;
const white: Rgb = [255, 255, 255];

/** A diagonal gradient between two random colours and random discs over it. */
function scene(): Raster {
  const picture = new Raster(width, height);
  const [from, to] = [randomColour(60, 230), randomColour(60, 230)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const share = (x / width + y / height) / 2;
      const mix = (channel: 0 | 1 | 2) => from[channel] + (to[channel] - from[channel]) * share;
      picture.blend(x, y, [mix(0), mix(1), mix(2)]);
    }
  }
  for (let disc = 0; disc < 14; disc++) {
    picture.fillCircle(randomInt(width), randomInt(height), 8 + randomInt(30), randomColour(30, 240), 0.8);
  }
  return picture;
}

/** A square outline `size` wide at (left, top). */
function outline(picture: Raster, left: number, top: number, size: number): void {
  for (let offset = 0; offset < size; offset++) {
    for (const [x, y] of [
      [left + offset, top],
      [left + offset, top + size - 1],
      [left, top + offset],
      [left + size - 1, top + offset],
    ] as const) {
      picture.blend(x, y, white, 0.9);
    }
  }
}

/**
 * Random discs over a gradient, so the gap cannot be found by looking for a fixed picture. The piece
 * is the scene's square at the gap, so it fits only there; the gap is that square darkened.
 */
export function drawSlidePuzzle(): SlidePuzzle {
  const gapX = pieceSize + 20 + randomInt(width - 2 * pieceSize - 30);
  const pieceY = 8 + randomInt(height - pieceSize - 16);
  const background = scene();
  const piece = background.crop(gapX, pieceY, pieceSize, pieceSize);
  outline(piece, 0, 0, pieceSize);
  for (let y = pieceY; y < pieceY + pieceSize; y++) {
    for (let x = gapX; x < gapX + pieceSize; x++) background.blend(x, y, [0, 0, 0], 0.45);
  }
  outline(background, gapX, pieceY, pieceSize);
  return {
    width,
    height,
    pieceSize,
    gapX,
    pieceY,
    background: background.toDataUrl(),
    piece: piece.toDataUrl(),
  };
}
