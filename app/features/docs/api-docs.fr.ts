import type { DocText } from "./docs.ts";

/** /docs/api in French: the public HTTP endpoints as they are (server/http.ts, app/routes.ts). */
export const API_DOCS_FR: DocText = {
  title: "Documentation de l'API",
  summary:
    "Les adresses HTTP publiques de Fiable : l'API de lecture des avis publiés, le dépôt d'un avis, l'enregistrement des événements, l'assistant de chat, les redirections de liens, l'état du serveur, les flux du blog et le plan du site.",
  body: `## Généralités {#generalites}

Toutes les adresses sont relatives à l'hôte du service ({host}). Les corps de requête et de réponse de \`/api/v1\` sont en JSON (\`Content-Type: application/json\`). Aucune clé d'API n'est demandée : ces adresses servent les pages publiques, et chacune est limitée en débit par adresse IP.

- **Langue** : le paramètre \`?lang=fr\`, \`en\` ou \`ar\`, sinon le cookie \`lang\`, sinon le français. Les messages d'erreur \`{"error": "…"}\` sont rédigés dans cette langue.
- **Taille** : un corps plus grand que la limite de l'adresse est refusé par \`413\` avant d'être lu en entier, qu'il annonce sa taille (\`Content-Length\`) ou non.
- **Trop de requêtes** : \`429\`, avec l'en-tête \`Retry-After\` (en secondes) quand l'adresse le précise.
- **Ce qui n'est pas public** : l'écriture des profils et du blog, et la modération des avis, passent par les pages du site (tableau de bord, administration), protégées par la session ; il n'existe pas d'API pour elles.
- **OpenAPI** : chaque adresse de \`/api/v1\` est décrite dans le document OpenAPI 3.1 [\`/api/v1/openapi.json\`](/api/v1/openapi.json), produit à partir des schémas avec lesquels le serveur valide les requêtes.

## Lire les avis d'un profil {#api-lecture}

N'importe quel site peut lire les avis publiés d'un profil, sans clé : les réponses portent \`Access-Control-Allow-Origin: *\` et \`Cross-Origin-Resource-Policy: cross-origin\`, et un \`GET\` fait par \`fetch\` depuis un navigateur ne demande pas de requête préalable (\`OPTIONS\` reçoit tout de même sa réponse). Seuls les avis approuvés y figurent, chacun avec son étiquette de provenance ; jamais l'adresse e-mail d'un auteur, un avis en attente ou retiré, ni rien de privé.

\`GET /api/v1/profiles/{slug}\` — le résumé du profil :

\`\`\`json
{
  "slug": "camille-martin", "name": "Camille Martin", "title": "Photographe", "photo": "https://{host}/media/…",
  "url": "https://{host}/camille-martin", "wallUrl": "https://{host}/camille-martin/wall",
  "noticeUrl": "https://{host}/how-reviews-work", "language": "fr",
  "rating": { "average": 4.8, "count": 12 },
  "counts": { "published": 12, "pending": 2, "withdrawn": 1, "withdrawnByReason": { "spam": 1 },
              "byLabel": { "invited": 5, "verified": 4, "unsolicited": 3 } },
  "theme": { "accent": { "light": "#1d4ed8", "onLight": "#ffffff", "dark": "#5387ff", "onDark": "#000000" },
             "corners": "rounded", "colorScheme": "auto", "fontPair": "modern" }
}
\`\`\`

\`average\` est arrondie à une décimale (\`null\` sans avis) ; \`pending\` compte les avis en attente de modération ; \`byLabel\` répartit les avis publiés selon leur provenance (déposé par une invitation, adresse e-mail confirmée, spontané).

\`theme\` est l'apparence de la page de confiance : sa couleur d'accent par thème avec la couleur de texte lisible dessus (\`null\` : celle de Fiable), les coins, le thème et la paire de polices ; le widget d'avis en reprend l'accent et les coins.

\`GET /api/v1/profiles/{slug}/reviews\` — les avis publiés, du plus récent au plus ancien, page par page :

| paramètre | valeurs | rôle |
| --- | --- | --- |
| \`limit\` | 1 à 50 (10 par défaut) | avis par page |
| \`cursor\` | le \`nextCursor\` de la page précédente | la page suivante (une valeur opaque : la repasser telle quelle) |
| \`media\` | \`text\`, \`photo\`, \`audio\` ou \`video\` | seulement les avis avec ce média (\`text\` : sans média) |
| \`rating\` | 1 à 5, répété ou en liste : \`rating=4,5\` | seulement ces notes |

\`\`\`json
{
  "reviews": [{
    "id": "6f1c…", "name": "Julie R.", "title": "Mariée 2025", "photo": null, "rating": 5,
    "text": "Des photos magnifiques…", "language": "fr",
    "media": { "type": "video", "url": "https://{host}/media/…", "poster": "https://{host}/media/…", "duration": 42,
               "captions": "https://{host}/camille-martin/reviews/6f1c…/captions.vtt",
               "transcript": "…", "transcriptSource": "reviewer" },
    "label": "invited", "relationship": null,
    "date": "2026-03-14T09:30:00.000Z", "edited": null,
    "reply": { "text": "Merci Julie !", "date": "2026-03-15T08:00:00.000Z" }
  }],
  "nextCursor": "eyJ0Ijoi…"
}
\`\`\`

\`media\` vaut \`null\` pour un avis écrit ; \`captions\` (WebVTT) existe pour une vidéo dont on a les paroles ; \`relationship\` vaut \`colleague\`, \`friend_family\` ou \`other\` quand l'auteur n'est pas un client, \`null\` pour un client ; \`nextCursor\` vaut \`null\` sur la dernière page.

- **Cache** : chaque réponse porte un \`ETag\` et \`Cache-Control: public, no-cache\` — chaque chargement revalide (\`If-None-Match\` → \`304\` si rien n'a changé) : un avis qui vient d'être approuvé paraît au chargement suivant.
- **Erreurs**, toujours en JSON \`{"error": {"code": "…", "message": "…"}}\`, le message dans la langue de la requête : \`404\` \`not_found\` (aucun profil à cette adresse), \`400\` \`invalid_cursor\` ou \`invalid_parameter\` (le message le nomme), \`405\` \`method_not_allowed\`, \`429\` \`rate_limited\`.
- **Débit** : 300 lectures par minute et par adresse IP, puis \`429\` avec \`Retry-After\`. Une page qui montre un widget fait deux lectures.

## Déposer un avis {#avis}

\`POST /api/v1/profiles/{slug}/reviews\` (ou son alias \`POST /api/v1/reviews/{slug}\`) — ce qu'envoie la fenêtre d'avis d'une page publique, en JSON ou en formulaire : \`name\`, \`rating\` (1 à 5), \`type\` (\`text\`, \`photo\`, \`video\`, \`audio\`), \`content\`, \`consent\` (\`true\`), et au choix \`email\`, \`relationship\`, \`serviceMonth\`, \`media\`, \`poster\`, \`duration\`, \`transcript\`. Depuis le site lui-même seulement : une requête venue d'un autre site est refusée (\`403\`). La réponse est \`{"outcome": "sent" | "invalid" | "refused" | "limited" | "failed", "result": {…}}\` avec les messages par champ (\`422\` si invalide) ; \`429\` au-delà de 5 avis par heure depuis une même adresse. L'avis attend la modération du propriétaire.

## Enregistrer un événement {#evenements}

\`POST /api/v1/events\` — une mesure d'audience de première partie, envoyée par le navigateur (par exemple avec \`navigator.sendBeacon\`). Corps de 4 096 octets au plus :

| champ | type | rôle |
| --- | --- | --- |
| \`event\` | \`page_view\`, \`signup_started\` ou \`cta_clicked\` | le nom de l'événement |
| \`sessionId\` | 8 à 64 caractères \`A-Z a-z 0-9 _ -\` | créé une fois par session de navigateur (\`sessionStorage\`) |
| \`profileId\` | UUID, facultatif | la vue d'une page publique : l'identifiant du profil |
| \`properties\` | objet, facultatif | \`page\` et \`path\` (300 caractères), \`referrer\` (1 000), \`source\` (60) ; aucun autre champ |

Le serveur y ajoute l'agent utilisateur et, si une session est ouverte, l'identifiant de l'utilisateur, lu dans le cookie de session (jamais dans le corps). Aucune adresse IP n'est enregistrée.

- \`204\` : enregistré, ou ignoré sans erreur (robots reconnus à leur agent utilisateur, propriétaire qui consulte sa propre page).
- \`400\` : corps invalide (champ inconnu, type ou longueur incorrects). \`413\` : corps trop grand. \`429\` : plus de 120 événements par minute depuis une même adresse. \`405\` : autre méthode que \`POST\`.

## Poser une question à l'assistant {#chat}

\`POST /api/v1/chat\` avec \`{"message": "Comment personnaliser mon URL ?"}\` : de 1 à 1 000 caractères (espaces de début et de fin retirés), corps de 6 200 octets au plus.

Réponse \`200\` : \`{"response": "…", "sources": [{"title": "…", "url": "/help/custom-domain"}]}\`. L'assistant répond à partir des articles du centre d'aide et des questions fréquentes, dans la langue de la requête, et cite ce qu'il a utilisé ; quand rien n'y répond, il le dit et \`sources\` est vide. Si l'exploitant du service a configuré un modèle compatible OpenAI (\`CHAT_API_URL\`, \`CHAT_API_KEY\`), c'est ce modèle qui rédige la réponse à partir des mêmes textes, et seuls les textes qu'il cite figurent dans \`sources\`.

- \`400\` \`{"error"}\` : message vide, trop long ou corps illisible. \`413\` : corps trop grand.
- \`429\` \`{"error"}\` avec \`Retry-After\` : plus de 30 messages en 10 minutes depuis une même adresse.
- \`500\` \`{"error"}\` : l'assistant n'a pas pu répondre.

## Suivre un lien d'une page {#liens}

\`GET /go/{linkId}\` — \`linkId\` est l'identifiant (UUID) d'un lien d'une page publique. Réponse \`302\` vers l'adresse enregistrée (seules \`http\`, \`https\`, \`mailto\` et \`tel\` sont possibles), après avoir compté un clic pour les statistiques du propriétaire — au plus un par adresse IP, par lien et par heure ; ni pour les robots, ni pour le propriétaire lui-même, ni pour un \`HEAD\` ou un préchargement ; \`404\` pour un identifiant inconnu. Un numéro masqué (WhatsApp, téléphone, Viber, Telegram ou Signal par numéro) n'est jamais donné sur un \`GET\` : la réponse est \`302\` vers la page du profil (\`/{slug}#links\`).

\`POST /go/{linkId}\` — ce qu'envoie la page publique quand un visiteur choisit un numéro masqué. L'adresse n'est donnée qu'à une requête venue des pages du site lui-même (\`Origin\` ou \`Sec-Fetch-Site: same-origin\`) qui n'est pas celle d'un robot : \`200\` \`{"url": "https://wa.me/…"}\` avec \`Accept: application/json\`, sinon une petite page qui porte le lien ; un clic est compté comme ci-dessus.

- \`403\` : autre site, pas d'\`Origin\`, robot ou préchargement. \`404\` : identifiant inconnu.
- \`429\` avec \`Retry-After\` : plus de 30 numéros en une heure depuis une même adresse, ou plus de 300 numéros d'un même profil en une heure.

C'est ainsi que le numéro WhatsApp ou de téléphone d'un professionnel n'apparaît ni dans sa page ni dans aucune réponse à un robot d'indexation.

## Pages publiques et images {#pages}

- \`GET /{slug}\` : la page publique d'un professionnel (HTML).
- \`GET /og/{slug}.png\` : l'image d'aperçu de cette page pour les réseaux sociaux (Open Graph).

## État du serveur {#etat}

\`GET /healthz\` — \`200\` \`{"status": "ok", "database": {"ok": true, "roundTripMs": 0.42}, "version": "0.1.0", "uptimeSeconds": 3600}\`, ou \`503\` avec \`"status": "error"\` quand la base de données ne répond pas. Jamais mis en cache. La page [État du service](/status) en donne la version lisible.

## Flux du blog {#flux}

- \`GET /blog/rss/{lang}\` : RSS 2.0 ; \`GET /blog/atom/{lang}\` : Atom. \`lang\` vaut \`fr\`, \`en\` ou \`ar\` ; les 20 derniers articles publiés dans cette langue. Mis en cache 5 minutes.

## Plan du site et robots {#plan-du-site}

- \`GET /sitemap.xml\` : les pages du site, les articles publiés et les pages publiques des professionnels. Mis en cache 10 minutes.
- \`GET /robots.txt\` : les zones privées (\`/dashboard\`, \`/admin\`, \`/api/\`…) et l'adresse du plan du site.
`,
};
