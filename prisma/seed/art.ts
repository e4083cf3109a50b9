// Flat-illustration SVGs for the demo data set: portraits, school crests and portfolio scenes.
// Everything is drawn from a seeded Random, so the same inputs always give the same picture.
import { Random } from "./random.js";

// ---------------------------------------------------------------------------------------------
// Colour helpers

function clamp(value: number, min = 0, max = 255): number {
  return Math.min(max, Math.max(min, value));
}

function parseHex(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return "#" + [r, g, b].map((c) => Math.round(clamp(c)).toString(16).padStart(2, "0")).join("");
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  const target = amount >= 0 ? 255 : 0;
  const t = Math.abs(amount);
  return toHex([r + (target - r) * t, g + (target - g) * t, b + (target - b) * t]);
}

const f = (n: number): string => (Math.round(n * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// Palettes

const BACKGROUNDS: ReadonlyArray<readonly [string, string]> = [
  ["#F6D8AE", "#F2B880"],
  ["#BEE3DB", "#89B0AE"],
  ["#FAD4D8", "#F2A1AB"],
  ["#CDE7B0", "#A3BFA8"],
  ["#C9D7F8", "#98B4E8"],
  ["#FFE8A3", "#F7C948"],
  ["#E4D4F4", "#B9A3E3"],
  ["#B8E0F6", "#7CC1E4"],
  ["#F9C6A8", "#EE9A6D"],
  ["#D3F0E0", "#8FD0B0"],
  ["#F7E1D7", "#DEB3A2"],
  ["#E0E7A8", "#B8C76F"],
];

const SKIN_TONES = ["#8D5524", "#A0662F", "#6F4325", "#B47544", "#5C3A21", "#C68642", "#7B4A2A", "#94603A", "#603B23", "#A86B3C"];
const HAIR_COLOURS = ["#1B1210", "#2A1A14", "#3B2A22", "#140D0B", "#24160F"];
const GREY_HAIR = ["#8E8A86", "#A7A29C", "#6F6A66"];
const CLOTHES = ["#E63946", "#2A9D8F", "#264653", "#E76F51", "#6D597A", "#F4A261", "#3A86FF", "#8338EC", "#FF006E", "#1D3557", "#2D6A4F", "#BC4749", "#F28482", "#457B9D", "#9C6644", "#FFB703"];
const WRAP_COLOURS = ["#D62828", "#F77F00", "#FCBF49", "#2A9D8F", "#7209B7", "#3A0CA3", "#E85D04", "#06D6A0", "#EF476F", "#118AB2"];

// ---------------------------------------------------------------------------------------------
// Portraits

export type Gender = "Female" | "Male";

export interface AvatarInput {
  seed: string;
  gender: Gender;
  age: number;
  /** Muslim names sometimes get a kufi or a hijab-style wrap. */
  muslim?: boolean;
}

const FEMALE_HAIR = ["afro", "puff", "wrap", "braids", "twa", "bun", "bob", "wrap"] as const;
const MALE_HAIR = ["crop", "fade", "crop", "bald"] as const;

/**
 * The curls around an afro or a puff: `count` circles evenly on an arc `distance` from (cx, cy), from `from`·π through
 * `sweep`·π, each of the radius `radius` gives (asked once a curl, in order).
 */
function curls(hair: string, arc: { cx: number; cy: number; distance: number; count: number; from: number; sweep: number }, radius: () => number): string[] {
  return Array.from({ length: arc.count }, (_, i) => {
    const a = Math.PI * (arc.from + (i / (arc.count - 1)) * arc.sweep);
    return `<circle cx="${f(arc.cx + Math.cos(a) * arc.distance)}" cy="${f(arc.cy + Math.sin(a) * arc.distance)}" r="${radius()}" fill="${hair}"/>`;
  });
}

/**
 * The hairstyles drawn from fixed shapes alone (no chance in them), given the hair and accent colours: each shape is
 * drawn behind the head or in front of it, in this order.
 */
const FIXED_HAIR: Record<"bun" | "bob" | "crop" | "fade" | "kufi", (hair: string, accent: string) => ReadonlyArray<readonly ["back" | "front", string]>> = {
  bun: (hair) => [
    ["back", `<circle cx="240" cy="112" r="40" fill="${hair}"/>`],
    ["front", `<path d="M161 224 Q158 126 240 120 Q322 126 319 224 Q308 166 240 160 Q172 166 161 224 Z" fill="${hair}"/>`],
    ["front", `<path d="M200 128 Q240 150 280 128" stroke="${shade(hair, 0.2)}" stroke-width="3" fill="none"/>`],
  ],
  bob: (hair) => [
    ["back", `<path d="M150 220 Q146 114 240 106 Q334 114 330 220 L334 304 Q312 318 296 298 L184 298 Q168 318 146 304 Z" fill="${hair}"/>`],
    ["front", `<path d="M158 236 Q156 122 240 116 Q324 122 322 236 Q310 156 228 162 Q186 170 158 236 Z" fill="${hair}"/>`],
  ],
  crop: (hair) => [["front", `<path d="M163 206 Q164 124 240 120 Q316 124 317 206 Q306 152 240 148 Q174 152 163 206 Z" fill="${hair}"/>`]],
  fade: (hair) => [
    ["front", `<path d="M165 196 L168 128 Q240 108 312 128 L315 196 Q304 150 240 146 Q176 150 165 196 Z" fill="${hair}"/>`],
    ["front", `<path d="M165 196 Q166 210 170 222 L176 210 Z M315 196 Q314 210 310 222 L304 210 Z" fill="${hair}"/>`],
  ],
  kufi: (_hair, accent) => [
    ["front", `<path d="M166 166 Q168 112 240 108 Q312 112 314 166 Z" fill="#F4F1EA"/>`],
    ["front", `<path d="M172 150 L308 150 M170 136 L310 136 M178 122 L302 122" stroke="${accent}" stroke-width="3" stroke-dasharray="6 6"/>`],
  ],
};

export function avatarSvg(input: AvatarInput): string {
  const r = new Random(`avatar:${input.seed}`);
  const [bg1, bg2] = r.pick(BACKGROUNDS);
  const skin = r.pick(SKIN_TONES);
  const skinShadow = shade(skin, -0.22);
  const older = input.age >= 47;
  const hair = older && r.chance(0.6) ? r.pick(GREY_HAIR) : r.pick(HAIR_COLOURS);
  const cloth = r.pick(CLOTHES);
  const accent = r.pick(CLOTHES.filter((c) => c !== cloth));
  const female = input.gender === "Female";
  let style: string = female ? r.pick(FEMALE_HAIR) : r.pick(MALE_HAIR);
  if (input.muslim) style = female ? (r.chance(0.7) ? "hijab" : style) : r.chance(0.6) ? "kufi" : style;
  const id = `a${(r.int(0, 1e9) >>> 0).toString(36)}`;

  const back: string[] = []; // behind the neck and shoulders
  const mid: string[] = []; // over the clothes, behind the face
  const front: string[] = []; // over the face
  let hideEars = false;
  const wrapColour = r.pick(WRAP_COLOURS);
  const wrapAccent = r.pick(["#FFFFFF", "#FCEFB4", "#1B1B1B", shade(wrapColour, 0.45)]);

  switch (style) {
    case "afro":
      back.push(`<circle cx="240" cy="190" r="122" fill="${hair}"/>`, ...curls(hair, { cx: 240, cy: 190, distance: 112, count: 14, from: 0.85, sweep: 1.3 }, () => r.int(22, 30)));
      front.push(`<path d="M163 222 Q166 128 240 124 Q314 128 317 222 Q304 168 240 162 Q176 168 163 222 Z" fill="${hair}"/>`);
      break;
    case "puff":
      back.push(`<circle cx="240" cy="104" r="60" fill="${hair}"/>`, ...curls(hair, { cx: 240, cy: 104, distance: 54, count: 9, from: 0.9, sweep: 1.2 }, () => 16));
      front.push(`<path d="M162 224 Q160 130 240 126 Q320 130 318 224 Q306 170 240 164 Q174 170 162 224 Z" fill="${hair}"/>`);
      front.push(`<ellipse cx="240" cy="146" rx="26" ry="9" fill="${accent}"/>`);
      break;
    case "wrap":
    case "hijab": {
      const patternId = `${id}p`;
      const dots = r.chance(0.5);
      const pattern = dots
        ? `<pattern id="${patternId}" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(${r.int(0, 45)})"><circle cx="7" cy="7" r="5" fill="${wrapAccent}"/><circle cx="20" cy="20" r="3" fill="${wrapAccent}"/></pattern>`
        : `<pattern id="${patternId}" width="28" height="28" patternUnits="userSpaceOnUse" patternTransform="rotate(${r.int(-20, 20)})"><path d="M0 20 L7 8 L14 20 Z M14 20 L21 8 L28 20 Z" fill="${wrapAccent}"/></pattern>`;
      back.push(`<defs>${pattern}</defs>`);
      if (style === "hijab") {
        // A scarf framing the face and falling over the shoulders.
        // A scarf that frames the face, covers the ears and neck, and falls over the shoulders.
        const scarf = "M240 98 Q136 102 136 236 Q134 330 120 400 Q180 420 240 420 Q300 420 360 400 Q346 330 344 236 Q344 102 240 98 Z";
        hideEars = true;
        mid.push(`<path d="${scarf}" fill="${wrapColour}"/>`);
        mid.push(`<path d="${scarf}" fill="url(#${patternId})" opacity="0.25"/>`);
        mid.push(`<path d="M150 300 Q240 360 330 300" stroke="${shade(wrapColour, -0.25)}" stroke-width="5" fill="none" opacity="0.5"/>`);
        const band = "M240 118 Q164 120 160 236 Q166 168 240 160 Q314 168 320 236 Q316 120 240 118 Z";
        front.push(`<path d="${band}" fill="${shade(wrapColour, -0.15)}"/>`);
      } else {
        const wrap = "M157 226 Q146 126 206 92 Q244 62 286 82 Q342 108 323 226 Q304 172 240 168 Q176 172 157 226 Z";
        front.push(`<path d="${wrap}" fill="${wrapColour}"/>`);
        front.push(`<path d="${wrap}" fill="url(#${patternId})" opacity="0.55"/>`);
        front.push(`<path d="M170 170 Q230 120 300 140 M180 200 Q240 150 312 178 M200 110 Q250 100 292 116" stroke="${shade(wrapColour, -0.3)}" stroke-width="5" fill="none" stroke-linecap="round" opacity="0.5"/>`);
        front.push(`<ellipse cx="${r.pick([214, 266])}" cy="78" rx="34" ry="22" transform="rotate(${r.int(-30, 30)} 240 78)" fill="${shade(wrapColour, -0.1)}"/>`);
        front.push(`<ellipse cx="240" cy="86" rx="16" ry="14" fill="${shade(wrapColour, -0.2)}"/>`);
      }
      break;
    }
    case "braids": {
      back.push(`<path d="M150 190 Q138 320 158 378 L322 378 Q342 320 330 190 Q300 120 240 118 Q180 120 150 190 Z" fill="${hair}"/>`);
      const strands: string[] = [];
      for (let x = 158; x <= 322; x += 12) {
        if (x > 176 && x < 304) continue;
        strands.push(`M${x} 230 Q${x + (x < 240 ? -6 : 6)} 310 ${x} 372`);
      }
      back.push(`<path d="${strands.join(" ")}" stroke="${shade(hair, 0.18)}" stroke-width="3" fill="none"/>`);
      front.push(`<path d="M160 226 Q158 124 240 118 Q322 124 320 226 Q308 166 246 160 L240 124 L234 160 Q172 166 160 226 Z" fill="${hair}"/>`);
      front.push(`<path d="M190 150 Q200 140 214 134 M266 134 Q282 140 292 152 M176 176 Q186 160 200 150 M282 150 Q296 160 304 176" stroke="${shade(hair, 0.2)}" stroke-width="3" fill="none"/>`);
      if (r.chance(0.5)) back.push(`<circle cx="160" cy="378" r="7" fill="${accent}"/><circle cx="320" cy="378" r="7" fill="${accent}"/>`);
      break;
    }
    case "twa": {
      front.push(`<path d="M159 226 Q154 116 240 110 Q326 116 321 226 Q312 164 240 158 Q168 164 159 226 Z" fill="${hair}"/>`);
      const dots: string[] = [];
      for (let i = 0; i < 40; i++) {
        const a = Math.PI * (1.12 + r.next() * 0.76);
        const rad = 72 + r.next() * 16;
        dots.push(`<circle cx="${f(240 + Math.cos(a) * rad)}" cy="${f(210 + Math.sin(a) * rad)}" r="2.2" fill="${shade(hair, 0.22)}"/>`);
      }
      front.push(dots.join(""));
      break;
    }
    case "bun":
    case "bob":
    case "crop":
    case "fade":
    case "kufi":
      for (const [layer, shape] of FIXED_HAIR[style](hair, accent)) (layer === "back" ? back : front).push(shape);
      break;
    default: // bald: a soft highlight on the head.
      front.push(`<ellipse cx="212" cy="160" rx="26" ry="12" fill="#FFFFFF" opacity="0.12" transform="rotate(-20 212 160)"/>`);
  }

  // Clothing: a plain top, a kitenge-style print, or stripes; men sometimes a shirt collar.
  const shoulders = "M62 480 C62 410 118 368 192 356 Q240 348 288 356 C362 368 418 410 418 480 Z";
  const clothPattern = r.pick(["plain", "print", "stripes", "plain"]);
  const clothing: string[] = [`<path d="${shoulders}" fill="${cloth}"/>`];
  if (clothPattern === "print") {
    clothing.push(
      `<defs><pattern id="${id}c" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="17" cy="17" r="8" fill="none" stroke="${accent}" stroke-width="4"/><circle cx="0" cy="0" r="4" fill="${accent}"/><circle cx="34" cy="34" r="4" fill="${accent}"/></pattern></defs>`,
      `<path d="${shoulders}" fill="url(#${id}c)" opacity="0.7"/>`,
    );
  } else if (clothPattern === "stripes") {
    clothing.push(
      `<defs><pattern id="${id}c" width="30" height="30" patternUnits="userSpaceOnUse"><rect width="30" height="10" fill="${accent}"/></pattern></defs>`,
      `<path d="${shoulders}" fill="url(#${id}c)" opacity="0.55"/>`,
    );
  }
  const neckline = female
    ? r.chance(0.5)
      ? `<path d="M194 352 Q240 400 286 352 Z" fill="${skinShadow}"/>`
      : `<path d="M200 352 L240 404 L280 352 Z" fill="${skinShadow}"/>`
    : `<path d="M204 352 Q240 384 276 352 Z" fill="${skinShadow}"/>`;
  const collar =
    !female && r.chance(0.6)
      ? `<path d="M198 350 L226 398 L240 372 Z M282 350 L254 398 L240 372 Z" fill="${r.pick(["#FFFFFF", shade(cloth, 0.35)])}"/>`
      : "";
  const necklace =
    female && r.chance(0.45)
      ? `<path d="M204 356 Q240 398 276 356" stroke="${r.pick(["#F2C14E", "#E63946", "#FFFFFF", "#2A9D8F"])}" stroke-width="5" fill="none" stroke-dasharray="1 8" stroke-linecap="round"/>`
      : "";

  // Face
  const eyeY = 228;
  const eyes = [212, 268]
    .map(
      (x) =>
        `<ellipse cx="${x}" cy="${eyeY}" rx="7.5" ry="8.5" fill="#24150E"/><circle cx="${x + 2.5}" cy="${eyeY - 3}" r="2.4" fill="#FFFFFF"/>`,
    )
    .join("");
  const browLift = r.int(-2, 3);
  const brows = `<path d="M196 ${206 - browLift} Q211 ${196 - browLift} 226 ${204 - browLift} M254 ${204 - browLift} Q269 ${196 - browLift} 284 ${206 - browLift}" stroke="${shade(hair, 0.05)}" stroke-width="5.5" fill="none" stroke-linecap="round"/>`;
  const nose = `<path d="M230 252 Q240 264 250 252" stroke="${skinShadow}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
  const lips = female ? shade(skin, -0.45) : shade(skin, -0.4);
  const mouth = r.chance(0.55)
    ? `<path d="M214 276 Q240 306 266 276 Q240 286 214 276 Z" fill="#5A1E18"/><path d="M222 280 Q240 288 258 280 L256 284 Q240 290 224 284 Z" fill="#FFFFFF"/>`
    : `<path d="M216 278 Q240 298 264 278" stroke="${lips}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  const blush = `<circle cx="194" cy="262" r="15" fill="#FF7F6E" opacity="${female ? 0.2 : 0.1}"/><circle cx="286" cy="262" r="15" fill="#FF7F6E" opacity="${female ? 0.2 : 0.1}"/>`;
  let beard = "";
  if (!female && r.chance(0.45)) {
    beard = r.chance(0.5)
      ? `<path d="M166 236 Q166 322 240 334 Q314 322 314 236 Q306 300 240 306 Q174 300 166 236 Z" fill="${hair}"/><path d="M212 270 Q240 258 268 270 Q240 278 212 270 Z" fill="${hair}"/>`
      : `<path d="M214 270 Q240 258 266 270 Q240 278 214 270 Z" fill="${hair}"/><path d="M222 314 Q240 326 258 314 Q240 318 222 314 Z" fill="${hair}"/>`;
  }
  const earrings =
    female && style !== "hijab" && r.chance(0.6)
      ? r.chance(0.5)
        ? `<circle cx="163" cy="262" r="7" fill="#F2C14E"/><circle cx="317" cy="262" r="7" fill="#F2C14E"/>`
        : `<circle cx="163" cy="268" r="11" fill="none" stroke="#F2C14E" stroke-width="4"/><circle cx="317" cy="268" r="11" fill="none" stroke="#F2C14E" stroke-width="4"/>`
      : "";
  const glasses =
    (older && r.chance(0.5)) || r.chance(0.1)
      ? `<g stroke="#2B2B2B" stroke-width="4" fill="#FFFFFF" fill-opacity="0.12"><circle cx="212" cy="228" r="21"/><circle cx="268" cy="228" r="21"/><path d="M233 226 Q240 220 247 226" fill="none"/></g>`
      : "";

  const sparkle: string[] = [];
  for (let i = 0; i < 6; i++) {
    sparkle.push(`<circle cx="${r.int(20, 460)}" cy="${r.int(20, 300)}" r="${r.int(4, 12)}" fill="#FFFFFF" opacity="0.25"/>`);
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
<rect width="480" height="480" fill="url(#${id}bg)"/>
<circle cx="240" cy="236" r="182" fill="#FFFFFF" opacity="0.22"/>
${sparkle.join("")}
${back.join("")}
<path d="M207 280 L207 356 Q240 376 273 356 L273 280 Z" fill="${skinShadow}"/>
${clothing.join("")}
${neckline}${collar}${necklace}
${mid.join("")}
${hideEars ? "" : `<ellipse cx="163" cy="234" rx="14" ry="21" fill="${skin}"/><ellipse cx="317" cy="234" rx="14" ry="21" fill="${skin}"/>`}
<ellipse cx="240" cy="220" rx="77" ry="92" fill="${skin}"/>
${front.join("")}
${blush}${beard}${brows}${eyes}${nose}${mouth}${earrings}${glasses}
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// School crests (no text, so rendering never depends on installed fonts)

export function crestSvg(seed: string, primary: string, secondary: string): string {
  const r = new Random(`crest:${seed}`);
  const gold = "#F2C14E";
  const id = `c${r.int(0, 1e9).toString(36)}`;
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const y = 360 - t * 210;
    const x = 96 - Math.sin(t * Math.PI) * 26;
    leaves.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="11" ry="22" transform="rotate(${f(-30 + t * 40)} ${f(x)} ${f(y)})" fill="${gold}"/>`);
    leaves.push(`<ellipse cx="${f(480 - x)}" cy="${f(y)}" rx="11" ry="22" transform="rotate(${f(30 - t * 40)} ${f(480 - x)} ${f(y)})" fill="${gold}"/>`);
  }
  const shield = "M240 70 L372 108 L372 238 Q372 352 240 414 Q108 352 108 238 L108 108 Z";
  const inner = "M240 88 L356 121 L356 238 Q356 340 240 396 Q124 340 124 238 L124 121 Z";
  const rays: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    rays.push(`M${f(240 + Math.cos(a) * 30)} ${f(178 + Math.sin(a) * 30)} L${f(240 + Math.cos(a) * 46)} ${f(178 + Math.sin(a) * 46)}`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<defs><radialGradient id="${id}g" cx="0.5" cy="0.4" r="0.7"><stop offset="0" stop-color="${shade(primary, 0.35)}"/><stop offset="1" stop-color="${shade(primary, -0.15)}"/></radialGradient>
<clipPath id="${id}k"><path d="${inner}"/></clipPath></defs>
<rect width="480" height="480" fill="url(#${id}g)"/>
<circle cx="240" cy="240" r="210" fill="none" stroke="#FFFFFF" stroke-opacity="0.2" stroke-width="10"/>
${leaves.join("")}
<path d="${shield}" fill="#FFFFFF"/>
<path d="${inner}" fill="${secondary}"/>
<g clip-path="url(#${id}k)"><path d="M100 250 L240 206 L380 250 L380 290 L240 246 L100 290 Z" fill="${gold}"/><rect x="100" y="280" width="280" height="140" fill="${shade(secondary, -0.25)}"/></g>
<circle cx="240" cy="178" r="22" fill="${gold}"/><path d="${rays.join(" ")}" stroke="${gold}" stroke-width="6" stroke-linecap="round"/>
<path d="M172 304 Q206 288 238 304 L238 358 Q206 342 172 358 Z" fill="#FFFFFF"/><path d="M308 304 Q274 288 242 304 L242 358 Q274 342 308 358 Z" fill="#FFFFFF"/>
<path d="M184 316 Q206 306 228 316 M184 330 Q206 320 228 330 M252 316 Q274 306 296 316 M252 330 Q274 320 296 330" stroke="${shade(secondary, -0.1)}" stroke-width="3" fill="none"/>
<path d="M120 404 L150 390 L330 390 L360 404 L342 420 L360 436 L300 436 L240 428 L180 436 L120 436 L138 420 Z" fill="${gold}"/>
<path d="M150 390 L330 390 L320 420 L160 420 Z" fill="${shade(gold, -0.12)}"/>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Portfolio scenes, 800x600

export type SceneKind = "kitchen" | "plate" | "living" | "laundry" | "clothesline" | "garden" | "cake" | "cupcakes" | "playroom";

const WALLS = ["#F3E9DC", "#E8F1F2", "#FDF0D5", "#EAE4E9", "#E2ECE9", "#FFF1E6", "#DDE5B6", "#F0EFEB", "#D8E2DC", "#FCE1E4"];
const FLOORS = ["#C8A27A", "#B08968", "#A3B18A", "#CDB4A0", "#9C6644", "#D6CCC2"];
const BRIGHT = ["#E63946", "#F4A261", "#2A9D8F", "#E9C46A", "#457B9D", "#8338EC", "#FF006E", "#06D6A0", "#118AB2", "#EF476F", "#FB8500", "#6A994E"];

function windowWithCurtains(r: Random, x: number, y: number, w: number, h: number): string {
  const sky = r.pick(["#9BD1F2", "#A8DADC", "#BDE0FE", "#CAF0F8"]);
  const curtain = r.pick(BRIGHT);
  return `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" rx="6" fill="#FFFFFF"/>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sky}"/>
<circle cx="${x + w * 0.72}" cy="${y + h * 0.3}" r="${h * 0.13}" fill="#FFD166"/>
<path d="M${x} ${y + h * 0.8} Q${x + w * 0.3} ${y + h * 0.55} ${x + w * 0.6} ${y + h * 0.75} T${x + w} ${y + h * 0.7} L${x + w} ${y + h} L${x} ${y + h} Z" fill="#7FB069"/>
<path d="M${x + w / 2} ${y} L${x + w / 2} ${y + h} M${x} ${y + h / 2} L${x + w} ${y + h / 2}" stroke="#FFFFFF" stroke-width="6"/>
<path d="M${x - 16} ${y - 14} L${x + w * 0.28} ${y - 14} Q${x + w * 0.18} ${y + h * 0.5} ${x + w * 0.06} ${y + h + 14} L${x - 16} ${y + h + 14} Z" fill="${curtain}"/>
<path d="M${x + w + 16} ${y - 14} L${x + w * 0.72} ${y - 14} Q${x + w * 0.82} ${y + h * 0.5} ${x + w * 0.94} ${y + h + 14} L${x + w + 16} ${y + h + 14} Z" fill="${curtain}"/>
<rect x="${x - 24}" y="${y - 22}" width="${w + 48}" height="10" rx="5" fill="${shade(curtain, -0.35)}"/>`;
}

function pot(x: number, y: number, w: number, h: number, colour: string, steam: boolean): string {
  const lid = shade(colour, -0.2);
  const s = steam
    ? `<path d="M${x + w * 0.3} ${y - 40} q10 -15 0 -30 q-10 -15 0 -30 M${x + w * 0.55} ${y - 36} q10 -15 0 -30 q-10 -15 0 -30 M${x + w * 0.8} ${y - 40} q10 -15 0 -30" stroke="#FFFFFF" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>`
    : "";
  return `${s}<rect x="${x - 14}" y="${y + h * 0.25}" width="${w + 28}" height="12" rx="6" fill="${lid}"/>
<path d="M${x} ${y} L${x + w} ${y} L${x + w - 6} ${y + h - 10} Q${x + w - 8} ${y + h} ${x + w - 20} ${y + h} L${x + 20} ${y + h} Q${x + 8} ${y + h} ${x + 6} ${y + h - 10} Z" fill="${colour}"/>
<ellipse cx="${x + w / 2}" cy="${y}" rx="${w / 2 + 6}" ry="10" fill="${lid}"/>
<rect x="${x + w / 2 - 12}" y="${y - 18}" width="24" height="12" rx="6" fill="${shade(colour, -0.4)}"/>`;
}

function plant(r: Random, x: number, y: number, scale: number): string {
  const potColour = r.pick(["#C96F4A", "#E07A5F", "#F2CC8F", "#81B29A", "#3D405B", "#FFFFFF"]);
  const green = r.pick(["#2D6A4F", "#40916C", "#52B788", "#386641"]);
  const leaves: string[] = [];
  const n = r.int(5, 8);
  for (let i = 0; i < n; i++) {
    const a = -150 + (i / (n - 1)) * 120;
    leaves.push(`<ellipse cx="${x}" cy="${y - 55 * scale}" rx="${14 * scale}" ry="${52 * scale}" fill="${i % 2 ? green : shade(green, 0.2)}" transform="rotate(${f(a + 90)} ${x} ${y - 10 * scale})"/>`);
  }
  return `${leaves.join("")}<path d="M${x - 34 * scale} ${y - 10 * scale} L${x + 34 * scale} ${y - 10 * scale} L${x + 26 * scale} ${y + 50 * scale} L${x - 26 * scale} ${y + 50 * scale} Z" fill="${potColour}"/><rect x="${x - 38 * scale}" y="${y - 16 * scale}" width="${76 * scale}" height="${12 * scale}" rx="${4 * scale}" fill="${shade(potColour, -0.15)}"/>`;
}

function kitchen(r: Random): string {
  const wall = r.pick(WALLS);
  const tile = shade(r.pick(["#8ECAE6", "#A8DADC", "#FFD6A5", "#CDEAC0", "#FFFFFF", "#E5989B"]), 0.2);
  const cabinet = r.pick(["#264653", "#2A9D8F", "#6D597A", "#F4F1DE", "#B5838D", "#3D5A80", "#588157"]);
  const top = r.pick(["#E9E3D6", "#3D3D3D", "#D4A373", "#F8F9FA"]);
  const tiles: string[] = [];
  for (let x = 0; x < 800; x += 50) for (let y = 250; y < 370; y += 40) tiles.push(`<rect x="${x + 2}" y="${y + 2}" width="46" height="36" rx="3" fill="${tile}"/>`);
  const jars: string[] = [];
  let jx = 470;
  while (jx < 760) {
    const w = r.int(34, 54);
    const h = r.int(46, 74);
    const c = r.pick(BRIGHT);
    jars.push(`<rect x="${jx}" y="${170 - h}" width="${w}" height="${h}" rx="8" fill="#FFFFFF" opacity="0.85"/><rect x="${jx + 4}" y="${170 - h * 0.7}" width="${w - 8}" height="${h * 0.7 - 4}" rx="6" fill="${c}"/><rect x="${jx - 2}" y="${166 - h}" width="${w + 4}" height="12" rx="4" fill="${shade(c, -0.3)}"/>`);
    jx += w + r.int(12, 24);
  }
  const potColours = r.sample(["#C0C0C0", "#E63946", "#264653", "#F4A261", "#A7C957", "#B0B7C0"], 2);
  const veg: string[] = [];
  for (let i = 0; i < 5; i++) veg.push(`<circle cx="${560 + i * 26 + r.int(-4, 4)}" cy="${338 + r.int(-4, 4)}" r="13" fill="#E63946"/><path d="M${556 + i * 26} ${326} l4 -6 l4 6" stroke="#2D6A4F" stroke-width="3" fill="none"/>`);
  for (let i = 0; i < 4; i++) veg.push(`<ellipse cx="${640 + i * 22}" cy="${332}" rx="18" ry="10" fill="#40916C" transform="rotate(${r.int(-40, 40)} ${640 + i * 22} 332)"/>`);
  return `<rect width="800" height="600" fill="${wall}"/>
${tiles.join("")}
${windowWithCurtains(r, 70, 60, 230, 160)}
<rect x="450" y="170" width="320" height="14" rx="4" fill="${shade(cabinet, -0.2)}"/>${jars.join("")}
<rect x="0" y="360" width="800" height="240" fill="${cabinet}"/>
<rect x="0" y="352" width="800" height="22" fill="${top}"/>
${[0, 1, 2, 3].map((i) => `<rect x="${20 + i * 195}" y="392" width="180" height="190" rx="8" fill="${shade(cabinet, 0.12)}"/><rect x="${i % 2 ? 40 + i * 195 : 170 + i * 195}" y="460" width="10" height="50" rx="5" fill="${shade(cabinet, -0.4)}"/>`).join("")}
<rect x="120" y="330" width="330" height="26" rx="6" fill="#2B2D42"/>
<ellipse cx="205" cy="332" rx="56" ry="8" fill="#E63946" opacity="0.6"/><ellipse cx="365" cy="332" rx="56" ry="8" fill="#E63946" opacity="0.6"/>
${pot(150, 250, 110, 80, potColours[0]!, true)}${pot(318, 268, 94, 62, potColours[1]!, r.chance(0.6))}
<rect x="540" y="346" width="200" height="10" rx="4" fill="#C9A66B"/>${veg.join("")}`;
}

function plate(r: Random): string {
  const cloth = r.pick(["#E63946", "#2A9D8F", "#457B9D", "#F4A261", "#6A994E", "#8338EC"]);
  const checks: string[] = [];
  for (let x = 0; x < 800; x += 60) checks.push(`<rect x="${x}" y="0" width="30" height="600" fill="#FFFFFF" opacity="0.35"/>`);
  for (let y = 0; y < 600; y += 60) checks.push(`<rect x="0" y="${y}" width="800" height="30" fill="#FFFFFF" opacity="0.35"/>`);
  const dish = r.pick(["ugali", "chapati", "pilau", "githeri"] as const);
  const cx = 360;
  const cy = 310;
  const food: string[] = [];
  if (dish === "ugali") {
    food.push(`<ellipse cx="${cx - 52}" cy="${cy - 2}" rx="88" ry="72" fill="#E3D5AE"/><ellipse cx="${cx - 56}" cy="${cy - 10}" rx="84" ry="68" fill="#F8EDCB"/>`);
    food.push(`<path d="M${cx - 120} ${cy - 10} Q${cx - 60} ${cy - 40} ${cx + 2} ${cy - 14}" stroke="#E9DAB0" stroke-width="5" fill="none"/><ellipse cx="${cx - 80}" cy="${cy - 42}" rx="26" ry="12" fill="#FFFFFF" opacity="0.7"/>`);
    // Sukuma wiki: a mound of small chopped leaves.
    for (let i = 0; i < 46; i++) {
      const a = r.next() * Math.PI * 2;
      const d = Math.sqrt(r.next());
      const x = cx + 72 + Math.cos(a) * d * 62;
      const y = cy - 46 + Math.sin(a) * d * 48;
      food.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${r.int(10, 16)}" ry="${r.int(5, 8)}" fill="${r.pick(["#1B4332", "#2D6A4F", "#40916C", "#52B788"])}" transform="rotate(${r.int(0, 180)} ${f(x)} ${f(y)})"/>`);
    }
    for (let i = 0; i < 8; i++) food.push(`<circle cx="${cx + 72 + r.int(-44, 44)}" cy="${cy - 46 + r.int(-32, 32)}" r="4" fill="#E63946"/>`);
    food.push(`<ellipse cx="${cx + 30}" cy="${cy + 78}" rx="86" ry="44" fill="#6E2C1F"/><ellipse cx="${cx + 30}" cy="${cy + 76}" rx="76" ry="36" fill="#8B3E2F"/>`);
    for (let i = 0; i < 10; i++) food.push(`<rect x="${cx - 28 + r.int(0, 96)}" y="${cy + 56 + r.int(0, 30)}" width="20" height="16" rx="5" fill="#5E2A1E"/>`);
  } else if (dish === "chapati") {
    for (let i = 0; i < 4; i++) {
      const x = cx - 20 + i * 10;
      const y = cy - 20 + i * 12;
      food.push(`<circle cx="${x}" cy="${y}" r="${120 - i * 4}" fill="${shade("#E9B872", -i * 0.05)}"/>`);
    }
    for (let i = 0; i < 24; i++) food.push(`<circle cx="${cx + 10 + r.int(-90, 90)}" cy="${cy + 16 + r.int(-80, 80)}" r="${r.int(4, 10)}" fill="#B5651D" opacity="0.6"/>`);
    food.push(`<path d="M${cx - 100} ${cy + 40} Q${cx + 10} ${cy + 140} ${cx + 120} ${cy + 40}" stroke="#C98B45" stroke-width="4" fill="none"/>`);
  } else if (dish === "pilau") {
    food.push(`<ellipse cx="${cx}" cy="${cy}" rx="130" ry="110" fill="#B5773B"/>`);
    for (let i = 0; i < 160; i++) food.push(`<ellipse cx="${cx + r.int(-115, 115) * r.next()}" cy="${cy + r.int(-95, 95) * r.next()}" rx="5" ry="2.5" fill="${r.pick(["#E8C08A", "#D4A26A", "#C68B4E"])}" transform="rotate(${r.int(0, 180)} ${cx} ${cy})"/>`);
    for (let i = 0; i < 10; i++) food.push(`<rect x="${cx + r.int(-80, 70)}" y="${cy + r.int(-70, 60)}" width="18" height="15" rx="5" fill="#6B3A1E"/>`);
    food.push(`<circle cx="${cx + 130}" cy="${cy + 70}" r="40" fill="#E63946"/><circle cx="${cx + 130}" cy="${cy + 70}" r="30" fill="#F28482"/>`);
  } else {
    for (let i = 0; i < 140; i++) {
      const a = r.next() * Math.PI * 2;
      const d = Math.sqrt(r.next()) * 110;
      const bean = r.chance(0.45);
      food.push(`<ellipse cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" rx="${bean ? 9 : 7}" ry="${bean ? 6 : 7}" fill="${bean ? r.pick(["#7F2D2D", "#9E4B3A", "#5E2A1E"]) : r.pick(["#F4D35E", "#EEBA4C", "#F7E08A"])}"/>`);
    }
  }
  const cup = r.pick(["#FFFFFF", "#E9C46A", "#2A9D8F", "#E76F51"]);
  return `<rect width="800" height="600" fill="${cloth}"/>${checks.join("")}
<ellipse cx="${cx + 8}" cy="${cy + 14}" rx="205" ry="205" fill="#000000" opacity="0.12"/>
<circle cx="${cx}" cy="${cy}" r="200" fill="#FFFFFF"/><circle cx="${cx}" cy="${cy}" r="168" fill="#F4F4F2"/>
${food.join("")}
<circle cx="660" cy="130" r="70" fill="${cup}"/><circle cx="660" cy="130" r="56" fill="#C68B59"/><circle cx="645" cy="118" r="12" fill="#FFFFFF" opacity="0.35"/>
<path d="M725 110 Q760 130 725 152" stroke="${cup}" stroke-width="14" fill="none"/>
<rect x="610" y="380" width="16" height="190" rx="8" fill="#C0C0C0"/><rect x="650" y="370" width="16" height="200" rx="8" fill="#C0C0C0"/><ellipse cx="618" cy="380" rx="16" ry="30" fill="#C0C0C0"/>`;
}

function living(r: Random): string {
  const wall = r.pick(WALLS);
  const floor = r.pick(FLOORS);
  const sofa = r.pick(["#264653", "#E76F51", "#6D597A", "#2A9D8F", "#9C6644", "#3D5A80", "#F4A261", "#B5838D"]);
  const rug = r.pick(["#E9C46A", "#F4A261", "#A8DADC", "#FFCDB2", "#CDB4DB"]);
  const cushions = r.sample(BRIGHT, 3);
  const frames: string[] = [];
  for (let i = 0; i < 3; i++) {
    const x = 250 + i * 110;
    const c = r.pick(BRIGHT);
    frames.push(`<rect x="${x}" y="${90 + (i % 2) * 20}" width="86" height="70" fill="#3D3D3D"/><rect x="${x + 6}" y="${96 + (i % 2) * 20}" width="74" height="58" fill="${shade(c, 0.5)}"/><circle cx="${x + 43}" cy="${125 + (i % 2) * 20}" r="16" fill="${c}"/>`);
  }
  const boards: string[] = [];
  for (let y = 440; y < 600; y += 32) boards.push(`<path d="M0 ${y} L800 ${y}" stroke="${shade(floor, -0.12)}" stroke-width="3"/>`);
  return `<rect width="800" height="600" fill="${wall}"/><rect y="430" width="800" height="170" fill="${floor}"/>${boards.join("")}
<rect y="420" width="800" height="14" fill="${shade(wall, -0.15)}"/>
${windowWithCurtains(r, 600, 70, 150, 200)}
${frames.join("")}
<ellipse cx="360" cy="520" rx="280" ry="50" fill="${rug}"/><ellipse cx="360" cy="520" rx="230" ry="36" fill="none" stroke="${shade(rug, -0.2)}" stroke-width="6"/>
<rect x="150" y="300" width="420" height="120" rx="30" fill="${shade(sofa, -0.1)}"/>
<rect x="130" y="340" width="60" height="110" rx="24" fill="${sofa}"/><rect x="530" y="340" width="60" height="110" rx="24" fill="${sofa}"/>
<rect x="180" y="370" width="360" height="70" rx="18" fill="${sofa}"/>
<rect x="150" y="440" width="16" height="24" fill="#3D3D3D"/><rect x="554" y="440" width="16" height="24" fill="#3D3D3D"/>
${cushions.map((c, i) => `<rect x="${200 + i * 110}" y="${318 + (i % 2) * 6}" width="90" height="70" rx="18" fill="${c}" transform="rotate(${[-8, 3, 9][i]} ${245 + i * 110} 353)"/>`).join("")}
<rect x="290" y="480" width="150" height="14" rx="6" fill="#8D6346"/><rect x="300" y="494" width="10" height="40" fill="#8D6346"/><rect x="420" y="494" width="10" height="40" fill="#8D6346"/>
<path d="M350 480 L356 446 L374 446 L380 480 Z" fill="${r.pick(BRIGHT)}"/><circle cx="358" cy="438" r="9" fill="#FF006E"/><circle cx="372" cy="432" r="9" fill="#FFD166"/>
<rect x="40" y="360" width="70" height="70" rx="6" fill="#8D6346"/><rect x="72" y="250" width="6" height="110" fill="#3D3D3D"/><path d="M44 250 L106 250 L92 200 L58 200 Z" fill="${r.pick(["#FFD166", "#F4F1DE", "#E9C46A"])}"/>
${plant(r, 650, 390, 1)}`;
}

function laundry(r: Random): string {
  const wall = r.pick(WALLS);
  const table = r.pick(["#8D6346", "#B08968", "#E9E3D6", "#6B705C"]);
  const stacks: string[] = [];
  for (let s = 0; s < 2; s++) {
    const baseX = s === 0 ? 150 : 420;
    let y = 400;
    const n = r.int(4, 6);
    for (let i = 0; i < n; i++) {
      const c = r.pick([...BRIGHT, "#FFFFFF", "#F1FAEE", "#ADB5BD"]);
      const w = r.int(200, 236);
      const x = baseX + r.int(-8, 8) + (236 - w) / 2;
      y -= 40;
      stacks.push(`<rect x="${x}" y="${y}" width="${w}" height="38" rx="10" fill="${c}"/><path d="M${x + 14} ${y + 24} L${x + w - 14} ${y + 24}" stroke="${shade(c, -0.2)}" stroke-width="3"/>`);
      if (r.chance(0.35)) stacks.push(`<path d="M${x + 10} ${y + 6} L${x + w - 10} ${y + 6}" stroke="${shade(c, 0.5)}" stroke-width="6" stroke-dasharray="12 10"/>`);
    }
  }
  const weave: string[] = [];
  for (let x = 0; x < 5; x++) weave.push(`<path d="M${604 + x * 30} 430 L${596 + x * 32} 560" stroke="#A47148" stroke-width="4"/>`);
  for (let y = 0; y < 4; y++) weave.push(`<path d="M${596 + y * 2} ${450 + y * 30} L${764 - y * 2} ${450 + y * 30}" stroke="#A47148" stroke-width="4"/>`);
  const iron = r.pick(["#3A86FF", "#E63946", "#2A9D8F", "#8338EC"]);
  return `<rect width="800" height="600" fill="${wall}"/><rect y="470" width="800" height="130" fill="${shade(wall, -0.18)}"/>
${windowWithCurtains(r, 540, 60, 190, 150)}
<rect x="100" y="400" width="440" height="22" rx="6" fill="${table}"/><rect x="120" y="422" width="18" height="160" fill="${shade(table, -0.2)}"/><rect x="502" y="422" width="18" height="160" fill="${shade(table, -0.2)}"/>
${stacks.join("")}
<path d="M590 420 L770 420 L750 570 L610 570 Z" fill="#D4A373"/>${weave.join("")}
<path d="M600 420 Q640 380 680 410 Q720 370 760 420 Z" fill="${r.pick(BRIGHT)}"/>
<path d="M60 170 L160 170 Q170 120 110 120 L80 120 Q60 140 60 170 Z" fill="${iron}"/><rect x="76" y="108" width="50" height="12" rx="6" fill="#2B2D42"/><rect x="56" y="168" width="108" height="8" rx="3" fill="#C0C0C0"/>
<rect x="40" y="180" width="160" height="10" rx="5" fill="#6B705C"/>`;
}

function shirt(x: number, y: number, c: string): string {
  return `<path d="M${x} ${y} L${x + 22} ${y - 6} Q${x + 40} ${y + 8} ${x + 58} ${y - 6} L${x + 80} ${y} L${x + 96} ${y + 30} L${x + 78} ${y + 40} L${x + 72} ${y + 28} L${x + 72} ${y + 110} L${x + 8} ${y + 110} L${x + 8} ${y + 28} L${x + 2} ${y + 40} L${x - 16} ${y + 30} Z" fill="${c}"/><rect x="${x + 34}" y="${y - 12}" width="6" height="14" fill="#C98B45"/>`;
}

function clothesline(r: Random): string {
  const sky = r.pick(["#9BD1F2", "#A8DADC", "#BDE0FE", "#8ECAE6"]);
  const items: string[] = [];
  let x = 70;
  while (x < 690) {
    const c = r.pick([...BRIGHT, "#FFFFFF"]);
    const y = 206 + Math.sin(((x - 40) / 720) * Math.PI) * 40;
    if (r.chance(0.5)) {
      items.push(shirt(x, y, c));
      x += 120;
    } else {
      const w = r.int(70, 100);
      items.push(`<rect x="${x}" y="${y}" width="${w}" height="${r.int(110, 150)}" rx="4" fill="${c}"/><path d="M${x} ${y + 90} L${x + w} ${y + 90}" stroke="${shade(c, -0.2)}" stroke-width="8"/><rect x="${x + w / 2 - 3}" y="${y - 12}" width="6" height="14" fill="#C98B45"/>`);
      x += w + 26;
    }
  }
  return `<rect width="800" height="600" fill="${sky}"/>
<circle cx="${r.int(90, 700)}" cy="90" r="46" fill="#FFD166"/>
<ellipse cx="${r.int(150, 300)}" cy="110" rx="70" ry="24" fill="#FFFFFF" opacity="0.9"/><ellipse cx="${r.int(450, 650)}" cy="80" rx="90" ry="26" fill="#FFFFFF" opacity="0.9"/>
<path d="M0 430 Q200 360 400 410 T800 390 L800 600 L0 600 Z" fill="#80B918"/><path d="M0 480 Q260 440 520 470 T800 460 L800 600 L0 600 Z" fill="#55A630"/>
<rect x="30" y="180" width="14" height="330" fill="#7F5539"/><rect x="756" y="180" width="14" height="330" fill="#7F5539"/>
<path d="M40 200 Q400 280 760 200" stroke="#4A4E69" stroke-width="4" fill="none"/>
${items.join("")}
<path d="M300 560 L380 560 L372 520 L308 520 Z" fill="#D4A373"/>`;
}

function flower(x: number, y: number, c: string, size: number): string {
  const petals: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    petals.push(`<circle cx="${f(x + Math.cos(a) * size)}" cy="${f(y + Math.sin(a) * size)}" r="${f(size * 0.75)}" fill="${c}"/>`);
  }
  return `<path d="M${x} ${y} L${x} ${y + size * 5}" stroke="#2D6A4F" stroke-width="4"/>${petals.join("")}<circle cx="${x}" cy="${y}" r="${f(size * 0.6)}" fill="#FFD166"/>`;
}

