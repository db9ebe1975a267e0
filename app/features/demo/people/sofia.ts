import type { DemoProfileSource } from "../types.ts";

/** Sofia Rossi, violinist and violin teacher in Nice. */
export const sofia: DemoProfileSource = {
  id: "sofia",
  slug: "sofia-rossi",
  firstName: "Sofia",
  name: "Sofia Rossi",
  title: { fr: "Violoniste & professeure de violon", en: "Violinist & violin teacher" },
  avatar: "/demo/avatars/sofia.webp",
  cover: "/demo/covers/sofia.webp",
  location: { fr: "Nice, France", en: "Nice, France" },
  bio: {
    fr: "Violoniste formée à Turin puis à Paris, je joue en quatuor pour les mariages et les réceptions, et en soliste avec des orchestres de la région. J'enseigne aussi le violon aux enfants comme aux adultes qui (re)commencent.",
    en: "A violinist trained in Turin and Paris, I play in a string quartet for weddings and receptions, and as a soloist with orchestras in the region. I also teach the violin to children and to adults starting (or starting again).",
  },
  languages: ["it", "fr", "en"],
  ratings: [39, 3, 0, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@sofia.rossi.violin" },
    { platform: "youtube", handle: "Sofia Rossi" },
    { platform: "spotify", handle: "Sofia Rossi" },
  ],
  workLinks: [
    {
      platform: "youtube",
      label: { fr: "Écouter le quatuor", en: "Listen to the quartet" },
      url: "youtube.com/@sofiarossiviolin",
    },
    {
      platform: "website",
      label: { fr: "Cours de violon", en: "Violin lessons" },
      url: "sofiarossi-violon.fr/cours",
    },
    {
      platform: "email",
      label: { fr: "Musique pour votre mariage", en: "Music for your wedding" },
      url: "contact@sofiarossi-violon.fr",
    },
  ],
  portfolio: [
    {
      title: { fr: "Quatuor Azur pour les mariages", en: "Quartetto Azur for weddings" },
      description: {
        fr: "Cérémonie, cocktail et première danse, de Vivaldi aux arrangements de chansons pop.",
        en: "Ceremony, drinks and first dance, from Vivaldi to arrangements of pop songs.",
      },
      image: "/demo/portfolio/sofia-1.webp",
    },
    {
      title: { fr: "Récital à l'opéra de Nice", en: "Recital at the Nice opera house" },
      description: {
        fr: "Sonates de Beethoven et de Fauré avec le pianiste Marco Bellini.",
        en: "Sonatas by Beethoven and Fauré with pianist Marco Bellini.",
      },
      image: "/demo/portfolio/sofia-2.webp",
    },
    {
      title: { fr: "Classe de violon", en: "Violin class" },
      description: {
        fr: "Une vingtaine d'élèves de 6 à 67 ans, et un concert de fin d'année très attendu.",
        en: "Around twenty students aged 6 to 67, and a much-awaited end-of-year concert.",
      },
      image: "/demo/portfolio/sofia-3.webp",
    },
  ],
  reviews: [
    {
      id: "sofia-r1",
      name: "Charlotte et Ben W.",
      rating: 5,
      content: {
        fr: "Le quatuor a joué notre chanson pour l'entrée à la mairie : toute la salle avait les larmes aux yeux.",
        en: "The quartet played our song as we walked into the town hall: the whole room was in tears.",
      },
      type: "video",
      ageDays: 22,
      preview: "/demo/reviews/sofia-r1.webp",
      durationSeconds: 88,
    },
    {
      id: "sofia-r2",
      name: "Martine D.",
      rating: 5,
      content: {
        fr: "J'ai repris le violon à 60 ans avec Sofia. Elle est patiente, précise et tellement encourageante.",
        en: "I took up the violin again at 60 with Sofia. She is patient, precise and so encouraging.",
      },
      type: "audio",
      ageDays: 66,
      durationSeconds: 45,
    },
    {
      id: "sofia-r3",
      name: "Gabriel F.",
      rating: 4,
      content: {
        fr: "Mon fils a réussi son entrée au conservatoire après deux ans de cours. Merci pour la préparation !",
        en: "My son got into the conservatoire after two years of lessons. Thank you for preparing him!",
      },
      type: "image",
      ageDays: 150,
      preview: "/demo/reviews/sofia-r3.webp",
    },
  ],
  skills: [
    { fr: "Violon classique", en: "Classical violin" },
    { fr: "Musique de chambre", en: "Chamber music" },
    { fr: "Mariages et cérémonies", en: "Weddings and ceremonies" },
    { fr: "Arrangements pop", en: "Pop arrangements" },
    { fr: "Cours enfants et adultes", en: "Lessons for children and adults" },
    { fr: "Préparation aux concours", en: "Audition preparation" },
    { fr: "Alto", en: "Viola" },
  ],
  faqs: [
    {
      question: { fr: "Peut-on choisir les morceaux du mariage ?", en: "Can we choose the pieces for our wedding?" },
      answer: {
        fr: "Oui, à partir de notre répertoire de 150 titres, ou avec un arrangement sur mesure de votre chanson.",
        en: "Yes, from our repertoire of 150 pieces, or with a custom arrangement of your song.",
      },
    },
    {
      question: { fr: "Faut-il avoir son violon pour commencer ?", en: "Do I need my own violin to start?" },
      answer: {
        fr: "Non, je vous aide à en louer un à la bonne taille chez un luthier partenaire.",
        en: "No, I help you rent one in the right size from a partner violin maker.",
      },
    },
  ],
};
