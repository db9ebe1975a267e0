/*
 * The marks of the landing page's platform grid: our own simple drawings (white on the
 * platform's colour, lucide's 24-unit grid), not the brands' logos, beside the platform's
 * name set as text. Inline SVG: no request, and the page's theme applies to the name.
 */
type Mark = { color: string } & ({ paths: string[]; fill?: string } | { text: string; size?: number });

const ring = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

export const PARTNERS = [
  "LinkedIn",
  "Instagram",
  "Facebook",
  "YouTube",
  "TikTok",
  "Google",
  "Malt",
  "Fiverr",
  "Upwork",
  "Behance",
  "Etsy",
  "Calendly",
] as const;
export type Partner = (typeof PARTNERS)[number];

const MARKS: Record<Partner, Mark> = {
  LinkedIn: {
    color: "#0a66c2",
    paths: ["M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z", "M2 9h4v12H2z", ring(4, 4, 2)],
  },
  Instagram: {
    color: "#c13584",
    paths: [
      "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5z",
      ring(12, 12, 4),
      "M17.5 6.5h.01",
    ],
  },
  Facebook: { color: "#1460d6", paths: ["M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z"] },
  YouTube: {
    color: "#d40000",
    paths: ["M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4z"],
    fill: "m10 9 5 3-5 3z",
  },
  TikTok: { color: "#18181b", paths: ["M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.3 5 4.5"] },
  Google: { color: "#1a73e8", paths: ["M20 12a8 8 0 1 1-2.3-5.6", "M20 12h-7"] },
  Malt: { color: "#d93a3a", text: "m", size: 15 },
  Fiverr: { color: "#108a51", text: "fi", size: 13 },
  Upwork: { color: "#13803a", text: "up", size: 12 },
  Behance: { color: "#1769ff", text: "Bē", size: 11 },
  Etsy: { color: "#c4531a", text: "E", size: 14 },
  Calendly: { color: "#006bff", paths: [ring(12, 12, 8), "M12 8v4l3 2"] },
};

/** The platform's mark in a rounded square of its colour; the caller shows its name. */
export function PartnerMark({ partner }: { partner: Partner }) {
  const mark = MARKS[partner];
  return (
    <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill={mark.color} />
      <g
        transform="translate(4 4)"
        fill="none"
        stroke="#fff"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {"paths" in mark ? mark.paths.map((d) => <path key={d} d={d} />) : null}
        {"paths" in mark && mark.fill ? <path d={mark.fill} fill="#fff" stroke="none" /> : null}
        {"text" in mark ? (
          <text
            x="12"
            y="12.5"
            dominantBaseline="central"
            textAnchor="middle"
            fill="#fff"
            stroke="none"
            fontSize={mark.size ?? 12}
            fontWeight={700}
            fontFamily="system-ui, sans-serif"
          >
            {mark.text}
          </text>
        ) : null}
      </g>
    </svg>
  );
}
