import type { HelpArticleTexts } from "./catalog.ts";

/** The help articles in French (the reference language). Markdown subset: app/services/markdown/blocks.ts. */
export const HELP_ARTICLES_FR: HelpArticleTexts = {
  // ─── Premiers pas ────────────────────────────────────────────────────────
  "create-account": {
    title: "Créer votre compte Fiable",
    summary:
      "Inscription par e-mail en une minute, confirmation de l'adresse, et connexion Google ou LinkedIn quand elle est proposée.",
    body: `
Fiable est gratuit pendant la bêta : aucune carte bancaire n'est demandée. Un compte vous donne un tableau de bord pour construire votre page de confiance, publique à l'adresse {host}/votre-nom.

## S'inscrire avec son e-mail

1. Ouvrez la page [Connexion / inscription](/auth?mode=signup) (bouton « Créer » en haut du site).
2. Saisissez votre nom complet, votre adresse e-mail et un mot de passe d'**au moins 6 caractères**.
3. Validez : un e-mail de confirmation vous est envoyé.
4. Cliquez sur le lien de cet e-mail. Votre adresse est confirmée et vous arrivez sur votre tableau de bord.

> Vous ne trouvez pas l'e-mail ? Regardez dans les courriers indésirables. Tant que l'adresse n'est pas confirmée, la connexion affiche « Veuillez confirmer votre email avant de vous connecter ».

## S'inscrire avec Google ou LinkedIn

Quand les boutons Google et LinkedIn apparaissent sous le formulaire, vous pouvez les utiliser à la place d'un mot de passe : votre nom et votre e-mail sont repris du compte choisi. Si ces boutons n'apparaissent pas, c'est que cette installation de Fiable ne les propose pas ; l'inscription par e-mail fonctionne toujours.

## Messages d'erreur fréquents

- **« Cette adresse email est déjà utilisée. Essayez de vous connecter. »** : un compte existe déjà avec cet e-mail. Le formulaire passe en mode connexion ; utilisez « Mot de passe oublié ? » si besoin.
- **« Le mot de passe doit contenir au moins 6 caractères. »** : choisissez un mot de passe plus long. Une phrase de plusieurs mots est à la fois facile à retenir et difficile à deviner.
- **« Veuillez entrer une adresse email valide. »** : vérifiez qu'il n'y a ni faute de frappe ni espace dans l'adresse.

## Et ensuite ?

Suivez le guide [Créer votre profil en 2 minutes](/help/create-profile) pour remplir l'essentiel de votre page.
`,
  },

  "create-profile": {
    title: "Créer votre profil en 2 minutes",
    summary:
      "Les quelques champs qui suffisent pour publier une page utile, puis l'enregistrement et l'ouverture de votre page publique.",
    body: `
Votre profil est la page que vos clients ouvriront depuis votre bio Instagram, une signature d'e-mail ou un message WhatsApp. Vous n'avez pas besoin de tout remplir pour commencer : voici l'essentiel.

## Les étapes

1. Connectez-vous et ouvrez votre [tableau de bord](/dashboard). À la première visite, votre nom et votre e-mail sont déjà repris de votre compte.
2. Dans l'onglet **Informations de base**, vérifiez votre prénom et votre nom, indiquez votre ville et ajoutez une photo.
3. Dans l'onglet **Professionnel**, écrivez votre métier (par exemple « Photographe de mariage ») et une bio de deux ou trois phrases.
4. Dans l'onglet **Domaine**, choisissez l'adresse de votre page, par exemple {host}/camille-martin. Laissez le champ vide pour qu'elle soit créée à partir de votre nom.
5. Dans l'onglet **Plateformes**, ajoutez au moins un moyen de vous joindre : Instagram, WhatsApp, e-mail ou site web.
6. Cliquez sur **Enregistrer** en haut de l'écran. Le message « Profil sauvegardé ! » affiche l'adresse publique de votre page.

L'aperçu en forme de téléphone, à côté du formulaire (ou sous celui-ci sur mobile), montre en direct ce que verront vos visiteurs.

## Rien n'est enregistré sans vous

Fiable n'enregistre pas automatiquement : seul le bouton **Enregistrer** publie vos modifications. Si vous quittez la page avec des changements non enregistrés, une confirmation vous est demandée.

## Voir votre page

Après le premier enregistrement, le lien « Voir mon profil » du tableau de bord ouvre votre page publique dans un nouvel onglet. Vous pouvez alors la [partager](/help/share-your-page).

## Pour aller plus loin

- [Ajouter vos réalisations](/help/portfolio)
- [Demander vos premiers avis clients](/help/ask-for-reviews)
- [Choisir votre adresse personnalisée](/help/custom-domain)
`,
  },

  "sign-in-and-password": {
    title: "Se connecter et réinitialiser son mot de passe",
    summary:
      "Connexion, mot de passe oublié, trop de tentatives, changement de mot de passe ou d'e-mail depuis les paramètres.",
    body: `
## Se connecter

Ouvrez la page [Connexion](/auth), saisissez votre e-mail et votre mot de passe. L'icône en forme d'œil affiche ou masque le mot de passe pendant la saisie. Une fois connecté, vous êtes redirigé vers votre tableau de bord.

Si le message **« Email ou mot de passe incorrect »** s'affiche, vérifiez l'adresse (une majuscule ou un espace de trop suffit) puis le mot de passe.

## Mot de passe oublié

1. Sur la page de connexion, saisissez votre e-mail puis cliquez sur **Mot de passe oublié ?**
2. Un e-mail vous envoie un lien de réinitialisation. Ouvrez-le depuis le même appareil si possible.
3. Choisissez un nouveau mot de passe (6 caractères au minimum). L'ancien ne fonctionne plus.

## « Trop de tentatives »

Après plusieurs essais ratés en peu de temps, Fiable bloque temporairement les connexions pour ce compte et affiche **« Trop de tentatives. Attendez quelques minutes. »** C'est une protection contre ceux qui essaient de deviner les mots de passe. Patientez quelques minutes, ou réinitialisez votre mot de passe.

## Changer de mot de passe ou d'e-mail

Dans la section **Paramètres** du tableau de bord :

- **Mot de passe** : votre mot de passe actuel vous est demandé avant d'en choisir un nouveau.
- **E-mail** : la nouvelle adresse doit être confirmée par un lien avant de remplacer l'ancienne.
- **Déconnecter les autres appareils** : utile si vous vous êtes connecté sur un ordinateur partagé.

## Double authentification

Dans **Paramètres**, la carte **Double authentification** ajoute un code à 6 chiffres, affiché par une application d'authentification (Google Authenticator, Microsoft Authenticator, 1Password…), à chaque connexion — par mot de passe comme avec Google ou LinkedIn.

1. Cliquez sur **Activer la double authentification** (votre mot de passe vous est demandé si votre compte en a un).
2. Scannez le QR code avec l'application, ou saisissez la clé affichée dessous.
3. Entrez le code que l'application affiche, puis **Confirmer**.
4. Fiable affiche alors **10 codes de secours** : téléchargez-les ou notez-les. Chacun permet une seule connexion si vous n'avez plus votre téléphone ; ils ne seront plus affichés, mais vous pouvez en générer de nouveaux (les anciens cessent alors de fonctionner).

À la connexion, après le mot de passe, la page **Vérification en deux étapes** demande le code ; **Utiliser un code de secours** accepte un code de secours à la place. Cochez **Faire confiance à cet appareil pendant 30 jours** sur votre propre appareil pour ne plus saisir de code pendant 30 jours. Après 5 codes faux en 10 minutes, il faut attendre : « Trop de tentatives. Attendez quelques minutes. »

Pour la désactiver, saisissez votre mot de passe et un code (de l'application ou de secours) dans la même carte.

## Clés d'accès

Une clé d'accès (passkey) remplace le mot de passe par le déverrouillage de votre appareil (empreinte, visage, code de l'appareil) ou une clé de sécurité. Ajoutez-en une dans **Paramètres → Clés d'accès**, donnez-lui un nom, puis utilisez **Se connecter avec une clé d'accès** sur la page de connexion. Une clé d'accès vaut à elle seule les deux étapes : aucun code n'est demandé ensuite. Une clé supprimée dans les paramètres ne permet plus de se connecter, même si l'appareil la propose encore.

## Se déconnecter

Le bouton de déconnexion, en haut du tableau de bord, ferme votre session sur cet appareil et vous ramène à l'accueil.
`,
  },

  "share-your-page": {
    title: "Partager votre page",
    summary:
      "Copier le lien, le bouton Partager, le QR code à imprimer et l'aperçu qui s'affiche dans WhatsApp, LinkedIn ou Facebook.",
    body: `
Votre page de confiance est faite pour circuler : un seul lien qui rassemble vos coordonnées, vos réalisations et les avis de vos clients.

## Votre lien

Votre page est publique à l'adresse {host}/votre-adresse (voir [Choisir votre adresse personnalisée](/help/custom-domain)). Quand vous êtes connecté et que vous ouvrez votre propre page, les boutons **Copier le lien** et **Partager** apparaissent en haut.

## Le bouton Partager

- Sur téléphone, il ouvre le menu de partage de l'appareil (WhatsApp, Messages, Instagram…).
- Sur ordinateur, un menu propose : copier le lien, WhatsApp, X, LinkedIn, Facebook et e-mail.

Si la copie échoue (certains navigateurs la bloquent), le message « Impossible de copier le lien » s'affiche : sélectionnez alors l'adresse dans la barre du navigateur.

## Le QR code

Depuis votre page, vous pouvez télécharger le QR code de votre adresse en PNG (pour un message ou un réseau social) ou en SVG (pour l'impression : il reste net à toutes les tailles). Imprimez-le sur vos cartes de visite, un devis ou une affiche en boutique.

## L'aperçu dans les messageries

Quand vous collez votre lien dans WhatsApp, LinkedIn, Facebook ou X, un aperçu s'affiche avec votre nom, votre métier, votre note moyenne et votre photo. Il est mis à jour lorsque vous enregistrez votre profil.

## Où mettre votre lien

- dans la bio de vos réseaux sociaux ;
- dans votre signature d'e-mail ;
- dans vos devis et factures ;
- en réponse à un prospect qui hésite : il y trouvera vos avis clients.

## Pour demander un avis

Votre page et votre formulaire d'avis ont deux adresses différentes. Pour demander un avis, utilisez plutôt le lien d'avis de la section **Collecter** du [tableau de bord](/dashboard) : il mène directement au formulaire et a son propre QR code, ses boutons de partage et sa carte à imprimer. Voir [Demander un avis à vos clients](/help/ask-for-reviews).
`,
  },

  "privacy-and-data": {
    title: "Vos données et votre confidentialité",
    summary:
      "Ce qui est public sur votre page, ce qui reste privé, les cookies utilisés et comment exercer vos droits.",
    body: `
## Ce qui est public

Tout ce que vous enregistrez dans votre profil est visible par toute personne qui a le lien de votre page : nom, photo, métier, bio, ville, langues, compétences, réalisations, FAQ, liens, ainsi que les avis publiés et vos réponses. Sous les avis, une ligne indique aussi le nombre d'avis en attente et d'avis retirés, avec le motif. Les moteurs de recherche peuvent indexer une page qui a déjà une bio ou des avis.

## Ce qui reste privé

- **Votre mot de passe** n'est jamais stocké en clair : seule une empreinte chiffrée est conservée.
- **Votre e-mail de compte** n'apparaît pas sur votre page, sauf si vous l'ajoutez vous-même comme lien. Quand vous invitez des clients par e-mail, il figure comme adresse de réponse de l'invitation, pour que leurs réponses vous arrivent.
- **Vos numéros WhatsApp et de téléphone** ne figurent pas dans la page envoyée aux visiteurs : ils voient un lien « numéro masqué » qui les redirige vers la conversation. Voir [WhatsApp et téléphone](/help/whatsapp-and-phone).
- **Le contenu des avis en attente ou retirés** n'est visible que par vous (et par les administrateurs de Fiable).
- **L'adresse e-mail des auteurs d'avis** n'est jamais affichée, ni sur votre page ni dans votre tableau de bord : elle sert à leur envoyer un lien privé pour modifier ou supprimer leur avis.

## Les adresses de vos clients

Les adresses que vous collez pour inviter vos clients ne servent qu'à envoyer l'invitation et au plus 2 rappels. Elles apparaissent dans le tableau de vos invitations et sont effacées automatiquement 12 mois après l'invitation. Une adresse désinscrite ne reçoit plus aucune invitation de Fiable. Voir [Demander un avis à vos clients](/help/ask-for-reviews).

## Cookies

Fiable ne dépose que les cookies nécessaires : la session de connexion, ainsi que votre choix de langue et de thème. Aucun cookie publicitaire ni traceur tiers. Le détail figure dans la [politique cookies](/legal/cookies).

## Vos droits

Vous pouvez modifier votre profil à tout moment depuis le tableau de bord. Pour obtenir une copie de vos données, utilisez « Exporter mes données » dans les [paramètres de votre compte](/dashboard/settings#export). Pour les faire corriger, écrivez-nous depuis la page [Contact](/contact).

## Supprimer votre compte

Dans les [paramètres de votre compte](/dashboard/settings#delete-account), « Supprimer mon compte » demande votre mot de passe (un compte ouvert avec Google ou LinkedIn tape son adresse e-mail) et, si la double authentification est activée, un code de votre application ou un code de secours.

- **Aussitôt** : votre page et tout ce qui est dessous (avis, mur, formulaire d'avis) répondent « Cette page a été supprimée », elle sort du plan du site, vous êtes déconnecté partout, et vos invitations en attente et leurs relances sont annulées. Personne d'autre ne peut prendre votre adresse de page. Un e-mail vous rappelle jusqu'à quand vous pouvez revenir.
- **Pendant 30 jours** : connectez-vous avec le même compte et choisissez « Restaurer mon compte » : votre page revient avec ses listes, ses avis et ses médias. Les invitations annulées ne sont pas renvoyées.
- **Après 30 jours** : le compte, sa page, les avis reçus, les fichiers, les statistiques et le journal sont effacés définitivement, et la restauration n'est plus possible. Les avis que vous avez laissés sur d'autres pages avec l'adresse e-mail vérifiée de votre compte y restent, signés « Ancien utilisateur », sans votre adresse, titre ni photo.

## Comptes inactifs

Si vous ne vous êtes pas connecté depuis 3 ans, votre compte est supprimé de la même façon, après deux e-mails d'avertissement, 30 et 7 jours avant. Il suffit de vous connecter pour annuler ce décompte, et encore 30 jours après la suppression pour tout restaurer.

## En savoir plus

Les détails sont dans la [politique de confidentialité](/legal/privacy) et la page [RGPD](/legal/gdpr) ; les mesures de sécurité (chiffrement, limites de tentatives, contrôle des fichiers) sont décrites sur la page [Sécurité](/security).
`,
  },

  // ─── Configuration du profil ─────────────────────────────────────────────
  "profile-editor": {
    title: "Découvrir l'éditeur de profil",
    summary: "Les sept onglets du tableau de bord, l'aperçu en direct et le bouton Enregistrer.",
    body: `
L'éditeur de profil est le cœur de votre [tableau de bord](/dashboard). Chaque onglet commence par un court texte qui explique à quoi il sert.

## Les sept onglets

1. **Informations de base** : prénom, nom, e-mail, téléphone, ville et photo de profil.
2. **Professionnel** : métier, entreprise, bio, secteur d'activité et langues parlées.
3. **Compétences** : vos compétences et vos outils, séparés par des virgules.
4. **Domaine** : l'adresse de votre page, {host}/votre-nom.
5. **Portfolio** : vos réalisations, avec titre, description, image, lien et technologies.
6. **FAQ** : les questions que vos clients posent souvent, avec vos réponses.
7. **Plateformes** : vos réseaux sociaux, moyens de contact et liens (20 au maximum).

## L'aperçu en direct

À côté du formulaire, un téléphone montre votre page telle qu'elle apparaîtra : nom, métier, bio, ville, jusqu'à 3 drapeaux de langues, les icônes Instagram, TikTok, X et Snapchat, jusqu'à 3 autres liens, 4 réalisations, 6 compétences (puis « +N ») et votre FAQ. Sur téléphone, l'aperçu s'affiche sous le formulaire ou via un bouton.

## Enregistrer

Rien n'est publié tant que vous n'avez pas cliqué sur **Enregistrer**, en haut de l'écran. Tout le profil est enregistré d'un coup : soit tout passe, soit rien ne change et votre brouillon reste à l'écran avec le message « Impossible de sauvegarder le profil ».

> Vous fermez l'onglet avec des modifications non enregistrées ? Le navigateur vous demande confirmation avant de les perdre.

## Le badge « Offre gratuite »

Pendant la bêta, tous les comptes sont gratuits : le badge en haut du tableau de bord le rappelle.
`,
  },

  "profile-photo": {
    title: "Ajouter une photo de profil",
    summary: "Formats acceptés, taille maximale, recadrage et ce que Fiable fait de vos images.",
    body: `
Une photo nette de votre visage (ou votre logo pour une entreprise) rassure immédiatement un visiteur.

## Ajouter ou changer la photo

1. Ouvrez l'onglet **Informations de base** du tableau de bord.
2. Cliquez sur la zone de la photo et choisissez une image.
3. Vérifiez le rendu dans l'aperçu, puis cliquez sur **Enregistrer**.

## Formats et taille

- Formats acceptés : **JPEG, PNG et WebP**.
- Taille maximale : **10 Mo**.
- Le type est vérifié à partir du contenu du fichier, pas de son nom : un fichier renommé en « .jpg » qui n'est pas une image est refusé.

## Ce que Fiable fait de votre image

Votre photo est réencodée dans des formats adaptés au web. Au passage, les métadonnées du fichier sont supprimées, notamment les **coordonnées GPS** que les téléphones ajoutent aux photos : personne ne peut retrouver le lieu de la prise de vue.

## Sans photo

Tant que vous n'avez pas de photo, votre page affiche vos initiales dans un cercle coloré.

## Conseils

- Une image carrée, visage centré, d'au moins 400 × 400 pixels.
- Un fond simple et une lumière naturelle.
- La même photo que sur vos réseaux professionnels : vos clients vous reconnaissent.
`,
  },

  "title-and-bio": {
    title: "Rédiger votre métier et votre bio",
    summary:
      "Ce qu'il faut écrire dans le titre, l'entreprise, la bio et le secteur d'activité pour convaincre en quelques secondes.",
    body: `
Ces champs se trouvent dans l'onglet **Professionnel** du tableau de bord. Ce sont les premières lignes que lit un visiteur, juste sous votre nom.

## Le métier

Soyez précis et concret : « Photographe de mariage à Lyon » en dit plus que « Photographe ». Si vous avez plusieurs activités, commencez par celle pour laquelle on partage le plus souvent votre lien.

## L'entreprise

Indiquez le nom de votre société ou de votre marque si vous en avez une. Laissez le champ vide si vous travaillez en votre nom propre.

## La bio

Deux à quatre phrases suffisent :

1. ce que vous faites et pour qui ;
2. ce qui vous distingue (une spécialité, une méthode, une zone géographique) ;
3. comment travailler avec vous (devis, délais, déplacement).

> Exemple : « J'accompagne les couples de la Bourgogne aux Alpes, des préparatifs au dernier slow. Reportage discret, galerie livrée en trois semaines. Premier appel offert pour faire connaissance. »

La bio est affichée telle que vous l'écrivez, retours à la ligne compris.

## Le secteur d'activité

Choisissez un seul secteur : il aide à comprendre votre métier d'un coup d'œil.

## Les langues

Indiquez aussi les langues que vous parlez : voir [Indiquer vos langues](/help/languages).
`,
  },

  languages: {
    title: "Indiquer les langues que vous parlez",
    summary:
      "Choisir parmi les langues proposées, en ajouter une qui manque, et l'affichage des drapeaux sur votre page.",
    body: `
Les langues se choisissent dans l'onglet **Professionnel** du tableau de bord.

## Choisir vos langues

Le sélecteur propose d'abord **16 langues courantes** (français, anglais, espagnol, allemand, italien, portugais, arabe…), puis la liste complète d'environ 77 langues, avec une recherche. Cliquez sur une langue pour l'ajouter ; cliquez sur la croix d'une langue sélectionnée pour la retirer.

## Ajouter une langue qui n'est pas dans la liste

Tapez son nom dans le champ libre puis validez. Elle est ajoutée si le champ n'est pas vide et si cette langue n'est pas déjà sélectionnée.

## Sur votre page

Votre page affiche les **3 premières langues** de votre liste, avec leur drapeau quand il existe (sinon, une icône de globe). Placez donc en premier celles dans lesquelles vous travaillez le plus.

> Les langues de votre profil sont indépendantes de la langue de l'interface de Fiable, que vous changez avec le sélecteur en haut du site.
`,
  },

  "skills-and-tools": {
    title: "Ajouter vos compétences et vos outils",
    summary: "Saisie séparée par des virgules, ordre d'affichage et limite de 6 badges visibles sur la page.",
    body: `
L'onglet **Compétences** du tableau de bord contient deux champs : vos compétences (ce que vous savez faire) et vos outils (les logiciels ou le matériel que vous utilisez).

## Comment les saisir

Séparez chaque élément par une **virgule** :

\`Reportage, Portrait, Retouche, Tirages d'art\`

Les espaces autour des virgules sont ignorés, et les éléments vides (deux virgules de suite) ne sont pas enregistrés.

## Ce qui s'affiche

Votre page et l'aperçu montrent les **6 premières** compétences sous forme de badges, suivies de « +N » s'il y en a davantage. Mettez en tête celles qui comptent le plus pour vos clients.

## Conseils

- Utilisez les mots que vos clients emploient (« Site vitrine » plutôt que « Intégration HTML/CSS »).
- Préférez 6 à 10 compétences précises à une longue liste.
- Gardez les outils pour ce qui rassure un client : un logiciel de référence dans votre métier, un équipement professionnel.
`,
  },

  "custom-domain": {
    title: "Choisir votre adresse personnalisée (domaine)",
    summary:
      "L'adresse de votre page, {host}/votre-nom : règles de formation, disponibilité, mots réservés et changement d'adresse.",
    body: `
Chaque page Fiable a sa propre adresse (son URL), par exemple **{host}/camille-martin**. Vous pouvez la personnaliser. Vous la choisissez dans l'onglet **Domaine** du tableau de bord : c'est la partie qui suit le préfixe fixe {host}/.

## Les règles

- Seuls les **lettres minuscules, chiffres et tirets** sont gardés : les majuscules sont converties, les accents et autres caractères sont retirés.
- Plusieurs tirets de suite sont réduits à un seul, et une adresse ne commence ni ne finit par un tiret. Par exemple « Marie  Dupont--Pro! » devient \`marie-dupont-pro\`.
- **Champ vide** : l'adresse est créée à partir de votre prénom et de votre nom.
- **Adresse déjà prise** par quelqu'un d'autre : un suffixe est ajouté (\`marie-1\`, puis \`marie-2\`…). La disponibilité est vérifiée pendant que vous tapez.
- Les mots qui correspondent à des pages de Fiable (auth, dashboard, admin, blog, demo, help, legal, api…) sont **réservés** et refusés avec un message.

## Bien choisir

- Votre nom ou celui de votre marque, comme sur vos réseaux.
- Court et facile à dicter au téléphone.
- Sans date ni ville si vous comptez évoluer.

## Changer d'adresse

Vous pouvez modifier l'adresse à tout moment puis cliquer sur **Enregistrer**. Attention : l'ancienne adresse cesse de fonctionner et pourra être prise par quelqu'un d'autre. Pensez à mettre à jour vos bios, signatures et QR codes imprimés.

> Un nom de domaine à vous (du type votre-nom.fr) ne se branche pas directement sur Fiable : vous pouvez en revanche le rediriger vers {host}/votre-nom chez votre registraire.
`,
  },

  portfolio: {
    title: "Présenter vos réalisations (portfolio)",
    summary: "Ajouter, ordonner et illustrer vos projets ; les 4 premiers s'affichent sur votre page.",
    body: `
Le portfolio montre concrètement ce que vous faites. Il se remplit dans l'onglet **Portfolio** du tableau de bord.

## Ajouter une réalisation

1. Cliquez sur **Ajouter**.
2. Donnez un **titre** (obligatoire) et une courte **description** : le contexte, ce que vous avez fait, le résultat.
3. Ajoutez une **image** (JPEG, PNG ou WebP, 10 Mo maximum). Elle est redimensionnée pour le web et ses métadonnées, dont la position GPS, sont supprimées.
4. Si le projet est visible en ligne, ajoutez son **lien** (adresse commençant par https://).
5. Listez les **technologies** ou techniques utilisées.
6. Cliquez sur **Enregistrer** en haut de l'écran.

Pour retirer une réalisation, utilisez son bouton de suppression puis enregistrez.

## Ce qui s'affiche

Votre page présente les **4 premières réalisations** de la liste. Placez en tête les plus récentes ou celles qui ressemblent le plus aux demandes que vous voulez recevoir.

## Conseils

- Une image horizontale, lumineuse, sans texte incrusté.
- Une description orientée client : « Mariage de 120 invités, reportage de 10 h, 600 photos livrées » parle plus qu'une liste de réglages.
- Demandez à ces mêmes clients [un avis](/help/ask-for-reviews) : le portfolio et les avis se renforcent.
`,
  },

  faq: {
    title: "Ajouter une FAQ à votre page",
    summary: "Répondre d'avance aux questions de vos clients : ajout, ordre, catégories et affichage en accordéon.",
    body: `
Une FAQ répond aux questions que vos prospects se posent avant de vous contacter : tarifs, délais, zone d'intervention, déroulement. Elle se remplit dans l'onglet **FAQ** du tableau de bord.

## Ajouter une question

1. Cliquez sur **Ajouter**.
2. Écrivez la **question** telle qu'un client la poserait, puis votre **réponse**.
3. La catégorie vaut « Général » par défaut ; vous pouvez la changer pour regrouper vos questions.
4. Enregistrez.

## Sur votre page

Les questions s'affichent en accordéon : le visiteur clique sur une question pour lire la réponse, et une seule réponse est ouverte à la fois.

## Quelles questions choisir ?

- « Quels sont vos tarifs ? » : une fourchette ou un prix de départ suffit.
- « Sous quel délai pouvez-vous intervenir ? »
- « Vous déplacez-vous ? Dans quelle zone ? »
- « Comment se passe un premier rendez-vous ? »
- « Que se passe-t-il si je dois annuler ? »

> Trois à six questions suffisent. Si l'on vous pose souvent la même question par message, elle a sa place ici.
`,
  },

  // ─── Avis clients ─────────────────────────────────────────────────────────
  "how-reviews-work": {
    title: "Comment fonctionnent les avis",
    summary:
      "Qui peut laisser un avis, les quatre types d'avis, de l'attente à la publication, la provenance de chaque avis et ce que vous ne pouvez pas faire.",
    body: `
Les avis de vos clients sont la preuve que votre page existe pour montrer. Fiable les rend simples à laisser et honnêtes à afficher. Les mêmes règles sont expliquées à vos visiteurs sur la page publique « Comment fonctionnent les avis » ({host}/how-reviews-work), dont le lien figure à côté des avis de chaque page.

## Qui peut laisser un avis

N'importe quel visiteur de votre page, sans créer de compte, avec le bouton **Laisser un avis** ou votre lien d'avis, et chaque client que vous avez invité par e-mail, depuis son lien personnel. Vous ne pouvez pas laisser d'avis sur votre propre profil.

L'auteur indique son nom (obligatoire), une note de 1 à 5 étoiles, sa relation avec vous (client, collègue, ami ou famille, autre) et, s'il le souhaite, le mois de la prestation. Il coche une case : « J'atteste que cet avis décrit ma propre expérience et j'accepte qu'il soit publié avec mon nom sur la page de … ». Son adresse e-mail est demandée s'il vient d'une invitation, facultative sinon ; elle n'est jamais affichée, même à vous.

## Les quatre types d'avis

- **Texte** : une note et un commentaire écrit.
- **Photo** : une photo accompagnée d'un commentaire.
- **Vidéo** : un fichier vidéo ou un enregistrement fait depuis la caméra.
- **Audio** : un message vocal enregistré dans le navigateur ou un fichier audio.

Voir [Avis audio, vidéo et photo](/help/audio-video-photo-reviews).

## De l'attente à la publication

1. Un nouvel avis est **en attente** : il n'apparaît pas encore sur votre page. Vous recevez un e-mail, et le client voit « Avis soumis ! Votre avis sera publié après modération ».
2. Vous l'approuvez, et il est publié ; ou vous le retirez pour l'un des motifs prévus (voir [Modérer les avis reçus](/help/moderate-reviews)).
3. Sans décision de votre part, un e-mail de rappel vous est envoyé au bout de 7 jours, et l'avis est **publié automatiquement 30 jours** après son envoi.
4. Une fois publié, vous ne pouvez plus le retirer : vous pouvez y [répondre publiquement](/help/reply-to-reviews), ou le signaler à l'équipe Fiable, qui le retire si le motif est avéré et le laisse publié sinon.

## La provenance de chaque avis

Chaque avis porte une mention calculée par Fiable à partir de faits enregistrés ; vous ne pouvez ni la choisir ni la modifier :

- **Invité par e-mail** : laissé depuis le lien personnel d'une invitation que vous avez envoyée.
- **E-mail vérifié** : l'auteur a donné son adresse e-mail et l'a confirmée en ouvrant le lien reçu après l'envoi de son avis.
- **Spontané** : laissé sans invitation et sans adresse e-mail confirmée.

Quand l'auteur n'est pas un client, sa relation avec vous (collègue, ami ou famille, autre) est aussi indiquée sur l'avis.

## L'auteur garde la main sur son avis

L'auteur qui a donné son adresse e-mail reçoit un lien privé pour modifier ou supprimer son avis à tout moment. Une modification d'un avis publié est publiée aussitôt, avec la mention « Modifié par son auteur » ; une suppression est immédiate. Si son avis est retiré, l'auteur reçoit le motif par e-mail.

## Ce que vous ne pouvez pas faire

- **Modifier** un avis : il est publié tel que le client l'a écrit.
- **Supprimer** un avis, même négatif, ni **retirer** un avis déjà publié. Vous pouvez seulement retirer un avis en attente pour un motif précis (spam, propos injurieux, données personnelles, pas un client, hors sujet, doublon), et le nombre d'avis retirés est affiché publiquement avec le motif.
- **Choisir** la mention de provenance d'un avis.

C'est ce qui rend vos avis crédibles : vos visiteurs savent qu'ils ne sont pas triés.
`,
  },

  "ask-for-reviews": {
    title: "Demander un avis à vos clients",
    summary:
      "La section Collecter : lien d'avis, QR code, boutons de partage, carte à imprimer et invitations par e-mail, avec leurs limites et leurs règles.",
    body: `
Les clients satisfaits laissent rarement un avis spontanément. Il suffit souvent de le leur demander, au bon moment et simplement. Tout se trouve dans la section **Collecter** du [tableau de bord](/dashboard).

## Le bon moment

Juste après une réussite : la livraison des photos, la fin d'un chantier, un message de remerciement. Le souvenir est frais et l'envie de vous aider aussi.

## Votre lien d'avis

La section **Collecter** affiche votre lien d'avis complet, {host}/votre-adresse/review, avec un bouton **Copier le lien**. Toute personne qui l'ouvre arrive directement sur le formulaire d'avis. Vous y trouvez aussi :

- **le QR code** de ce lien, à télécharger en PNG (pour un message) ou en SVG (pour l'impression) ;
- **des boutons de partage** : WhatsApp, e-mail, LinkedIn et SMS, avec un court message déjà rédigé ;
- **une carte à imprimer** au format A6 ou A5, avec votre photo, le QR code et le lien, à poser sur un comptoir ou à glisser dans une commande.

Un avis laissé par ce lien porte la mention « Spontané », ou « E-mail vérifié » si son auteur confirme son adresse.

## Inviter vos clients par e-mail

1. Collez vos clients, un par ligne : « Nom <email> », « email » ou « nom;email » (500 lignes au maximum).
2. Choisissez la langue de l'e-mail et décidez si Fiable envoie des rappels.
3. Cliquez sur **Vérifier la liste** : chaque ligne s'affiche avec son numéro et son état, par exemple « Prête à envoyer », « Doublon de la ligne 3 », « Invalide : adresse e-mail invalide », « Déjà invité(e) le … », « Ne reçoit plus d'invitations » ou « Au-delà de la limite du jour ».
4. Cliquez sur **Envoyer** : seules les lignes prêtes sont envoyées.

Chaque client reçoit un e-mail envoyé depuis l'adresse de Fiable, avec votre nom comme expéditeur et votre adresse e-mail comme adresse de réponse : s'il répond, sa réponse vous arrive. Son lien est personnel, valable 30 jours et utilisable une seule fois. Si vous les laissez activés, 2 rappels au plus partent 3 et 7 jours après l'invitation ; ils s'arrêtent dès que le client a laissé son avis ou s'est désinscrit. Un avis laissé depuis ce lien porte la mention « Invité par e-mail ».

## Les limites

- Votre adresse e-mail doit être confirmée (ouvrez le lien reçu à l'inscription).
- 50 invitations par 24 heures pendant la première semaine du compte, puis 500.
- La même adresse n'est pas invitée deux fois par vous en moins de 30 jours.
- Une adresse qui s'est désinscrite, ou que son serveur de messagerie a refusée définitivement, ne reçoit plus aucune invitation de Fiable, quel que soit le professionnel.

## Suivre vos invitations

Le tableau des invitations indique l'état de chacune : en file d'attente, envoyée, ouverte, avis laissé, échec (avec la raison donnée par le serveur de messagerie), désinscrit ou expirée, ainsi que le nombre de rappels envoyés. Les invitations (adresse et nom de chaque client, état) sont effacées automatiquement 12 mois après l'invitation.

## Les règles

- Le texte de l'invitation est neutre et le même pour tous vos clients : aucune contrepartie, aucune note suggérée, et chacun peut répondre, satisfait ou non.
- Offrir une récompense (réduction, cadeau) en échange d'un avis, ou n'inviter que les clients satisfaits, est interdit : c'est trompeur pour vos visiteurs et interdit dans de nombreux pays.
- N'invitez que des personnes avec qui vous avez travaillé.

## Un message qui fonctionne

Si vous écrivez vous-même à un client, restez simple et neutre :

> « Bonjour Claire, merci encore pour votre confiance ! Si vous avez deux minutes, j'aimerais avoir votre avis sur mon travail : [lien]. Un petit message vocal fonctionne aussi, directement depuis votre téléphone. »

- Précisez que cela prend une minute et qu'aucun compte n'est nécessaire.
- Proposez l'audio ou la vidéo : beaucoup de clients préfèrent parler qu'écrire.
- Une seule relance suffit ; les invitations par e-mail relancent déjà pour vous.

## Et les avis négatifs ?

Ils arrivent aussi, et une page qui n'a que des 5 étoiles paraît moins crédible. Une [réponse publique](/help/reply-to-reviews) calme et factuelle rassure souvent davantage qu'un avis parfait.
`,
  },

  "audio-video-photo-reviews": {
    title: "Avis audio, vidéo et photo",
    summary:
      "Formats acceptés, limite de 10 Mo, enregistrement depuis le navigateur et autorisation du micro ou de la caméra.",
    body: `
Un avis vocal ou vidéo est beaucoup plus convaincant qu'un texte : on entend la voix, on voit la personne. Fiable permet à vos clients de les enregistrer directement depuis leur navigateur.

## Formats acceptés

| Type | Formats | Taille maximale |
| --- | --- | --- |
| Photo | JPEG, PNG, WebP | 10 Mo |
| Vidéo | MP4, WebM, MOV | 10 Mo |
| Audio | MP3, WAV, M4A, OGG, WebM | 10 Mo |

Un fichier trop lourd affiche « Fichier trop volumineux — La taille maximale est de 10MB ». Un type non accepté affiche « Type de fichier non supporté ». Le type est vérifié à partir du contenu du fichier, pas de son nom.

## Enregistrer un avis vocal

1. Choisissez le type **Audio** dans le formulaire.
2. Cliquez sur le bouton d'enregistrement et autorisez l'accès au micro.
3. Parlez : un compteur affiche les secondes écoulées.
4. Arrêtez, réécoutez, recommencez si besoin, puis validez.
5. Envoyez l'avis. Sans description, une description automatique indique la durée du message.

## « Accès microphone refusé »

Le navigateur a bloqué le micro. Cliquez sur l'icône de cadenas ou de micro dans la barre d'adresse, autorisez le micro pour ce site, puis utilisez **Réessayer**. Vous pouvez aussi envoyer un fichier audio enregistré avec l'application dictaphone du téléphone.

## Vidéo

Le client peut envoyer une vidéo existante ou l'enregistrer avec la caméra, avec les mêmes étapes que l'audio. Une image de la vidéo sert d'aperçu sur votre page.

## Photos

Les photos sont réencodées et leurs métadonnées (dont la position GPS) sont supprimées avant publication.
`,
  },

  "moderate-reviews": {
    title: "Modérer les avis reçus",
    summary:
      "Approuver un avis, retirer un avis en attente pour un motif précis, signaler un avis publié, et ce que voient vos visiteurs.",
    body: `
Les avis se modèrent dans la section **Avis** du [tableau de bord](/dashboard). Ils y sont rangés en trois listes : en attente, publiés et retirés. Les avis audio et vidéo s'écoutent directement dans la liste.

## Approuver

Cliquez sur **Approuver** : l'avis apparaît aussitôt sur votre page publique et compte dans votre note moyenne.

## Sans décision de votre part

Chaque avis en attente indique sa date de publication automatique. Au bout de 7 jours d'attente, un e-mail vous le rappelle ; au bout de 30 jours, l'avis est **publié automatiquement**, sauf si vous l'avez retiré avant.

## Retirer un avis en attente, pour un motif précis

Tant qu'il est en attente, un avis ne peut être retiré que pour l'un de ces motifs :

- **Spam** (publicité, lien sans rapport, message automatique) ;
- **Propos injurieux** ;
- **Données personnelles** (l'avis contient un numéro, une adresse, des informations sur un tiers) ;
- **Pas un client** (la personne n'a jamais travaillé avec vous) ;
- **Hors sujet** ;
- **Doublon** (le même avis a été envoyé plusieurs fois).

Un avis simplement négatif n'est pas un motif de retrait. Si l'avis critique votre travail, approuvez-le et [répondez-y](/help/reply-to-reviews). Le motif est affiché publiquement sous les avis, et l'auteur, s'il a donné son adresse e-mail, le reçoit par e-mail. Si vous avez retiré un avis par erreur, le bouton **Republier** de la liste des avis retirés le publie.

## Un avis déjà publié

Une fois publié, un avis ne peut plus être retiré par vous. Vous pouvez y répondre publiquement, ou cliquer sur **Signaler à Fiable** en choisissant un motif et, si besoin, en ajoutant des précisions. L'avis reste publié pendant l'examen : l'équipe Fiable le retire si le motif est avéré (il est alors marqué « Retiré par l'équipe Fiable »), sinon il reste publié. Un avis retiré par l'équipe Fiable ne peut pas être republié par vous.

## Ce que voient vos visiteurs

Votre page affiche les avis publiés, chacun avec sa mention de provenance (« Invité par e-mail », « E-mail vérifié » ou « Spontané »), et une ligne de compteurs honnête, par exemple « 12 avis publiés · 2 en attente de modération · 1 retiré pour spam », avec le lien « Comment fonctionnent les avis ». Chaque visiteur peut aussi signaler un avis publié avec le lien « Signaler » placé sous l'avis.

## Ce qui est impossible

Vous ne pouvez ni modifier le texte d'un avis, ni le supprimer, ni changer sa mention de provenance. Seul son auteur peut le modifier ou le supprimer, avec son lien privé. Chaque décision est enregistrée. Ces règles protègent la crédibilité de votre page et suivent les exigences légales contre la suppression d'avis.
`,
  },

  "reply-to-reviews": {
    title: "Répondre publiquement à un avis",
    summary: "Remercier, préciser ou répondre à une critique : votre réponse s'affiche sous l'avis, avec sa date.",
    body: `
Vous pouvez répondre publiquement à chaque avis en attente ou publié depuis la section **Avis** du tableau de bord. Votre réponse s'affiche sous l'avis, sur votre page, avec sa date, dès que l'avis est publié.

## Répondre à un avis positif

Un remerciement court et personnel suffit : « Merci Claire, ce fut un plaisir de travailler sur votre boutique ! » Cela montre aux visiteurs que vous êtes attentif.

## Répondre à un avis négatif

Vous ne pouvez pas supprimer un avis négatif, mais une bonne réponse rassure souvent davantage qu'un avis parfait :

1. **Remerciez** la personne d'avoir pris le temps d'écrire.
2. **Reconnaissez** ce qui n'a pas fonctionné, sans vous justifier longuement.
3. **Expliquez** ce que vous avez fait ou ferez pour y remédier.
4. **Proposez** d'en parler directement (par téléphone ou par e-mail).

> Évitez de répondre à chaud. Relisez-vous le lendemain : vos futurs clients liront votre réponse autant que l'avis.

## Ce qu'il ne faut pas écrire

- des informations personnelles sur le client (adresse, montant payé, détails privés) ;
- des accusations ou de l'ironie ;
- une offre en échange du retrait de l'avis.

## Si l'avis enfreint les règles

Un avis publié qui contient des propos injurieux, des données personnelles ou qui n'a rien à voir avec votre travail se signale à l'équipe Fiable avec **Signaler à Fiable**, plutôt que dans une réponse publique. Voir [Modérer les avis reçus](/help/moderate-reviews).
`,
  },

  "rating-and-counts": {
    title: "Note moyenne et nombre d'avis",
    summary: "Comment sont calculés la note affichée, le nombre d'avis et la ligne des avis en attente et retirés.",
    body: `
## La note moyenne

La note affichée sous votre nom est la **moyenne des notes des avis publiés**, arrondie à une décimale (par exemple 4,8). Un avis est publié quand vous l'approuvez, ou automatiquement 30 jours après son envoi. Les avis en attente ou retirés ne comptent pas.

## Le nombre d'avis

À côté de la note figure le nombre d'avis publiés. Votre page en montre 3 ; un lien permet de lire tous les autres, page par page.

## La ligne sous les avis

Sous les avis, une ligne indique le nombre d'avis publiés, d'avis en attente et d'avis retirés, avec le motif : « 12 avis publiés · 2 en attente de modération · 1 retiré pour spam ». Elle compte les avis que vous avez retirés et ceux que l'équipe Fiable a retirés après un signalement. Ce compteur ne peut pas être masqué : c'est ce qui permet à vos visiteurs de faire confiance à votre note. À côté, le lien « Comment fonctionnent les avis » leur explique les règles.

## La provenance de vos avis

Dans la section **Avis** du tableau de bord, vous voyez le nombre de vos avis publiés par provenance : « Invité par e-mail », « E-mail vérifié » et « Spontané ». Voir [Comment fonctionnent les avis](/help/how-reviews-work).

## Quand la note change

Dès qu'un avis est publié (par vous ou automatiquement), retiré après un signalement, ou modifié ou supprimé par son auteur, la note, le compteur, l'aperçu affiché dans les messageries et les informations lues par les moteurs de recherche sont mis à jour.

## Sans avis

Tant qu'aucun avis n'est publié, votre page n'affiche pas de note. Pour recevoir vos premiers avis, suivez [Demander un avis à vos clients](/help/ask-for-reviews).
`,
  },

  // ─── Plateformes et liens ────────────────────────────────────────────────
  "add-platforms": {
    title: "Ajouter vos réseaux et plateformes",
    summary: "Le catalogue d'environ 49 plateformes, les plus populaires, les catégories et la modification d'un lien.",
    body: `
L'onglet **Plateformes** du tableau de bord rassemble vos réseaux sociaux, vos moyens de contact et vos autres liens.

## Les liens de départ

Un nouveau compte commence avec six emplacements vides : Instagram, TikTok, X, Snapchat, LinkedIn et e-mail. Remplissez ceux que vous utilisez ; les emplacements laissés vides ne sont pas enregistrés.

## Ajouter une plateforme

1. Cliquez sur **Ajouter une plateforme**.
2. Choisissez-la parmi les **17 plus populaires** (Instagram, TikTok, Facebook, X, LinkedIn, YouTube, WhatsApp, e-mail, site web, Calendly…) ou dans le catalogue complet d'environ 49 plateformes, classées par catégories : réseaux sociaux, professionnel, vidéo, création, musique, communication, freelance, e-commerce…
3. Saisissez l'adresse de votre profil : un exemple s'affiche dans le champ pour vous guider.
4. Enregistrez le lien, puis le profil avec **Enregistrer**.

Une plateforme déjà ajoutée est marquée **Ajouté** dans le catalogue et ne peut pas l'être une seconde fois.

## Modifier ou retirer un lien

Chaque lien s'affiche en mode lecture. Cliquez dessus pour le modifier, puis validez ou annulez. Le bouton de suppression le retire de la liste.

## Le compteur

Le compteur « n/20 » indique combien de liens vous avez : voir [La limite de 20 liens](/help/link-limit).
`,
  },

  "link-limit": {
    title: "La limite de 20 liens",
    summary: "Pourquoi un profil compte au plus 20 liens, et comment choisir ceux qui comptent.",
    body: `
Un profil peut contenir **au maximum 20 liens** de plateformes. Le compteur « n/20 » de l'onglet **Plateformes** indique où vous en êtes.

## Quand la limite est atteinte

Le catalogue ne permet plus d'ajouter de plateforme tant que vous n'en avez pas retiré une. La limite est aussi vérifiée par le serveur : un 21e lien est refusé avec un message, même envoyé autrement que par le formulaire.

## Pourquoi une limite ?

Une page de confiance doit aider un visiteur à vous contacter vite. Au-delà d'une dizaine de liens, il hésite et ne clique plus. La limite vous pousse à garder l'essentiel.

## Choisir les bons liens

- **Un moyen de contact direct** : WhatsApp, téléphone ou e-mail.
- **Un lien pour réserver ou demander un devis** : Calendly, votre site, un formulaire.
- **Les réseaux où l'on voit votre travail** : Instagram, Behance, YouTube…
- **Les plateformes où l'on vous note déjà** : Malt, Fiverr, Google…

Retirez les réseaux que vous n'alimentez plus : un compte vide depuis deux ans inquiète plus qu'il ne rassure.
`,
  },

  "social-icons": {
    title: "Icônes des réseaux sociaux et cartes de liens",
    summary: "Quels réseaux s'affichent en icônes, lesquels en cartes, et dans quel ordre.",
    body: `
Votre page présente vos liens de deux façons.

## La rangée d'icônes

Les réseaux sociaux les plus courants s'affichent sous forme d'**icônes**, sur une seule ligne, sous votre présentation : Instagram, TikTok, X (et Twitter), Facebook et Snapchat. Un visiteur les reconnaît immédiatement.

## Les cartes de liens

Les autres plateformes (LinkedIn, YouTube, WhatsApp, e-mail, site web, Calendly, Malt…) s'affichent sous forme de **cartes**, avec leur nom et leur icône. Dans l'aperçu du tableau de bord, les 3 premières cartes sont montrées.

## L'ordre

Les liens apparaissent dans l'ordre de votre liste dans l'onglet **Plateformes**. Placez en premier le lien que vous voulez voir cliqué : souvent WhatsApp ou la prise de rendez-vous.

## Les liens ouverts

Les liens s'ouvrent dans un nouvel onglet. Seules les adresses web (https://), e-mail et téléphone sont acceptées : voir [Formats de liens acceptés](/help/accepted-links).
`,
  },

  "whatsapp-and-phone": {
    title: "WhatsApp et téléphone : le numéro masqué",
    summary:
      "Comment Fiable protège votre numéro des robots tout en permettant à vos clients de vous joindre en un clic.",
    body: `
Un numéro de téléphone affiché en clair sur une page publique est vite récupéré par des robots de démarchage. Fiable le protège.

## Ce que voit un visiteur

Un bouton **« numéro masqué »**. En cliquant dessus, il est redirigé vers la conversation WhatsApp ou l'appel. Votre numéro **ne figure pas dans le code de la page** : un robot qui lit la page ne le trouve pas.

Le numéro n'est donné qu'après le clic d'une personne sur votre page : jamais à un moteur de recherche, à un aperçu de lien ni à un script qui suivrait l'adresse du bouton. Un même visiteur peut ouvrir au plus 30 numéros par heure, et votre page au plus 300 fois par heure en tout : de quoi servir vos clients, pas un robot qui collecte des numéros. Il en va de même pour Viber, Telegram et Signal quand le lien contient un numéro.

Une personne décidée peut toujours lire votre numéro, un à la fois : c'est le but, vos clients doivent pouvoir vous joindre.

## Ce que vous voyez

Quand vous êtes connecté et que vous ouvrez votre propre page, votre vrai numéro s'affiche, pour vérifier qu'il est juste.

## Ajouter WhatsApp

1. Dans l'onglet **Plateformes**, ajoutez **WhatsApp**.
2. Saisissez votre numéro comme vous l'écrivez d'habitude : \`06 12 34 56 78\`, \`+33 6 12 34 56 78\` ou \`0033 6 12 34 56 78\`. Sous le champ, Fiable montre le lien qu'il enregistrera (\`https://wa.me/33612345678\`).
3. Enregistrez.

Un numéro sans indicatif est lu comme un numéro du pays de la langue de l'interface : français en français, britannique en anglais, marocain en arabe. Pour un numéro d'un autre pays, écrivez-le avec son indicatif (\`+32 …\`, \`+1 …\`).

## Ajouter un téléphone

Ajoutez la plateforme **Téléphone** et saisissez votre numéro, par exemple \`01 42 68 53 00\` ou \`+33 1 42 68 53 00\` : il est enregistré au format international (\`tel:+33142685300\`). Telegram et Viber acceptent aussi un numéro.

> Testez votre lien depuis un autre téléphone que le vôtre après l'enregistrement : vous verrez exactement ce que voient vos clients.
`,
  },

  "email-and-website": {
    title: "Lien e-mail et site web",
    summary: "Ajouter une adresse e-mail de contact et le lien de votre site, et les formats attendus.",
    body: `
## Une adresse e-mail de contact

Ajoutez la plateforme **E-mail** dans l'onglet **Plateformes**, puis saisissez votre adresse. Sur votre page, le lien ouvre la messagerie du visiteur avec votre adresse déjà remplie (lien \`mailto:\`).

Utilisez une adresse que vous consultez tous les jours. Si vous ne voulez pas exposer votre adresse personnelle, créez une adresse dédiée à votre activité.

## Votre site web

Ajoutez la plateforme **Site web** et saisissez son adresse, avec ou sans \`https://\` (\`monsite.fr\` devient \`https://monsite.fr\`). Une adresse qui commence par autre chose que http(s), mailto ou tel est refusée.

## Un lien de prise de rendez-vous

Si vous utilisez Calendly, ajoutez la plateforme **Calendly** : vos clients réservent directement un créneau depuis votre page.

## Vérifier vos liens

Après l'enregistrement, ouvrez votre page et cliquez sur chaque lien. Un lien cassé est la première chose qui fait fuir un prospect.
`,
  },

  "accepted-links": {
    title: "Formats de liens acceptés",
    summary: "Les types d'adresses que Fiable accepte, ceux qu'il refuse, et pourquoi.",
    body: `
Saisissez vos liens comme vous les avez : Fiable les transforme en adresses complètes et vous montre, sous le champ, ce qu'il enregistrera (« Sera enregistré comme : … »). Pour protéger vos visiteurs, il n'enregistre que des adresses web, e-mail et de téléphone.

## Acceptés

- **Adresses web**, avec ou sans \`https://\` : \`https://instagram.com/vous\`, \`instagram.com/vous\`, \`www.monsite.fr\` ;
- **Votre nom d'utilisateur**, avec ou sans @, sur les réseaux : \`@vous\` devient \`https://instagram.com/vous\` sur Instagram, \`https://www.tiktok.com/@vous\` sur TikTok, \`https://www.linkedin.com/in/vous\` sur LinkedIn ;
- **E-mail** : \`vous@exemple.fr\` devient \`mailto:vous@exemple.fr\` ;
- **Numéros de téléphone**, pour WhatsApp, Téléphone, Telegram et Viber, écrits comme d'habitude (\`06 12 34 56 78\`, \`+33 6 12 34 56 78\`) : enregistrés au format international (\`https://wa.me/33612345678\`, \`tel:+33612345678\`). Sans indicatif, le numéro est lu comme français (britannique si l'interface est en anglais, marocain si elle est en arabe).

Ce que Fiable ne comprend pas (un nom avec des espaces, un numéro incomplet…) est refusé avec un message qui dit quoi saisir.

## Refusés

Toute autre adresse, en particulier celles qui commencent par \`javascript:\` ou \`data:\`, est refusée avec un message. Ces adresses peuvent exécuter du code dans le navigateur du visiteur ; le contrôle est fait par le serveur, pas seulement par le formulaire.

## Les liens vides

Un lien dont l'adresse est vide n'est pas enregistré : vous pouvez laisser vides les emplacements de départ que vous n'utilisez pas.

## Comment les liens s'ouvrent

Les liens de votre page s'ouvrent dans un nouvel onglet et ne transmettent pas l'adresse de votre page au site visité.
`,
  },

  "professional-platforms": {
    title: "LinkedIn, Malt, Fiverr, Upwork : vos plateformes professionnelles",
    summary: "Relier vos profils professionnels et de freelance pour réunir toutes vos preuves au même endroit.",
    body: `
Vous avez peut-être déjà des recommandations sur LinkedIn ou des notes sur une plateforme de freelance. Reliez-les à votre page : un visiteur voit ainsi toutes vos preuves au même endroit.

## Les plateformes disponibles

Dans l'onglet **Plateformes**, les catégories **Professionnel** et **Freelance** proposent notamment : LinkedIn, GitHub, Malt, Fiverr, Upwork, Freelancer et Behance.

## Quelle adresse copier ?

Copiez l'adresse publique de votre profil, celle que voit un visiteur non connecté :

- LinkedIn : \`https://www.linkedin.com/in/votre-nom\` ;
- Malt : \`https://www.malt.fr/profile/votre-nom\` ;
- GitHub : \`https://github.com/votre-nom\`.

Ouvrez-la dans une fenêtre de navigation privée pour vérifier qu'elle est bien visible sans compte.

## Les avis de ces plateformes

Les avis laissés sur d'autres sites restent sur ces sites : Fiable ne les recopie pas. Le lien permet à vos visiteurs de les consulter. Pour avoir des avis directement sur votre page, [demandez-les à vos clients](/help/ask-for-reviews).
`,
  },

  "music-and-video-platforms": {
    title: "Musique et vidéo : Spotify, SoundCloud, YouTube…",
    summary: "Relier vos plateformes musicales et vidéo pour faire écouter ou voir votre travail.",
    body: `
Musiciens, DJ, vidéastes, formateurs : vos clients veulent entendre ou voir votre travail avant de vous contacter.

## Les plateformes disponibles

- **Musique** : Spotify, SoundCloud, Apple Music, Bandcamp, Mixcloud ;
- **Vidéo** : YouTube, Vimeo, Dailymotion, Twitch.

Elles se trouvent dans les catégories correspondantes du catalogue de l'onglet **Plateformes**.

## Quelle adresse choisir ?

Le lien de votre **page d'artiste ou de chaîne** plutôt que celui d'un seul morceau : il reste valable quand vous publiez de nouvelles choses. Pour mettre en avant un projet précis, ajoutez-le plutôt à votre [portfolio](/help/portfolio), avec une image et une description.

## Faire écouter sans quitter la page

Les liens s'ouvrent dans un nouvel onglet, sur la plateforme elle-même. Pour un extrait qui convainc, invitez aussi vos clients à laisser un [avis vidéo ou audio](/help/audio-video-photo-reviews) : leur voix fait souvent plus que votre démo.
`,
  },

  "custom-links": {
    title: "Ajouter un lien personnalisé",
    summary: "Pour tout ce qui n'est pas dans le catalogue : un titre, une adresse et une description.",
    body: `
Votre plateforme n'est pas dans le catalogue ? Une boutique en ligne, un formulaire de devis, un article de presse, une cagnotte : utilisez le lien **Personnalisé**.

## Ajouter un lien personnalisé

1. Dans l'onglet **Plateformes**, choisissez **Personnalisé** (catégorie Autre).
2. Saisissez l'**adresse** complète, commençant par \`https://\`.
3. Donnez-lui un **titre** clair : c'est ce que lira le visiteur, par exemple « Demander un devis » ou « Article dans Le Progrès ».
4. Ajoutez si vous le souhaitez une courte **description**.
5. Enregistrez.

Vous pouvez ajouter plusieurs liens personnalisés, dans la limite de [20 liens](/help/link-limit) au total.

## Bien rédiger le titre

Un verbe d'action fonctionne mieux qu'un nom de site : « Réserver une séance » plutôt que « calendly.com ». Le visiteur comprend tout de suite ce qu'il trouvera derrière le lien.
`,
  },

  "link-clicks": {
    title: "Suivre les clics sur vos liens",
    summary: "Comment Fiable compte les clics sur vos liens sans traceur, et où les retrouver.",
    body: `
Savoir quels liens sont cliqués vous aide à choisir ceux qui méritent la première place.

## Comment les clics sont comptés

Les liens de votre page passent par une courte adresse de redirection de Fiable avant d'arriver à destination. À chaque passage, un clic est compté pour ce lien. Aucun cookie ni traceur tiers n'est utilisé pour cela, et le visiteur arrive directement sur la plateforme.

C'est ce même passage qui permet de [masquer votre numéro](/help/whatsapp-and-phone) WhatsApp ou de téléphone : il n'apparaît jamais dans la page.

## Où retrouver vos chiffres

Les visites de votre page et les clics sur vos liens sont rassemblés dans la section **Statistiques** de votre tableau de bord.

## Tirer parti des chiffres

- Un lien très cliqué mérite d'être placé en tête de votre liste.
- Un lien jamais cliqué peut être retiré pour alléger la page.
- Si vos visites augmentent mais pas vos clics, revoyez votre bio et votre photo : c'est ce qu'on voit en premier.
`,
  },
};
