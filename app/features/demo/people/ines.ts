import type { DemoProfileSource } from "../types.ts";

/** Inès Carvalho, yoga teacher in Biarritz (exactly six skills: no "+N" on the phone). */
export const ines: DemoProfileSource = {
  id: "ines",
  slug: "ines-carvalho",
  firstName: "Inès",
  name: "Inès Carvalho",
  title: { fr: "Professeure de yoga", en: "Yoga teacher" },
  avatar: "/demo/avatars/ines.webp",
  cover: "/demo/covers/ines.webp",
  location: { fr: "Biarritz, France", en: "Biarritz, France" },
  bio: {
    fr: "Je donne des cours de yoga vinyasa et de yoga doux à Biarritz, en studio, sur la plage ou en visio. J'accompagne aussi les futures mamans et j'organise des retraites au Pays basque.",
    en: "I teach vinyasa and gentle yoga in Biarritz, in the studio, on the beach or online. I also support mothers-to-be and run retreats in the Basque Country.",
  },
  languages: ["fr", "pt", "en"],
  ratings: [61, 7, 1, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@ines.yoga.biarritz" },
    { platform: "youtube", handle: "Inès Carvalho Yoga" },
  ],
  workLinks: [
    {
      platform: "calendly",
      label: { fr: "Réserver un cours", en: "Book a class" },
      url: "calendly.com/ines-carvalho-yoga",
    },
    {
      platform: "website",
      label: { fr: "Planning et retraites", en: "Timetable and retreats" },
      url: "inescarvalho-yoga.fr",
    },
    {
      platform: "youtube",
      label: { fr: "Séances gratuites en vidéo", en: "Free video sessions" },
      url: "youtube.com/@inescarvalhoyoga",
    },
  ],
  portfolio: [
    {
      title: { fr: "Yoga face à l'océan", en: "Yoga facing the ocean" },
      description: {
        fr: "Des séances au lever du soleil sur la plage de la Côte des Basques, de mai à octobre.",
        en: "Sunrise sessions on the Côte des Basques beach, from May to October.",
      },
      image: "/demo/portfolio/ines-1.webp",
    },
    {
      title: { fr: "Retraite dans la vallée d'Aspe", en: "Retreat in the Aspe valley" },
      description: {
        fr: "Quatre jours de yoga, de marche et de cuisine végétarienne dans un gîte de montagne.",
        en: "Four days of yoga, walking and vegetarian food in a mountain lodge.",
      },
      image: "/demo/portfolio/ines-2.webp",
    },
    {
      title: { fr: "Yoga prénatal", en: "Prenatal yoga" },
      description: {
        fr: "Un cycle de huit séances pour préparer le corps et la respiration à l'accouchement.",
        en: "A series of eight sessions to prepare body and breath for giving birth.",
      },
      image: "/demo/portfolio/ines-3.webp",
    },
  ],
  reviews: [
    {
      id: "ines-r1",
      name: "Aurélie P.",
      rating: 5,
      content: {
        fr: "Les cours du dimanche matin sont devenus mon rituel. Inès adapte chaque posture à mon dos fragile.",
        en: "The Sunday morning classes have become my ritual. Inès adapts every pose to my weak back.",
      },
      type: "audio",
      ageDays: 16,
      durationSeconds: 39,
    },
    {
      id: "ines-r2",
      name: "Emma L.",
      rating: 5,
      content: {
        fr: "Le yoga prénatal m'a tellement aidée pendant ma grossesse, et encore plus le jour de l'accouchement.",
        en: "Prenatal yoga helped me so much during my pregnancy, and even more on the day I gave birth.",
      },
      type: "video",
      ageDays: 52,
      preview: "/demo/reviews/ines-r2.webp",
      durationSeconds: 63,
    },
    {
      id: "ines-r3",
      name: "Jean-Marc S.",
      rating: 4,
      content: {
        fr: "Retraite ressourçante et repas délicieux. J'aurais aimé un peu plus de temps libre entre les séances.",
        en: "A restorative retreat with delicious meals. I would have liked a little more free time between sessions.",
      },
      type: "image",
      ageDays: 120,
      preview: "/demo/reviews/ines-r3.webp",
    },
  ],
  skills: [
    { fr: "Vinyasa", en: "Vinyasa" },
    { fr: "Yoga doux", en: "Gentle yoga" },
    { fr: "Yoga prénatal", en: "Prenatal yoga" },
    { fr: "Respiration et pranayama", en: "Breathing and pranayama" },
    { fr: "Méditation", en: "Meditation" },
    { fr: "Retraites", en: "Retreats" },
  ],
  faqs: [
    {
      question: { fr: "Faut-il avoir déjà pratiqué ?", en: "Do I need any experience?" },
      answer: {
        fr: "Non, chaque cours propose des variantes pour débuter comme pour progresser.",
        en: "No, every class offers variations for beginners and for more experienced students.",
      },
    },
    {
      question: { fr: "Que se passe-t-il s'il pleut ?", en: "What happens if it rains?" },
      answer: {
        fr: "Les cours sur la plage passent au studio, à cinq minutes à pied. Vous êtes prévenus par SMS la veille.",
        en: "Beach classes move to the studio, a five-minute walk away. You get a text the evening before.",
      },
    },
  ],
};
