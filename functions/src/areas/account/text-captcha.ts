import { randomInt } from 'node:crypto';

/** Letters and digits that do not look alike. */
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const length = 4;

/** A four-character captcha drawn as an SVG with jittered, rotated letters and noise lines. */
export function drawTextCaptcha(): { answer: string; img: string } {
  const answer = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
  const letters = [...answer]
    .map((char, index) => {
      const x = 18 + index * 26 + randomInt(6);
      const y = 30 + randomInt(10);
      const rotate = randomInt(50) - 25;
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-size="26" font-family="monospace" fill="hsl(${randomInt(360)},60%,35%)">${char}</text>`;
    })
    .join('');
  const noise = Array.from(
    { length: 6 },
    () =>
      `<line x1="${randomInt(130)}" y1="${randomInt(44)}" x2="${randomInt(130)}" y2="${randomInt(44)}" stroke="hsl(${randomInt(360)},50%,60%)" stroke-width="1.5"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="130" height="44"><rect width="130" height="44" fill="#f4f4f4"/>${noise}${letters}</svg>`;
  return { answer, img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
