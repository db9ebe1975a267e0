import type { DemoProfileSource } from "../types.ts";

/** Mathieu Roux, cabinetmaker near Tours: the last profile of the demo. */
export const mathieu: DemoProfileSource = {
  id: "mathieu",
  slug: "mathieu-roux",
  firstName: "Mathieu",
  name: "Mathieu Roux",
  title: { fr: "Ébéniste", en: "Cabinetmaker" },
  avatar: "/demo/avatars/mathieu.webp",
  cover: "/demo/covers/mathieu.webp",
  location: { fr: "Tours, France", en: "Tours, France" },
  bio: {
    fr: "Dans mon atelier près de Tours, je fabrique des meubles sur mesure en bois massif local et je restaure les meubles anciens. Chaque pièce est dessinée avec vous, puis assemblée à la main pour durer plusieurs générations.",
    en: "In my workshop near Tours, I make bespoke furniture from local solid wood and restore antique pieces. Each piece is designed with you, then put together by hand to last for generations.",
  },
  languages: ["fr"],
  ratings: [46, 5, 1, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@atelier.mathieu.roux" },
    { platform: "facebook", handle: "Atelier Mathieu Roux" },
  ],
  workLinks: [
    {
      platform: "website",
      label: { fr: "Réalisations de l'atelier", en: "Workshop projects" },
      url: "atelier-mathieuroux.fr",
    },
    {
      platform: "email",
      label: { fr: "Demander un devis", en: "Ask for a quote" },
      url: "atelier@mathieuroux.fr",
    },
    {
      platform: "whatsapp",
      label: { fr: "Envoyer une photo de votre meuble", en: "Send a photo of your furniture" },
      url: "wa.me/33639981388",
    },
  ],
  portfolio: [
    {
      title: { fr: "Bibliothèque sur mesure en chêne", en: "Bespoke oak bookcase" },
      description: {
        fr: "Quatre mètres de rayonnages autour d'une fenêtre, avec un banc de lecture intégré.",
        en: "Four metres of shelving around a window, with a built-in reading bench.",
      },
      image: "/demo/portfolio/mathieu-1.webp",
    },
    {
      title: { fr: "Restauration d'un fauteuil Louis XV", en: "Restoring a Louis XV armchair" },
      description: {
        fr: "Structure recollée, bois nourri à la cire et garniture refaite avec une tapissière.",
        en: "Frame reglued, wood fed with wax and seat redone with an upholsterer.",
      },
      image: "/demo/portfolio/mathieu-2.webp",
    },
    {
      title: { fr: "Table de ferme en noyer", en: "Walnut farmhouse table" },
      description: {
        fr: "Une table de 2,40 mètres pour douze couverts, dans un noyer de Touraine.",
        en: "A 2.4-metre table seating twelve, made from Touraine walnut.",
      },
      image: "/demo/portfolio/mathieu-3.webp",
    },
    {
      title: { fr: "Cuisine en frêne et zinc", en: "Ash and zinc kitchen" },
      description: {
        fr: "Façades en frêne massif, plan de travail en zinc et îlot sur roulettes.",
        en: "Solid ash fronts, a zinc worktop and an island on castors.",
      },
      image: "/demo/portfolio/mathieu-4.webp",
    },
    {
      title: { fr: "Dressing sous combles", en: "Walk-in wardrobe under the eaves" },
      description: {
        fr: "Un rangement ajusté au centimètre sous une charpente irrégulière.",
        en: "Storage fitted to the centimetre beneath an irregular roof frame.",
      },
      image: "/demo/portfolio/mathieu-5.webp",
    },
  ],
  reviews: [
    {
      id: "mathieu-r1",
      name: "Isabelle F.",
      rating: 5,
      content: {
        fr: "Notre bibliothèque est devenue la pièce maîtresse du salon. Travail d'orfèvre et délais tenus.",
        en: "Our bookcase has become the centrepiece of the living room. Exquisite work, delivered on time.",
      },
      type: "image",
      ageDays: 19,
      preview: "/demo/reviews/mathieu-r1.webp",
    },
    {
      id: "mathieu-r2",
      name: "Gérard L.",
      rating: 5,
      content: {
        fr: "Le fauteuil de ma grand-mère a retrouvé une seconde jeunesse. Mathieu m'a montré chaque étape à l'atelier.",
        en: "My grandmother's armchair has been given a new lease of life. Mathieu showed me every step in the workshop.",
      },
      type: "video",
      ageDays: 57,
      preview: "/demo/reviews/mathieu-r2.webp",
      durationSeconds: 66,
    },
    {
      id: "mathieu-r3",
      name: "Céline V.",
      rating: 4,
      content: {
        fr: "Une cuisine magnifique et solide. Il a fallu patienter deux mois de plus que prévu, mais le résultat est là.",
        en: "A beautiful, sturdy kitchen. We had to wait two months longer than planned, but the result speaks for itself.",
      },
      type: "audio",
      ageDays: 115,
      durationSeconds: 40,
    },
  ],
  skills: [
    { fr: "Meubles sur mesure", en: "Bespoke furniture" },
    { fr: "Restauration de meubles anciens", en: "Antique restoration" },
    { fr: "Bois massif local", en: "Local solid wood" },
    { fr: "Agencement de cuisines", en: "Kitchen fitting" },
    { fr: "Marqueterie", en: "Marquetry" },
    { fr: "Finitions à l'huile et à la cire", en: "Oil and wax finishes" },
    { fr: "Dessin 3D", en: "3D design" },
  ],
  faqs: [
    {
      question: { fr: "Quels sont vos délais de fabrication ?", en: "How long does it take to make a piece?" },
      answer: {
        fr: "Comptez six à dix semaines pour un meuble, trois à quatre mois pour une cuisine.",
        en: "Allow six to ten weeks for a piece of furniture, three to four months for a kitchen.",
      },
    },
    {
      question: { fr: "Livrez-vous et installez-vous ?", en: "Do you deliver and install?" },
      answer: {
        fr: "Oui, dans toute la Touraine, et au-delà sur devis.",
        en: "Yes, anywhere in Touraine, and further afield on quote.",
      },
    },
    {
      question: { fr: "D'où vient le bois ?", en: "Where does the wood come from?" },
      answer: {
        fr: "De scieries de la région Centre-Val de Loire, issu de forêts gérées durablement.",
        en: "From sawmills in the Centre-Val de Loire region, from sustainably managed forests.",
      },
    },
  ],
};
