import { randomInt } from 'node:crypto';
import { Raster, randomColour } from './raster/raster';
import { glyphAlphabet, glyphHeight, glyphInk, glyphWidth } from './raster/glyphs';

const length = 4;
const width = 150;
const height = 50;
/** Each font pixel becomes a square of this many picture pixels. */
const scale = 4;

/** Paints one character, scaled, turned by `angle` radians about its centre (cx, cy), sampled back. */
function paintGlyph(picture: Raster, char: string, cx: number, cy: number, angle: number): void {
  const colour = randomColour(20, 120);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const reach = Math.ceil(Math.hypot(glyphWidth, glyphHeight) * scale * 0.5) + 1;
  for (let y = cy - reach; y <= cy + reach; y++) {
    for (let x = cx - reach; x <= cx + reach; x++) {
      // Where this picture pixel falls in the unturned glyph, in font pixels.
      const dx = x - cx;
      const dy = y - cy;
      const fontX = Math.floor((dx * cos + dy * sin) / scale + glyphWidth / 2);
      const fontY = Math.floor((-dx * sin + dy * cos) / scale + glyphHeight / 2);
      if (glyphInk(char, fontX, fontY)) picture.blend(x, y, colour);
    }
  }
}

/**
 * A four-character captcha drawn as a PNG: turned, jittered characters over grain, crossed by noise
 * lines and specks. The answer exists only as pixels, never as text an answer page could read.
 */
export function drawTextCaptcha(): { answer: string; img: string } {
  const answer = Array.from({ length }, () => glyphAlphabet[randomInt(glyphAlphabet.length)]).join('');
  const picture = new Raster(width, height, randomColour(220, 250));
  picture.grain(14);
  for (let index = 0; index < 4; index++) {
    picture.line(
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
      randomColour(120, 200),
      2,
    );
  }
  [...answer].forEach((char, index) => {
    const cx = 24 + index * 34 + randomInt(7) - 3;
    const cy = height / 2 + randomInt(9) - 4;
    paintGlyph(picture, char, cx, cy, ((randomInt(41) - 20) * Math.PI) / 180);
  });
  for (let index = 0; index < 3; index++) {
    picture.line(
      randomInt(width),
      randomInt(height),
      randomInt(width),
      randomInt(height),
      randomColour(40, 160),
      1,
    );
  }
  for (let speck = 0; speck < 250; speck++)
    picture.blend(randomInt(width), randomInt(height), randomColour(40, 200));
  return { answer: answer.toLowerCase(), img: picture.toDataUrl() };
}
