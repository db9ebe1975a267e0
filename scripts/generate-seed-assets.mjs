#!/usr/bin/env node
// Regenerates the demo media of db/seed-assets/ (committed; the seed copies
// them into the media store at boot). Everything is drawn or synthesized
// here — no photos of real people, no downloads:
//   - images: SVG drawings rendered and encoded to WebP by sharp;
//   - audio reviews: espeak-ng speaks the transcript, ffmpeg encodes AAC (.m4a);
//   - video reviews: slides rendered by sharp + the spoken transcript + its
//     waveform, encoded by ffmpeg to a small H.264 MP4 with a poster frame.
// manifest.json lists every file with its content type and size, and for
// audio/video the duration and the transcript (the review text the seed uses).
//
// Usage: node scripts/generate-seed-assets.mjs   (needs ffmpeg, ffprobe, espeak-ng)

import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "db/seed-assets");
const work = mkdtempSync(join(tmpdir(), "fiable-seed-assets-"));
const FONT = "DejaVu Sans";

for (const tool of ["ffmpeg", "ffprobe", "espeak-ng"]) {
  try {
    execFileSync(tool, [tool === "espeak-ng" ? "--version" : "-version"], { stdio: "ignore" });
  } catch {
    console.error(`${tool} is required (apt-get install ffmpeg espeak-ng)`);
    process.exit(1);
  }
}

const manifest = { version: 1, files: {} };

// ─── helpers ────────────────────────────────────────────────────────────────

const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function svg(w, h, body, defs = "") {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id, stops, x2 = 1, y2 = 1) {
  const s = stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** Deterministic pseudo-random numbers, so a regeneration draws the same pictures. */
function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 100000) / 100000;
  };
}

function record(rel, contentType, extra = {}) {
  const bytes = statSync(join(out, rel)).size;
  manifest.files[rel] = { contentType, bytes, ...extra };
  console.log(`${rel.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(7)} KB`);
}

async function image(rel, svgText, { quality = 72 } = {}) {
  const path = join(out, rel);
  mkdirSync(dirname(path), { recursive: true });
  await sharp(Buffer.from(svgText)).webp({ quality, effort: 6, smartSubsample: true }).toFile(path);
  record(rel, "image/webp");
}

function run(cmd, args) {
  execFileSync(cmd, args, { stdio: ["ignore", "ignore", "inherit"] });
}

function duration(path) {
  const s = execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path]);
  return Number.parseFloat(String(s).trim());
}

/** Greedy word wrap; Arabic wraps the same way (pango shapes each line). */
function wrap(text, max) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function textBlock(lines, { x, y, size, lh = 1.35, color = "#fff", weight = 400, rtl = false }) {
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * size * lh}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle"${rtl ? ' direction="rtl"' : ""}>${esc(l)}</text>`,
    )
    .join("");
}

// ─── palettes ───────────────────────────────────────────────────────────────

const P = {
  camille: { a: "#be185d", b: "#f9a8d4", c: "#fed7aa", d: "#fff1f2", ink: "#4c0519" },
  james: { a: "#1d4ed8", b: "#38bdf8", c: "#c7d2fe", d: "#f0f9ff", ink: "#0f172a" },
  salma: { a: "#6b21a8", b: "#c084fc", c: "#eab308", d: "#faf5ff", ink: "#2e1065" },
};

// ─── avatars (400×400) ──────────────────────────────────────────────────────

function avatar(initials, p, { rtl = false, size = 150 } = {}) {
  const r = rng(initials.charCodeAt(0) * 31);
  let dots = "";
  for (let i = 0; i < 14; i++) {
    dots += `<circle cx="${(r() * 400).toFixed(0)}" cy="${(r() * 400).toFixed(0)}" r="${(8 + r() * 46).toFixed(0)}" fill="#fff" opacity="${(0.06 + r() * 0.12).toFixed(2)}"/>`;
  }
  const body =
    `<rect width="400" height="400" fill="url(#bg)"/>${dots}` +
    `<circle cx="200" cy="200" r="150" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>` +
    `<path d="M40 330 Q200 250 360 330" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="18" stroke-linecap="round"/>` +
    `<text x="200" y="${200 + size * (rtl ? 0.12 : 0.36)}" font-family="${FONT}" font-weight="700" font-size="${size}" fill="#fff" text-anchor="middle"${rtl ? ' direction="rtl"' : ""}>${esc(initials)}</text>`;
  return svg(400, 400, body, linear("bg", [p.a, p.b, p.c]));
}

// ─── portfolio / review photo drawings (800×600) ────────────────────────────

