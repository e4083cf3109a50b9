// Renders the app icons of the web app manifest (client/public/manifest.webmanifest) from client/public/logo.svg with sharp:
// 192 and 512 px, plus a maskable 512 px one with the logo inside the safe zone on the brand colour. Run after changing
// the logo: node scripts/make-icons.mjs
import sharp from "sharp";
import { readFileSync } from "node:fs";

const svg = readFileSync("client/public/logo.svg");
for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toFile(`client/public/icons/icon-${size}.png`);
}
// Maskable: launchers crop to a circle or squircle, so the logo takes the middle 80 %.
const inner = await sharp(svg, { density: (72 * 410) / 64 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: "#c2410c" } })
  .composite([{ input: inner, gravity: "center" }])
  .png({ compressionLevel: 9 })
  .toFile("client/public/icons/icon-maskable-512.png");
await sharp(svg, { density: (72 * 180) / 64 }).resize(180, 180).png({ compressionLevel: 9 }).toFile("client/public/icons/apple-touch-icon.png");