function garden(r: Random): string {
  const sky = r.pick(["#9BD1F2", "#A8DADC", "#BDE0FE", "#CAF0F8"]);
  const beds: string[] = [];
  for (let b = 0; b < 3; b++) {
    const y = 330 + b * 85;
    beds.push(`<rect x="${60 - b * 20}" y="${y}" width="${520 + b * 40}" height="54" rx="14" fill="#7F5539"/>`);
    const kind = r.pick(["sukuma", "cabbage", "spinach", "onion"] as const);
    for (let x = 90 - b * 20; x < 560 + b * 20; x += 48 + b * 4) {
      if (kind === "cabbage") beds.push(`<circle cx="${x}" cy="${y + 14}" r="${20 + b * 2}" fill="#95D5B2"/><circle cx="${x}" cy="${y + 14}" r="${11 + b}" fill="#B7E4C7"/>`);
      else if (kind === "onion") beds.push(`<path d="M${x} ${y + 20} l-8 -44 M${x} ${y + 20} l0 -50 M${x} ${y + 20} l8 -44" stroke="#52B788" stroke-width="5" stroke-linecap="round"/>`);
      else {
        const g = kind === "sukuma" ? "#2D6A4F" : "#40916C";
        beds.push(`<ellipse cx="${x - 10}" cy="${y}" rx="${12 + b * 2}" ry="${26 + b * 3}" fill="${g}" transform="rotate(-25 ${x} ${y + 20})"/><ellipse cx="${x + 10}" cy="${y}" rx="${12 + b * 2}" ry="${26 + b * 3}" fill="${shade(g, 0.15)}" transform="rotate(25 ${x} ${y + 20})"/><ellipse cx="${x}" cy="${y - 8}" rx="${11 + b * 2}" ry="${28 + b * 3}" fill="${shade(g, 0.08)}"/>`);
      }
    }
  }
  const flowers: string[] = [];
  for (let i = 0; i < 7; i++) flowers.push(flower(620 + (i % 3) * 50 + r.int(-10, 10), 330 + Math.floor(i / 3) * 70 + r.int(-10, 10), r.pick(["#EF476F", "#FFD166", "#FFFFFF", "#9D4EDD", "#F77F00"]), r.int(10, 15)));
  const pickets: string[] = [];
  for (let x = 0; x < 800; x += 40) pickets.push(`<path d="M${x + 6} 300 L${x + 6} 232 L${x + 18} 218 L${x + 30} 232 L${x + 30} 300 Z" fill="#FFFFFF"/>`);
  const can = r.pick(["#2A9D8F", "#E63946", "#3A86FF", "#FB8500"]);
  return `<rect width="800" height="600" fill="${sky}"/>
<circle cx="${r.int(500, 720)}" cy="80" r="50" fill="#FFD166"/>
<ellipse cx="${r.int(100, 300)}" cy="90" rx="80" ry="24" fill="#FFFFFF" opacity="0.9"/>
<path d="M0 260 Q180 150 380 230 T800 200 L800 320 L0 320 Z" fill="#74C69D"/>
<rect x="0" y="250" width="800" height="12" fill="#FFFFFF"/><rect x="0" y="282" width="800" height="12" fill="#FFFFFF"/>${pickets.join("")}
<rect y="300" width="800" height="300" fill="#588157"/>
${beds.join("")}${flowers.join("")}
<path d="M640 560 L720 560 L730 500 L630 500 Z" fill="${can}"/><path d="M630 510 L580 470" stroke="${can}" stroke-width="12" stroke-linecap="round"/><path d="M700 500 Q690 460 730 470" stroke="${can}" stroke-width="8" fill="none"/>`;
}

