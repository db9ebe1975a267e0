#!/usr/bin/env node
// Draws the images of the demo profiles (/demo, /mockup/{id}, /demo/profile/{id}) into
// public/demo/: avatars, covers, portfolio tiles and review previews. Everything is drawn
// here from gradients, shapes, initials and Lucide pictograms (ISC licence, already a
// dependency): no photograph of anyone, nothing fetched. Deterministic: the same script
// gives the same pictures, so the output is committed and this runs only when the demo's
// pictures change.
//
//   node scripts/generate-demo-assets.mjs
//
// The paths written here are the ones app/features/demo/people/*.ts refer to;
// tests/unit/demo/demo-profiles.test.ts checks that every referenced file exists and
// that no file is left over.
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "public", "demo");
const require = createRequire(import.meta.url);
const lucideIcons = join(dirname(require.resolve("lucide-react/package.json")), "dist", "esm", "icons");

/**
 * One entry per profile: its palette (light, mid, dark), initials, the pictogram of its
 * cover, one pictogram per portfolio item, and the review previews (video stills show a
 * person's outline; photos a pictogram of the trade).
 */
const PROFILES = [
  {
    id: "lea",
    initials: "LM",
    palette: ["#f9c5d1", "#d0607f", "#6e2643"],
    cover: "heart",
    portfolio: ["flower-2", "sailboat", "wine", "croissant", "flame", "gem"],
    reviews: { "lea-r1": "video", "lea-r3": "flower", "lea-r4": "video" },
  },
  {
    id: "hugo",
    initials: "HL",
    palette: ["#f6d48b", "#4a4fb0", "#1c1f4a"],
    cover: "drama",
    portfolio: ["clapperboard", "drama", "mic", "users"],
    reviews: { "hugo-r1": "video", "hugo-r3": "users" },
  },
  {
    id: "karim",
    initials: "KH",
    palette: ["#7ee0f0", "#7b3fd1", "#1d0f3f"],
    cover: "disc-3",
    portfolio: ["headphones", "sparkles", "sun", "disc-3", "speaker", "music"],
    reviews: { "karim-r1": "video", "karim-r3": "speaker", "karim-r4": "video" },
  },
  {
    id: "ines",
    initials: "IC",
    palette: ["#f3e2c0", "#4aa59a", "#1f4f4a"],
    cover: "sun",
    portfolio: ["waves", "mountain", "baby"],
    reviews: { "ines-r2": "video", "ines-r3": "leaf" },
  },
  {
    id: "margaux",
    initials: "MP",
    palette: ["#ffe3a3", "#e07a3f", "#5a2a12"],
    cover: "pen-line",
    portfolio: ["file-text", "mail", "book-open", "leaf", "languages"],
    reviews: { "margaux-r1": "file-text", "margaux-r3": "video", "margaux-r4": "pen-tool" },
  },
  {
    id: "thomas",
    initials: "TG",
    palette: ["#b6f0c2", "#2f9e5b", "#123d25"],
    cover: "dumbbell",
    portfolio: ["footprints", "heart-pulse", "activity", "timer"],
    reviews: { "thomas-r1": "video", "thomas-r2": "dumbbell" },
  },
  {
    id: "amina",
    initials: "AD",
    palette: ["#ffd6a8", "#e0683a", "#4d2114"],
    cover: "apple",
    portfolio: ["carrot", "activity", "salad", "cooking-pot"],
    reviews: { "amina-r2": "video", "amina-r3": "leafy-green" },
  },
  {
    id: "jules",
    initials: "JF",
    palette: ["#c9d7ff", "#3558d6", "#101d52"],
    cover: "palette",
    portfolio: ["package", "music", "smartphone", "book-open", "shapes", "pen-tool"],
    reviews: { "jules-r1": "package", "jules-r2": "video", "jules-r4": "palette", "jules-r5": "video" },
  },
  {
    id: "claire",
    initials: "CD",
    palette: ["#e3d4ff", "#8a5cc8", "#35204f"],
    cover: "compass",
    portfolio: ["sprout", "podcast", "heart-handshake", "mountain"],
    reviews: { "claire-r1": "video" },
  },
  {
    id: "antoine",
    initials: "AM",
    palette: ["#ffe08f", "#d8442f", "#4a1410"],
    cover: "chef-hat",
    portfolio: ["fish", "sun", "cooking-pot", "salad", "croissant", "wine"],
    reviews: { "antoine-r1": "video", "antoine-r2": "utensils", "antoine-r4": "video", "antoine-r5": "chef-hat" },
  },
  {
    id: "sofia",
    initials: "SR",
    palette: ["#f5d9b8", "#a0522d", "#3b1d0e"],
    cover: "music",
    portfolio: ["users", "music-2", "graduation-cap"],
    reviews: { "sofia-r1": "video", "sofia-r3": "graduation-cap" },
  },
  {
    id: "nina",
    initials: "NL",
    palette: ["#ffd1c2", "#e0577a", "#42183a"],
    cover: "aperture",
    portfolio: ["camera", "wine", "utensils", "users", "sun"],
    reviews: { "nina-r1": "image", "nina-r2": "video", "nina-r4": "utensils" },
  },
  {
    id: "mathieu",
    initials: "MR",
    palette: ["#e9cfa3", "#8b5a2b", "#33200f"],
    cover: "hammer",
    portfolio: ["book-open", "armchair", "table", "cooking-pot", "ruler"],
    reviews: { "mathieu-r1": "book-open", "mathieu-r2": "video" },
  },
];

