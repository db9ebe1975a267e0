import type { DemoProfileSource } from "../types.ts";

/** Amina Diallo, dietitian and nutritionist in Toulouse (80 reviews). */
export const amina: DemoProfileSource = {
  id: "amina",
  slug: "amina-diallo",
  firstName: "Amina",
  name: "Amina Diallo",
  title: { fr: "Diététicienne-nutritionniste", en: "Dietitian & nutritionist" },
  avatar: "/demo/avatars/amina.webp",
  cover: "/demo/covers/amina.webp",
  location: { fr: "Toulouse, France", en: "Toulouse, France" },
  bio: {
    fr: "Diététicienne diplômée, je vous aide à manger mieux sans régime ni frustration, en consultation à Toulouse ou en visio. J'accompagne aussi les sportifs et j'anime des ateliers de cuisine pour les familles.",
    en: "A qualified dietitian, I help you eat better without diets or frustration, in my Toulouse practice or by video call. I also work with athletes and run cooking workshops for families.",
  },
  languages: ["fr", "en", "wo"],
  ratings: [68, 10, 2, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@amina.nutrition" },
    { platform: "facebook", handle: "Amina Diallo Diététicienne" },
  ],
  workLinks: [
    {
      platform: "calendly",
      label: { fr: "Prendre rendez-vous", en: "Book an appointment" },
      url: "calendly.com/amina-diallo-dieteticienne",
    },
    {
      platform: "website",
      label: { fr: "Mes recettes de saison", en: "My seasonal recipes" },
      url: "aminadiallo-nutrition.fr/recettes",
    },
    {
      platform: "email",
      label: { fr: "Ateliers pour entreprises", en: "Workshops for companies" },
      url: "ateliers@aminadiallo-nutrition.fr",
    },
  ],
  portfolio: [
    {
      title: { fr: "Rééquilibrage alimentaire en douceur", en: "Gently rebalancing your diet" },
      description: {
        fr: "Un suivi de trois mois, sans aliment interdit, avec des menus adaptés à toute la famille.",
        en: "Three months of follow-up with no forbidden foods, and menus the whole family can eat.",
      },
      image: "/demo/portfolio/amina-1.webp",
    },
    {
      title: { fr: "Nutrition du sportif", en: "Sports nutrition" },
      description: {
        fr: "Plans alimentaires pour un club de rugby amateur, de l'entraînement au jour du match.",
        en: "Eating plans for an amateur rugby club, from training to match day.",
      },
      image: "/demo/portfolio/amina-2.webp",
    },
    {
      title: { fr: "Salades complètes pour le bureau", en: "Filling salads for the office" },
      description: {
        fr: "Un livret de 20 recettes équilibrées, prêtes en dix minutes la veille au soir.",
        en: "A booklet of 20 balanced recipes, ready in ten minutes the evening before.",
      },
      image: "/demo/portfolio/amina-3.webp",
    },
    {
      title: { fr: "Atelier batch cooking en famille", en: "Family batch-cooking workshop" },
      description: {
        fr: "Deux heures pour préparer les repas de la semaine, avec les enfants aux fourneaux.",
        en: "Two hours to cook the week's meals, with the children at the stove.",
      },
      image: "/demo/portfolio/amina-4.webp",
    },
  ],
  reviews: [
    {
      id: "amina-r1",
      name: "Fatou S.",
      rating: 5,
      content: {
        fr: "Pour la première fois, je ne me sens pas au régime. Amina écoute vraiment et ne juge jamais.",
        en: "For the first time, I don't feel like I'm on a diet. Amina really listens and never judges.",
      },
      type: "audio",
      ageDays: 14,
      durationSeconds: 47,
    },
    {
      id: "amina-r2",
      name: "Romain V.",
      rating: 5,
      content: {
        fr: "Mes performances en trail ont changé depuis que je mange correctement avant et après l'effort.",
        en: "My trail running has changed since I started eating properly before and after races.",
      },
      type: "video",
      ageDays: 60,
      preview: "/demo/reviews/amina-r2.webp",
      durationSeconds: 76,
    },
    {
      id: "amina-r3",
      name: "Claire-Anne B.",
      rating: 4,
      content: {
        fr: "Des recettes simples que mes enfants mangent sans discuter. J'aurais aimé un peu plus de suivi entre les rendez-vous.",
        en: "Simple recipes my children eat without a fuss. I would have liked a little more contact between appointments.",
      },
      type: "image",
      ageDays: 105,
      preview: "/demo/reviews/amina-r3.webp",
    },
  ],
  skills: [
    { fr: "Rééquilibrage alimentaire", en: "Balanced eating" },
    { fr: "Nutrition du sportif", en: "Sports nutrition" },
    { fr: "Alimentation végétarienne", en: "Vegetarian diets" },
    { fr: "Troubles digestifs", en: "Digestive problems" },
    { fr: "Nutrition de l'enfant", en: "Children's nutrition" },
    { fr: "Ateliers cuisine", en: "Cooking workshops" },
    { fr: "Consultations en visio", en: "Video consultations" },
  ],
  faqs: [
    {
      question: { fr: "Les consultations sont-elles remboursées ?", en: "Are consultations reimbursed?" },
      answer: {
        fr: "La plupart des mutuelles remboursent plusieurs séances par an. Je vous remets une facture à chaque rendez-vous.",
        en: "Most French health insurers cover several sessions a year. I give you an invoice at every appointment.",
      },
    },
    {
      question: { fr: "Combien de rendez-vous faut-il prévoir ?", en: "How many appointments should I plan for?" },
      answer: {
        fr: "Un premier bilan d'une heure, puis trois à cinq suivis de 30 minutes sur quelques mois.",
        en: "A one-hour first assessment, then three to five 30-minute follow-ups over a few months.",
      },
    },
  ],
};