function bunting(r: Random, y: number): string {
  const flags: string[] = [];
  for (let x = 0; x < 800; x += 60) {
    const yy = y + Math.sin((x / 800) * Math.PI) * 40;
    flags.push(`<path d="M${x} ${f(yy)} L${x + 50} ${f(yy + 2)} L${x + 25} ${f(yy + 52)} Z" fill="${r.pick(BRIGHT)}"/>`);
  }
  return `<path d="M0 ${y} Q400 ${y + 80} 800 ${y}" stroke="#6C757D" stroke-width="3" fill="none"/>${flags.join("")}`;
}

function cake(r: Random): string {
  const wall = r.pick(WALLS);
  const sponge = r.pick(["#F4D6A0", "#6F4E37", "#F6BD60", "#FFCAD4"]);
  const icing = r.pick(["#FFFFFF", "#FFC8DD", "#CDB4DB", "#BDE0FE", "#FFE5A0", "#B7E4C7"]);
  const layers = r.int(2, 3);
  const parts: string[] = [];
  let top = 460;
  for (let i = 0; i < layers; i++) {
    const w = 300 - i * 60;
    const h = 78;
    top -= h;
    const x = 400 - w / 2;
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" rx="10" fill="${sponge}"/>`);
    // Icing with drips, traced right to left along the layer's top edge.
    const drips: string[] = [];
    for (let dx = w; dx > 0; dx -= 30) {
      const end = Math.max(0, dx - 30);
      drips.push(`Q${x + (dx + end) / 2} ${top + r.int(30, 46)} ${x + end} ${top + 12}`);
    }
    parts.push(`<path d="M${x} ${top} L${x + w} ${top} L${x + w} ${top + 12} ${drips.join(" ")} Z" fill="${icing}"/>`);
    parts.push(`<rect x="${x - 4}" y="${top - 4}" width="${w + 8}" height="16" rx="8" fill="${icing}"/>`);
    for (let dx = 20; dx < w; dx += 40) parts.push(`<circle cx="${x + dx}" cy="${top + 50}" r="6" fill="${r.pick(BRIGHT)}"/>`);
  }
  const candles: string[] = [];
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    const x = 400 - (n - 1) * 16 + i * 32;
    candles.push(`<rect x="${x - 5}" y="${top - 50}" width="10" height="48" rx="3" fill="${r.pick(BRIGHT)}"/><path d="M${x} ${top - 72} Q${x + 9} ${top - 58} ${x} ${top - 52} Q${x - 9} ${top - 58} ${x} ${top - 72} Z" fill="#FFB703"/>`);
  }
  return `<rect width="800" height="600" fill="${wall}"/>${bunting(r, 40)}
<rect y="470" width="800" height="130" fill="${r.pick(["#8D6346", "#B08968", "#CDB4A0", "#6B705C"])}"/>
<ellipse cx="400" cy="470" rx="200" ry="18" fill="#FFFFFF"/><rect x="385" y="470" width="30" height="60" fill="#FFFFFF"/><ellipse cx="400" cy="532" rx="90" ry="12" fill="#FFFFFF"/>
${parts.join("")}${candles.join("")}
<circle cx="110" cy="430" r="50" fill="${r.pick(BRIGHT)}"/><path d="M110 480 Q100 520 120 560" stroke="#6C757D" stroke-width="2" fill="none"/>
<circle cx="690" cy="410" r="56" fill="${r.pick(BRIGHT)}"/><path d="M690 466 Q700 510 680 560" stroke="#6C757D" stroke-width="2" fill="none"/>`;
}

