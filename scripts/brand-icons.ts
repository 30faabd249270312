// Writes the portal's favicon (apps/portal/public/favicon.svg), the 180 × 180 touch icon iOS
// puts on the home screen (apple-touch-icon.png) and the installed app's icons the web app manifest
// names (icon-192.png, icon-512.png, icon-maskable-512.png) from the brand mark: the wordmark's dot
// (packages/ui, BrandLogo), an accent disc ringed in the primary colour. Run after the brand
// colours change: `node scripts/brand-icons.ts`; the files are committed.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { theme } from '../packages/ui/src/theme/theme.ts';

const { primary, accent, onPrimary } = theme.colors;
const publicDir = path.join(import.meta.dirname, '..', 'apps', 'portal', 'public');

// The dot is 14 px wide with a 3 px ring: the disc is 7/10 of the mark's radius.
const mark = (cx: number, r: number) =>
  `<circle cx="${cx}" cy="${cx}" r="${r}" fill="${primary}"/><circle cx="${cx}" cy="${cx}" r="${(r * 0.7).toFixed(1)}" fill="${accent}"/>`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark(32, 32)}</svg>\n`;
writeFileSync(path.join(publicDir, 'favicon.svg'), favicon);

// iOS shows transparency as black and rounds the corners itself: a filled square, the mark inset.
const touch = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180"><rect width="180" height="180" fill="${onPrimary}"/>${mark(90, 60)}</svg>`;
await sharp(Buffer.from(touch)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'apple-touch-icon.png'));

// The installed app's icons: the mark on the app's white, as Android and desktop Chrome show them.
for (const size of [192, 512]) {
  const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${onPrimary}"/>${mark(size / 2, size * 0.42)}</svg>`;
  await sharp(Buffer.from(icon))
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icon-${size}.png`));
}
// A maskable icon is cropped to a circle, squircle or rounded square by the launcher: the mark
// stays inside the safe zone, the centre circle of 80 % of the width.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="${onPrimary}"/>${mark(256, 150)}</svg>`;
await sharp(Buffer.from(maskable)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, 'icon-maskable-512.png'));
