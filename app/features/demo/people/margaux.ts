import type { DemoProfileSource } from "../types.ts";

/** Margaux Petit, freelance copywriter in Rennes. */
export const margaux: DemoProfileSource = {
  id: "margaux",
  slug: "margaux-petit",
  firstName: "Margaux",
  name: "Margaux Petit",
  title: { fr: "Copywriter & rédactrice web", en: "Copywriter & web content writer" },
  avatar: "/demo/avatars/margaux.webp",
  cover: "/demo/covers/margaux.webp",
  location: { fr: "Rennes, France", en: "Rennes, France" },
  bio: {
    fr: "J'écris des textes qui donnent envie d'acheter sans jamais forcer la main : pages de vente, newsletters, fiches produits et contenus de blog. Je travaille surtout avec des marques engagées et des indépendants qui veulent parler comme eux.",
    en: "I write copy that makes people want to buy without ever being pushy: sales pages, newsletters, product descriptions and blog content. I mostly work with purpose-driven brands and freelancers who want to sound like themselves.",
  },
  languages: ["fr", "en"],
  ratings: [44, 9, 2, 0, 0],
  socialLinks: [
    { platform: "linkedin", handle: "margaux-petit-copywriter" },
    { platform: "instagram", handle: "@margaux.ecrit" },
  ],
  workLinks: [
    {
      platform: "website",
      label: { fr: "Mon portfolio", en: "My portfolio" },
      url: "margauxpetit-redaction.fr",
    },
    {
      platform: "malt",
      label: { fr: "Me confier une mission", en: "Hire me for a project" },
      url: "malt.fr/profile/margauxpetit",
    },
    {
      platform: "linkedin",
      label: { fr: "Mes conseils d'écriture", en: "My writing tips" },
      url: "linkedin.com/in/margaux-petit-copywriter",
    },
    {
      platform: "email",
      label: { fr: "Parler de votre projet", en: "Tell me about your project" },
      url: "hello@margauxpetit-redaction.fr",
    },
  ],
  portfolio: [
    {
      title: { fr: "Refonte des pages d'un site e-commerce", en: "Rewriting an online shop's pages" },
      description: {
        fr: "Page d'accueil, à propos et 40 fiches produits pour une marque de céramique : +35 % de ventes en trois mois.",
        en: "Home page, about page and 40 product descriptions for a ceramics brand: sales up 35% in three months.",
      },
      image: "/demo/portfolio/margaux-1.webp",
    },
    {
      title: { fr: "Newsletter hebdomadaire d'une librairie", en: "Weekly newsletter for a bookshop" },
      description: {
        fr: "Un ton complice et des coups de cœur, avec un taux d'ouverture passé de 28 à 46 %.",
        en: "A friendly tone and staff picks, with an open rate up from 28 to 46%.",
      },
      image: "/demo/portfolio/margaux-2.webp",
    },
    {
      title: { fr: "Livre blanc sur la rénovation énergétique", en: "White paper on energy renovation" },
      description: {
        fr: "Vingt pages claires pour expliquer les aides aux particuliers, pour une coopérative d'artisans.",
        en: "Twenty clear pages explaining grants for homeowners, written for a cooperative of tradespeople.",
      },
      image: "/demo/portfolio/margaux-3.webp",
    },
    {
      title: {
        fr: "Identité verbale d'une marque de cosmétiques bio",
        en: "Brand voice for an organic skincare label",
      },
      description: {
        fr: "Charte éditoriale, slogans et textes d'emballage, du flacon au carton d'expédition.",
        en: "Editorial guidelines, taglines and packaging copy, from the bottle to the shipping box.",
      },
      image: "/demo/portfolio/margaux-4.webp",
    },
    {
      title: {
        fr: "Adaptation anglais-français d'un site de voyage",
        en: "English-to-French adaptation of a travel site",
      },
      description: {
        fr: "Pas une traduction mot à mot : des textes réécrits pour des lecteurs français.",
        en: "Not a word-for-word translation: copy rewritten for French readers.",
      },
      image: "/demo/portfolio/margaux-5.webp",
    },
  ],
  reviews: [
    {
      id: "margaux-r1",
      name: "Pauline C.",
      rating: 5,
      content: {
        fr: "Ma page de vente est enfin claire, et mes clients me disent qu'ils s'y reconnaissent. Les inscriptions ont doublé.",
        en: "My sales page is finally clear, and my clients tell me they recognise themselves in it. Sign-ups have doubled.",
      },
      type: "image",
      ageDays: 18,
      preview: "/demo/reviews/margaux-r1.webp",
    },
    {
      id: "margaux-r2",
      name: "Olivier N.",
      rating: 4,
      content: {
        fr: "Des textes efficaces et bien construits. Il a fallu deux allers-retours pour trouver le bon ton, mais le résultat en valait la peine.",
        en: "Effective, well-built copy. It took two rounds to find the right tone, but the result was worth it.",
      },
      type: "audio",
      ageDays: 47,
      durationSeconds: 33,
    },
    {
      id: "margaux-r3",
      name: "Hélène G.",
      rating: 5,
      content: {
        fr: "Margaux a compris notre librairie mieux que nous-mêmes. Nos lecteurs attendent la newsletter chaque vendredi.",
        en: "Margaux understood our bookshop better than we did. Our readers look forward to the newsletter every Friday.",
      },
      type: "video",
      ageDays: 90,
      preview: "/demo/reviews/margaux-r3.webp",
      durationSeconds: 55,
    },
    {
      id: "margaux-r4",
      name: "Lucas F.",
      rating: 5,
      content: {
        fr: "Rigoureuse, rapide et toujours de bon conseil. Notre charte éditoriale sert désormais à toute l'équipe.",
        en: "Thorough, quick and always full of good advice. Our editorial guidelines are now used by the whole team.",
      },
      type: "image",
      ageDays: 200,
      preview: "/demo/reviews/margaux-r4.webp",
    },
  ],
  skills: [
    { fr: "Pages de vente", en: "Sales pages" },
    { fr: "Newsletters", en: "Newsletters" },
    { fr: "Fiches produits", en: "Product descriptions" },
    { fr: "Référencement naturel (SEO)", en: "Search engine optimisation (SEO)" },
    { fr: "Identité verbale", en: "Brand voice" },
    { fr: "Storytelling", en: "Storytelling" },
    { fr: "Adaptation anglais-français", en: "English-to-French adaptation" },
  ],
  faqs: [
    {
      question: { fr: "Combien coûte une page de vente ?", en: "How much does a sales page cost?" },
      answer: {
        fr: "Entre 600 et 1 200 € selon la longueur et le travail de recherche. Le devis est gratuit et détaillé.",
        en: "Between €600 and €1,200 depending on length and research. The quote is free and detailed.",
      },
    },
    {
      question: { fr: "Combien de révisions sont incluses ?", en: "How many revisions are included?" },
      answer: {
        fr: "Deux séries de corrections, et un appel pour en parler de vive voix.",
        en: "Two rounds of edits, plus a call to talk them through.",
      },
    },
    {
      question: { fr: "Écrivez-vous aussi en anglais ?", en: "Do you also write in English?" },
      answer: {
        fr: "Je relis et j'adapte de l'anglais vers le français ; pour un texte en anglais, je travaille avec une rédactrice native.",
        en: "I proofread and adapt from English into French; for copy in English, I team up with a native writer.",
      },
    },
  ],
};
