import type { DemoProfileSource } from "../types.ts";

/** Karim Haddad, DJ and producer in Montpellier, with a detail page. */
export const karim: DemoProfileSource = {
  id: "karim",
  slug: "karim-haddad",
  firstName: "Karim",
  name: "Karim Haddad",
  title: { fr: "DJ & producteur", en: "DJ & producer" },
  avatar: "/demo/avatars/karim.webp",
  cover: "/demo/covers/karim.webp",
  location: { fr: "Montpellier, France", en: "Montpellier, France" },
  bio: {
    fr: "DJ depuis onze ans, je fais danser les mariages, les soirées d'entreprise et les festivals du Sud, de la house au funk en passant par les tubes que tout le monde attend. Je produis aussi ma propre musique, entre disco et sons méditerranéens.",
    en: "A DJ for eleven years, I get weddings, company parties and festivals in the South of France dancing, from house to funk and the hits everyone is waiting for. I also produce my own music, somewhere between disco and Mediterranean sounds.",
  },
  languages: ["fr", "en", "ar"],
  ratings: [150, 22, 4, 1, 0],
  socialLinks: [
    { platform: "instagram", handle: "@karimhaddad.dj" },
    { platform: "tiktok", handle: "@karimhaddad.dj" },
    { platform: "youtube", handle: "Karim Haddad" },
    { platform: "spotify", handle: "Karim Haddad" },
  ],
  workLinks: [
    {
      platform: "soundcloud",
      label: { fr: "Mixes et sets live", en: "Mixes and live sets" },
      url: "soundcloud.com/karimhaddad",
    },
    {
      platform: "spotify",
      label: { fr: "Mes productions", en: "My productions" },
      url: "open.spotify.com/artist/karimhaddad",
    },
    {
      platform: "website",
      label: { fr: "Formules mariage et soirée", en: "Wedding and party packages" },
      url: "karimhaddad-dj.fr/formules",
    },
    {
      platform: "calendly",
      label: { fr: "Vérifier une date", en: "Check a date" },
      url: "calendly.com/karimhaddad-dj",
    },
    {
      platform: "youtube",
      label: { fr: "Aftermovies", en: "Aftermovies" },
      url: "youtube.com/@karimhaddad",
    },
  ],
  portfolio: [
    {
      title: { fr: "Résidence au club Le Phare", en: "Residency at Le Phare club" },
      description: {
        fr: "Un vendredi par mois depuis 2021, des sets de quatre heures entre house et disco.",
        en: "One Friday a month since 2021, four-hour sets of house and disco.",
      },
      image: "/demo/portfolio/karim-1.webp",
    },
    {
      title: { fr: "Mariage sous les étoiles à Uzès", en: "Wedding under the stars in Uzès" },
      description: {
        fr: "Cocktail acoustique, dîner en musique puis une piste de danse pleine jusqu'à 4 heures.",
        en: "An acoustic cocktail hour, music over dinner, then a full dance floor until 4 a.m.",
      },
      image: "/demo/portfolio/karim-2.webp",
    },
    {
      title: { fr: "Set au coucher du soleil, festival Plage Sonore", en: "Sunset set at the Plage Sonore festival" },
      description: {
        fr: "Deux heures face à la mer devant 3 000 festivaliers.",
        en: "Two hours facing the sea in front of 3,000 festival-goers.",
      },
      image: "/demo/portfolio/karim-3.webp",
    },
    {
      title: { fr: "EP « Mistral »", en: "“Mistral” EP" },
      description: {
        fr: "Quatre titres entre disco et oud, plus de 300 000 écoutes en streaming.",
        en: "Four tracks blending disco and oud, more than 300,000 streams.",
      },
      image: "/demo/portfolio/karim-4.webp",
    },
    {
      title: { fr: "Ateliers de mix pour ados", en: "DJ workshops for teenagers" },
      description: {
        fr: "Des stages d'une semaine avec la maison des jeunes du quartier, pendant les vacances scolaires.",
        en: "Week-long courses with the local youth centre, during the school holidays.",
      },
      image: "/demo/portfolio/karim-5.webp",
    },
    {
      title: { fr: "Remix pour la chanteuse Lou Arnal", en: "Remix for singer Lou Arnal" },
      description: {
        fr: "Une version club de son single « Minuit », jouée en radio cet été.",
        en: "A club version of her single “Minuit”, played on the radio this summer.",
      },
      image: "/demo/portfolio/karim-6.webp",
    },
  ],
  reviews: [
    {
      id: "karim-r1",
      name: "Inès et Yanis A.",
      rating: 5,
      content: {
        fr: "Karim a su mélanger nos deux cultures sur la piste : raï, disco et tubes des années 2000, personne n'est resté assis !",
        en: "Karim blended our two cultures on the dance floor: raï, disco and 2000s hits, nobody stayed seated!",
      },
      type: "video",
      ageDays: 9,
      preview: "/demo/reviews/karim-r1.webp",
      durationSeconds: 72,
    },
    {
      id: "karim-r2",
      name: "Paul G.",
      rating: 5,
      content: {
        fr: "Soirée de fin d'année de l'agence réussie. Ponctuel, à l'écoute, et le son était parfait.",
        en: "Our agency's end-of-year party was a hit. On time, attentive, and the sound was perfect.",
      },
      type: "audio",
      ageDays: 33,
      durationSeconds: 36,
    },
    {
      id: "karim-r3",
      name: "Élodie F.",
      rating: 4,
      content: {
        fr: "Installation rapide et très propre dans une salle compliquée. Une playlist un peu trop house à mon goût en début de soirée, ajustée dès que je l'ai demandé.",
        en: "Quick, tidy set-up in a tricky room. A bit too much house for my taste early in the evening, adjusted as soon as I asked.",
      },
      type: "image",
      ageDays: 58,
      preview: "/demo/reviews/karim-r3.webp",
    },
    {
      id: "karim-r4",
      name: "Samir B.",
      rating: 5,
      content: {
        fr: "Le meilleur set de notre festival cette année, de l'avis de tout le public.",
        en: "The best set of our festival this year, according to the whole crowd.",
      },
      type: "video",
      ageDays: 95,
      preview: "/demo/reviews/karim-r4.webp",
      durationSeconds: 49,
    },
    {
      id: "karim-r5",
      name: "Chloé M.",
      rating: 5,
      content: {
        fr: "Il a joué notre chanson d'ouverture de bal dans une version remixée rien que pour nous. Inoubliable.",
        en: "He played our first-dance song in a version remixed just for us. Unforgettable.",
      },
      type: "audio",
      ageDays: 180,
      durationSeconds: 44,
    },
  ],
  skills: [
    { fr: "Mix open format", en: "Open-format mixing" },
    { fr: "House & nu-disco", en: "House & nu-disco" },
    { fr: "Mariages & soirées privées", en: "Weddings & private parties" },
    { fr: "Sonorisation", en: "Sound system set-up" },
    { fr: "Lumières d'ambiance", en: "Mood lighting" },
    { fr: "Production musicale", en: "Music production" },
    { fr: "Rekordbox", en: "Rekordbox" },
    { fr: "Ableton Live", en: "Ableton Live" },
    { fr: "Mixage & mastering", en: "Mixing & mastering" },
    { fr: "Animation micro bilingue", en: "Bilingual MC" },
  ],
  faqs: [
    {
      question: {
        fr: "Fournissez-vous le matériel son et lumière ?",
        en: "Do you bring the sound and lighting equipment?",
      },
      answer: {
        fr: "Oui, jusqu'à 300 personnes. Au-delà, je travaille avec un prestataire son de confiance.",
        en: "Yes, for up to 300 guests. Beyond that, I work with a sound company I trust.",
      },
    },
    {
      question: { fr: "Jusqu'à quelle heure jouez-vous ?", en: "How late do you play?" },
      answer: {
        fr: "Aussi tard que le lieu le permet. La formule comprend six heures de musique, les heures suivantes sont facturées à part.",
        en: "As late as the venue allows. The package includes six hours of music; extra hours are charged separately.",
      },
    },
    {
      question: { fr: "Peut-on vous donner une playlist ?", en: "Can we give you a playlist?" },
      answer: {
        fr: "Avec plaisir : vos incontournables, et surtout les titres à ne jamais passer. On en parle lors d'un appel un mois avant.",
        en: "Gladly: your must-plays, and above all the songs never to play. We go through it on a call a month before.",
      },
    },
  ],
  detail: {
    verified: true,
    responseTime: { fr: "Répond dans la journée", en: "Replies the same day" },
    availability: {
      fr: "Week-ends de 2026 en cours de réservation, semaine sur demande",
      en: "2026 weekends filling up, weekdays on request",
    },
    pricing: {
      fr: "Soirée d'entreprise dès 900 €, formule mariage dès 1 400 €",
      en: "Company parties from €900, wedding package from €1,400",
    },
    achievements: [
      { fr: "Résident du club Le Phare depuis 2021", en: "Resident DJ at Le Phare club since 2021" },
      { fr: "EP « Mistral » au-delà de 300 000 écoutes", en: "“Mistral” EP past 300,000 streams" },
      {
        fr: "Programmé trois années de suite au festival Plage Sonore",
        en: "Booked three years running at the Plage Sonore festival",
      },
    ],
    portfolioStats: [
      { value: 350, format: "plus", label: { fr: "soirées mixées", en: "parties played" } },
      { value: 11, label: { fr: "ans derrière les platines", en: "years behind the decks" } },
      { value: 300_000, format: "plus", label: { fr: "écoutes en streaming", en: "streams" } },
    ],
    reviewsByType: { video: 24, audio: 19, image: 31 },
    recommendPercent: 98,
    certifications: [
      {
        name: { fr: "Certification Ableton Live", en: "Ableton Live certification" },
        issuer: { fr: "Centre de formation MAO de Montpellier", en: "Montpellier computer music school" },
        year: 2019,
      },
      {
        name: {
          fr: "Formation gestion sonore et prévention des risques auditifs",
          en: "Sound level management and hearing protection",
        },
        issuer: { fr: "Réseau régional des musiques actuelles", en: "Regional contemporary music network" },
        year: 2022,
      },
    ],
  },
};
