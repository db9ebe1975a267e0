/**
 * The five sample profiles of the landing page's rotating showcase (docs/product/landing-and-demo.md): fictional
 * people, each written in their own language (the Arabic ones right to left), with an
 * illustrated portrait drawn by scripts/generate-landing-images.mjs.
 */
export interface ShowcaseProfile {
  id: string;
  lang: "fr" | "en" | "ar";
  dir: "ltr" | "rtl";
  name: string;
  title: string;
  image: string;
  description: string;
  skills: string[];
  location: string;
  language: string;
  review: { kind: "audio" | "video"; author: string; quote: string; rating: number };
}

export const SHOWCASE_ROTATION_MS = 4000;

export const SHOWCASE_PROFILES: ShowcaseProfile[] = [
  {
    id: "trainer-en",
    lang: "en",
    dir: "ltr",
    name: "Daniel Brooks",
    title: "Personal trainer & nutrition coach",
    image: "/landing/sample-trainer-en.webp",
    description: "Strength programmes built around your schedule, with weekly check-ins and honest progress tracking.",
    skills: ["Strength training", "Nutrition", "Mobility"],
    location: "Manchester, United Kingdom",
    language: "English",
    review: { kind: "video", author: "Priya S.", quote: "Down 8 kg and stronger than ever.", rating: 5 },
  },
  {
    id: "dj-fr",
    lang: "fr",
    dir: "ltr",
    name: "Léo Marchand",
    title: "DJ mariages et soirées privées",
    image: "/landing/sample-dj-fr.webp",
    description: "Des playlists préparées avec vous, du cocktail jusqu'au bout de la nuit, son et lumière compris.",
    skills: ["Mariages", "House", "Sonorisation"],
    location: "Bordeaux, France",
    language: "Français",
    review: { kind: "audio", author: "Inès et Tom", quote: "La piste n'a jamais désempli !", rating: 5 },
  },
  {
    id: "boutique-fr",
    lang: "fr",
    dir: "ltr",
    name: "Maison Éclat",
    title: "Boutique de cosmétiques naturels",
    image: "/landing/sample-boutique-fr.webp",
    description: "Soins fabriqués en petites séries à Lille, conseils personnalisés en boutique et en ligne.",
    skills: ["Soins visage", "Cosmétique bio", "Conseil"],
    location: "Lille, France",
    language: "Français",
    review: { kind: "video", author: "Sophie L.", quote: "Ma peau n'a jamais été aussi douce.", rating: 5 },
  },
  {
    id: "trainer-ar",
    lang: "ar",
    dir: "rtl",
    name: "يوسف العمراني",
    title: "مدرب لياقة بدنية",
    image: "/landing/sample-trainer-ar.webp",
    description: "برامج تدريب شخصية في النادي أو في المنزل، مع متابعة أسبوعية للتقدم.",
    skills: ["تدريب القوة", "إنقاص الوزن", "اللياقة"],
    location: "الدار البيضاء، المغرب",
    language: "العربية",
    review: { kind: "audio", author: "كريم ح.", quote: "مدرب محترف وصبور، أنصح به بشدة.", rating: 5 },
  },
  {
    id: "makeup-ar",
    lang: "ar",
    dir: "rtl",
    name: "ليلى حداد",
    title: "خبيرة مكياج",
    image: "/landing/sample-makeup-ar.webp",
    description: "مكياج العرائس والمناسبات، بأسلوب طبيعي يبرز جمالك.",
    skills: ["مكياج العرائس", "مكياج المناسبات", "تسريحات"],
    location: "تونس، تونس",
    language: "العربية",
    review: { kind: "video", author: "مريم ب.", quote: "كنت أجمل عروس بفضلها!", rating: 5 },
  },
];
