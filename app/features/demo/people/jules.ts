import type { DemoProfileSource } from "../types.ts";

/** Jules Fontaine, graphic designer and illustrator in Nantes, with a detail page. */
export const jules: DemoProfileSource = {
  id: "jules",
  slug: "jules-fontaine",
  firstName: "Jules",
  name: "Jules Fontaine",
  title: { fr: "Graphiste & illustrateur", en: "Graphic designer & illustrator" },
  avatar: "/demo/avatars/jules.webp",
  cover: "/demo/covers/jules.webp",
  location: { fr: "Nantes, France", en: "Nantes, France" },
  bio: {
    fr: "Je crée des identités visuelles, des emballages et des illustrations pour les artisans, les labels et les jeunes marques. J'aime les couleurs franches, les formes simples et les projets où l'on prend le temps de bien comprendre qui vous êtes.",
    en: "I create visual identities, packaging and illustrations for craftspeople, record labels and young brands. I love bold colours, simple shapes and projects where we take the time to understand who you are.",
  },
  languages: ["fr", "en"],
  ratings: [71, 11, 2, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@jules.fontaine.studio" },
    { platform: "linkedin", handle: "jules-fontaine-design" },
    { platform: "x", handle: "@julesfontaine" },
  ],
  workLinks: [
    {
      platform: "behance",
      label: { fr: "Projets récents", en: "Recent projects" },
      url: "behance.net/julesfontaine",
    },
    {
      platform: "dribbble",
      label: { fr: "Illustrations et recherches", en: "Illustrations and sketches" },
      url: "dribbble.com/julesfontaine",
    },
    {
      platform: "etsy",
      label: { fr: "Affiches en vente", en: "Prints for sale" },
      url: "etsy.com/shop/JulesFontaineStudio",
    },
    {
      platform: "email",
      label: { fr: "Demander un devis", en: "Ask for a quote" },
      url: "studio@julesfontaine.fr",
    },
  ],
  portfolio: [
    {
      title: { fr: "Emballages d'une biscuiterie nantaise", en: "Packaging for a Nantes biscuit maker" },
      description: {
        fr: "Six boîtes illustrées à la main, une par recette, imprimées sur carton recyclé.",
        en: "Six hand-illustrated tins, one per recipe, printed on recycled board.",
      },
      image: "/demo/portfolio/jules-1.webp",
    },
    {
      title: { fr: "Pochette d'album pour le groupe Les Marées", en: "Album cover for the band Les Marées" },
      description: {
        fr: "Pochette, vinyle et affiches de tournée autour d'un même motif de vagues.",
        en: "Cover, vinyl and tour posters built around the same wave pattern.",
      },
      image: "/demo/portfolio/jules-2.webp",
    },
    {
      title: { fr: "Interface d'une application de covoiturage", en: "Interface of a car-sharing app" },
      description: {
        fr: "Icônes, écrans et illustrations d'accueil pour une start-up de la région.",
        en: "Icons, screens and onboarding illustrations for a local start-up.",
      },
      image: "/demo/portfolio/jules-3.webp",
    },
    {
      title: { fr: "Couvertures d'une collection jeunesse", en: "Covers for a children's book series" },
      description: {
        fr: "Huit couvertures et leurs pages de garde pour une petite maison d'édition.",
        en: "Eight covers and their endpapers for a small publishing house.",
      },
      image: "/demo/portfolio/jules-4.webp",
    },
    {
      title: { fr: "Identité visuelle d'un atelier de céramique", en: "Visual identity for a ceramics studio" },
      description: {
        fr: "Logo, palette et motifs géométriques déclinés sur les étiquettes et le site.",
        en: "Logo, palette and geometric patterns used on labels and the website.",
      },
      image: "/demo/portfolio/jules-5.webp",
    },
    {
      title: { fr: "Carnet de croquis de Loire", en: "Loire sketchbook" },
      description: {
        fr: "Une série d'illustrations à l'encre réalisée en descendant le fleuve à vélo.",
        en: "A series of ink drawings made while cycling down the river.",
      },
      image: "/demo/portfolio/jules-6.webp",
    },
  ],
  reviews: [
    {
      id: "jules-r1",
      name: "Anne-Sophie L.",
      rating: 5,
      content: {
        fr: "Nos boîtes se vendent deux fois mieux depuis le nouveau design. Les clients les gardent même une fois vides !",
        en: "Our tins sell twice as well since the new design. Customers even keep them once they're empty!",
      },
      type: "image",
      ageDays: 11,
      preview: "/demo/reviews/jules-r1.webp",
    },
    {
      id: "jules-r2",
      name: "Maxime T.",
      rating: 5,
      content: {
        fr: "Jules a capté l'ambiance de notre musique dès la première esquisse. La pochette a été remarquée par les disquaires.",
        en: "Jules caught the mood of our music from the very first sketch. Record shops noticed the cover.",
      },
      type: "video",
      ageDays: 38,
      preview: "/demo/reviews/jules-r2.webp",
      durationSeconds: 69,
    },
    {
      id: "jules-r3",
      name: "Bérénice A.",
      rating: 4,
      content: {
        fr: "Un travail soigné et plein d'idées. Les délais ont un peu glissé, mais Jules nous a prévenus à temps.",
        en: "Careful work full of ideas. The deadline slipped a little, but Jules warned us in good time.",
      },
      type: "audio",
      ageDays: 75,
      durationSeconds: 42,
    },
    {
      id: "jules-r4",
      name: "Yann P.",
      rating: 5,
      content: {
        fr: "Une identité qui nous ressemble vraiment, avec des couleurs qu'on n'aurait jamais osé choisir seuls.",
        en: "An identity that really feels like us, with colours we would never have dared to pick on our own.",
      },
      type: "image",
      ageDays: 140,
      preview: "/demo/reviews/jules-r4.webp",
    },
    {
      id: "jules-r5",
      name: "Léna G.",
      rating: 5,
      content: {
        fr: "Nos lecteurs reconnaissent la collection au premier coup d'œil en librairie. Merci Jules !",
        en: "Our readers recognise the series at a glance in bookshops. Thank you, Jules!",
      },
      type: "video",
      ageDays: 260,
      preview: "/demo/reviews/jules-r5.webp",
      durationSeconds: 54,
    },
  ],
  skills: [
    { fr: "Identité visuelle", en: "Visual identity" },
    { fr: "Packaging", en: "Packaging" },
    { fr: "Illustration", en: "Illustration" },
    { fr: "Design d'interface", en: "Interface design" },
    { fr: "Édition", en: "Editorial design" },
    { fr: "Typographie", en: "Typography" },
    { fr: "Figma", en: "Figma" },
    { fr: "Suite Adobe", en: "Adobe Creative Suite" },
    { fr: "Préparation pour l'impression", en: "Print preparation" },
  ],
  faqs: [
    {
      question: { fr: "Combien de temps dure un projet d'identité ?", en: "How long does an identity project take?" },
      answer: {
        fr: "Quatre à six semaines, de l'atelier de lancement aux fichiers finaux.",
        en: "Four to six weeks, from the kick-off workshop to the final files.",
      },
    },
    {
      question: { fr: "Qui possède les droits sur les créations ?", en: "Who owns the rights to the designs?" },
      answer: {
        fr: "Les droits d'exploitation vous sont cédés à la livraison, pour les usages prévus au devis.",
        en: "The usage rights are transferred to you on delivery, for the uses listed in the quote.",
      },
    },
    {
      question: { fr: "Travaillez-vous à distance ?", en: "Do you work remotely?" },
      answer: {
        fr: "Oui, avec des points en visio. Pour les clients nantais, je viens volontiers à l'atelier.",
        en: "Yes, with video calls along the way. For clients in Nantes, I am happy to visit the workshop.",
      },
    },
  ],
  detail: {
    verified: true,
    responseTime: { fr: "Répond sous 24 heures", en: "Replies within 24 hours" },
    availability: {
      fr: "Nouveaux projets à partir du mois prochain",
      en: "New projects from next month",
    },
    pricing: {
      fr: "Logo dès 800 €, identité complète dès 2 500 €",
      en: "Logo from €800, full identity from €2,500",
    },
    achievements: [
      {
        fr: "Prix du packaging artisanal des Pays de la Loire 2024",
        en: "2024 Pays de la Loire craft packaging award",
      },
      {
        fr: "Exposition « Encres de Loire » à la médiathèque de Nantes",
        en: "“Encres de Loire” exhibition at the Nantes library",
      },
      { fr: "Plus de 60 marques accompagnées", en: "More than 60 brands designed for" },
    ],
    portfolioStats: [
      { value: 60, format: "plus", label: { fr: "marques accompagnées", en: "brands" } },
      { value: 8, label: { fr: "années en indépendant", en: "years freelance" } },
      { value: 96, format: "percent", label: { fr: "de clients qui reviennent", en: "of clients come back" } },
    ],
    reviewsByType: { video: 12, audio: 9, image: 21 },
    recommendPercent: 97,
    certifications: [
      {
        name: { fr: "Diplôme national des métiers d'art et du design", en: "National diploma in crafts and design" },
        issuer: { fr: "École de design de Nantes", en: "Nantes school of design" },
        year: 2015,
      },
      {
        name: { fr: "Accessibilité numérique pour les designers", en: "Digital accessibility for designers" },
        issuer: { fr: "Formation continue en ligne", en: "Online professional training" },
        year: 2023,
      },
    ],
  },
};
