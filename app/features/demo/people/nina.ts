import type { DemoProfileSource } from "../types.ts";

/** Nina Laurent, food and event photographer in Bordeaux. */
export const nina: DemoProfileSource = {
  id: "nina",
  slug: "nina-laurent",
  firstName: "Nina",
  name: "Nina Laurent",
  title: { fr: "Photographe culinaire & événementiel", en: "Food & event photographer" },
  avatar: "/demo/avatars/nina.webp",
  cover: "/demo/covers/nina.webp",
  location: { fr: "Bordeaux, France", en: "Bordeaux, France" },
  bio: {
    fr: "Je photographie les assiettes des restaurants, les domaines viticoles et les équipes qui les font vivre. Une lumière naturelle, des images sincères et une livraison rapide, prête pour vos menus, votre site et vos réseaux.",
    en: "I photograph restaurant dishes, wine estates and the teams who bring them to life. Natural light, honest pictures and quick delivery, ready for your menus, your website and your social media.",
  },
  languages: ["fr", "en"],
  ratings: [57, 8, 2, 1, 0],
  socialLinks: [
    { platform: "instagram", handle: "@nina.laurent.photo" },
    { platform: "facebook", handle: "Nina Laurent Photographie" },
    { platform: "linkedin", handle: "nina-laurent-photo" },
  ],
  workLinks: [
    {
      platform: "website",
      label: { fr: "Galeries et tarifs", en: "Galleries and prices" },
      url: "ninalaurent-photo.fr",
    },
    {
      platform: "behance",
      label: { fr: "Séries culinaires", en: "Food series" },
      url: "behance.net/ninalaurent",
    },
    {
      platform: "calendly",
      label: { fr: "Planifier un shooting", en: "Schedule a shoot" },
      url: "calendly.com/nina-laurent-photo",
    },
  ],
  portfolio: [
    {
      title: { fr: "Portraits de chefs bordelais", en: "Portraits of Bordeaux chefs" },
      description: {
        fr: "Une série de douze portraits en cuisine pour le guide gourmand de la ville.",
        en: "A series of twelve kitchen portraits for the city's food guide.",
      },
      image: "/demo/portfolio/nina-1.webp",
    },
    {
      title: { fr: "Vendanges dans un château de Saint-Émilion", en: "Grape harvest at a Saint-Émilion château" },
      description: {
        fr: "Trois jours dans les vignes et au chai pour le nouveau site du domaine.",
        en: "Three days in the vineyard and the cellar for the estate's new website.",
      },
      image: "/demo/portfolio/nina-2.webp",
    },
    {
      title: { fr: "Carte d'un bistrot des Chartrons", en: "Menu shoot for a Chartrons bistro" },
      description: {
        fr: "Trente plats photographiés en une journée, en lumière du jour.",
        en: "Thirty dishes photographed in a single day, in daylight.",
      },
      image: "/demo/portfolio/nina-3.webp",
    },
    {
      title: { fr: "Séminaire d'entreprise", en: "Company retreat" },
      description: {
        fr: "Reportage et portraits d'équipe pour une agence de 60 personnes.",
        en: "Event coverage and team portraits for an agency of 60 people.",
      },
      image: "/demo/portfolio/nina-4.webp",
    },
    {
      title: { fr: "Mariage à l'heure dorée", en: "Golden-hour wedding" },
      description: {
        fr: "Un reportage de la préparation au dîner, dans un domaine de l'Entre-deux-Mers.",
        en: "Coverage from getting ready to dinner, at an estate in the Entre-deux-Mers.",
      },
      image: "/demo/portfolio/nina-5.webp",
    },
  ],
  reviews: [
    {
      id: "nina-r1",
      name: "Julie M.",
      rating: 5,
      content: {
        fr: "Nos plats n'ont jamais été aussi appétissants. Les réservations ont augmenté dès la mise en ligne des photos.",
        en: "Our dishes have never looked so tempting. Bookings went up as soon as the photos went online.",
      },
      type: "image",
      ageDays: 10,
      preview: "/demo/reviews/nina-r1.webp",
    },
    {
      id: "nina-r2",
      name: "François-Xavier D.",
      rating: 5,
      content: {
        fr: "Nina a su se faire oublier pendant les vendanges. Les images racontent notre domaine mieux que nos mots.",
        en: "Nina blended into the background during the harvest. The pictures tell our estate's story better than our words.",
      },
      type: "video",
      ageDays: 44,
      preview: "/demo/reviews/nina-r2.webp",
      durationSeconds: 57,
    },
    {
      id: "nina-r3",
      name: "Agathe B.",
      rating: 4,
      content: {
        fr: "Très belles photos d'équipe, livrées en cinq jours. Un petit supplément pour les retouches que je n'avais pas vu venir.",
        en: "Lovely team photos, delivered in five days. A small extra charge for retouching that I had not expected.",
      },
      type: "audio",
      ageDays: 88,
      durationSeconds: 31,
    },
    {
      id: "nina-r4",
      name: "Kenji O.",
      rating: 5,
      content: {
        fr: "Elle a compris notre cuisine fusion et l'a mise en valeur sans la dénaturer.",
        en: "She understood our fusion cooking and showed it at its best without changing what it is.",
      },
      type: "image",
      ageDays: 170,
      preview: "/demo/reviews/nina-r4.webp",
    },
  ],
  skills: [
    { fr: "Photographie culinaire", en: "Food photography" },
    { fr: "Reportage événementiel", en: "Event photography" },
    { fr: "Portraits corporate", en: "Corporate portraits" },
    { fr: "Lumière naturelle", en: "Natural light" },
    { fr: "Stylisme culinaire", en: "Food styling" },
    { fr: "Retouche Lightroom", en: "Lightroom editing" },
    { fr: "Vidéos courtes pour les réseaux", en: "Short videos for social media" },
    { fr: "Photographie de vignobles", en: "Vineyard photography" },
  ],
  faqs: [
    {
      question: { fr: "En combien de temps livrez-vous les photos ?", en: "How soon do you deliver the photos?" },
      answer: {
        fr: "Sous une semaine pour un shooting culinaire, sous trois semaines pour un mariage.",
        en: "Within a week for a food shoot, within three weeks for a wedding.",
      },
    },
    {
      question: {
        fr: "Pouvez-vous utiliser les images sur mes réseaux ?",
        en: "Can the photos be used on my social media?",
      },
      answer: {
        fr: "Oui, les droits d'usage pour le web et les réseaux sont inclus. L'impression publicitaire fait l'objet d'un devis.",
        en: "Yes, usage rights for the web and social media are included. Advertising print is quoted separately.",
      },
    },
  ],
};