function cupcakes(r: Random): string {
  const wall = r.pick(WALLS);
  const items: string[] = [];
  const n = r.int(3, 4);
  for (let i = 0; i < n; i++) {
    const cx = 400 - (n - 1) * 95 + i * 190;
    const cup = r.pick(BRIGHT);
    const frost = r.pick(["#FFC8DD", "#FFFFFF", "#CDB4DB", "#BDE0FE", "#FFE5A0", "#6F4E37", "#B7E4C7"]);
    items.push(`<path d="M${cx - 70} 380 L${cx + 70} 380 L${cx + 52} 480 L${cx - 52} 480 Z" fill="${cup}"/>`);
    for (let s = -50; s <= 50; s += 20) items.push(`<path d="M${cx + s} 382 L${cx + s * 0.76} 478" stroke="${shade(cup, -0.2)}" stroke-width="5"/>`);
    items.push(`<ellipse cx="${cx}" cy="372" rx="82" ry="34" fill="${frost}"/><ellipse cx="${cx}" cy="338" rx="62" ry="30" fill="${shade(frost, 0.1)}"/><ellipse cx="${cx}" cy="306" rx="38" ry="24" fill="${frost}"/>`);
    items.push(`<circle cx="${cx + 6}" cy="276" r="15" fill="#D00000"/><path d="M${cx + 6} 262 Q${cx + 14} 246 ${cx + 24} 244" stroke="#2D6A4F" stroke-width="3" fill="none"/>`);
    for (let k = 0; k < 8; k++) items.push(`<rect x="${cx + r.int(-60, 56)}" y="${r.int(300, 380)}" width="10" height="4" rx="2" fill="${r.pick(BRIGHT)}" transform="rotate(${r.int(0, 180)} ${cx} 340)"/>`);
  }
  return `<rect width="800" height="600" fill="${wall}"/>${bunting(r, 30)}
<rect y="480" width="800" height="120" fill="${r.pick(["#8D6346", "#B08968", "#CDB4A0", "#E9E3D6"])}"/>
<rect x="40" y="470" width="720" height="18" rx="9" fill="#FFFFFF"/>
${items.join("")}`;
}

