import { randomInt } from 'node:crypto';

/** A slide puzzle drawn as two SVG images: the background with a gap, and the piece cut from it. */
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

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function randomColour(): string {
  return `hsl(${randomInt(360)}, ${50 + randomInt(40)}%, ${40 + randomInt(30)}%)`;
}

/**
 * Random shapes over a gradient, so the gap cannot be found by looking for a fixed picture. The
 * piece shows the same shapes through a window at the gap, so it fits only there.
 */
export function drawSlidePuzzle(): SlidePuzzle {
  const gapX = pieceSize + 20 + randomInt(width - 2 * pieceSize - 30);
  const pieceY = 8 + randomInt(height - pieceSize - 16);
  const shapes = Array.from({ length: 14 }, () => {
    const radius = 8 + randomInt(30);
    return `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="${radius}" fill="${randomColour()}" fill-opacity="0.8"/>`;
  }).join('');
  const scene = `<defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${randomColour()}"/><stop offset="1" stop-color="${randomColour()}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}`;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${scene}<rect x="${gapX}" y="${pieceY}" width="${pieceSize}" height="${pieceSize}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-width="2"/></svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}" viewBox="${gapX} ${pieceY} ${pieceSize} ${pieceSize}">${scene}<rect x="${gapX}" y="${pieceY}" width="${pieceSize}" height="${pieceSize}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return {
    width,
    height,
    pieceSize,
    gapX,
    pieceY,
    background: svgDataUrl(background),
    piece: svgDataUrl(piece),
  };
}