function willowEstate() {
  const r = rng(7);
  let lights = "";
  for (let i = 0; i <= 16; i++) {
    const x = 80 + i * 40;
    const y = 120 + Math.sin((i / 16) * Math.PI) * 60;
    lights += `<circle cx="${x}" cy="${y}" r="6" fill="#fde68a"/><circle cx="${x}" cy="${y}" r="14" fill="#fde68a" opacity="0.25"/>`;
  }
  let petals = "";
  for (let i = 0; i < 40; i++) {
    petals += `<ellipse cx="${(r() * 800).toFixed(0)}" cy="${(420 + r() * 180).toFixed(0)}" rx="5" ry="3" fill="${r() > 0.5 ? "#fff" : "#fbcfe8"}" opacity="0.9"/>`;
  }
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="url(#sky)"/><circle cx="560" cy="300" r="90" fill="#fde68a" opacity="0.85"/>` +
      `<path d="M0 360 Q200 300 400 350 T800 330 V600 H0Z" fill="#86efac" opacity="0.7"/>` +
      `<path d="M0 420 Q250 360 520 420 T800 400 V600 H0Z" fill="#4ade80" opacity="0.75"/>` +
      `<ellipse cx="150" cy="330" rx="90" ry="120" fill="#166534" opacity="0.75"/><rect x="144" y="360" width="12" height="90" fill="#3f2d20"/>` +
      `<ellipse cx="690" cy="320" rx="70" ry="100" fill="#15803d" opacity="0.7"/><rect x="685" y="350" width="10" height="80" fill="#3f2d20"/>` +
      `<path d="M330 470 V330 A70 70 0 0 1 470 330 V470" fill="none" stroke="#fff" stroke-width="14"/>` +
      `<circle cx="330" cy="330" r="16" fill="#f9a8d4"/><circle cx="470" cy="330" r="16" fill="#f9a8d4"/><circle cx="400" cy="262" r="18" fill="#fbcfe8"/>` +
      `<circle cx="360" cy="275" r="12" fill="#fff"/><circle cx="440" cy="275" r="12" fill="#fff"/>` +
      `<path d="M80 120 Q400 240 720 120" fill="none" stroke="#78350f" stroke-width="2"/>${lights}${petals}`,
    linear("sky", ["#fb7185", "#fdba74", "#fef3c7"], 0, 1),
  );
}

function annecyLake() {
  let waves = "";
  for (let i = 0; i < 10; i++) {
    const y = 400 + i * 20;
    waves += `<path d="M${60 + i * 13} ${y} h${160 - i * 6}" stroke="#fff" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round"/>`;
    waves += `<path d="M${460 - i * 9} ${y + 8} h${120 + i * 4}" stroke="#fff" stroke-opacity="0.3" stroke-width="3" stroke-linecap="round"/>`;
  }
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="url(#sky)"/>` +
      `<polygon points="0,380 150,170 260,300 380,120 520,320 640,200 800,360 800,380" fill="#475569"/>` +
      `<polygon points="380,120 420,180 400,175 380,200 360,170 345,175" fill="#f8fafc"/>` +
      `<polygon points="150,170 180,215 160,210 140,225 128,200" fill="#f8fafc"/>` +
      `<polygon points="640,200 670,240 650,236 630,250 618,228" fill="#f8fafc"/>` +
      `<polygon points="0,380 120,300 240,370 360,290 520,370 700,300 800,360 800,380" fill="#166534" opacity="0.85"/>` +
      `<rect y="380" width="800" height="220" fill="url(#lake)"/>${waves}` +
      `<path d="M560 470 h90 l-14 20 h-62z" fill="#7c2d12"/><path d="M604 470 V410 L640 462z" fill="#fff"/>` +
      `<rect x="90" y="500" width="220" height="10" fill="#e7e5e4" rx="4"/><path d="M120 500 V455 M280 500 V455" stroke="#fff" stroke-width="6"/>` +
      `<path d="M120 455 Q200 420 280 455" fill="none" stroke="#f9a8d4" stroke-width="10"/>`,
    linear("sky", ["#bae6fd", "#fce7f3"], 0, 1) + linear("lake", ["#0ea5e9", "#0c4a6e"], 0, 1),
  );
}

function oldLyon() {
  const colors = ["#fdba74", "#fca5a5", "#fde68a", "#f9a8d4", "#fed7aa", "#fecaca"];
  let houses = "";
  let x = 0;
  let i = 0;
  while (x < 800) {
    const w = 110 + ((i * 37) % 50);
    const h = 300 + ((i * 53) % 120);
    houses += `<rect x="${x}" y="${470 - h}" width="${w}" height="${h}" fill="${colors[i % colors.length]}" stroke="#7c2d12" stroke-opacity="0.25"/>`;
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 3; col++) {
        houses += `<rect x="${x + 14 + col * ((w - 28) / 3)}" y="${470 - h + 24 + row * 62}" width="${(w - 28) / 3 - 10}" height="40" fill="#1e3a8a" opacity="0.55" rx="3"/>`;
      }
    }
    x += w;
    i++;
  }
  let cobbles = "";
  for (let row = 0; row < 6; row++) {
    for (let col = 0; col < 22; col++) {
      cobbles += `<ellipse cx="${col * 40 + (row % 2) * 20}" cy="${490 + row * 22}" rx="17" ry="8" fill="#a8a29e" opacity="0.8"/>`;
    }
  }
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="#fef3c7"/>${houses}<rect y="470" width="800" height="130" fill="#78716c"/>${cobbles}` +
      `<path d="M330 470 v-50 M370 470 v-46" stroke="#1f2937" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="330" cy="405" r="16" fill="#1f2937"/><circle cx="370" cy="408" r="15" fill="#1f2937"/>` +
      `<path d="M300 380 Q350 320 420 380Z" fill="#be185d"/><path d="M350 350 v40" stroke="#be185d" stroke-width="3"/>`,
  );
}

