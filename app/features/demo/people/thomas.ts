import type { DemoProfileSource } from "../types.ts";

/** Thomas Girard, fitness coach and personal trainer in Lille. */
export const thomas: DemoProfileSource = {
  id: "thomas",
  slug: "thomas-girard",
  firstName: "Thomas",
  name: "Thomas Girard",
  title: { fr: "Coach sportif & préparateur physique", en: "Fitness coach & personal trainer" },
  avatar: "/demo/avatars/thomas.webp",
  cover: "/demo/covers/thomas.webp",
  location: { fr: "Lille, France", en: "Lille, France" },
  bio: {
    fr: "Coach diplômé d'État, j'accompagne des débutants comme des sportifs confirmés, à domicile, en extérieur ou en petit groupe. Chaque programme part de vos objectifs et de votre emploi du temps, pas d'un modèle tout fait.",
    en: "A state-qualified coach, I train beginners and seasoned athletes alike, at home, outdoors or in small groups. Every programme starts from your goals and your schedule, not from a template.",
  },
  languages: ["fr", "en"],
  ratings: [88, 12, 3, 1, 0],
  socialLinks: [
    { platform: "instagram", handle: "@thomas.coach.lille" },
    { platform: "tiktok", handle: "@thomasgirardcoach" },
    { platform: "youtube", handle: "Thomas Girard Coaching" },
  ],
  workLinks: [
    {
      platform: "calendly",
      label: { fr: "Séance découverte offerte", en: "Free first session" },
      url: "calendly.com/thomas-girard-coach",
    },
    {
      platform: "website",
      label: { fr: "Programmes et tarifs", en: "Programmes and prices" },
      url: "thomasgirard-coaching.fr",
    },
    {
      platform: "whatsapp",
      label: { fr: "Poser une question", en: "Ask a question" },
      url: "wa.me/33639981145",
    },
  ],
  portfolio: [
    {
      title: { fr: "Préparation au semi-marathon de Lille", en: "Lille half-marathon training" },
      description: {
        fr: "Douze semaines de plan pour un groupe de huit coureurs, tous arrivés au bout.",
        en: "A twelve-week plan for a group of eight runners, all of whom crossed the finish line.",
      },
      image: "/demo/portfolio/thomas-1.webp",
    },
    {
      title: { fr: "Reprise du sport après un problème cardiaque", en: "Back to exercise after a heart condition" },
      description: {
        fr: "Un suivi progressif, en lien avec le cardiologue, pour retrouver souffle et confiance.",
        en: "Gradual training, in touch with the cardiologist, to regain stamina and confidence.",
      },
      image: "/demo/portfolio/thomas-2.webp",
    },
    {
      title: { fr: "Suivi de progression sur six mois", en: "Six months of tracked progress" },
      description: {
        fr: "Bilans mensuels, force, mobilité et cardio : des progrès que l'on mesure, pas seulement que l'on ressent.",
        en: "Monthly check-ins on strength, mobility and cardio: progress you can measure, not just feel.",
      },
      image: "/demo/portfolio/thomas-3.webp",
    },
    {
      title: { fr: "Séances express de 30 minutes", en: "30-minute express sessions" },
      description: {
        fr: "Un format pensé pour la pause déjeuner, proposé dans trois entreprises de la métropole.",
        en: "A lunch-break format, offered in three companies around Lille.",
      },
      image: "/demo/portfolio/thomas-4.webp",
    },
  ],
  reviews: [
    {
      id: "thomas-r1",
      name: "Nicolas H.",
      rating: 5,
      content: {
        fr: "J'ai perdu huit kilos et surtout j'ai pris goût au sport. Thomas sait motiver sans jamais crier.",
        en: "I lost eight kilos and, above all, learnt to enjoy exercise. Thomas motivates you without ever shouting.",
      },
      type: "video",
      ageDays: 25,
      preview: "/demo/reviews/thomas-r1.webp",
      durationSeconds: 61,
    },
    {
      id: "thomas-r2",
      name: "Sandrine M.",
      rating: 5,
      content: {
        fr: "Mes premières tractions à 45 ans ! Des séances variées, jamais ennuyeuses.",
        en: "My first pull-ups at 45! Varied sessions, never boring.",
      },
      type: "image",
      ageDays: 70,
      preview: "/demo/reviews/thomas-r2.webp",
    },
    {
      id: "thomas-r3",
      name: "Kevin D.",
      rating: 4,
      content: {
        fr: "Très bon coach, programme sérieux. Les créneaux du soir sont vite pris, il faut réserver tôt.",
        en: "A very good coach with a serious programme. Evening slots go quickly, so book early.",
      },
      type: "audio",
      ageDays: 130,
      durationSeconds: 29,
    },
  ],
  skills: [
    { fr: "Renforcement musculaire", en: "Strength training" },
    { fr: "Perte de poids", en: "Weight loss" },
    { fr: "Préparation course à pied", en: "Running preparation" },
    { fr: "Mobilité", en: "Mobility" },
    { fr: "Sport santé", en: "Exercise for health" },
    { fr: "Cours collectifs", en: "Group classes" },
    { fr: "Coaching en ligne", en: "Online coaching" },
  ],
  faqs: [
    {
      question: { fr: "Faut-il du matériel à la maison ?", en: "Do I need equipment at home?" },
      answer: {
        fr: "Non, j'apporte tout ce qu'il faut : élastiques, kettlebells et tapis.",
        en: "No, I bring everything needed: bands, kettlebells and mats.",
      },
    },
    {
      question: { fr: "Les séances sont-elles remboursées ?", en: "Are sessions covered by insurance?" },
      answer: {
        fr: "Certaines mutuelles participent au sport sur ordonnance : je vous fournis une facture détaillée.",
        en: "Some French health insurers contribute to prescribed exercise: I provide a detailed invoice.",
      },
    },
  ],
};