// ─── drawing helpers ───────────────────────────────────────────────────────────────────

/** Small deterministic PRNG (mulberry32) seeded from a string. */
function random(seedText) {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iconCache = new Map();

/** The SVG elements of a Lucide icon (24×24 grid). */
async function icon(name) {
  if (!iconCache.has(name)) {
    const file = join(lucideIcons, `${name}.mjs`);
    // Some names are aliases ("music" re-exports "eighth-notes"): follow them.
    const alias = /export \{ default \} from '\.\/([\w-]+)\.mjs'/.exec(await readFile(file, "utf8"));
    if (alias?.[1]) {
      iconCache.set(name, await icon(alias[1]));
      return iconCache.get(name);
    }
    const module = await import(pathToFileURL(file).href);
    const node = module.__iconData?.node ?? module.__iconNode;
    if (!node) throw new Error(`No icon data in lucide icon "${name}"`);
    const svg = node
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => `${key}="${value}"`)
          .join(" ");
        return `<${tag} ${attrs}/>`;
      })
      .join("");
    iconCache.set(name, svg);
  }
  return iconCache.get(name);
}

/** An icon centred at (cx, cy), `size` pixels wide, stroked. */
async function drawIcon(name, cx, cy, size, stroke, opacity = 1, strokeWidth = 1.6) {
  const scale = size / 24;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="none" stroke="${stroke}" stroke-opacity="${opacity}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${await icon(name)}</g>`;
}

function gradient(id, from, to, angle) {
  const radians = (angle * Math.PI) / 180;
  const x = Math.cos(radians) / 2;
  const y = Math.sin(radians) / 2;
  return `<linearGradient id="${id}" x1="${0.5 - x}" y1="${0.5 - y}" x2="${0.5 + x}" y2="${0.5 + y}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Soft discs scattered over the picture. */
function bubbles(rand, width, height, count, color) {
  let svg = "";
  for (let i = 0; i < count; i++) {
    const r = (0.12 + rand() * 0.35) * Math.min(width, height);
    svg += `<circle cx="${(rand() * width).toFixed(1)}" cy="${(rand() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="${color}" fill-opacity="${(0.08 + rand() * 0.14).toFixed(2)}"/>`;
  }
  return svg;
}

async function toWebp(svg, file, quality = 70) {
  const buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, buffer);
  return buffer.length;
}

// ─── pictures ──────────────────────────────────────────────────────────────────────────