function winterBeaujolais() {
  const r = rng(99);
  let snow = "";
  for (let i = 0; i < 120; i++) {
    snow += `<circle cx="${(r() * 800).toFixed(0)}" cy="${(r() * 600).toFixed(0)}" r="${(1 + r() * 3).toFixed(1)}" fill="#fff" opacity="${(0.5 + r() * 0.5).toFixed(2)}"/>`;
  }
  let vines = "";
  for (let i = 0; i < 9; i++) {
    vines += `<path d="M${-40 + i * 100} 600 L${340 + i * 14} 420" stroke="#e2e8f0" stroke-width="5" stroke-dasharray="10 14"/>`;
  }
  let candles = "";
  for (let i = 0; i < 5; i++) {
    const cx = 120 + i * 30;
    candles += `<rect x="${cx}" y="${500 - (i % 3) * 16}" width="14" height="${60 + (i % 3) * 16}" fill="#fef3c7"/><ellipse cx="${cx + 7}" cy="${490 - (i % 3) * 16}" rx="5" ry="10" fill="#fbbf24"/><circle cx="${cx + 7}" cy="${490 - (i % 3) * 16}" r="22" fill="#fbbf24" opacity="0.18"/>`;
  }
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="url(#night)"/><circle cx="640" cy="110" r="46" fill="#f8fafc"/><circle cx="660" cy="98" r="42" fill="#1e293b"/>` +
      `<path d="M0 430 Q400 380 800 430 V600 H0Z" fill="#f1f5f9"/>${vines}` +
      `<rect x="470" y="250" width="200" height="170" fill="#334155"/><polygon points="460,250 570,180 680,250" fill="#1e293b"/>` +
      `<rect x="440" y="220" width="50" height="200" fill="#334155"/><polygon points="432,222 465,160 498,222" fill="#1e293b"/>` +
      `<rect x="500" y="290" width="26" height="38" fill="#fde68a"/><rect x="560" y="290" width="26" height="38" fill="#fde68a"/><rect x="620" y="290" width="26" height="38" fill="#fde68a"/>` +
      `<rect x="555" y="360" width="34" height="60" fill="#fde68a" rx="16"/>${candles}${snow}`,
    linear("night", ["#0f172a", "#1e3a8a", "#6d28d9"], 0, 1),
  );
}

function weddingAlbum() {
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="#f5f5f4"/><rect x="0" y="420" width="800" height="180" fill="#d6d3d1"/>` +
      `<g transform="rotate(-4 400 300)"><rect x="110" y="130" width="580" height="360" rx="10" fill="#fff" stroke="#e7e5e4" stroke-width="4"/>` +
      `<line x1="400" y1="130" x2="400" y2="490" stroke="#e7e5e4" stroke-width="4"/>` +
      `<rect x="140" y="170" width="230" height="170" fill="url(#p1)"/><circle cx="300" cy="220" r="26" fill="#fde68a"/><path d="M140 340 L210 260 L270 310 L330 250 L370 300 V340Z" fill="#15803d" opacity="0.7"/>` +
      `<rect x="430" y="170" width="230" height="280" fill="url(#p2)"/><path d="M545 420 V300 A50 50 0 0 1 645 300" fill="none" stroke="#fff" stroke-width="8"/>` +
      `<path d="M470 260 q20 -40 40 0 q20 -40 40 0 q-40 50 -40 60 q0 -10 -40 -60z" fill="#f43f5e" opacity="0.8"/>` +
      `<rect x="150" y="360" width="210" height="12" rx="6" fill="#e7e5e4"/><rect x="150" y="386" width="150" height="12" rx="6" fill="#e7e5e4"/></g>` +
      `<path d="M60 520 q60 -80 140 -10" fill="none" stroke="#be185d" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="640" cy="520" r="34" fill="none" stroke="#eab308" stroke-width="9"/><circle cx="690" cy="530" r="30" fill="none" stroke="#d4d4d8" stroke-width="8"/>`,
    linear("p1", ["#fecdd3", "#fde68a"], 0, 1) + linear("p2", ["#c4b5fd", "#fbcfe8"], 0, 1),
  );
}

function phones() {
  const phone = (x, accent, variant) => {
    let ui = `<rect x="${x}" y="90" width="200" height="420" rx="30" fill="#0f172a"/><rect x="${x + 10}" y="104" width="180" height="392" rx="22" fill="#fff"/>`;
    ui += `<rect x="${x + 70}" y="112" width="60" height="8" rx="4" fill="#0f172a"/>`;
    if (variant === 0) {
      ui += `<rect x="${x + 24}" y="140" width="152" height="90" rx="14" fill="${accent}"/><rect x="${x + 38}" y="160" width="70" height="10" rx="5" fill="#fff" opacity="0.8"/><rect x="${x + 38}" y="185" width="110" height="22" rx="6" fill="#fff"/>`;
      for (let i = 0; i < 4; i++) {
        ui += `<circle cx="${x + 44}" cy="${268 + i * 52}" r="16" fill="#e0f2fe"/><rect x="${x + 70}" y="${260 + i * 52}" width="70" height="8" rx="4" fill="#cbd5e1"/><rect x="${x + 70}" y="${274 + i * 52}" width="45" height="6" rx="3" fill="#e2e8f0"/><rect x="${x + 150}" y="${262 + i * 52}" width="26" height="10" rx="5" fill="${i % 2 ? "#f87171" : "#34d399"}"/>`;
      }
    } else if (variant === 1) {
      ui += `<rect x="${x + 24}" y="140" width="152" height="16" rx="8" fill="#e2e8f0"/>`;
      for (let i = 0; i < 5; i++) {
        const h = 40 + ((i * 47) % 110);
        ui += `<rect x="${x + 30 + i * 30}" y="${360 - h}" width="20" height="${h}" rx="5" fill="${accent}" opacity="${0.5 + i * 0.1}"/>`;
      }
      ui += `<rect x="${x + 24}" y="390" width="152" height="44" rx="12" fill="#eef2ff"/><rect x="${x + 24}" y="444" width="152" height="36" rx="18" fill="${accent}"/>`;
    } else {
      ui += `<circle cx="${x + 100}" cy="200" r="46" fill="none" stroke="${accent}" stroke-width="12"/><path d="M${x + 80} 200 l14 14 l28 -28" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round"/>`;
      ui += `<rect x="${x + 40}" y="280" width="120" height="12" rx="6" fill="#cbd5e1"/><rect x="${x + 60}" y="304" width="80" height="8" rx="4" fill="#e2e8f0"/>`;
      ui += `<rect x="${x + 24}" y="440" width="152" height="40" rx="20" fill="${accent}"/>`;
    }
    return ui;
  };
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="url(#bg)"/>` +
      `<g transform="rotate(-6 150 300)">${phone(50, "#2563eb", 0)}</g>${phone(300, "#0ea5e9", 1)}<g transform="rotate(6 650 300)">${phone(550, "#6366f1", 2)}</g>`,
    linear("bg", ["#dbeafe", "#e0e7ff", "#f0f9ff"]),
  );
}

function designSystem() {
  const sw = ["#1d4ed8", "#38bdf8", "#6366f1", "#0f172a", "#f59e0b", "#10b981"];
  let cells = `<rect width="800" height="600" fill="#f8fafc"/>`;
  sw.forEach((c, i) => {
    cells += `<rect x="${60 + i * 115}" y="60" width="95" height="95" rx="16" fill="${c}"/><rect x="${60 + i * 115}" y="165" width="60" height="10" rx="5" fill="#cbd5e1"/>`;
  });
  cells += `<rect x="60" y="220" width="330" height="150" rx="18" fill="#fff" stroke="#e2e8f0" stroke-width="3"/>`;
  cells += `<rect x="85" y="250" width="130" height="44" rx="22" fill="#1d4ed8"/><rect x="230" y="250" width="130" height="44" rx="22" fill="#fff" stroke="#1d4ed8" stroke-width="3"/>`;
  cells += `<rect x="85" y="312" width="275" height="36" rx="10" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="2"/>`;
  cells += `<rect x="410" y="220" width="330" height="150" rx="18" fill="#fff" stroke="#e2e8f0" stroke-width="3"/>`;
  for (let i = 0; i < 3; i++) {
    const on = i !== 1;
    cells += `<rect x="435" y="${245 + i * 40}" width="56" height="28" rx="14" fill="${on ? "#1d4ed8" : "#cbd5e1"}"/><circle cx="${on ? 477 : 449}" cy="${259 + i * 40}" r="11" fill="#fff"/><rect x="510" y="${253 + i * 40}" width="${120 + i * 30}" height="12" rx="6" fill="#e2e8f0"/>`;
  }
  cells += `<rect x="60" y="395" width="680" height="150" rx="18" fill="#fff" stroke="#e2e8f0" stroke-width="3"/>`;
  for (let i = 0; i < 4; i++) {
    cells += `<rect x="${85 + i * 165}" y="420" width="145" height="100" rx="12" fill="#eff6ff"/><circle cx="${115 + i * 165}" cy="450" r="16" fill="${sw[i]}"/><rect x="${100 + i * 165}" y="480" width="110" height="10" rx="5" fill="#cbd5e1"/><rect x="${100 + i * 165}" y="498" width="70" height="8" rx="4" fill="#e2e8f0"/>`;
  }
  return svg(800, 600, cells);
}

