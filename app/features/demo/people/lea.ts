import type { DemoProfileSource } from "../types.ts";

/** Léa Moreau, wedding planner in Lyon: the first profile of the demo, with a detail page. */
export const lea: DemoProfileSource = {
  id: "lea",
  slug: "lea-moreau",
  firstName: "Léa",
  name: "Léa Moreau",
  title: {
    fr: "Wedding planner & organisatrice d'événements",
    en: "Wedding planner & event organiser",
  },
  avatar: "/demo/avatars/lea.webp",
  cover: "/demo/covers/lea.webp",
  location: { fr: "Lyon, France", en: "Lyon, France" },
  bio: {
    fr: "J'organise des mariages et des fêtes de famille à Lyon et partout en France, de la recherche du lieu jusqu'au dernier slow. Mon métier : que vous profitiez de votre journée pendant que je veille à chaque détail. Je travaille en français, en anglais et en italien.",
    en: "I plan weddings and family celebrations in Lyon and across France, from finding the venue to the last slow dance. My job is to let you enjoy your day while I take care of every detail. I work in French, English and Italian.",
  },
  languages: ["fr", "en", "it"],
  ratings: [112, 9, 1, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@lea.moreau.mariages" },
    { platform: "facebook", handle: "Léa Moreau Mariages" },
    { platform: "tiktok", handle: "@leamoreau.wedding" },
  ],
  workLinks: [
    {
      platform: "website",
      label: { fr: "Mes formules d'accompagnement", en: "My planning packages" },
      url: "leamoreau-mariages.fr",
    },
    {
      platform: "calendly",
      label: { fr: "Réserver un premier rendez-vous", en: "Book a first meeting" },
      url: "calendly.com/lea-moreau",
    },
    {
      platform: "whatsapp",
      label: { fr: "M'écrire sur WhatsApp", en: "Message me on WhatsApp" },
      url: "wa.me/33639981021",
    },
    {
      platform: "email",
      label: { fr: "Demander un devis", en: "Ask for a quote" },
      url: "bonjour@leamoreau-mariages.fr",
    },
  ],
  portfolio: [
    {
      title: { fr: "Mariage champêtre et fleurs des champs", en: "Country wedding with wild flowers" },
      description: {
        fr: "Arche fleurie, bouquets de saison et centres de table composés avec une fleuriste de la Drôme pour 90 invités.",
        en: "A flower arch, seasonal bouquets and centrepieces designed with a florist from the Drôme for 90 guests.",
      },
      image: "/demo/portfolio/lea-1.webp",
    },
    {
      title: { fr: "Cérémonie au bord du lac d'Annecy", en: "Ceremony on Lake Annecy" },
      description: {
        fr: "Arrivée des mariés en bateau, cérémonie laïque sur le ponton et cocktail face aux montagnes.",
        en: "The couple arrived by boat, with a secular ceremony on the jetty and drinks facing the mountains.",
      },
      image: "/demo/portfolio/lea-2.webp",
    },
    {
      title: { fr: "Réception dans un domaine du Beaujolais", en: "Reception at a Beaujolais wine estate" },
      description: {
        fr: "Dîner entre les vignes, dégustation avec le vigneron et plan de table pensé pour deux familles franco-italiennes.",
        en: "Dinner among the vines, a tasting with the winemaker and a seating plan for two French and Italian families.",
      },
      image: "/demo/portfolio/lea-3.webp",
    },
    {
      title: { fr: "Brunch du lendemain", en: "Day-after brunch" },
      description: {
        fr: "Viennoiseries, jus pressés et jeux de plein air pour prolonger la fête en douceur.",
        en: "Pastries, fresh juices and garden games to make the celebration last a little longer.",
      },
      image: "/demo/portfolio/lea-4.webp",
    },
    {
      title: { fr: "Soirée aux chandelles en hiver", en: "Candlelit winter evening" },
      description: {
        fr: "Un mariage de décembre dans une grange chauffée, éclairée par plus de 300 bougies.",
        en: "A December wedding in a heated barn, lit by more than 300 candles.",
      },
      image: "/demo/portfolio/lea-5.webp",
    },
    {
      title: { fr: "Renouvellement de vœux, 25 ans après", en: "Renewing their vows, 25 years on" },
      description: {
        fr: "Une surprise préparée avec les enfants du couple, jusqu'aux alliances gravées à nouveau.",
        en: "A surprise prepared with the couple's children, down to newly engraved rings.",
      },
      image: "/demo/portfolio/lea-6.webp",
    },
  ],
  reviews: [
    {
      id: "lea-r1",
      name: "Camille R.",
      rating: 5,
      content: {
        fr: "Léa a tout géré, des prestataires au rétroplanning. Le jour J, nous n'avons eu qu'à profiter. Merci pour votre calme et votre bonne humeur !",
        en: "Léa handled everything, from suppliers to the schedule. On the day, all we had to do was enjoy ourselves. Thank you for your calm and your good mood!",
      },
      type: "video",
      ageDays: 12,
      preview: "/demo/reviews/lea-r1.webp",
      durationSeconds: 84,
    },
    {
      id: "lea-r2",
      name: "Julien et Sarah B.",
      rating: 5,
      content: {
        fr: "Organiser un mariage depuis Londres nous paraissait impossible. Léa a été nos yeux et nos oreilles à Lyon pendant un an.",
        en: "Planning a wedding from London seemed impossible. Léa was our eyes and ears in Lyon for a whole year.",
      },
      type: "audio",
      ageDays: 45,
      durationSeconds: 52,
    },
    {
      id: "lea-r3",
      name: "Manon T.",
      rating: 5,
      content: {
        fr: "Les fleurs étaient exactement comme je les imaginais. Léa a su traduire nos envies en une décoration simple et élégante.",
        en: "The flowers were exactly as I had imagined them. Léa turned our wishes into simple, elegant decorations.",
      },
      type: "image",
      ageDays: 80,
      preview: "/demo/reviews/lea-r3.webp",
    },
    {
      id: "lea-r4",
      name: "Giulia M.",
      rating: 5,
      content: {
        fr: "Une organisatrice bilingue, et même trilingue : ma famille italienne s'est sentie accueillie du début à la fin.",
        en: "A bilingual planner, trilingual even: my Italian family felt welcome from start to finish.",
      },
      type: "video",
      ageDays: 150,
      preview: "/demo/reviews/lea-r4.webp",
      durationSeconds: 67,
    },
    {
      id: "lea-r5",
      name: "Thomas L.",
      rating: 4,
      content: {
        fr: "Très bon accompagnement et un carnet d'adresses précieux. Le budget a un peu dépassé, mais chaque choix nous a été expliqué.",
        en: "Very good support and a valuable address book. We went slightly over budget, but every choice was explained to us.",
      },
      type: "audio",
      ageDays: 240,
      durationSeconds: 38,
    },
  ],
  skills: [
    { fr: "Organisation complète", en: "Full planning" },
    { fr: "Coordination du jour J", en: "On-the-day coordination" },
    { fr: "Recherche de lieux", en: "Venue sourcing" },
    { fr: "Décoration florale", en: "Floral design" },
    { fr: "Gestion du budget", en: "Budget management" },
    { fr: "Cérémonies laïques", en: "Secular ceremonies" },
    { fr: "Mariages bilingues", en: "Bilingual weddings" },
    { fr: "Mariages à l'étranger", en: "Destination weddings" },
  ],
  faqs: [
    {
      question: {
        fr: "Combien de temps à l'avance faut-il vous contacter ?",
        en: "How far ahead should we contact you?",
      },
      answer: {
        fr: "Idéalement douze à dix-huit mois avant la date, surtout pour un mariage entre mai et septembre. Pour une coordination du jour J, trois mois suffisent.",
        en: "Ideally twelve to eighteen months before the date, especially for a wedding between May and September. For on-the-day coordination, three months is enough.",
      },
    },
    {
      question: { fr: "Vous déplacez-vous hors de Lyon ?", en: "Do you travel outside Lyon?" },
      answer: {
        fr: "Oui, partout en France et en Italie. Les frais de déplacement sont indiqués dès le premier devis.",
        en: "Yes, anywhere in France and Italy. Travel costs are shown in the first quote.",
      },
    },
    {
      question: {
        fr: "Peut-on vous confier seulement une partie de l'organisation ?",
        en: "Can we hire you for part of the planning only?",
      },
      answer: {
        fr: "Bien sûr : recherche du lieu, choix des prestataires ou coordination du jour J, chaque formule se prend séparément.",
        en: "Of course: venue search, choice of suppliers or on-the-day coordination, each package can be booked on its own.",
      },
    },
  ],
  detail: {
    verified: true,
    responseTime: { fr: "Répond en moins de 2 heures", en: "Replies within 2 hours" },
    availability: {
      fr: "Quelques dates libres en 2026, premier rendez-vous sous une semaine",
      en: "A few dates left in 2026, first meeting within a week",
    },
    pricing: {
      fr: "Coordination du jour J dès 1 200 €, organisation complète sur devis",
      en: "On-the-day coordination from €1,200, full planning on quote",
    },
    achievements: [
      { fr: "Plus de 120 mariages organisés depuis 2016", en: "More than 120 weddings planned since 2016" },
      {
        fr: "Prestataire recommandée par trois domaines du Beaujolais",
        en: "Recommended supplier of three Beaujolais estates",
      },
      {
        fr: "Mariage de l'année au salon du mariage de Lyon 2024",
        en: "Wedding of the year at the 2024 Lyon wedding fair",
      },
    ],
    portfolioStats: [
      { value: 120, format: "plus", label: { fr: "mariages organisés", en: "weddings planned" } },
      { value: 9, label: { fr: "années d'expérience", en: "years of experience" } },
      { value: 98, format: "percent", label: { fr: "de budgets respectés", en: "of budgets kept" } },
    ],
    reviewsByType: { video: 18, audio: 11, image: 27 },
    recommendPercent: 99,
    certifications: [
      {
        name: { fr: "Formation wedding planner certifiante", en: "Certified wedding planner training" },
        issuer: { fr: "École de l'événementiel de Lyon", en: "Lyon school of event management" },
        year: 2016,
      },
      {
        name: { fr: "Sauveteur secouriste du travail (SST)", en: "Workplace first aid (SST)" },
        issuer: { fr: "Croix-Rouge française", en: "French Red Cross" },
        year: 2023,
      },
    ],
  },
};
