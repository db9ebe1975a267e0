import type { DemoProfileSource } from "../types.ts";

/** Hugo Lambert, actor and voice-over artist in Paris (no detail page). */
export const hugo: DemoProfileSource = {
  id: "hugo",
  slug: "hugo-lambert",
  firstName: "Hugo",
  name: "Hugo Lambert",
  title: { fr: "Comédien & voix off", en: "Actor & voice-over artist" },
  avatar: "/demo/avatars/hugo.webp",
  cover: "/demo/covers/hugo.webp",
  location: { fr: "Paris, France", en: "Paris, France" },
  bio: {
    fr: "Comédien formé au conservatoire du 10e arrondissement, je joue au théâtre, dans des courts métrages et prête ma voix à des documentaires et des publicités. J'anime aussi des ateliers d'improvisation pour les entreprises et les lycées.",
    en: "Trained at a Paris drama conservatoire, I act on stage and in short films, and lend my voice to documentaries and adverts. I also run improvisation workshops for companies and secondary schools.",
  },
  languages: ["fr", "en"],
  ratings: [38, 6, 1, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@hugolambert.comedien" },
    { platform: "youtube", handle: "Hugo Lambert" },
    { platform: "linkedin", handle: "hugo-lambert-comedien" },
  ],
  workLinks: [
    {
      platform: "vimeo",
      label: { fr: "Ma bande démo", en: "My showreel" },
      url: "vimeo.com/hugolambert",
    },
    {
      platform: "soundcloud",
      label: { fr: "Extraits de voix off", en: "Voice-over samples" },
      url: "soundcloud.com/hugolambert-voix",
    },
    {
      platform: "email",
      label: { fr: "Contact et disponibilités", en: "Contact and availability" },
      url: "contact@hugolambert.fr",
    },
  ],
  portfolio: [
    {
      title: { fr: "Court métrage « Les Heures creuses »", en: "Short film “Off-Peak Hours”" },
      description: {
        fr: "Rôle principal d'un veilleur de nuit, sélectionné dans quatre festivals en 2024.",
        en: "Lead role as a night watchman, selected for four festivals in 2024.",
      },
      image: "/demo/portfolio/hugo-1.webp",
    },
    {
      title: { fr: "Tournée du « Malade imaginaire »", en: "“The Imaginary Invalid” on tour" },
      description: {
        fr: "Argan dans une mise en scène contemporaine, 60 dates en France et en Belgique.",
        en: "Argan in a contemporary staging, 60 dates in France and Belgium.",
      },
      image: "/demo/portfolio/hugo-2.webp",
    },
    {
      title: { fr: "Voix off d'un documentaire animalier", en: "Voice-over for a wildlife documentary" },
      description: {
        fr: "Narration de 52 minutes en français et en anglais pour une chaîne de télévision.",
        en: "A 52-minute narration in French and English for a television channel.",
      },
      image: "/demo/portfolio/hugo-3.webp",
    },
    {
      title: { fr: "Ateliers d'improvisation en entreprise", en: "Improv workshops for companies" },
      description: {
        fr: "Prise de parole, écoute et confiance en soi, en demi-journées pour des équipes de 8 à 20 personnes.",
        en: "Public speaking, listening and self-confidence, in half-day sessions for teams of 8 to 20.",
      },
      image: "/demo/portfolio/hugo-4.webp",
    },
  ],
  reviews: [
    {
      id: "hugo-r1",
      name: "Sophie V.",
      rating: 5,
      content: {
        fr: "Hugo a trouvé le ton juste dès la deuxième prise. Une voix chaleureuse, et une grande écoute des indications.",
        en: "Hugo found the right tone by the second take. A warm voice, and he really listens to direction.",
      },
      type: "video",
      ageDays: 20,
      preview: "/demo/reviews/hugo-r1.webp",
      durationSeconds: 58,
    },
    {
      id: "hugo-r2",
      name: "Marc D.",
      rating: 5,
      content: {
        fr: "Notre équipe est ressortie de l'atelier d'impro soudée et détendue. On le refera l'an prochain.",
        en: "Our team came out of the improv workshop closer and more relaxed. We will do it again next year.",
      },
      type: "audio",
      ageDays: 64,
      durationSeconds: 41,
    },
    {
      id: "hugo-r3",
      name: "Nadia K.",
      rating: 4,
      content: {
        fr: "Une intervention très appréciée par mes élèves de première. Ils parlent encore des exercices de groupe.",
        en: "My sixth-form students loved the session. They still talk about the group exercises.",
      },
      type: "image",
      ageDays: 110,
      preview: "/demo/reviews/hugo-r3.webp",
    },
  ],
  skills: [
    { fr: "Théâtre classique", en: "Classical theatre" },
    { fr: "Jeu face caméra", en: "Screen acting" },
    { fr: "Voix off", en: "Voice-over" },
    { fr: "Doublage", en: "Dubbing" },
    { fr: "Improvisation", en: "Improvisation" },
    { fr: "Anglais courant", en: "Fluent English" },
    { fr: "Escrime de scène", en: "Stage combat" },
  ],
  faqs: [
    {
      question: { fr: "Avez-vous un home studio ?", en: "Do you have a home studio?" },
      answer: {
        fr: "Oui, une cabine traitée avec un micro de studio : je livre des fichiers prêts à monter sous 48 heures.",
        en: "Yes, a treated booth with a studio microphone: I deliver files ready to edit within 48 hours.",
      },
    },
    {
      question: { fr: "Les ateliers s'adaptent-ils aux débutants ?", en: "Are the workshops suitable for beginners?" },
      answer: {
        fr: "Tout à fait, ils sont pensés pour des personnes qui n'ont jamais fait de théâtre.",
        en: "Absolutely, they are designed for people who have never done any acting.",
      },
    },
  ],
};