function usabilityStudy() {
  let s = `<rect width="800" height="600" fill="#f1f5f9"/><rect x="40" y="40" width="440" height="520" rx="20" fill="#fff"/>`;
  const steps = [100, 82, 64, 51, 44];
  steps.forEach((v, i) => {
    const w = v * 3.6;
    s += `<rect x="${80 + (360 - w) / 2}" y="${80 + i * 88}" width="${w}" height="64" rx="12" fill="#1d4ed8" opacity="${1 - i * 0.14}"/>`;
  });
  s += `<path d="M430 420 l0 -240" stroke="#10b981" stroke-width="8" stroke-linecap="round"/><path d="M410 200 l20 -26 l20 26" fill="none" stroke="#10b981" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  const notes = ["#fde68a", "#fbcfe8", "#bbf7d0", "#bfdbfe", "#fed7aa", "#ddd6fe"];
  notes.forEach((c, i) => {
    const x = 510 + (i % 2) * 130;
    const y = 50 + Math.floor(i / 2) * 170;
    s += `<g transform="rotate(${(i % 3) * 3 - 3} ${x + 55} ${y + 60})"><rect x="${x}" y="${y}" width="115" height="120" fill="${c}"/><rect x="${x + 14}" y="${y + 24}" width="80" height="8" rx="4" fill="#0f172a" opacity="0.3"/><rect x="${x + 14}" y="${y + 42}" width="60" height="8" rx="4" fill="#0f172a" opacity="0.3"/><rect x="${x + 14}" y="${y + 60}" width="70" height="8" rx="4" fill="#0f172a" opacity="0.3"/></g>`;
  });
  return svg(800, 600, s);
}

function workshopWall() {
  let s = `<rect width="800" height="600" fill="#e2e8f0"/><rect x="40" y="40" width="720" height="430" rx="12" fill="#fff" stroke="#cbd5e1" stroke-width="6"/>`;
  const cols = ["#fde68a", "#fbcfe8", "#bfdbfe", "#bbf7d0"];
  const r = rng(5);
  for (let c = 0; c < 4; c++) {
    s += `<rect x="${75 + c * 172}" y="70" width="140" height="16" rx="8" fill="#94a3b8"/>`;
    for (let i = 0; i < 3 + (c % 2); i++) {
      const rot = (r() * 8 - 4).toFixed(1);
      s += `<g transform="rotate(${rot} ${145 + c * 172} ${150 + i * 85})"><rect x="${85 + c * 172}" y="${110 + i * 85}" width="120" height="72" fill="${cols[c]}"/><rect x="${97 + c * 172}" y="${128 + i * 85}" width="80" height="7" rx="3" fill="#334155" opacity="0.35"/><rect x="${97 + c * 172}" y="${144 + i * 85}" width="60" height="7" rx="3" fill="#334155" opacity="0.35"/></g>`;
    }
  }
  s += `<path d="M560 440 l150 -120" stroke="#1d4ed8" stroke-width="6" stroke-linecap="round"/><rect x="0" y="500" width="800" height="100" fill="#94a3b8"/>`;
  s += `<rect x="90" y="520" width="160" height="26" rx="13" fill="#1d4ed8"/><rect x="280" y="520" width="110" height="26" rx="13" fill="#ef4444"/><rect x="420" y="520" width="130" height="26" rx="13" fill="#10b981"/>`;
  return svg(800, 600, s);
}

function zellige(p, seed) {
  let tiles = "";
  const colors = [p.a, p.c, "#0f766e", "#fff"];
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 9; x++) {
      const cx = x * 100;
      const cy = y * 100;
      const c = colors[(x + y + seed) % colors.length];
      tiles += `<g transform="translate(${cx} ${cy})"><rect width="100" height="100" fill="${c}" opacity="0.18"/><polygon points="50,6 62,38 94,50 62,62 50,94 38,62 6,50 38,38" fill="${c}" opacity="0.85"/><circle cx="50" cy="50" r="10" fill="#fff" opacity="0.8"/></g>`;
    }
  }
  return tiles;
}

function bridalLook(p) {
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="${p.d}"/>${zellige(p, 0)}<rect x="180" y="70" width="440" height="460" rx="220" fill="${p.d}" opacity="0.92"/>` +
      `<path d="M400 120 L430 190 L505 195 L447 240 L468 315 L400 272 L332 315 L353 240 L295 195 L370 190Z" fill="${p.c}"/>` +
      `<circle cx="400" cy="220" r="26" fill="${p.a}"/>` +
      `<path d="M270 420 Q400 320 530 420" fill="none" stroke="${p.a}" stroke-width="16" stroke-linecap="round"/>` +
      `<g fill="${p.c}">${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${292 + i * 36}" cy="${430 - Math.sin((i / 6) * Math.PI) * 60}" r="9"/>`).join("")}</g>`,
  );
}

function eyeshadowPalette(p) {
  const shades = ["#f5d0c5", "#e8a87c", "#c38d9e", "#8e44ad", "#6b21a8", "#d4a017", "#b45309", "#7c2d12", "#1f2937"];
  let pans = "";
  shades.forEach((c, i) => {
    const x = 250 + (i % 3) * 110;
    const y = 170 + Math.floor(i / 3) * 110;
    pans += `<circle cx="${x}" cy="${y}" r="44" fill="${c}"/><ellipse cx="${x - 14}" cy="${y - 16}" rx="14" ry="8" fill="#fff" opacity="0.35"/>`;
  });
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="url(#bg)"/><rect x="170" y="90" width="460" height="420" rx="36" fill="#18181b"/><rect x="186" y="106" width="428" height="388" rx="26" fill="#27272a"/>${pans}` +
      `<path d="M650 520 L760 300" stroke="#3f3f46" stroke-width="14" stroke-linecap="round"/><path d="M760 300 l14 -40 q-2 -14 -16 -10 l-14 40z" fill="#a16207"/>`,
    linear("bg", [p.d, "#f3e8ff", "#fce7f3"]),
  );
}

