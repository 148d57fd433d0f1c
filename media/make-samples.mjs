// Draws the project's own sample media with sharp (SVG shapes, no outside artwork) and writes
// them next to this script. Run with `npm run media:samples`; the outputs are committed, so
// running it is only needed after changing a drawing.
//
//   stickers/HeidiDuck/*.webp   the persona's sticker set (512 px WebP, as Telegram stickers are)
//   samples/lighthouse.jpg      a large photo (1600×1000) to exercise downscaling
//   samples/shop-cat.png        a PNG with transparency
//   samples/blink.webp          a two-frame animated WebP (red frame first)
//   samples/party.tgs           an animated (Lottie, gzip) sticker, and party-thumb.webp its thumbnail
//   samples/chime.wav           half a second of a sine tone, standing in for a voice message
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = (...parts) => path.join(here, ...parts);
const svg = (w, h, body) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`);

const YELLOW = '#f7d046';
const eye = (x, y) => `<circle cx="${x}" cy="${y}" r="9" fill="#222"/><circle cx="${x + 3}" cy="${y - 3}" r="3" fill="#fff"/>`;
const beak = (x, y) => `<path d="M${x} ${y} l40 12 l-40 12 z" fill="#f08a24"/>`;
const duck = (cx, cy, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy + 90}" rx="120" ry="95" fill="${YELLOW}"/>` +
  `<circle cx="${cx + 20}" cy="${cy - 40}" r="80" fill="${YELLOW}"/>` +
  eye(cx + 45, cy - 60) +
  beak(cx + 90, cy - 40) +
  extra;

const stickers = {
  // a round yellow duckling in a striped scarf, waving one wing hello
  wave: svg(
    512,
    512,
    duck(
      230,
      230,
      `<path d="M150 262 h180 v34 h-180 z" fill="#c0392b"/>` +
        [170, 210, 250, 290].map((x) => `<rect x="${x}" y="262" width="18" height="34" fill="#fff"/>`).join('') +
        `<ellipse cx="370" cy="250" rx="38" ry="70" fill="${YELLOW}" transform="rotate(35 370 250)"/>`,
    ),
  ),
  // the yellow duckling rolling on its back, laughing with tears in its eyes
  laugh: svg(
    512,
    512,
    `<g transform="rotate(150 256 256)">${duck(230, 230)}</g>` +
      `<path d="M190 330 q25 30 50 0" stroke="#222" stroke-width="8" fill="none"/>` +
      `<path d="M175 360 q6 18 0 30 q-6 -12 0 -30" fill="#4aa3df"/><path d="M265 360 q6 18 0 30 q-6 -12 0 -30" fill="#4aa3df"/>`,
  ),
  // the yellow duckling asleep in an open book, a nightcap over one eye
  sleepy: svg(
    512,
    512,
    `<path d="M40 360 q108 -40 216 0 q108 -40 216 0 v90 q-108 -40 -216 0 q-108 -40 -216 0 z" fill="#fdfdf5" stroke="#8a6d3b" stroke-width="6"/>` +
      `<ellipse cx="256" cy="330" rx="130" ry="70" fill="${YELLOW}"/><circle cx="300" cy="250" r="70" fill="${YELLOW}"/>` +
      `<path d="M270 255 q15 10 30 0" stroke="#222" stroke-width="6" fill="none"/>${beak(360, 250)}` +
      `<path d="M235 230 q60 -110 130 -40 z" fill="#2e5e9e"/><circle cx="240" cy="228" r="16" fill="#fff"/>` +
      `<text x="390" y="150" font-size="56" font-family="sans-serif" fill="#2e5e9e">z z</text>`,
  ),
  // the yellow duckling peeking over a tall, wobbling stack of books
  books: svg(
    512,
    512,
    `<circle cx="256" cy="120" r="70" fill="${YELLOW}"/>${eye(280, 105)}${beak(315, 120)}` +
      ['#c0392b', '#27ae60', '#2e5e9e', '#8e44ad', '#d35400', '#16a085']
        .map(
          (c, i) =>
            `<rect x="${150 + (i % 2 ? 14 : -10)}" y="${180 + i * 50}" width="212" height="44" rx="6" fill="${c}" transform="rotate(${i % 2 ? 3 : -3} 256 ${200 + i * 50})"/>`,
        )
        .join(''),
  ),
};

const ids = { wave: '7301000000000000001', laugh: '7301000000000000002', books: '7301000000000000003', sleepy: '7301000000000000004' };
for (const [name, image] of Object.entries(stickers)) {
  writeFileSync(out('stickers', 'HeidiDuck', `${name}.webp`), await sharp(image).webp({ quality: 80 }).toBuffer());
  console.log(`stickers/HeidiDuck/${name}.webp (${ids[name]})`);
}

