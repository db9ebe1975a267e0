// Draws the five illustrated portraits of the landing page's showcase (app/features/landing/
// showcase.ts) as small WebP files under public/landing/. No photos, no real people: flat
// shapes on a gradient. Run: node scripts/generate-landing-images.mjs
import { mkdir } from "node:fs/promises";
import sharp from "sharp";

const OUT = new URL("../public/landing/", import.meta.url);

const PORTRAITS = [
  {
    file: "sample-trainer-en.webp",
    from: "#6366f1",
    to: "#a5b4fc",
    skin: "#e0ac69",
    hair: "#2d1b0e",
    shirt: "#0f766e",
    hairStyle: "short",
  },
  {
    file: "sample-dj-fr.webp",
    from: "#7c3aed",
    to: "#f472b6",
    skin: "#c68642",
    hair: "#111827",
    shirt: "#1f2937",
    hairStyle: "cap",
    extra: "headphones",
  },
  {
    file: "sample-boutique-fr.webp",
    from: "#f59e0b",
    to: "#fde68a",
    skin: "#f1c27d",
    hair: "#8b4513",
    shirt: "#be185d",
    hairStyle: "long",
  },
  {
    file: "sample-trainer-ar.webp",
    from: "#059669",
    to: "#6ee7b7",
    skin: "#d9a066",
    hair: "#1c1917",
    shirt: "#1d4ed8",
    hairStyle: "beard",
  },
  {
    file: "sample-makeup-ar.webp",
    from: "#db2777",
    to: "#fbcfe8",
    skin: "#e8b98a",
    hair: "#3f2a1d",
    shirt: "#7e22ce",
    hairStyle: "scarf",
  },
];

function svg(p) {
  const hair = {
    short: `<path d="M110 118c0-40 26-62 50-62s50 22 50 62c-10-18-28-26-50-26s-40 8-50 26z" fill="${p.hair}"/>`,
    cap: `<path d="M104 112c0-36 26-58 56-58s56 22 56 58z" fill="${p.hair}"/><rect x="150" y="104" width="86" height="12" rx="6" fill="${p.hair}"/>`,
    long: `<path d="M100 200c-6-70 14-146 60-146s66 76 60 146c-8-30-12-60-16-90-12 8-28 12-44 12s-32-4-44-12c-4 30-8 60-16 90z" fill="${p.hair}"/>`,
    beard: `<path d="M112 114c0-38 24-58 48-58s48 20 48 58c-10-14-26-20-48-20s-38 6-48 20z" fill="${p.hair}"/><path d="M122 150c6 34 22 46 38 46s32-12 38-46c-8 12-22 18-38 18s-30-6-38-18z" fill="${p.hair}"/>`,
    scarf: `<path d="M96 176c-8-82 20-128 64-128s72 46 64 128c-6-40-12-64-22-80-10-10-26-14-42-14s-32 4-42 14c-10 16-16 40-22 80z" fill="${p.hair}"/>`,
  }[p.hairStyle];
  const extra =
    p.extra === "headphones"
      ? `<path d="M106 140a54 54 0 0 1 108 0" stroke="#e5e7eb" stroke-width="8" fill="none"/><rect x="96" y="128" width="18" height="34" rx="8" fill="#e5e7eb"/><rect x="206" y="128" width="18" height="34" rx="8" fill="#e5e7eb"/>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
  <rect width="320" height="320" fill="url(#g)"/>
  <circle cx="260" cy="60" r="36" fill="#ffffff" opacity="0.18"/>
  <circle cx="50" cy="270" r="60" fill="#ffffff" opacity="0.12"/>
  <path d="M60 320c0-70 44-104 100-104s100 34 100 104z" fill="${p.shirt}"/>
  <rect x="144" y="180" width="32" height="40" rx="12" fill="${p.skin}"/>
  <ellipse cx="160" cy="138" rx="48" ry="56" fill="${p.skin}"/>
  ${hair}
  <circle cx="142" cy="140" r="5" fill="#1f2937"/><circle cx="178" cy="140" r="5" fill="#1f2937"/>
  <path d="M146 168q14 10 28 0" stroke="#7c2d12" stroke-width="4" fill="none" stroke-linecap="round"/>
  ${extra}
</svg>`;
}

await mkdir(OUT, { recursive: true });
for (const portrait of PORTRAITS) {
  await sharp(Buffer.from(svg(portrait)))
    .webp({ quality: 80 })
    .toFile(new URL(portrait.file, OUT).pathname);
  console.log(`public/landing/${portrait.file}`);
}