function magazineShoot(p) {
  const lip = (x, color, rot) =>
    `<g transform="rotate(${rot} ${x + 35} 380)"><rect x="${x}" y="360" width="70" height="170" rx="8" fill="#27272a"/><rect x="${x + 6}" y="330" width="58" height="40" fill="${p.c}"/><path d="M${x + 12} 330 V250 L${x + 58} 215 V330Z" fill="${color}"/></g>`;
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="#fdf4ff"/><rect x="470" y="60" width="270" height="360" fill="#fff" stroke="#e9d5ff" stroke-width="6"/>` +
      `<rect x="490" y="80" width="230" height="240" fill="url(#cover)"/><rect x="490" y="340" width="160" height="14" rx="7" fill="${p.a}"/><rect x="490" y="366" width="110" height="10" rx="5" fill="#d8b4fe"/>` +
      `<circle cx="605" cy="190" r="70" fill="#fff" opacity="0.25"/>` +
      lip(90, "#be123c", -8) +
      lip(200, "#9d174d", 4) +
      lip(310, "#c2410c", -3) +
      `<path d="M60 560 L420 470" stroke="#a16207" stroke-width="10" stroke-linecap="round"/><ellipse cx="430" cy="467" rx="26" ry="14" fill="#52525b" transform="rotate(-14 430 467)"/>`,
    linear("cover", [p.a, p.b, p.c]),
  );
}

function vanityMirror(p) {
  let bulbs = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    bulbs += `<circle cx="${(400 + Math.cos(a) * 205).toFixed(1)}" cy="${(280 + Math.sin(a) * 205).toFixed(1)}" r="13" fill="#fef9c3"/><circle cx="${(400 + Math.cos(a) * 205).toFixed(1)}" cy="${(280 + Math.sin(a) * 205).toFixed(1)}" r="24" fill="#fde68a" opacity="0.25"/>`;
  }
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="${p.ink}"/><rect y="470" width="800" height="130" fill="#3b0764"/>` +
      `<circle cx="400" cy="280" r="205" fill="${p.c}" opacity="0.8"/><circle cx="400" cy="280" r="180" fill="url(#glass)"/>${bulbs}` +
      `<path d="M300 200 Q360 150 420 190" stroke="#fff" stroke-opacity="0.5" stroke-width="10" fill="none" stroke-linecap="round"/>` +
      `<rect x="150" y="430" width="40" height="70" rx="8" fill="${p.b}"/><rect x="210" y="450" width="60" height="50" rx="10" fill="${p.c}"/>` +
      `<rect x="560" y="420" width="24" height="80" rx="6" fill="#f472b6"/><rect x="600" y="440" width="70" height="60" rx="30" fill="#e9d5ff"/>`,
    linear("glass", ["#e9d5ff", "#c4b5fd", "#a5b4fc"]),
  );
}

function hennaMandala(p) {
  let petals = "";
  for (let ring = 0; ring < 4; ring++) {
    const n = 8 + ring * 4;
    const rad = 40 + ring * 55;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360;
      petals += `<ellipse cx="400" cy="${300 - rad}" rx="${10 + ring * 3}" ry="${22 + ring * 5}" fill="none" stroke="#7c2d12" stroke-width="${3 - ring * 0.4}" transform="rotate(${a} 400 300)"/>`;
      petals += `<circle cx="400" cy="${300 - rad - 30 - ring * 4}" r="3.5" fill="#7c2d12" transform="rotate(${a + 180 / n} 400 300)"/>`;
    }
  }
  return svg(
    800,
    600,
    `<rect width="800" height="600" fill="#fef3c7"/><circle cx="400" cy="300" r="270" fill="#fde68a" opacity="0.6"/>${petals}<circle cx="400" cy="300" r="22" fill="#7c2d12"/>` +
      `<circle cx="90" cy="520" r="40" fill="${p.a}" opacity="0.5"/><circle cx="720" cy="90" r="50" fill="${p.c}" opacity="0.6"/>`,
  );
}

// ─── blog covers (1200×630) ─────────────────────────────────────────────────

