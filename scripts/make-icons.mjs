// Renders the site's icon (app/icon.svg) into the raster icons phones and old browsers ask for:
// app/favicon.ico (16 and 32 px), app/apple-icon.png (180 px) and the web app manifest's 192 and 512 px
// icons under public/icons. Run after changing the icon: `node scripts/make-icons.mjs`; the outputs are
// committed, so neither the build nor a request renders them.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('app/icon.svg');
const png = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png()
    .toBuffer();

/** An .ico holding PNG images (allowed since Windows Vista, read by every current browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

mkdirSync('public/icons', { recursive: true });
writeFileSync(
  'app/favicon.ico',
  ico([
    { size: 16, data: await png(16) },
    { size: 32, data: await png(32) },
  ]),
);
writeFileSync('app/apple-icon.png', await png(180));
writeFileSync('public/icons/icon-192.png', await png(192));
writeFileSync('public/icons/icon-512.png', await png(512));
console.log('icons written');
