import type { DemoProfileSource } from "../types.ts";

/** Antoine Mercier, private chef in Marseille, with a detail page. */
export const antoine: DemoProfileSource = {
  id: "antoine",
  slug: "antoine-mercier",
  firstName: "Antoine",
  name: "Antoine Mercier",
  title: { fr: "Chef à domicile", en: "Private chef" },
  avatar: "/demo/avatars/antoine.webp",
  cover: "/demo/covers/antoine.webp",
  location: { fr: "Marseille, France", en: "Marseille, France" },
  bio: {
    fr: "Passé par des maisons étoilées, je cuisine chez vous une cuisine méditerranéenne de saison, du dîner à deux au repas de famille pour trente. Je fais les courses au marché le matin même et je repars en laissant la cuisine propre.",
    en: "After years in Michelin-starred kitchens, I cook seasonal Mediterranean food in your home, from dinner for two to a family meal for thirty. I shop at the market that very morning and leave your kitchen spotless.",
  },
  languages: ["fr", "en", "es"],
  ratings: [131, 15, 3, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@chef.antoine.mercier" },
    { platform: "facebook", handle: "Antoine Mercier Chef à domicile" },
    { platform: "youtube", handle: "Antoine en cuisine" },
  ],
  workLinks: [
    {
      platform: "website",
      label: { fr: "Menus et tarifs", en: "Menus and prices" },
      url: "antoinemercier-chef.fr",
    },
    {
      platform: "calendly",
      label: { fr: "Réserver une date", en: "Book a date" },
      url: "calendly.com/antoine-mercier-chef",
    },
    {
      platform: "whatsapp",
      label: { fr: "Composer votre menu", en: "Plan your menu" },
      url: "wa.me/33639981267",
    },
    {
      platform: "youtube",
      label: { fr: "Recettes en vidéo", en: "Video recipes" },
      url: "youtube.com/@antoineencuisine",
    },
  ],
  portfolio: [
    {
      title: { fr: "Dîner de la mer en bord de calanque", en: "Seafood dinner by the calanques" },
      description: {
        fr: "Loup grillé, bouillabaisse revisitée et oursins du matin pour douze convives.",
        en: "Grilled sea bass, a new take on bouillabaisse and the morning's sea urchins for twelve guests.",
      },
      image: "/demo/portfolio/antoine-1.webp",
    },
    {
      title: { fr: "Déjeuner d'été en terrasse", en: "Summer lunch on the terrace" },
      description: {
        fr: "Tomates anciennes, légumes farcis et sorbet au basilic, servis à l'ombre des pins.",
        en: "Heirloom tomatoes, stuffed vegetables and basil sorbet, served in the shade of the pines.",
      },
      image: "/demo/portfolio/antoine-2.webp",
    },
    {
      title: { fr: "Cours de cuisine provençale", en: "Provençal cooking class" },
      description: {
        fr: "Trois heures pour apprendre l'aïoli, la daube et les panisses, puis passer à table ensemble.",
        en: "Three hours to learn aïoli, daube and panisses, then sit down to eat together.",
      },
      image: "/demo/portfolio/antoine-3.webp",
    },
    {
      title: { fr: "Buffet de mariage végétarien", en: "Vegetarian wedding buffet" },
      description: {
        fr: "Vingt plats de saison pour 80 invités, sans que personne ne regrette la viande.",
        en: "Twenty seasonal dishes for 80 guests, and nobody missed the meat.",
      },
      image: "/demo/portfolio/antoine-4.webp",
    },
    {
      title: { fr: "Brunch du dimanche en famille", en: "Family Sunday brunch" },
      description: {
        fr: "Viennoiseries maison, œufs brouillés à la truffe et fruits du marché.",
        en: "Homemade pastries, truffle scrambled eggs and fruit from the market.",
      },
      image: "/demo/portfolio/antoine-5.webp",
    },
    {
      title: { fr: "Accords mets et vins avec un caviste", en: "Food and wine pairing with a wine merchant" },
      description: {
        fr: "Cinq plats, cinq vins de Provence et de Corse, commentés à deux voix.",
        en: "Five courses, five wines from Provence and Corsica, presented by the two of us.",
      },
      image: "/demo/portfolio/antoine-6.webp",
    },
  ],
  reviews: [
    {
      id: "antoine-r1",
      name: "Delphine et Marc R.",
      rating: 5,
      content: {
        fr: "Un dîner d'anniversaire parfait. Antoine a expliqué chaque plat avec passion et nos invités en parlent encore.",
        en: "A perfect birthday dinner. Antoine explained every dish with passion and our guests still talk about it.",
      },
      type: "video",
      ageDays: 6,
      preview: "/demo/reviews/antoine-r1.webp",
      durationSeconds: 78,
    },
    {
      id: "antoine-r2",
      name: "Laure B.",
      rating: 5,
      content: {
        fr: "La plus belle table que nous ayons eue à la maison. Et la cuisine était plus propre qu'avant son arrivée !",
        en: "The finest meal we have ever had at home. And the kitchen was cleaner than before he arrived!",
      },
      type: "image",
      ageDays: 29,
      preview: "/demo/reviews/antoine-r2.webp",
    },
    {
      id: "antoine-r3",
      name: "Hervé T.",
      rating: 4,
      content: {
        fr: "Excellent repas et produits superbes. Le service a pris un peu de retard sur le dessert, rien de grave.",
        en: "An excellent meal with superb produce. Dessert came out a little late, nothing serious.",
      },
      type: "audio",
      ageDays: 55,
      durationSeconds: 35,
    },
    {
      id: "antoine-r4",
      name: "Carmen L.",
      rating: 5,
      content: {
        fr: "Le cours de cuisine était aussi drôle que délicieux. Je refais la daube d'Antoine chaque hiver.",
        en: "The cooking class was as fun as it was delicious. I make Antoine's daube every winter now.",
      },
      type: "video",
      ageDays: 100,
      preview: "/demo/reviews/antoine-r4.webp",
      durationSeconds: 64,
    },
    {
      id: "antoine-r5",
      name: "Vincent M.",
      rating: 5,
      content: {
        fr: "Nous avions des invités allergiques et végétariens : chacun a eu un menu aussi beau que les autres.",
        en: "Some of our guests had allergies and some were vegetarian: each got a menu as lovely as everyone else's.",
      },
      type: "image",
      ageDays: 190,
      preview: "/demo/reviews/antoine-r5.webp",
    },
    {
      id: "antoine-r6",
      name: "Sabrina K.",
      rating: 5,
      content: {
        fr: "Réservé pour les 70 ans de ma mère : elle a pleuré de joie en goûtant la soupe au pistou de son enfance.",
        en: "Booked for my mother's 70th: she wept with joy tasting the pistou soup of her childhood.",
      },
      type: "audio",
      ageDays: 320,
      durationSeconds: 58,
    },
  ],
  skills: [
    { fr: "Cuisine méditerranéenne", en: "Mediterranean cooking" },
    { fr: "Poissons et fruits de mer", en: "Fish and seafood" },
    { fr: "Cuisine végétarienne", en: "Vegetarian cooking" },
    { fr: "Menus sans allergènes", en: "Allergen-free menus" },
    { fr: "Cours de cuisine", en: "Cooking classes" },
    { fr: "Accords mets et vins", en: "Food and wine pairing" },
    { fr: "Pâtisserie", en: "Pastry" },
    { fr: "Repas jusqu'à 80 personnes", en: "Meals for up to 80 guests" },
  ],
  faqs: [
    {
      question: { fr: "Les courses sont-elles comprises ?", en: "Is the shopping included?" },
      answer: {
        fr: "Oui, je m'occupe des courses et je les facture au prix coûtant, tickets à l'appui.",
        en: "Yes, I do the shopping and charge it at cost, with the receipts.",
      },
    },
    {
      question: { fr: "De quoi avez-vous besoin dans la cuisine ?", en: "What do you need in the kitchen?" },
      answer: {
        fr: "Un four, des plaques et un peu de place au réfrigérateur. J'apporte mes couteaux et mes ustensiles.",
        en: "An oven, a hob and a little room in the fridge. I bring my own knives and utensils.",
      },
    },
    {
      question: { fr: "Vous déplacez-vous hors de Marseille ?", en: "Do you travel outside Marseille?" },
      answer: {
        fr: "Dans toutes les Bouches-du-Rhône et le Var, avec des frais de déplacement au-delà de 30 km.",
        en: "Anywhere in the Bouches-du-Rhône and the Var, with travel costs beyond 30 km.",
      },
    },
  ],
  detail: {
    verified: true,
    responseTime: { fr: "Répond en moins de 4 heures", en: "Replies within 4 hours" },
    availability: {
      fr: "Soirs et week-ends, réservation conseillée trois semaines à l'avance",
      en: "Evenings and weekends, booking three weeks ahead recommended",
    },
    pricing: {
      fr: "Dès 75 € par personne hors courses, cours de cuisine dès 60 €",
      en: "From €75 per person excluding groceries, cooking classes from €60",
    },
    achievements: [
      {
        fr: "Six ans en cuisine dans deux restaurants étoilés",
        en: "Six years in the kitchens of two Michelin-starred restaurants",
      },
      {
        fr: "Finaliste du concours régional des jeunes chefs 2019",
        en: "Finalist in the 2019 regional young chefs competition",
      },
      { fr: "Plus de 500 repas servis à domicile", en: "More than 500 meals served in private homes" },
    ],
    portfolioStats: [
      { value: 500, format: "plus", label: { fr: "repas à domicile", en: "meals at home" } },
      { value: 14, label: { fr: "ans en cuisine", en: "years in the kitchen" } },
      { value: 100, format: "percent", label: { fr: "de produits frais", en: "fresh produce" } },
    ],
    reviewsByType: { video: 22, audio: 17, image: 38 },
    recommendPercent: 99,
    certifications: [
      {
        name: { fr: "CAP Cuisine", en: "Vocational cooking diploma (CAP Cuisine)" },
        issuer: { fr: "Lycée hôtelier de Marseille", en: "Marseille catering school" },
        year: 2011,
      },
      {
        name: { fr: "Formation hygiène alimentaire HACCP", en: "HACCP food hygiene training" },
        issuer: { fr: "Chambre de métiers et de l'artisanat", en: "Chamber of trades and crafts" },
        year: 2020,
      },
    ],
  },
};
