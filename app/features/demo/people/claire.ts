import type { DemoProfileSource } from "../types.ts";

/** Claire Dubois, life coach in Annecy (two reviews). */
export const claire: DemoProfileSource = {
  id: "claire",
  slug: "claire-dubois",
  firstName: "Claire",
  name: "Claire Dubois",
  title: { fr: "Coach de vie", en: "Life coach" },
  avatar: "/demo/avatars/claire.webp",
  cover: "/demo/covers/claire.webp",
  location: { fr: "Annecy, France", en: "Annecy, France" },
  bio: {
    fr: "Après quinze ans en ressources humaines, j'accompagne celles et ceux qui veulent changer de voie, reprendre confiance ou simplement y voir plus clair. Séances au cabinet, en visio ou en marchant au bord du lac.",
    en: "After fifteen years in human resources, I support people who want to change paths, regain confidence or simply see more clearly. Sessions at my practice, by video call or walking by the lake.",
  },
  languages: ["fr", "en", "de"],
  ratings: [27, 4, 0, 0, 0],
  socialLinks: [
    { platform: "instagram", handle: "@claire.dubois.coaching" },
    { platform: "linkedin", handle: "claire-dubois-coach" },
    { platform: "spotify", handle: "Le Pas de côté" },
  ],
  workLinks: [
    {
      platform: "calendly",
      label: { fr: "Appel découverte de 20 minutes", en: "20-minute discovery call" },
      url: "calendly.com/claire-dubois-coach",
    },
    {
      platform: "spotify",
      label: { fr: "Mon podcast « Le Pas de côté »", en: "My podcast “Le Pas de côté”" },
      url: "open.spotify.com/show/lepasdecote",
    },
    {
      platform: "website",
      label: { fr: "Mes accompagnements", en: "How I can help" },
      url: "clairedubois-coaching.fr",
    },
  ],
  portfolio: [
    {
      title: { fr: "Accompagnement de reconversion", en: "Career change coaching" },
      description: {
        fr: "Dix séances pour passer d'une envie floue à un projet concret, avec un plan d'action daté.",
        en: "Ten sessions to turn a vague wish into a concrete plan, with dated next steps.",
      },
      image: "/demo/portfolio/claire-1.webp",
    },
    {
      title: { fr: "Podcast « Le Pas de côté »", en: "The “Le Pas de côté” podcast" },
      description: {
        fr: "Un épisode par mois avec des personnes qui ont changé de vie, à 40 ans ou à 60.",
        en: "One episode a month with people who changed their lives, at 40 or at 60.",
      },
      image: "/demo/portfolio/claire-2.webp",
    },
    {
      title: { fr: "Ateliers confiance en soi", en: "Self-confidence workshops" },
      description: {
        fr: "Des soirées en petit groupe pour apprendre à dire non et à parler de ses réussites.",
        en: "Small-group evenings to learn to say no and to talk about your achievements.",
      },
      image: "/demo/portfolio/claire-3.webp",
    },
    {
      title: { fr: "Coaching en marchant dans les Aravis", en: "Walking coaching in the Aravis mountains" },
      description: {
        fr: "Une journée de randonnée et de questions, pour prendre du recul au sens propre.",
        en: "A day of hiking and questions, to step back, quite literally.",
      },
      image: "/demo/portfolio/claire-4.webp",
    },
  ],
  reviews: [
    {
      id: "claire-r1",
      name: "Stéphanie R.",
      rating: 5,
      content: {
        fr: "Grâce à Claire, j'ai quitté la banque pour ouvrir ma librairie. Elle m'a aidée à transformer la peur en plan.",
        en: "Thanks to Claire, I left banking to open my bookshop. She helped me turn fear into a plan.",
      },
      type: "video",
      ageDays: 27,
      preview: "/demo/reviews/claire-r1.webp",
      durationSeconds: 93,
    },
    {
      id: "claire-r2",
      name: "Antoine C.",
      rating: 4,
      content: {
        fr: "Des séances bienveillantes et exigeantes à la fois. J'ai enfin osé demander le poste que je voulais.",
        en: "Sessions that are both kind and demanding. I finally dared to ask for the job I wanted.",
      },
      type: "audio",
      ageDays: 85,
      durationSeconds: 51,
    },
  ],
  skills: [
    { fr: "Reconversion professionnelle", en: "Career change" },
    { fr: "Confiance en soi", en: "Self-confidence" },
    { fr: "Équilibre vie pro et perso", en: "Work-life balance" },
    { fr: "Prise de décision", en: "Decision-making" },
    { fr: "Coaching en marchant", en: "Walking coaching" },
  ],
  faqs: [
    {
      question: { fr: "Quelle différence avec une thérapie ?", en: "How is this different from therapy?" },
      answer: {
        fr: "Le coaching regarde vers l'avenir et vers l'action. Si un besoin de soin apparaît, je vous oriente vers un professionnel de santé.",
        en: "Coaching looks to the future and to action. If you need care, I will refer you to a health professional.",
      },
    },
    {
      question: { fr: "Combien de séances faut-il prévoir ?", en: "How many sessions should I plan for?" },
      answer: {
        fr: "Souvent six à dix, espacées de deux à trois semaines. On fait le point après la troisième.",
        en: "Usually six to ten, two to three weeks apart. We take stock after the third one.",
      },
    },
  ],
};
