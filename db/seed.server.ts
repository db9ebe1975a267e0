import { readdir, readFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { count, eq, sql } from "drizzle-orm";
import {
  getMediaStore,
  type MediaPrefix,
  type MediaStore,
  newMediaKey,
} from "#app/services/media/media-store.server.ts";
import { getDb } from "#db/client.server.ts";
import { createActivityLog } from "#db/factories/activity-logs.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { createContactMessage } from "#db/factories/contact-messages.ts";
import type { DbExecutor } from "#db/factories/db.ts";
import { type CreateProfileInput, createProfile } from "#db/factories/profiles.ts";
import { type CreateReviewInput, createReview } from "#db/factories/reviews.ts";
import { createUser } from "#db/factories/users.ts";
import { appMeta, blogArticles, mediaObjects, profiles, user } from "#db/schema.ts";

/**
 * Demo content of a fresh installation (three public profiles with reviews of
 * every kind, blog articles, contact messages, activity), built with the same
 * factories as the tests. Runs at every boot and does its work at most once per
 * database:
 *   - an `app_meta` row `demo_seed` records that it ran (or decided not to);
 *   - the work happens in one transaction holding an advisory lock, so N
 *     processes booting together seed once and the others find the marker;
 *   - a database that already has users, profiles or articles is never touched.
 * Media come from db/seed-assets/ (made by scripts/generate-seed-assets.mjs)
 * and are copied into the media store under fresh keys.
 */

export const SEED_MARKER_KEY = "demo_seed";
/** Bump when the demo content changes; recorded in the marker. */
export const SEED_VERSION = 1;
/** "seedmo" in ASCII; distinct from the migration lock. */
const SEED_LOCK_ID = 0x736565646d6f;

export const SEED_ASSETS_DIR = resolve(process.cwd(), "db/seed-assets");

export type SeedOutcome = "seeded" | "already-seeded" | "skipped-existing-data";

export interface SeedOptions {
  /** Where the assets are read from (default db/seed-assets under the working directory). */
  assetsDir?: string;
  /** Where the media go (default: the process media store). */
  store?: MediaStore;
  /** Reference time for the demo dates (default now). */
  now?: Date;
  log?: (message: string) => void;
}

export async function seedDemoContent(options: SeedOptions = {}): Promise<SeedOutcome> {
  const db = getDb();
  // Fast path for every boot after the first: one indexed read, no lock.
  if (await readMarker(db)) return "already-seeded";

  const started = performance.now();
  const store = options.store ?? getMediaStore();
  const written: string[] = [];
  const log = options.log ?? ((message: string) => console.log(`[fiable] ${message}`));
  try {
    const outcome = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID}::bigint)`);
      if (await readMarker(tx)) return "already-seeded" as const;

      const [users] = await tx.select({ n: count() }).from(user);
      const [profileCount] = await tx.select({ n: count() }).from(profiles);
      const [articleCount] = await tx.select({ n: count() }).from(blogArticles);
      if (users!.n + profileCount!.n + articleCount!.n > 0) {
        await writeMarker(tx, {
          version: SEED_VERSION,
          outcome: "skipped-existing-data",
          at: new Date().toISOString(),
        });
        return "skipped-existing-data" as const;
      }

      const assets = await loadAssets(options.assetsDir ?? SEED_ASSETS_DIR, store, written);
      const summary = await seedAll(tx, assets, options.now ?? new Date());
      await writeMarker(tx, { version: SEED_VERSION, outcome: "seeded", at: new Date().toISOString(), ...summary });
      return "seeded" as const;
    });
    if (outcome === "seeded") {
      log(`demo content seeded in ${Math.round(performance.now() - started)} ms`);
    } else if (outcome === "skipped-existing-data") {
      log("demo content not seeded: the database already has data");
    }
    return outcome;
  } catch (error) {
    // The rows rolled back; do not leave their files behind.
    await Promise.all(written.map((key) => store.delete(key).catch(() => {})));
    throw error;
  }
}

async function readMarker(db: DbExecutor): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEED_MARKER_KEY));
  return rows.length > 0;
}

async function writeMarker(db: DbExecutor, value: Record<string, unknown>): Promise<void> {
  await db.insert(appMeta).values({ key: SEED_MARKER_KEY, value });
}

// ─── assets ─────────────────────────────────────────────────────────────────

interface AssetManifest {
  version: number;
  files: Record<
    string,
    { contentType: string; bytes: number; durationSeconds?: number; transcript?: string; reviewer?: string }
  >;
}

interface Article {
  title: string;
  slug: string;
  language: "fr" | "en" | "ar";
  status: "draft" | "published";
  excerpt: string;
  cover: string;
  publishedDaysAgo?: number;
  content: string;
}

interface Assets {
  manifest: AssetManifest;
  /** Key in the media store of each seed asset, by its path under db/seed-assets. */
  key(path: string): string;
  /** One media object per asset (decision 030), recorded with the rows that use them. */
  objects: (typeof mediaObjects.$inferInsert)[];
  /** Duration and transcript of an audio or video asset. */
  speech(path: string): { durationSeconds: number; transcript: string; reviewer: string };
  articles: Article[];
}

const PREFIX_BY_FOLDER: Record<string, MediaPrefix> = {
  avatars: "avatars",
  portfolio: "portfolio",
  reviews: "review-media",
  covers: "blog-images",
};

async function loadAssets(dir: string, store: MediaStore, written: string[]): Promise<Assets> {
  const manifest = JSON.parse(await readFile(join(dir, "manifest.json"), "utf8")) as AssetManifest;
  const keys = new Map<string, string>();
  const objects: Assets["objects"] = [];
  await Promise.all(
    Object.entries(manifest.files).map(async ([path, file]) => {
      const prefix = PREFIX_BY_FOLDER[path.split("/")[0]!];
      if (!prefix) throw new Error(`seed asset outside a known folder: ${path}`);
      const key = newMediaKey(prefix, extname(path));
      const bytes = await readFile(join(dir, path));
      written.push(key);
      await store.put(key, bytes, file.contentType);
      keys.set(path, key);
      const kind = file.contentType.split("/")[0];
      objects.push({
        key,
        kind: kind === "audio" || kind === "video" ? kind : "image",
        contentType: file.contentType,
        bytes: bytes.byteLength,
        durationMs: file.durationSeconds ? Math.round(file.durationSeconds * 1000) : null,
      });
    }),
  );

  const keyOf = (path: string) => {
    const key = keys.get(path);
    if (!key) throw new Error(`seed asset missing from manifest.json: ${path}`);
    return key;
  };

  const articleDir = join(dir, "articles");
  const names = (await readdir(articleDir)).filter((n) => n.endsWith(".md")).sort();
  const articles = await Promise.all(names.map(async (n) => parseArticle(await readFile(join(articleDir, n), "utf8"))));

  return {
    manifest,
    articles,
    objects,
    key: keyOf,
    speech(path) {
      const file = manifest.files[path];
      if (!file?.durationSeconds || !file.transcript || !file.reviewer) {
        throw new Error(`seed asset without duration/transcript: ${path}`);
      }
      return { durationSeconds: file.durationSeconds, transcript: file.transcript, reviewer: file.reviewer };
    },
  };
}

/** `---` front matter of `key: value` lines, then the Markdown body. */
function parseArticle(text: string): Article {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error("seed article without front matter");
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split("\n")) {
    const at = line.indexOf(":");
    if (at < 0) continue;
    let value = line.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = JSON.parse(value) as string;
    meta[line.slice(0, at).trim()] = value;
  }
  return {
    title: meta.title!,
    slug: meta.slug!,
    language: meta.language as Article["language"],
    status: meta.status as Article["status"],
    excerpt: meta.excerpt!,
    cover: meta.cover!,
    publishedDaysAgo: meta.publishedDaysAgo ? Number(meta.publishedDaysAgo) : undefined,
    content: match[2]!.trim(),
  };
}

// ─── content ────────────────────────────────────────────────────────────────

interface DemoProfile {
  slug: string;
  user: { name: string; email: string; locale: "fr" | "en" | "ar" };
  createdDaysAgo: number;
  profile: Omit<CreateProfileInput, "avatar" | "portfolio" | "slug" | "createdAt"> & {
    portfolio: { title: string; description: string; image: string; url?: string; technologies: string[] }[];
  };
  reviews: (Omit<CreateReviewInput, "createdAt" | "mediaKey" | "posterKey" | "mediaDuration"> & {
    daysAgo: number;
    /** Asset path of the photo/audio/video; audio and video take their transcript and text from the manifest. */
    asset?: string;
  })[];
}

/** The provenance of each demo review, by its place in the profile's list. */
const DEMO_PROVENANCE = ["invited", "verified", "invited", "unsolicited", "verified", "unsolicited"] as const;

/** "Amandine et Hugo Petit" → "amandine.et.hugo.petit" (Arabic names: "client"). */
function demoAddress(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");
  return ascii || `client.${Math.abs([...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7))}`;
}

const DEMO_PROFILES: DemoProfile[] = [
  {
    slug: "camille-martin",
    user: { name: "Camille Martin", email: "camille.martin@example.com", locale: "fr" },
    createdDaysAgo: 140,
    profile: {
      name: "Camille Martin",
      title: "Photographe de mariage",
      company: "Camille Martin Photographie",
      bio:
        "Photographe de mariage installée à Lyon depuis 2015, j'accompagne les couples qui rêvent d'images naturelles et lumineuses, sans poses figées. " +
        "Le jour J, je me fais discrète pour saisir les regards, les rires et les émotions qui passent trop vite. " +
        "Reportage complet, séance engagement, album imprimé : je vous suis de notre premier café jusqu'à la livraison de vos souvenirs, partout en Auvergne-Rhône-Alpes et au-delà.",
      location: "Lyon, France",
      email: "camille.martin@example.com",
      phone: "+33 6 39 98 12 34",
      verified: true,
      languages: [
        { name: "Français", code: "fr" },
        { name: "Anglais", code: "en" },
        { name: "Italien", code: "it" },
      ],
      skills: ["Photographie de mariage", "Reportage", "Portrait", "Retouche photo", "Direction de pose"],
      tools: ["Lightroom", "Photoshop", "Capture One", "Canon EOS R5"],
      industry: "Photographie",
      links: [
        { platform: "instagram", title: "Instagram", url: "https://www.instagram.com/camillemartin.photographie" },
        { platform: "tiktok", title: "TikTok", url: "https://www.tiktok.com/@camillemartin.photo" },
        { platform: "linkedin", title: "LinkedIn", url: "https://www.linkedin.com/in/camille-martin-photographe" },
        {
          platform: "website",
          title: "Site web",
          description: "Galeries complètes et tarifs",
          url: "https://camillemartin-photo.example",
        },
        { platform: "whatsapp", title: "WhatsApp", url: "https://wa.me/33639981234" },
        { platform: "email", title: "E-mail", url: "mailto:camille.martin@example.com" },
      ],
      portfolio: [
        {
          title: "Mariage au Domaine des Saules",
          description:
            "Une journée champêtre au cœur des Monts d'Or : cérémonie sous l'arche fleurie, guirlandes lumineuses et soirée jusqu'au bout de la nuit.",
          image: "portfolio/camille-domaine-des-saules.webp",
          url: "https://camillemartin-photo.example/galeries/domaine-des-saules",
          technologies: ["Reportage complet", "Album 30×30"],
        },
        {
          title: "Cérémonie laïque au bord du lac d'Annecy",
          description:
            "Une cérémonie intime de quarante invités face aux montagnes, suivie d'une séance couple en barque au coucher du soleil.",
          image: "portfolio/camille-lac-annecy.webp",
          technologies: ["Cérémonie laïque", "Séance couple"],
        },
        {
          title: "Séance engagement dans le Vieux Lyon",
          description:
            "Une balade photo entre traboules et façades colorées : un après-midi de pluie devenu un souvenir complice.",
          image: "portfolio/camille-vieux-lyon.webp",
          technologies: ["Séance engagement", "Lumière naturelle"],
        },
        {
          title: "Mariage d'hiver dans le Beaujolais",
          description:
            "Un mariage de décembre aux chandelles dans un château du Beaujolais, entre vignes givrées et lumières chaudes.",
          image: "portfolio/camille-hiver-beaujolais.webp",
          technologies: ["Reportage complet", "Photo de nuit"],
        },
      ],
      faqs: [
        {
          question: "Combien de temps à l'avance faut-il réserver ?",
          answer:
            "Idéalement 9 à 12 mois avant la date pour un samedi entre mai et septembre. Pour un mariage en semaine ou hors saison, quelques mois suffisent souvent : écrivez-moi, je vous réponds sous 48 heures.",
        },
        {
          question: "Quand recevrons-nous nos photos ?",
          answer:
            "Une première sélection d'une trentaine d'images vous parvient sous une semaine. La galerie complète, entièrement retouchée, est livrée en 4 à 6 semaines selon la saison.",
        },
        {
          question: "Vous déplacez-vous en dehors de Lyon ?",
          answer:
            "Oui, partout en France et en Europe. Les frais de déplacement sont inclus dans un rayon de 100 km autour de Lyon ; au-delà, ils sont indiqués clairement dans le devis.",
        },
        {
          question: "Combien de photos allons-nous recevoir ?",
          answer:
            "Pour une journée complète, comptez entre 500 et 800 photos retouchées. Je privilégie la qualité et la variété des moments plutôt qu'un nombre fixé à l'avance.",
        },
        {
          question: "Proposez-vous des albums imprimés ?",
          answer:
            "Oui : des albums en lin fabriqués en France, de 30 à 80 pages. Nous choisissons ensemble la mise en page après la livraison de la galerie.",
        },
      ],
    },
    reviews: [
      {
        daysAgo: 72,
        status: "approved",
        rating: 5,
        reviewerName: "Julie Moreau",
        reviewerTitle: "Mariage au Domaine des Saules",
        content:
          "Camille a été parfaite du début à la fin. Elle a pris le temps de nous rencontrer deux fois avant le mariage, a repéré les lieux avec nous et a su rassurer mon mari, qui déteste être pris en photo. Résultat : des images pleines de vie, dans lesquelles on se reconnaît vraiment. Nos familles nous en parlent encore !",
      },
      {
        daysAgo: 55,
        status: "approved",
        rating: 4,
        reviewerName: "Marc Dubois",
        reviewerTitle: "Séance engagement dans le Vieux Lyon",
        content:
          "Très belle séance dans le Vieux Lyon malgré la pluie : Camille a su improviser et les photos sont superbes. Seul petit bémol, la livraison a pris une semaine de plus qu'annoncé, mais elle nous avait prévenus et le résultat valait l'attente.",
        ownerReply:
          "Merci Marc ! Vous avez raison : c'était en pleine saison des mariages, et j'indique désormais un délai plus précis pour les séances d'automne. Ravie que les photos vous plaisent !",
      },
      {
        daysAgo: 40,
        status: "approved",
        rating: 5,
        mediaType: "photo",
        asset: "reviews/camille-martin-photo.webp",
        reviewerName: "Amandine et Hugo Petit",
        reviewerTitle: "Mariage d'hiver dans le Beaujolais",
        content:
          "Notre album vient d'arriver et il est magnifique ! Le papier, la mise en page, les couleurs… Camille a raconté notre journée comme un vrai livre. Merci pour ce souvenir que nous garderons toute notre vie.",
      },
      {
        daysAgo: 21,
        status: "approved",
        rating: 5,
        mediaType: "audio",
        asset: "reviews/camille-martin-audio.m4a",
        reviewerTitle: "Mariage au bord de la Saône",
      },
      {
        daysAgo: 8,
        status: "approved",
        rating: 5,
        mediaType: "video",
        asset: "reviews/camille-martin-video.mp4",
        reviewerTitle: "Séance engagement et mariage",
      },
      {
        daysAgo: 2,
        status: "pending",
        rating: 5,
        reviewerName: "Nicolas Bernard",
        reviewerTitle: "Mariage à Villefranche-sur-Saône",
        content:
          "Merci Camille pour ces magnifiques photos de notre mariage ! Tu as été d'une gentillesse et d'un professionnalisme remarquables. Nous avons déjà recommandé ton travail à nos amis qui se marient l'an prochain.",
      },
    ],
  },
  {
    slug: "james-carter",
    user: { name: "James Carter", email: "james.carter@example.com", locale: "en" },
    createdDaysAgo: 120,
    profile: {
      name: "James Carter",
      title: "Product & UX Designer",
      company: "Carter Studio",
      bio:
        "I'm a London-based product designer helping fintech and e-commerce teams turn complicated journeys into simple, trustworthy experiences. " +
        "Over the past ten years I've designed mobile banking apps, checkout flows and design systems used every day by a lot of people. " +
        "Every project starts with research — talking to real users — and I work closely with engineers so that what ships matches what we designed. " +
        "Available for freelance engagements of three to six months.",
      location: "London, United Kingdom",
      email: "james.carter@example.com",
      phone: "+44 7700 900123",
      verified: false,
      languages: [
        { name: "Anglais", code: "en" },
        { name: "Français", code: "fr" },
        { name: "Espagnol", code: "es" },
      ],
      skills: [
        "User research",
        "Interaction design",
        "Prototyping",
        "Design systems",
        "Usability testing",
        "Accessibility (WCAG)",
      ],
      tools: ["Figma", "FigJam", "Maze", "Notion", "Jira"],
      industry: "Design",
      links: [
        { platform: "instagram", title: "Instagram", url: "https://www.instagram.com/jamescarter.design" },
        { platform: "tiktok", title: "TikTok", url: "https://www.tiktok.com/@jamescarter.ux" },
        { platform: "linkedin", title: "LinkedIn", url: "https://www.linkedin.com/in/james-carter-ux" },
        {
          platform: "website",
          title: "Website",
          description: "Case studies and availability",
          url: "https://jamescarter-studio.example",
        },
        { platform: "whatsapp", title: "WhatsApp", url: "https://wa.me/447700900123" },
        { platform: "email", title: "Email", url: "mailto:james.carter@example.com" },
      ],
      portfolio: [
        {
          title: "Northbank mobile banking redesign",
          description:
            "New onboarding and everyday payments for a challenger bank's app, shaped by interviews with forty customers and the support team.",
          image: "portfolio/james-banking-app.webp",
          url: "https://jamescarter-studio.example/work/northbank",
          technologies: ["Figma", "User research", "iOS", "Android"],
        },
        {
          title: "Harbour & Co design system",
          description:
            "A shared component library and documentation site for a homeware retailer's web and in-store apps, adopted by four product teams.",
          image: "portfolio/james-design-system.webp",
          technologies: ["Figma", "Storybook", "Design tokens"],
        },
        {
          title: "Fernway checkout usability study",
          description:
            "Moderated tests with twenty-four shoppers, a prioritised list of fixes and a simplified three-step checkout.",
          image: "portfolio/james-checkout-study.webp",
          url: "https://jamescarter-studio.example/work/fernway",
          technologies: ["Maze", "Usability testing", "Prototyping"],
        },
      ],
      faqs: [
        {
          question: "What kind of projects do you take on?",
          answer:
            "Mostly product design for fintech and e-commerce: new features, redesigns, design systems and research sprints. I work best embedded in a product team for three to six months.",
        },
        {
          question: "Do you work remotely?",
          answer:
            "Yes. I'm based in London and happy to come on site for workshops and kick-offs; day-to-day work is remote, overlapping with European and US East Coast hours.",
        },
        {
          question: "How do you price your work?",
          answer:
            "Either a day rate for ongoing collaboration or a fixed price for well-defined projects such as a research sprint. You always get a written estimate before we start.",
        },
        {
          question: "Can you work alongside our developers?",
          answer:
            "Absolutely — that's how good products get built. I join stand-ups, hand over annotated Figma files and components, and review builds before release.",
        },
      ],
    },
    reviews: [
      {
        daysAgo: 80,
        status: "approved",
        rating: 5,
        reviewerName: "Hannah Lewis",
        reviewerTitle: "Head of Product, Northbank",
        content:
          "James has a rare ability to make complex things feel obvious. He spent his first two weeks talking to our customers and support team, and his redesign of our payments flow came straight out of those conversations. Our engineers loved working with him: clear files, and always around to answer questions.",
      },
      {
        daysAgo: 61,
        status: "approved",
        rating: 5,
        reviewerName: "Tom Becker",
        reviewerTitle: "Engineering Manager, Harbour & Co",
        content:
          "Our design system finally has a single source of truth. James documented every component and sat with our developers to make sure the tokens matched the code. Six months on, the whole team still uses it every day.",
      },
      {
        daysAgo: 35,
        status: "approved",
        rating: 5,
        mediaType: "photo",
        asset: "reviews/james-carter-photo.webp",
        reviewerName: "Aisha Okafor",
        reviewerTitle: "UX Lead, Fernway",
        content:
          "A snapshot of the prioritisation workshop James ran with our team: two hours, forty sticky notes and a roadmap everyone agreed on. Brilliant facilitation.",
      },
      {
        daysAgo: 18,
        status: "approved",
        rating: 5,
        mediaType: "audio",
        asset: "reviews/james-carter-audio.m4a",
        reviewerTitle: "Product Director, Fernway",
      },
      {
        daysAgo: 6,
        status: "approved",
        rating: 5,
        mediaType: "video",
        asset: "reviews/james-carter-video.mp4",
        reviewerTitle: "Founder, Brightpath",
      },
      {
        daysAgo: 1,
        status: "pending",
        rating: 4,
        reviewerName: "Daniel Reyes",
        reviewerTitle: "CTO, Lumo Health",
        content:
          "Very solid work on our patient app prototype. James asked the right questions and pushed back when our brief didn't make sense. I'd have liked a little more time for the final handover, but overall an excellent collaboration.",
      },
    ],
  },
  {
    slug: "salma-benali",
    user: { name: "سلمى بنعلي", email: "salma.benali@example.com", locale: "ar" },
    createdDaysAgo: 100,
    profile: {
      name: "سلمى بنعلي",
      firstName: "سلمى",
      lastName: "بنعلي",
      title: "خبيرة مكياج العرائس والمناسبات",
      company: "استوديو سلمى للتجميل",
      bio:
        "خبيرة مكياج في الدار البيضاء منذ أكثر من ثماني سنوات، متخصصة في مكياج العرائس والمناسبات وجلسات التصوير. " +
        "أؤمن بأن المكياج الجميل هو الذي يُبرز ملامحك الطبيعية ويدوم طوال اليوم دون أن يُثقل بشرتك. " +
        "أتنقّل إلى منزلك أو إلى قاعة الحفل في الدار البيضاء والرباط والمدن المجاورة، كما أقدّم ورشات صغيرة لتعليم المكياج الذاتي.",
      location: "الدار البيضاء، المغرب",
      email: "salma.benali@example.com",
      phone: "+212 6 00 00 00 01",
      verified: true,
      languages: [
        { name: "Arabe", code: "ar" },
        { name: "Français", code: "fr" },
        { name: "Anglais", code: "en" },
      ],
      skills: ["مكياج العرائس", "مكياج السهرات", "مكياج التصوير", "العناية بالبشرة", "تسريحات الشعر"],
      tools: ["إيربراش", "فرش احترافية", "Beautyblender"],
      industry: "التجميل والعناية",
      links: [
        { platform: "instagram", title: "إنستغرام", url: "https://www.instagram.com/salma.benali.makeup" },
        { platform: "tiktok", title: "تيك توك", url: "https://www.tiktok.com/@salmabenali.mua" },
        { platform: "linkedin", title: "لينكدإن", url: "https://www.linkedin.com/in/salma-benali-mua" },
        {
          platform: "website",
          title: "الموقع الإلكتروني",
          description: "الباقات والأسعار وحجز المواعيد",
          url: "https://salmabenali-beauty.example",
        },
        { platform: "whatsapp", title: "واتساب", url: "https://wa.me/212600000001" },
        { platform: "email", title: "البريد الإلكتروني", url: "mailto:salma.benali@example.com" },
      ],
      portfolio: [
        {
          title: "إطلالة عروس تقليدية",
          description: "مكياج عروس مغربية بالتكشيطة والقفطان، بألوان ذهبية دافئة تدوم من ليلة الحناء إلى آخر الحفل.",
          image: "portfolio/salma-mariee-traditionnelle.webp",
          technologies: ["مكياج العرائس", "إيربراش"],
        },
        {
          title: "مكياج سهرة أنيق",
          description: "إطلالة سموكي بدرجات البنفسجي والبرونزي لحفل خطوبة في الدار البيضاء.",
          image: "portfolio/salma-maquillage-soiree.webp",
          technologies: ["مكياج السهرات"],
        },
        {
          title: "جلسة تصوير لمجلة أزياء",
          description: "مكياج تحريري لجلسة تصوير مجموعة قفاطين جديدة، بالتعاون مع مصوّر ومصمّمة أزياء.",
          image: "portfolio/salma-shooting-magazine.webp",
          url: "https://salmabenali-beauty.example/portfolio/magazine",
          technologies: ["مكياج التصوير"],
        },
        {
          title: "ورشة المكياج الذاتي",
          description: "ورشة لست مشاركات لتعلّم مكياج يومي بسيط وسريع يناسب العمل والمناسبات الصغيرة.",
          image: "portfolio/salma-atelier-auto-maquillage.webp",
          technologies: ["تعليم", "العناية بالبشرة"],
        },
      ],
      faqs: [
        {
          question: "هل تتنقّلين إلى المنزل أو إلى قاعة الحفل؟",
          answer:
            "نعم، أتنقّل في الدار البيضاء والمحمدية والرباط. تُحتسب مصاريف التنقّل حسب المسافة وتُذكر بوضوح في عرض السعر.",
        },
        {
          question: "متى يجب أن أحجز موعد مكياج العرس؟",
          answer:
            "يُفضَّل الحجز قبل ثلاثة إلى ستة أشهر، خاصة في فصل الصيف. ويمكننا تحديد جلسة تجريبية قبل العرس بشهر تقريباً.",
        },
        {
          question: "هل المنتجات مناسبة للبشرة الحساسة؟",
          answer:
            "أستخدم منتجات عالية الجودة ومناسبة للبشرة الحساسة قدر الإمكان، وأسألك دائماً عن نوع بشرتك وعن أي حساسية قبل البدء.",
        },
        {
          question: "كم يستغرق مكياج العروس؟",
          answer: "حوالي ساعتين للعروس، وأربعين دقيقة تقريباً لكل مرافقة. أنصح بتخصيص وقت كافٍ حتى يمرّ التحضير بهدوء.",
        },
      ],
    },
    reviews: [
      {
        daysAgo: 75,
        status: "approved",
        rating: 5,
        reviewerName: "سارة الإدريسي",
        reviewerTitle: "عرس في الدار البيضاء",
        content:
          "سلمى إنسانة راقية وفنانة في عملها. استمعت لما أريده بالضبط، وكانت الإطلالة طبيعية وناعمة كما حلمت بها. صمد المكياج طوال الليل رغم الحرارة والرقص. أنصح بها كل عروس.",
      },
      {
        daysAgo: 50,
        status: "approved",
        rating: 5,
        reviewerName: "ليلى بناني",
        reviewerTitle: "ورشة المكياج الذاتي",
        content:
          "حضرت ورشة المكياج الذاتي وتعلّمت أشياء بسيطة غيّرت روتيني اليومي. سلمى صبورة وتشرح بوضوح، والمجموعة صغيرة فكان لكل واحدة منّا وقتها.",
      },
      {
        daysAgo: 33,
        status: "approved",
        rating: 5,
        mediaType: "photo",
        asset: "reviews/salma-benali-photo.webp",
        reviewerName: "هند التازي",
        reviewerTitle: "ليلة الحناء",
        content: "صورة من ليلة الحناء. شكراً سلمى على هذه الإطلالة الجميلة وعلى روحك الطيبة!",
      },
      {
        daysAgo: 16,
        status: "approved",
        rating: 5,
        mediaType: "audio",
        asset: "reviews/salma-benali-audio.m4a",
        reviewerTitle: "عرس في الرباط",
      },
      {
        daysAgo: 5,
        status: "approved",
        rating: 5,
        mediaType: "video",
        asset: "reviews/salma-benali-video.mp4",
        reviewerTitle: "والدة العروس",
      },
      {
        daysAgo: 1,
        status: "pending",
        rating: 4,
        reviewerName: "مريم الفاسي",
        reviewerTitle: "جلسة تصوير",
        content:
          "عمل احترافي وإطلالة جميلة في جلسة التصوير. تأخّرت سلمى ربع ساعة بسبب الزحام لكنها أخبرتنا مسبقاً، وكانت النتيجة رائعة.",
      },
    ],
  },
];

const CONTACT_MESSAGES = [
  {
    hoursAgo: 3,
    status: "open",
    category: "technical_problem",
    name: "Inès Garnier",
    email: "ines.garnier@example.com",
    subject: "Impossible d'ajouter une image à mon portfolio",
    message:
      "Bonjour, j'essaie d'ajouter une image à mon portfolio mais l'envoi s'arrête avant la fin. Le fichier fait 8 Mo, au format JPEG. Pouvez-vous m'aider ? Merci d'avance !",
  },
  {
    hoursAgo: 26,
    status: "open",
    category: "request_info",
    name: "Paul Lefèvre",
    email: "paul.lefevre@example.com",
    phone: "+33 6 39 98 45 67",
    subject: "Changer l'adresse de mon profil",
    message:
      "Bonjour, est-il possible de modifier l'adresse personnalisée de mon profil sans perdre mes avis ? Je voudrais passer de paul-lefevre-photo à paullefevre. Merci !",
  },
  {
    hoursAgo: 50,
    status: "in_progress",
    category: "billing",
    name: "Marco Rossi",
    email: "marco.rossi@example.com",
    subject: "Question about the premium plan",
    message:
      "Hello, I run a small design agency and I'm interested in the upcoming premium plan for our team of four. Will there be a team offer, and will we keep our current profile addresses? Thanks.",
  },
  {
    hoursAgo: 216,
    status: "resolved",
    category: "collaboration",
    name: "Yasmine Haddad",
    email: "yasmine.haddad@example.com",
    subject: "Partenariat avec une école de photographie",
    message:
      "Bonjour, je coordonne une école de photographie à Marseille. Nous aimerions présenter votre service à nos étudiants en fin de cursus pour les aider à lancer leur activité. Seriez-vous disponibles pour en discuter ?",
  },
] as const;

const COVER_BY_NAME: Record<string, string> = {
  stars: "covers/stars.webp",
  video: "covers/video.webp",
  reply: "covers/reply.webp",
  ask: "covers/ask.webp",
  checklist: "covers/checklist.webp",
  voice: "covers/voice.webp",
  signals: "covers/signals.webp",
  clock: "covers/clock.webp",
};

const DAY = 86_400_000;

async function seedAll(tx: DbExecutor, assets: Assets, now: Date) {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3_600_000);
  await tx.insert(mediaObjects).values(assets.objects);

  for (const demo of DEMO_PROFILES) {
    const createdAt = ago(demo.createdDaysAgo);
    // The photo is the profile's (a key, decision 030); user.image is the sign-in provider's picture.
    const owner = await createUser({ ...demo.user, emailVerified: true, createdAt }, tx);
    const profile = await createProfile(
      owner.id,
      {
        ...demo.profile,
        slug: demo.slug,
        avatarKey: assets.key(`avatars/${demo.slug}.webp`),
        portfolio: demo.profile.portfolio.map(({ image, ...item }) => ({ ...item, imageKey: assets.key(image) })),
        createdAt,
      },
      tx,
    );

    for (const [index, { daysAgo, asset, ...review }] of demo.reviews.entries()) {
      const media: CreateReviewInput = {};
      if (asset && (review.mediaType === "audio" || review.mediaType === "video")) {
        const speech = assets.speech(asset);
        media.reviewerName = speech.reviewer;
        // The words said are the transcript (the video's captions); the text is their first sentence.
        media.content = speech.transcript.split(/(?<=[.!?؟])\s/)[0]!;
        media.mediaDuration = speech.durationSeconds;
        media.transcript = speech.transcript;
        if (review.mediaType === "video") media.posterKey = assets.key(asset.replace(/\.mp4$/, "-poster.webp"));
      }
      if (asset) media.mediaKey = assets.key(asset);
      // Every provenance label shows on each demo page: invited by e-mail,
      // verified e-mail, unsolicited — set by the facts the label is computed from.
      const provenance = DEMO_PROVENANCE[index % DEMO_PROVENANCE.length]!;
      const leftAt = ago(daysAgo, 5);
      const name = media.reviewerName ?? review.reviewerName ?? "client";
      const facts: CreateReviewInput =
        provenance === "unsolicited"
          ? {}
          : {
              reviewerEmail: `${demoAddress(name)}@example.com`,
              ...(provenance === "invited" ? { invitedAt: leftAt } : { emailVerifiedAt: ago(daysAgo, 4) }),
            };
      await createReview(profile.id, { ...review, ...media, ...facts, createdAt: leftAt }, tx);
    }

    const who = { userId: owner.id, userName: owner.name, userEmail: owner.email };
    const activity = [
      { activityType: "email_confirmed", createdAt: ago(demo.createdDaysAgo, -1) },
      { activityType: "profile_created", createdAt: ago(demo.createdDaysAgo, -2) },
      { activityType: "profile_updated", createdAt: ago(demo.createdDaysAgo - 3) },
      { activityType: "login", createdAt: ago(12, demo.createdDaysAgo % 7) },
      { activityType: "profile_updated", createdAt: ago(12, demo.createdDaysAgo % 7) },
      { activityType: "logout", createdAt: ago(11, 20) },
      { activityType: "login", createdAt: ago(0, demo.createdDaysAgo % 5) },
    ] as const;
    for (const entry of activity) await createActivityLog({ ...who, ...entry }, tx);
  }

  for (const message of CONTACT_MESSAGES) {
    const { hoursAgo, ...fields } = message;
    const createdAt = ago(0, hoursAgo);
    await createContactMessage(
      { ...fields, createdAt, updatedAt: fields.status === "open" ? createdAt : ago(0, hoursAgo - 4) },
      tx,
    );
  }

  for (const article of assets.articles) {
    const cover = COVER_BY_NAME[article.cover];
    if (!cover) throw new Error(`seed article ${article.slug}: unknown cover ${article.cover}`);
    const published = article.status === "published";
    const publishedAt = published ? ago(article.publishedDaysAgo ?? 0, 2) : null;
    await createBlogArticle(
      {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        content: article.content,
        coverKey: assets.key(cover),
        status: article.status,
        language: article.language,
        publishedAt,
        createdAt: publishedAt ? new Date(publishedAt.getTime() - 3 * DAY) : ago(4),
      },
      tx,
    );
  }

  return {
    profiles: DEMO_PROFILES.map((p) => p.slug),
    articles: assets.articles.map((a) => a.slug),
  };
}