async function avatar(profile) {
  const [light, mid, dark] = profile.palette;
  const rand = random(`avatar-${profile.id}`);
  const size = 192;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <defs>${gradient("g", mid, dark, 120)}${gradient("h", light, mid, 300)}</defs>
    <rect width="${size}" height="${size}" fill="url(#g)"/>
    ${bubbles(rand, size, size, 4, light)}
    <circle cx="${size / 2}" cy="${size * 1.08}" r="${size * 0.46}" fill="url(#h)" fill-opacity="0.55"/>
    <text x="${size / 2}" y="${size / 2 + 24}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="68" letter-spacing="2" fill="#ffffff">${profile.initials}</text>
  </svg>`;
  return toWebp(svg, join(out, "avatars", `${profile.id}.webp`), 78);
}

async function cover(profile) {
  const [light, mid, dark] = profile.palette;
  const rand = random(`cover-${profile.id}`);
  const width = 560;
  const height = 200;
  let pattern = "";
  for (let i = 0; i < 7; i++) {
    pattern += await drawIcon(
      profile.cover,
      40 + i * 80 + rand() * 20,
      40 + rand() * 120,
      26 + rand() * 30,
      "#ffffff",
      0.18 + rand() * 0.15,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>${gradient("g", light, mid, 20)}</defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${bubbles(rand, width, height, 5, dark)}
    <path d="M0 ${height * 0.72} C ${width * 0.25} ${height * 0.55}, ${width * 0.55} ${height * 0.95}, ${width} ${height * 0.7} L ${width} ${height} L 0 ${height} Z" fill="${dark}" fill-opacity="0.28"/>
    ${pattern}
  </svg>`;
  return toWebp(svg, join(out, "covers", `${profile.id}.webp`), 66);
}

async function tile(profile, name, file, seed, { width, height, person = false }) {
  const [light, mid, dark] = profile.palette;
  const rand = random(seed);
  const combos = [
    [mid, dark],
    [light, mid],
    [dark, mid],
    [mid, light],
  ];
  const [from, to] = combos[Math.floor(rand() * combos.length)];
  const ink = from === light ? dark : "#ffffff";
  const angle = Math.floor(rand() * 360);
  const cx = width * (0.42 + rand() * 0.16);
  const cy = height * (0.44 + rand() * 0.12);
  const motif = person
    ? `<circle cx="${width / 2}" cy="${height * 0.4}" r="${height * 0.17}" fill="${ink}" fill-opacity="0.55"/>
       <path d="M ${width / 2 - height * 0.34} ${height} Q ${width / 2} ${height * 0.45} ${width / 2 + height * 0.34} ${height} Z" fill="${ink}" fill-opacity="0.55"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${height * 0.3}" fill="${ink}" fill-opacity="0.12"/>
       ${await drawIcon(name, cx, cy, height * 0.42, ink, 0.92, 1.4)}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>${gradient("g", from, to, angle)}</defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${bubbles(rand, width, height, 5, ink === "#ffffff" ? light : dark)}
    ${motif}
  </svg>`;
  return toWebp(svg, file, 64);
}

// ─── run ───────────────────────────────────────────────────────────────────────────────

await rm(out, { recursive: true, force: true });
let total = 0;
let files = 0;
for (const profile of PROFILES) {
  total += await avatar(profile);
  total += await cover(profile);
  files += 2;
  for (const [index, name] of profile.portfolio.entries()) {
    const file = join(out, "portfolio", `${profile.id}-${index + 1}.webp`);
    total += await tile(profile, name, file, `${profile.id}-${index}`, { width: 480, height: 360 });
    files++;
  }
  for (const [reviewId, name] of Object.entries(profile.reviews)) {
    const file = join(out, "reviews", `${reviewId}.webp`);
    total += await tile(profile, name === "video" ? "user-round" : name, file, reviewId, {
      width: 320,
      height: 240,
      person: name === "video",
    });
    files++;
  }
}

// The largest file, as a check on the "a few KB each" budget.
let largest = { file: "", size: 0 };
for (const folder of await readdir(out)) {
  for (const name of await readdir(join(out, folder))) {
    const { size } = await stat(join(out, folder, name));
    if (size > largest.size) largest = { file: `${folder}/${name}`, size };
  }
}
console.log(
  `${files} pictures, ${(total / 1024).toFixed(0)} KB in all, largest ${largest.file} (${(largest.size / 1024).toFixed(1)} KB)`,
);