const star = (cx, cy, r, fill) => {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${(cx + Math.cos(a) * rr).toFixed(1)},${(cy + Math.sin(a) * rr).toFixed(1)}`);
  }
  return `<polygon points="${pts.join(" ")}" fill="${fill}"/>`;
};

// A profile card with a verified badge (the "signaux de confiance" article).
const SIGNALS_ART =
  `<rect x="330" y="110" width="540" height="410" rx="32" fill="#fff"/><circle cx="600" cy="220" r="62" fill="#c7d2fe"/><circle cx="600" cy="205" r="24" fill="#6366f1"/><path d="M556 262 a44 36 0 0 1 88 0z" fill="#6366f1"/>` +
  `<circle cx="652" cy="170" r="24" fill="#10b981"/><path d="M641 170 l8 8 l14 -15" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
  `<rect x="450" y="310" width="300" height="20" rx="10" fill="#334155"/><rect x="490" y="346" width="220" height="14" rx="7" fill="#cbd5e1"/>` +
  `<rect x="400" y="392" width="110" height="40" rx="20" fill="#e0e7ff"/><rect x="525" y="392" width="150" height="40" rx="20" fill="#e0e7ff"/><rect x="690" y="392" width="110" height="40" rx="20" fill="#e0e7ff"/>` +
  `<rect x="400" y="452" width="400" height="44" rx="22" fill="#4f46e5"/>`;
// A clock and a reply bubble (the response-time article).
const CLOCK_ART =
  `<circle cx="480" cy="315" r="190" fill="#fff"/><circle cx="480" cy="315" r="165" fill="none" stroke="#99f6e4" stroke-width="6"/>` +
  `<path d="M480 315 V190 M480 315 L570 360" stroke="#0f766e" stroke-width="16" stroke-linecap="round"/><circle cx="480" cy="315" r="14" fill="#0f766e"/>` +
  `<rect x="700" y="200" width="330" height="170" rx="36" fill="#fff"/><path d="M760 370 l-20 60 l80 -60z" fill="#fff"/>` +
  `<rect x="745" y="250" width="230" height="18" rx="9" fill="#94a3b8"/><rect x="745" y="290" width="160" height="18" rx="9" fill="#cbd5e1"/>`;

function cover(kind) {
  const bg = {
    stars: ["#4f46e5", "#7c3aed", "#db2777"],
    video: ["#0f172a", "#1e3a8a", "#0ea5e9"],
    reply: ["#065f46", "#0d9488", "#5eead4"],
    ask: ["#b45309", "#f59e0b", "#fde68a"],
    checklist: ["#1e293b", "#334155", "#64748b"],
    voice: ["#831843", "#be185d", "#f9a8d4"],
    signals: ["#312e81", "#4338ca", "#818cf8"],
    clock: ["#134e4a", "#0f766e", "#2dd4bf"],
  }[kind];
  let art = "";
  if (kind === "stars") {
    art += `<rect x="300" y="170" width="600" height="300" rx="40" fill="#fff" opacity="0.95"/><path d="M420 470 l-40 70 l100 -70z" fill="#fff" opacity="0.95"/>`;
    for (let i = 0; i < 5; i++) art += star(400 + i * 100, 290, 40, "#f59e0b");
    art += `<rect x="380" y="370" width="440" height="18" rx="9" fill="#e2e8f0"/><rect x="380" y="405" width="300" height="18" rx="9" fill="#e2e8f0"/>`;
  } else if (kind === "video") {
    art += `<rect x="470" y="60" width="260" height="510" rx="40" fill="#020617"/><rect x="486" y="80" width="228" height="470" rx="28" fill="url(#screen)"/>`;
    art += `<circle cx="600" cy="300" r="64" fill="#fff" opacity="0.95"/><path d="M580 262 L640 300 L580 338Z" fill="#1e3a8a"/>`;
    art += `<rect x="510" y="470" width="180" height="10" rx="5" fill="#fff" opacity="0.4"/><rect x="510" y="470" width="110" height="10" rx="5" fill="#fff"/>`;
    for (let i = 0; i < 5; i++) art += star(540 + i * 30, 430, 11, "#fbbf24");
  } else if (kind === "reply") {
    art += `<rect x="220" y="150" width="480" height="190" rx="36" fill="#fff" opacity="0.95"/><path d="M300 340 l-30 60 l90 -60z" fill="#fff" opacity="0.95"/>`;
    art += star(290, 215, 22, "#f59e0b") + star(345, 215, 22, "#f59e0b") + star(400, 215, 22, "#cbd5e1");
    art += `<rect x="270" y="260" width="380" height="16" rx="8" fill="#cbd5e1"/><rect x="270" y="292" width="260" height="16" rx="8" fill="#cbd5e1"/>`;
    art += `<rect x="520" y="330" width="460" height="170" rx="36" fill="#ccfbf1"/><path d="M900 500 l30 55 l-90 -55z" fill="#ccfbf1"/>`;
    art += `<rect x="570" y="385" width="360" height="16" rx="8" fill="#0d9488"/><rect x="570" y="420" width="240" height="16" rx="8" fill="#0d9488" opacity="0.6"/>`;
  } else if (kind === "ask") {
    art += `<rect x="340" y="170" width="520" height="330" rx="24" fill="#fff"/><path d="M340 190 L600 370 L860 190" fill="none" stroke="#f59e0b" stroke-width="14" stroke-linejoin="round"/>`;
    for (let i = 0; i < 5; i++) art += star(470 + i * 65, 110, 26, "#fff");
    art += `<circle cx="860" cy="190" r="46" fill="#dc2626"/><text x="860" y="207" font-family="${FONT}" font-weight="700" font-size="46" fill="#fff" text-anchor="middle">1</text>`;
  } else if (kind === "checklist") {
    art += `<rect x="380" y="80" width="440" height="480" rx="28" fill="#f8fafc"/><rect x="520" y="60" width="160" height="44" rx="14" fill="#94a3b8"/>`;
    for (let i = 0; i < 5; i++) {
      const y = 160 + i * 76;
      const done = i < 4;
      art += `<rect x="430" y="${y}" width="44" height="44" rx="10" fill="${done ? "#10b981" : "#fff"}" stroke="#10b981" stroke-width="4"/>`;
      if (done)
        art += `<path d="M441 ${y + 22} l10 10 l16 -18" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`;
      art += `<rect x="500" y="${y + 14}" width="${240 - (i % 3) * 40}" height="16" rx="8" fill="#cbd5e1"/>`;
    }
  } else if (kind === "voice") {
    art += `<rect x="540" y="120" width="120" height="220" rx="60" fill="#fff"/><path d="M500 280 a100 100 0 0 0 200 0" fill="none" stroke="#fff" stroke-width="16"/><path d="M600 380 v70 M540 460 h120" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`;
    const r = rng(3);
    for (let i = 0; i < 30; i++) {
      const h = 20 + r() * 140;
      const x = i < 15 ? 120 + i * 22 : 760 + (i - 15) * 22;
      art += `<rect x="${x}" y="${300 - h / 2}" width="10" height="${h}" rx="5" fill="#fff" opacity="0.8"/>`;
    }
  } else if (kind === "signals") {
    art += SIGNALS_ART;
  } else if (kind === "clock") {
    art += CLOCK_ART;
  }
  const r = rng(kind.length * 17);
  let bubbles = "";
  for (let i = 0; i < 10; i++) {
    bubbles += `<circle cx="${(r() * 1200).toFixed(0)}" cy="${(r() * 630).toFixed(0)}" r="${(20 + r() * 90).toFixed(0)}" fill="#fff" opacity="${(0.04 + r() * 0.08).toFixed(2)}"/>`;
  }
  return svg(
    1200,
    630,
    `<rect width="1200" height="630" fill="url(#bg)"/>${bubbles}${art}`,
    linear("bg", bg) + linear("screen", ["#1d4ed8", "#7c3aed"], 0, 1),
  );
}

// ─── audio and video reviews ────────────────────────────────────────────────

const speech = {
  "camille-martin": {
    audio: {
      voice: "fr+f3",
      speed: 150,
      reviewer: "Sophie Lambert",
      text: "Bonjour, ici Sophie ! Camille a photographié notre mariage en juin, au bord de la Saône. Elle a su se faire discrète tout en captant chaque émotion, et nous avons reçu les photos en trois semaines. Merci encore, Camille !",
    },
    video: {
      voice: "fr+f2",
      speed: 150,
      reviewer: "Léa et Thomas Girard",
      label: "Avis vidéo",
      for: "pour Camille Martin",
      text: "Nous recommandons Camille les yeux fermés. Elle nous a mis à l'aise dès la séance d'engagement, et le jour J, elle était partout sans jamais déranger. Notre album est un vrai trésor.",
    },
  },
  "james-carter": {
    audio: {
      voice: "en-gb+f4",
      speed: 155,
      reviewer: "Priya Shah",
      text: "Hi, this is Priya from Fernway. James led our checkout research and redesign. Completed orders went up within a few weeks, and the whole team still uses the design system he left behind. I'd recommend him without hesitation.",
    },
    video: {
      voice: "en-gb+m3",
      speed: 155,
      reviewer: "Oliver Grant",
      label: "Video review",
      for: "for James Carter",
      text: "James turned a messy prototype into an app our customers genuinely enjoy. Clear thinking, lovely craft, and every deadline met. We will work with him again.",
    },
  },
  "salma-benali": {
    audio: {
      voice: "ar+f2",
      speed: 140,
      reviewer: "نادية العلوي",
      text: "السلام عليكم، أنا نادية. سلمى زيّنتني يوم عرسي، وكان المكياج خفيفاً وثابتاً حتى آخر الليل. شكراً سلمى على ذوقك وصبرك.",
    },
    video: {
      voice: "ar+f4",
      speed: 140,
      reviewer: "خديجة المنصوري",
      label: "رأي بالفيديو",
      for: "لسلمى بنعلي",
      text: "سلمى فنانة حقيقية. جهّزت العروس وأمها وأخواتها في وقت قياسي، وكانت الإطلالات كلها راقية وطبيعية. أنصح بها بكل ثقة.",
    },
  },
};

function speak(voice, speed, text, wav) {
  run("espeak-ng", ["-v", voice, "-s", String(speed), "-p", "45", "-w", wav, text]);
}

function audioReview(slug, s) {
  const wav = join(work, `${slug}-audio.wav`);
  speak(s.voice, s.speed, s.text, wav);
  const rel = `reviews/${slug}-audio.m4a`;
  const path = join(out, rel);
  mkdirSync(dirname(path), { recursive: true });
  run("ffmpeg", [
    "-y",
    "-v",
    "error",
    "-i",
    wav,
    "-af",
    "highpass=f=90,lowpass=f=7500,loudnorm=I=-18:TP=-2,alimiter=limit=0.7:level=false",
    "-ar",
    "22050",
    "-ac",
    "1",
    "-c:a",
    "aac",
    "-b:a",
    "32k",
    "-movflags",
    "+faststart",
    "-map_metadata",
    "-1",
    path,
  ]);
  record(rel, "audio/mp4", {
    durationSeconds: Math.round(duration(path)),
    transcript: s.text,
    reviewer: s.reviewer,
  });
}

function videoSlide(p, lines, { big, small, rtl }) {
  const starsRow = `<text x="160" y="150" font-family="${FONT}" font-size="34" fill="#fde68a" text-anchor="middle">★★★★★</text>`;
  const quote = `<text x="160" y="${big ? 120 : 150}" font-family="${FONT}" font-size="90" fill="#fff" opacity="0.25" text-anchor="middle">“</text>`;
  const body = big
    ? starsRow +
      textBlock([big], { x: 160, y: 230, size: 24, weight: 700, rtl }) +
      textBlock(small, { x: 160, y: 278, size: 17, lh: 1.5, rtl, color: "#f5f3ff" })
    : quote + textBlock(lines, { x: 160, y: 190, size: 21, lh: 1.45, rtl });
  return svg(
    320,
    568,
    `<rect width="320" height="568" fill="url(#bg)"/><circle cx="270" cy="60" r="120" fill="#fff" opacity="0.07"/><circle cx="40" cy="520" r="150" fill="#fff" opacity="0.06"/>` +
      `<rect x="20" y="440" width="280" height="100" rx="24" fill="#000" opacity="0.18"/>` +
      `<path d="M34 490 H286" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>${body}`,
    linear("bg", [p.a, p.b], 0.4, 1),
  );
}

async function videoReview(slug, s, p) {
  const rtl = slug === "salma-benali";
  const wav = join(work, `${slug}-video.wav`);
  speak(s.voice, s.speed, s.text, wav);
  const speechSeconds = duration(wav);

  // Title card, then the quote in two halves cut between sentences.
  const sentences = s.text.split(/(?<=[.!?])\s+/);
  const parts = ["", ""];
  let i = 0;
  for (const sentence of sentences) {
    if (i === 0 && parts[0] && parts[0].length + sentence.length / 2 > s.text.length / 2) i = 1;
    parts[i] = parts[i] ? `${parts[i]} ${sentence}` : sentence;
  }
  const slides = [
    videoSlide(p, [], { big: s.reviewer, small: [s.label, s.for], rtl }),
    ...parts.map((t) => videoSlide(p, wrap(t, rtl ? 20 : 22), { rtl })),
  ];
  const pngs = [];
  for (const [i, slide] of slides.entries()) {
    const png = join(work, `${slug}-slide-${i}.png`);
    await sharp(Buffer.from(slide)).png().toFile(png);
    pngs.push(png);
  }

  const fade = 0.5;
  const seg = (speechSeconds + 1.2) / slides.length;
  const inputs = pngs.flatMap((png) => ["-loop", "1", "-framerate", "25", "-t", (seg + fade).toFixed(2), "-i", png]);
  const audioIndex = pngs.length;
  const filter =
    `[0:v][1:v]xfade=transition=fade:duration=${fade}:offset=${seg.toFixed(2)}[x1];` +
    `[x1][2:v]xfade=transition=fade:duration=${fade}:offset=${(2 * seg).toFixed(2)}[slides];` +
    `[${audioIndex}:a]adelay=600:all=1,highpass=f=90,lowpass=f=7500,loudnorm=I=-18:TP=-2,alimiter=limit=0.7:level=false,aresample=22050,asplit[a1][a2];` +
    `[a1]volume=3,showwaves=s=260x70:mode=cline:scale=sqrt:rate=25:colors=white[w];` +
    `[slides][w]overlay=30:455:eof_action=pass,format=yuv420p[v]`;
  const rel = `reviews/${slug}-video.mp4`;
  const path = join(out, rel);
  run("ffmpeg", [
    "-y",
    "-v",
    "error",
    ...inputs,
    "-i",
    wav,
    "-filter_complex",
    filter,
    "-map",
    "[v]",
    "-map",
    "[a2]",
    "-c:v",
    "libx264",
    "-profile:v",
    "main",
    "-preset",
    "slow",
    "-crf",
    "32",
    "-tune",
    "stillimage",
    "-r",
    "25",
    "-c:a",
    "aac",
    "-b:a",
    "32k",
    "-ac",
    "1",
    "-t",
    (3 * seg + fade).toFixed(2),
    "-movflags",
    "+faststart",
    "-map_metadata",
    "-1",
    path,
  ]);
  record(rel, "video/mp4", {
    durationSeconds: Math.round(duration(path)),
    width: 320,
    height: 568,
    transcript: s.text,
    reviewer: s.reviewer,
  });

  // Poster: a frame of the title card, re-encoded to WebP by sharp.
  const frame = join(work, `${slug}-poster.png`);
  run("ffmpeg", ["-y", "-v", "error", "-ss", "0.4", "-i", path, "-frames:v", "1", frame]);
  const posterRel = `reviews/${slug}-video-poster.webp`;
  await sharp(frame).webp({ quality: 70 }).toFile(join(out, posterRel));
  record(posterRel, "image/webp", { width: 320, height: 568 });
}

// ─── run ────────────────────────────────────────────────────────────────────

// Only the folders this script owns: articles/ (the blog texts) is written by hand.
for (const dir of ["avatars", "portfolio", "reviews", "covers"])
  rmSync(join(out, dir), { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await image("avatars/camille-martin.webp", avatar("CM", P.camille), { quality: 78 });
await image("avatars/james-carter.webp", avatar("JC", P.james), { quality: 78 });
await image("avatars/salma-benali.webp", avatar("س", P.salma, { rtl: true, size: 190 }), { quality: 78 });

await image("portfolio/camille-domaine-des-saules.webp", willowEstate());
await image("portfolio/camille-lac-annecy.webp", annecyLake());
await image("portfolio/camille-vieux-lyon.webp", oldLyon());
await image("portfolio/camille-hiver-beaujolais.webp", winterBeaujolais());
await image("portfolio/james-banking-app.webp", phones());
await image("portfolio/james-design-system.webp", designSystem());
await image("portfolio/james-checkout-study.webp", usabilityStudy());
await image("portfolio/salma-mariee-traditionnelle.webp", bridalLook(P.salma));
await image("portfolio/salma-maquillage-soiree.webp", eyeshadowPalette(P.salma));
await image("portfolio/salma-shooting-magazine.webp", magazineShoot(P.salma));
await image("portfolio/salma-atelier-auto-maquillage.webp", vanityMirror(P.salma));

await image("reviews/camille-martin-photo.webp", weddingAlbum());
await image("reviews/james-carter-photo.webp", workshopWall());
await image("reviews/salma-benali-photo.webp", hennaMandala(P.salma));

for (const kind of ["stars", "video", "reply", "ask", "checklist", "voice", "signals", "clock"]) {
  await image(`covers/${kind}.webp`, cover(kind), { quality: 70 });
}

for (const [slug, s] of Object.entries(speech)) {
  audioReview(slug, s.audio);
  await videoReview(slug, s.video, P[slug.split("-")[0]]);
}

writeFileSync(join(out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });

const total = readdirSync(out, { recursive: true })
  .map((f) => join(out, String(f)))
  .filter((f) => statSync(f).isFile())
  .reduce((sum, f) => sum + statSync(f).size, 0);
console.log(`\n${relative(root, out)}: ${(total / 1024).toFixed(0)} KB in total`);