function playroom(r: Random): string {
  const wall = r.pick(WALLS);
  const floor = r.pick(FLOORS);
  const blocks: string[] = [];
  const colours = r.shuffle(BRIGHT);
  const base = [
    [90, 470], [160, 470], [230, 470], [125, 400], [195, 400], [160, 330],
  ] as const;
  base.forEach(([x, y], i) => {
    const c = colours[i % colours.length]!;
    blocks.push(`<rect x="${x}" y="${y}" width="66" height="66" rx="8" fill="${c}"/><rect x="${x + 14}" y="${y + 14}" width="38" height="38" rx="6" fill="${shade(c, 0.35)}"/>`);
  });
  const books: string[] = [];
  for (let shelf = 0; shelf < 3; shelf++) {
    let bx = 560;
    const y = 120 + shelf * 90;
    while (bx < 740) {
      const w = r.int(16, 28);
      const h = r.int(56, 76);
      books.push(`<rect x="${bx}" y="${y + 80 - h}" width="${w}" height="${h}" rx="3" fill="${r.pick(BRIGHT)}"/>`);
      bx += w + 3;
    }
    books.push(`<rect x="548" y="${y + 80}" width="210" height="10" fill="#8D6346"/>`);
  }
  const ball = r.pick(BRIGHT);
  const bear = r.pick(["#B5835A", "#D4A373", "#9C6644", "#E9C46A"]);
  return `<rect width="800" height="600" fill="${wall}"/>${windowWithCurtains(r, 100, 110, 220, 150)}${bunting(r, 20)}
<rect y="536" width="800" height="64" fill="${floor}"/>
<rect x="540" y="110" width="228" height="290" rx="6" fill="none" stroke="#8D6346" stroke-width="10"/>${books.join("")}
${blocks.join("")}
<circle cx="420" cy="486" r="50" fill="${ball}"/><path d="M370 486 Q420 456 470 486 M420 436 Q396 486 420 536" stroke="#FFFFFF" stroke-width="8" fill="none"/>
<g transform="translate(620 440)"><circle cx="0" cy="0" r="56" fill="${bear}"/><circle cx="0" cy="-80" r="42" fill="${bear}"/><circle cx="-32" cy="-112" r="16" fill="${bear}"/><circle cx="32" cy="-112" r="16" fill="${bear}"/><circle cx="-32" cy="-112" r="8" fill="${shade(bear, 0.3)}"/><circle cx="32" cy="-112" r="8" fill="${shade(bear, 0.3)}"/><ellipse cx="0" cy="-68" rx="18" ry="13" fill="${shade(bear, 0.35)}"/><circle cx="-14" cy="-88" r="5" fill="#222"/><circle cx="14" cy="-88" r="5" fill="#222"/><circle cx="0" cy="-72" r="5" fill="#222"/><circle cx="-50" cy="40" r="20" fill="${bear}"/><circle cx="50" cy="40" r="20" fill="${bear}"/><path d="M-20 -46 L20 -46 L0 -34 Z" fill="${r.pick(BRIGHT)}"/></g>`;
}

const SCENES: Record<SceneKind, (r: Random) => string> = {
  kitchen,
  plate,
  living,
  laundry,
  clothesline,
  garden,
  cake,
  cupcakes,
  playroom,
};

export function sceneSvg(kind: SceneKind, seed: string): string {
  const r = new Random(`scene:${kind}:${seed}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">${SCENES[kind](r)}</svg>`;
}