// A lighthouse on a rock at dusk: sky, sea, island, striped tower, beam.
const lighthouse = svg(
  1600,
  1000,
  `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2b53"/><stop offset="1" stop-color="#f4a261"/></linearGradient></defs>` +
    `<rect width="1600" height="640" fill="url(#sky)"/><rect y="640" width="1600" height="360" fill="#1f4e79"/>` +
    `<path d="M900 700 q200 -120 420 0 z" fill="#3b3b3b"/>` +
    `<path d="M1060 640 l40 -360 h60 l40 360 z" fill="#f5f5f5"/>` +
    [380, 470, 560].map((y) => `<path d="M${1062 - (y - 280) / 9} ${y} h${136 + (y - 280) / 4.5} v40 h-${140 + (y - 280) / 4.5} z" fill="#c0392b"/>`).join('') +
    `<rect x="1090" y="240" width="80" height="40" fill="#ffe66d"/><path d="M1130 260 L300 120 L300 200 z" fill="#ffe66d" opacity="0.35"/>`,
);
writeFileSync(out('samples', 'lighthouse.jpg'), await sharp(lighthouse).jpeg({ quality: 78 }).toBuffer());

// A grey shop cat curled up, on a transparent background.
const cat = svg(
  640,
  480,
  `<ellipse cx="320" cy="300" rx="200" ry="110" fill="#7f8c8d"/><circle cx="470" cy="230" r="75" fill="#7f8c8d"/>` +
    `<path d="M420 175 l15 -60 l35 45 z M490 170 l30 -50 l10 65 z" fill="#7f8c8d"/>` +
    `<path d="M445 235 q12 8 24 0 M490 235 q12 8 24 0" stroke="#222" stroke-width="5" fill="none"/>` +
    `<path d="M130 330 q-60 -80 20 -140" stroke="#7f8c8d" stroke-width="30" fill="none" stroke-linecap="round"/>`,
);
writeFileSync(out('samples', 'shop-cat.png'), await sharp(cat).png().toBuffer());

// Two frames, red then blue: the describer must see the red one.
const frame = (color) =>
  sharp(svg(256, 256, `<path d="M128 20 L158 98 L240 98 L174 148 L198 230 L128 180 L58 230 L82 148 L16 98 L98 98 z" fill="${color}"/>`))
    .png()
    .toBuffer();
const blink = await sharp([await frame('#e74c3c'), await frame('#3498db')], { join: { animated: true } })
  .webp({ loop: 0, delay: [400, 400], quality: 80 })
  .toBuffer();
writeFileSync(out('samples', 'blink.webp'), blink);

// An animated sticker: a tiny Lottie animation of our own (a growing circle), gzipped as TGS is.
const lottie = {
  v: '5.7.4',
  fr: 30,
  ip: 0,
  op: 30,
  w: 512,
  h: 512,
  nm: 'party',
  layers: [
    {
      ty: 4,
      nm: 'ball',
      ip: 0,
      op: 30,
      st: 0,
      ks: { o: { a: 0, k: 100 }, p: { a: 0, k: [256, 256] }, s: { a: 1, k: [{ t: 0, s: [50, 50] }, { t: 30, s: [100, 100] }] } },
      shapes: [{ ty: 'el', p: { a: 0, k: [0, 0] }, s: { a: 0, k: [300, 300] } }, { ty: 'fl', c: { a: 0, k: [0.97, 0.82, 0.27, 1] }, o: { a: 0, k: 100 } }],
    },
  ],
};
writeFileSync(out('samples', 'party.tgs'), gzipSync(JSON.stringify(lottie)));
writeFileSync(
  out('samples', 'party-thumb.webp'),
  await sharp(svg(128, 128, `<circle cx="64" cy="64" r="50" fill="${YELLOW}"/><text x="40" y="78" font-size="40">🎉</text>`))
    .webp({ quality: 80 })
    .toBuffer(),
);

// Half a second of a 660 Hz tone, 8 kHz 8-bit mono PCM.
const rate = 8000;
const samples = rate / 2;
const wav = Buffer.alloc(44 + samples);
wav.write('RIFF', 0, 'ascii');
wav.writeUInt32LE(36 + samples, 4);
wav.write('WAVEfmt ', 8, 'ascii');
wav.writeUInt32LE(16, 16);
wav.writeUInt16LE(1, 20);
wav.writeUInt16LE(1, 22);
wav.writeUInt32LE(rate, 24);
wav.writeUInt32LE(rate, 28);
wav.writeUInt16LE(1, 32);
wav.writeUInt16LE(8, 34);
wav.write('data', 36, 'ascii');
wav.writeUInt32LE(samples, 40);
for (let i = 0; i < samples; i++) wav[44 + i] = Math.round(128 + 60 * Math.sin((2 * Math.PI * 660 * i) / rate));
writeFileSync(out('samples', 'chime.wav'), wav);
console.log('samples/: lighthouse.jpg shop-cat.png blink.webp party.tgs party-thumb.webp chime.wav');
