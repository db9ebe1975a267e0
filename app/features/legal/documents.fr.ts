import type { LegalDocumentTexts } from "./catalog.ts";

/**
 * Legal and trust texts in French. Written for Fiable as it is built: each claim matches
 * what the software does (see ARCHITECTURE.md and docs/product/); where the product does
 * not do something a reader may expect (certifications), the text says
 * so and says what is done instead.
 */
export const LEGAL_DOCUMENTS_FR: LegalDocumentTexts = {
  privacy: {
    title: "Politique de confidentialité",
    description:
      "Quelles données Fiable collecte, pourquoi, avec qui elles sont partagées, comment elles sont protégées et comment exercer vos droits.",
    lead: "Cette politique explique quelles données personnelles Fiable traite quand vous créez une page, laissez un avis, recevez une invitation à en laisser un ou nous écrivez, et comment vous gardez la main sur elles.",
    updated: "2026-11-27",
    body: `
## Données collectées {#collection}

Nous ne collectons que ce qui est nécessaire au service.

- **Compte** : nom, adresse e-mail, mot de passe (conservé sous forme d'empreinte, jamais en clair), langue de l'interface, date de confirmation de l'e-mail. Si vous vous connectez avec Google ou LinkedIn, l'identifiant de votre compte chez ce fournisseur.
- **Sessions** : pour chaque connexion ouverte, la date d'expiration, l'adresse IP et le type de navigateur, afin que vous puissiez reconnaître et fermer vos sessions.
- **Profil public** : tout ce que vous saisissez dans l'éditeur (nom, photo, métier, entreprise, bio, ville, langues, compétences, réalisations, FAQ, liens, numéros de contact).
- **Messages de contact** : nom, e-mail, téléphone et entreprise s'ils sont donnés, sujet et message.
- **Mesure d'audience** : les pages vues (page, site d'origine, type de navigateur, date), avec un identifiant de session aléatoire conservé dans l'onglet du navigateur, et les clics sur les liens des pages publiques, rattachés à un pseudonyme calculé pour la journée (empreinte de l'adresse IP et du navigateur avec un sel aléatoire renouvelé chaque jour et jamais conservé). Aucune adresse IP n'est enregistrée, aucun cookie ni outil tiers n'est utilisé, les robots ne sont pas comptés et les visites d'un professionnel sur sa propre page non plus. Ces données sont effacées après 13 mois ; le professionnel peut remettre à zéro les statistiques de sa page à tout moment.
- **Abonnement à l'état des services** : votre adresse e-mail et votre langue.
- **Double authentification et clés d'accès** (si vous les activez) : le secret de votre application d'authentification et vos codes de secours, chiffrés ; pour chaque clé d'accès, sa clé publique, son nom, son type d'appareil et sa date d'ajout (la clé privée ne quitte jamais votre appareil) ; un appareil de confiance est reconnu par un cookie signé pendant 30 jours.
- **Journal d'activité des comptes** : inscriptions, confirmations d'e-mail, connexions, déconnexions, créations et modifications de profil, et actions de l'administration, avec le nom et l'adresse e-mail du compte concerné et la date. Il sert à la sécurité du service et n'est visible que des administrateurs.
- **Journaux techniques** : méthode, adresse de la page demandée, code de réponse, durée et identifiant de requête, sans contenu de formulaire. Ils sont écrits sur la sortie du serveur, jamais dans la base de données de Fiable.
- **E-mails envoyés** : l'identifiant technique (Message-ID) de chaque e-mail envoyé par le service, avec son type et sa date, pour ne jamais envoyer deux fois le même e-mail.

### Avis, invitations et signalements

- **Avis** : le nom de l'auteur, sa note, son texte et, s'il le choisit, sa photo, son enregistrement audio ou vidéo ; sa relation avec le professionnel (client, collègue, ami ou famille, autre), le mois de la prestation s'il le donne, la langue du formulaire et le texte exact de l'engagement qu'il a accepté en envoyant son avis. Les métadonnées des photos (dont la position GPS) sont supprimées à l'envoi.
- **Adresse e-mail de l'auteur d'un avis** : obligatoire quand il arrive par une invitation, facultative sinon. Elle n'est jamais affichée publiquement ni montrée au professionnel. Elle sert uniquement à envoyer à l'auteur un lien privé pour modifier ou supprimer son avis à tout moment (seule une empreinte du code de ce lien est conservée), à marquer son avis « E-mail vérifié » quand il ouvre ce lien, et à le prévenir par e-mail si son avis est retiré, avec le motif.
- **Mention de provenance** : chaque avis porte la mention « Invité par e-mail », « E-mail vérifié » ou « Spontané ». Elle est calculée à partir des faits enregistrés (avis laissé depuis une invitation, adresse e-mail confirmée) ; le professionnel ne peut ni la choisir ni la modifier.
- **Invitations à laisser un avis** : quand un professionnel invite ses clients par e-mail, l'adresse e-mail et, s'il le donne, le nom de chaque personne invitée, la langue de l'invitation, son état (en file d'attente, envoyée, ouverte, avis laissé, échec avec la raison donnée par le serveur de messagerie, désinscrit, expirée) et ses dates. Ces données sont fournies par le professionnel, qui ne doit inviter que des personnes avec qui il a une relation, ses clients. Elles servent uniquement à envoyer l'invitation et au plus 2 rappels, 3 et 7 jours après (le professionnel peut les désactiver) ; les rappels s'arrêtent dès que la personne laisse son avis ou se désinscrit. Le lien de l'invitation est personnel, valable 30 jours et utilisable une seule fois ; seule une empreinte de son code est conservée. Ces données sont visibles par le professionnel, dans le tableau de ses invitations, et par les administrateurs de Fiable.
- **Liste d'opposition aux invitations** : les adresses qui se sont désinscrites (en un clic, avec le lien présent dans chaque invitation ou l'en-tête \`List-Unsubscribe\`) ou que leur serveur de messagerie a refusées définitivement, avec le motif et la date, et rien d'autre. Plus aucune invitation Fiable ne leur est envoyée, quel que soit le professionnel ; un professionnel qui saisit l'une de ces adresses voit seulement qu'elle ne reçoit plus d'invitations.
- **Signalements d'avis** : chacun peut signaler un avis publié (lien « Signaler ») et un professionnel peut signaler les avis de sa propre page. Sont enregistrés le motif, choisi dans une liste fixe (spam, propos injurieux, données personnelles, pas un client, hors sujet, doublon), les précisions facultatives, le compte qui signale s'il est connecté, l'état du signalement et la décision de l'administration. Aucune adresse IP n'est enregistrée : la limite d'envoi s'appuie sur une empreinte à clé. Les signalements sont visibles par les administrateurs de Fiable.

## Utilisation des données {#use}

Vos données servent à :

- fournir le service : afficher votre page, recevoir et modérer des avis, vous connecter (exécution du contrat) ;
- envoyer les invitations à laisser un avis et leurs rappels pour le professionnel qui les demande, et respecter les désinscriptions (intérêt légitime du professionnel à recueillir l'avis de ses clients) ;
- permettre à l'auteur d'un avis de le modifier ou de le supprimer, confirmer son adresse e-mail et le prévenir d'un retrait ;
- examiner les signalements d'avis et retirer ceux qui enfreignent les règles (intérêt légitime à des avis authentiques) ;
- vous envoyer les e-mails du service : confirmation d'adresse, réinitialisation du mot de passe, avis reçus, rappel des avis en attente depuis 7 jours, avis d'incident si vous vous êtes abonné ;
- répondre à vos messages ;
- protéger le service : limites de tentatives de connexion et d'envoi, détection des robots (intérêt légitime) ;
- vous montrer les statistiques de votre page.

Nous n'utilisons pas vos données pour de la publicité, nous ne les vendons pas et nous ne faisons pas de profilage.

### Durées de conservation

- Compte et profil : tant que le compte existe. Quand vous le supprimez (« Supprimer mon compte » dans ses [paramètres](/dashboard/settings#delete-account)), votre page disparaît aussitôt et, pendant 30 jours, il suffit de vous connecter pour tout restaurer ; passé ce délai, le compte et tout ce qu'il contient (page, listes, avis reçus, fichiers, invitations, statistiques, journal d'activité) sont effacés définitivement. Un compte dont le propriétaire ne s'est pas connecté depuis 3 ans est supprimé de la même façon, après deux e-mails d'avertissement, 30 et 7 jours avant ; une connexion annule ce décompte.
- Avis : tant que la page qui les affiche existe, ou jusqu'à ce que leur auteur les supprime avec son lien privé. L'adresse e-mail de l'auteur est conservée tant que l'avis existe et effacée avec lui. Quand un compte est effacé, les avis laissés sur d'autres pages avec son adresse e-mail vérifiée y restent, anonymisés : « Ancien utilisateur », sans adresse e-mail, titre ni photo.
- Invitations à laisser un avis : 12 mois après l'invitation, puis effacement automatique (adresse e-mail et nom de la personne invitée, état de l'invitation) ; un avis laissé depuis une invitation garde sa mention « Invité par e-mail ».
- Liste d'opposition aux invitations : tant que nécessaire pour respecter la demande (l'adresse seule, avec le motif et la date).
- Signalements d'avis : 12 mois après la décision de l'administration, puis effacement automatique ; un signalement en attente est conservé jusqu'à la décision.
- Messages de contact : 3 ans après leur dernière mise à jour (réception, clôture ou réouverture), puis effacement automatique.
- Compteurs anti-abus : de quelques minutes à une heure.
- Mesure d'audience (pages vues, clics) : 13 mois, puis effacement automatique ; seuls des totaux par jour et par page, sans identifiant, restent jusqu'à la même limite.
- Journal d'activité des comptes : 12 mois, puis effacement automatique.
- Identifiants techniques des e-mails envoyés : 90 jours, puis effacement automatique.
- Journaux techniques : Fiable ne les conserve pas lui-même ; leur durée de conservation est celle du système de journaux de l'hébergement.
- Cookies : 12 mois au plus (voir la [politique cookies](/legal/cookies)).
- Données de facturation : aucune aujourd'hui, le service est gratuit. Si une offre payante ouvre, ces données seront conservées 10 ans, comme l'exige le Code de commerce.

## Partage des données {#sharing}

- **Le public** voit ce que vous publiez sur votre page et les avis publiés (approuvés par le professionnel, ou publiés automatiquement après 30 jours d'attente), avec le nom de leur auteur, leur mention de provenance, la relation de l'auteur quand il n'est pas client et le mois de la prestation s'il est donné, ainsi que le nombre d'avis en attente et d'avis retirés, avec leur motif. L'adresse e-mail des auteurs d'avis n'est jamais publiée. Vos numéros WhatsApp et de téléphone ne figurent pas dans la page : les visiteurs passent par un lien de redirection.
- **Le professionnel** voit les avis laissés sur sa page, sans l'adresse e-mail de leur auteur, et le tableau de ses invitations.
- **Les personnes invitées** reçoivent un e-mail envoyé depuis l'adresse de Fiable, avec le nom du professionnel comme expéditeur et l'adresse e-mail du compte du professionnel comme adresse de réponse.
- **Les administrateurs de Fiable** voient les invitations, les signalements et les avis signalés, pour faire fonctionner et modérer le service.
- **Nos sous-traitants techniques** : l'hébergeur des serveurs et de la base de données, et le service d'envoi des e-mails. Ils n'agissent que sur nos instructions.
- **Google ou LinkedIn**, uniquement si vous choisissez de vous connecter avec eux.
- **Les autorités**, uniquement sur demande légale.

Fiable n'intègre aucun outil tiers de publicité ou de mesure d'audience, ni de police ou de script chargé depuis un autre site.

## Sécurité {#security}

- Connexions chiffrées en HTTPS (TLS), avec HSTS.
- Mots de passe stockés sous forme d'empreinte (scrypt) ; cookies de session inaccessibles aux scripts (HttpOnly, SameSite).
- Limites de tentatives sur la connexion, l'inscription, la réinitialisation du mot de passe et les formulaires.
- Fichiers envoyés vérifiés d'après leur contenu, images réencodées sans métadonnées.
- Contrôle sur le serveur de chaque action : seul le propriétaire d'une page peut la modifier ou modérer ses avis.
- Liens d'invitation et liens privés des auteurs d'avis : seule une empreinte de leur code est conservée ; un lien d'invitation expire après 30 jours et ne sert qu'une fois.

En cas de violation de données présentant un risque pour vous, nous prévenons la CNIL dans les 72 heures et, si le risque est élevé, les personnes concernées. Le détail est sur la page [Sécurité](/security).

## Vos droits {#rights}

Vous disposez des droits d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de définir des directives sur le sort de vos données après votre décès.

- Vous modifiez votre profil à tout moment depuis le tableau de bord.
- Pour une copie de vos données, utilisez « Exporter mes données » dans les [paramètres de votre compte](/dashboard/settings#export) : une archive (.zip) de tout ce que nous conservons sur votre compte, avec vos fichiers, vous est envoyée par un lien valable 24 heures.
- Pour supprimer votre compte, utilisez « Supprimer mon compte » dans les [paramètres de votre compte](/dashboard/settings#delete-account), avec votre mot de passe (et un code si la double authentification est activée) ; vous pouvez le restaurer pendant 30 jours en vous connectant. Pour effacer d'autres données, écrivez à {email} ou utilisez la page [Contact](/contact). Nous répondons dans un délai d'un mois.
- Si vous avez laissé un avis avec votre adresse e-mail, le lien privé reçu par e-mail vous permet de le modifier ou de le supprimer à tout moment. Tout auteur d'avis peut aussi nous demander de le retirer ou d'en retirer ses données personnelles.
- Si vous avez reçu une invitation à laisser un avis, le lien de désinscription de l'e-mail suffit pour ne plus recevoir aucune invitation de Fiable. Vous pouvez aussi nous demander d'effacer les invitations qui vous concernent ; si vous vous êtes désinscrit, votre adresse reste seule sur la liste d'opposition, pour que ce choix soit respecté.

Vous pouvez aussi introduire une réclamation auprès de la CNIL (cnil.fr). Le service est réservé aux personnes de 18 ans et plus. Plus de détails sur la page [RGPD](/legal/gdpr).

## Transferts internationaux {#transfers}

Vos données sont stockées dans une seule base de données et un seul espace de fichiers, chez l'hébergeur du service. Fiable n'envoie pas vos données à des outils d'analyse ou de publicité, où qu'ils soient.

Si vous vous connectez avec Google ou LinkedIn, votre demande de connexion est traitée par ces sociétés, établies aux États-Unis, dans le cadre du Data Privacy Framework UE–États-Unis. Si un sous-traitant situé hors de l'Union européenne devait traiter vos données, le transfert serait encadré par une décision d'adéquation ou par les clauses contractuelles types de la Commission européenne.
`,
  },

  terms: {
    title: "Conditions d'utilisation",
    description:
      "Les règles d'utilisation de Fiable : compte, contenu publié, avis clients, bêta gratuite et responsabilités.",
    lead: "En créant un compte ou en laissant un avis sur Fiable, vous acceptez les conditions ci-dessous. Elles sont écrites pour être lues : n'hésitez pas à nous écrire si un point n'est pas clair.",
    updated: "2026-11-27",
    body: `
## Le service {#service}

Fiable permet aux indépendants, créateurs et petites entreprises de publier une page publique, à l'adresse {host}/votre-nom, qui réunit leur présentation, leurs liens, leurs réalisations, une FAQ et les avis de leurs clients. Les visiteurs peuvent consulter ces pages et laisser des avis.

## Votre compte {#account}

- Vous devez avoir **18 ans ou plus**.
- Les informations de votre compte doivent être exactes ; vous confirmez votre adresse e-mail.
- Vous gardez votre mot de passe secret et vous êtes responsable de ce qui est fait depuis votre compte. Prévenez-nous sans attendre si vous pensez qu'il a été utilisé par quelqu'un d'autre.
- Un compte correspond à une personne ou une entreprise réelle.

## Bêta gratuite et prix {#pricing}

Pendant la bêta, Fiable est gratuit et aucune carte bancaire n'est demandée. Une offre premium pourra être proposée plus tard. Tout changement de prix sera annoncé **30 jours à l'avance** par e-mail ; rien ne vous sera facturé sans votre accord.

## Votre contenu {#content}

Vous restez propriétaire de ce que vous publiez. Vous nous accordez le droit de l'héberger, de l'afficher et de le reproduire dans la mesure nécessaire au service (votre page, son aperçu dans les messageries, son QR code), pour la durée de votre compte.

Vous garantissez avoir le droit de publier ces contenus (photos, textes, logos) et qu'ils ne portent atteinte aux droits de personne.

## Les avis {#reviews}

- Un avis doit refléter une expérience réelle avec le professionnel.
- Les avis ne sont **ni modifiés ni triés** : le professionnel approuve un avis en attente, ou le retire seulement pour l'une des raisons prévues (spam, propos injurieux, données personnelles, pas un client, hors sujet, doublon). Un avis en attente depuis 30 jours est publié automatiquement. Le nombre d'avis en attente et d'avis retirés, avec leur motif, est affiché publiquement.
- Une fois publié, un avis ne peut plus être retiré par le professionnel : il peut y répondre publiquement ou le signaler à l'équipe Fiable, qui le retire seulement si le motif est avéré. Chacun peut signaler un avis publié.
- L'auteur d'un avis qui a donné son adresse e-mail peut le modifier ou le supprimer à tout moment avec son lien privé.
- Il est interdit de publier de faux avis, de rédiger des avis sur sa propre page, d'offrir une contrepartie en échange d'un avis, ou de n'inviter que les clients satisfaits. Les invitations par e-mail n'écrivent qu'aux clients du professionnel, avec un texte neutre.

## Usage acceptable {#acceptable-use}

Il est interdit d'utiliser Fiable pour :

- publier un contenu illicite, haineux, trompeur ou qui porte atteinte à la vie privée d'autrui ;
- usurper l'identité d'une personne ou d'une entreprise ;
- envoyer du spam ou des liens malveillants ;
- contourner les limites du service, l'interroger de manière automatisée abusive ou tenter d'accéder aux comptes d'autrui.

## Disponibilité {#availability}

Nous faisons notre possible pour que le service soit disponible en permanence, sans pouvoir le garantir pendant la bêta. La disponibilité mesurée et les incidents sont publiés sur la page [État des services](/status).

## Responsabilité {#liability}

Chaque professionnel est responsable du contenu de sa page et des relations avec ses clients ; chaque auteur est responsable de son avis. Fiable héberge ces contenus et les retire promptement lorsqu'un contenu manifestement illicite lui est signalé. Notre responsabilité ne peut être engagée pour des dommages indirects.

## Suspension et résiliation {#termination}

Vous pouvez supprimer votre compte à tout moment dans ses [paramètres](/dashboard/settings#delete-account) ; il peut être restauré pendant 30 jours en vous connectant, puis il est effacé définitivement. Un compte sans connexion depuis 3 ans est supprimé de la même façon, après deux avertissements par e-mail. Nous pouvons suspendre ou supprimer un compte qui enfreint ces conditions, après vous en avoir informé, sauf urgence (contenu illicite, atteinte à la sécurité).

## Modifications et droit applicable {#law}

Nous vous informerons par e-mail de toute modification importante de ces conditions au moins 30 jours avant son entrée en vigueur. Ces conditions sont soumises au droit français ; en cas de litige, une solution amiable sera recherchée avant toute action devant les tribunaux compétents.

Pour toute question : {email}.
`,
  },

  gdpr: {
    title: "Protection des données (RGPD)",
    description:
      "Comment Fiable applique le RGPD : bases légales, durées, sous-traitants, exercice de vos droits et notification des violations.",
    lead: "Le Règlement général sur la protection des données (RGPD) encadre l'usage de vos données personnelles. Cette page dit comment Fiable l'applique, concrètement.",
    updated: "2026-11-27",
    body: `
## Responsable du traitement {#controller}

Le responsable du traitement est l'éditeur du service Fiable, joignable à {email} ou depuis la page [Contact](/contact). Pour les avis laissés sur une page, le professionnel qui publie la page approuve les avis en attente ou les retire pour l'un des motifs prévus, et un avis sans décision est publié au bout de 30 jours ; Fiable fixe les règles de modération, examine les signalements et héberge les avis.

Pour les invitations à laisser un avis, le professionnel choisit les personnes invitées et fournit leur adresse e-mail ; il ne doit inviter que des personnes avec qui il a une relation, ses clients. Fiable envoie les e-mails, avec un texte neutre et identique pour tous, et tient la liste des adresses qui ne reçoivent plus d'invitations.

## Finalités et bases légales {#legal-bases}

| Traitement | Base légale | Conservation |
| --- | --- | --- |
| Compte, connexion, page publique | Exécution du contrat | Durée du compte, puis 30 jours après sa suppression (restauration possible), ou 3 ans sans connexion |
| Avis clients | Intérêt légitime du professionnel et de ses visiteurs à disposer d'avis authentiques | Durée de la page, ou jusqu'à la suppression de l'avis par son auteur |
| Adresse e-mail des auteurs d'avis (lien privé, mention « E-mail vérifié », avis de retrait) | Intérêt légitime de l'auteur à garder la main sur son avis et des visiteurs à des avis vérifiables | Tant que l'avis existe |
| Invitations à laisser un avis (adresse, nom, langue, état) | Intérêt légitime du professionnel à demander l'avis de ses clients, avec désinscription en un clic | 12 mois après l'invitation, puis effacement automatique |
| Liste d'opposition aux invitations (adresse, motif, date) | Intérêt légitime à respecter durablement votre désinscription et les refus définitifs des serveurs de messagerie | Tant que nécessaire pour respecter la demande |
| Signalements d'avis | Intérêt légitime à retirer les avis contraires aux règles | 12 mois après la décision, puis effacement automatique |
| E-mails du service (confirmation, mot de passe, avis reçus, rappels de modération) | Exécution du contrat | Le temps de l'envoi |
| Identifiants techniques des e-mails envoyés (Message-ID) | Intérêt légitime à ne jamais envoyer deux fois le même e-mail | 90 jours, puis effacement automatique |
| Messages de contact | Intérêt légitime à vous répondre | 3 ans après la dernière mise à jour, puis effacement automatique |
| Limites anti-abus (adresse IP, e-mail) | Intérêt légitime à protéger le service | Quelques minutes à une heure |
| Statistiques de pages, sans cookie | Intérêt légitime à fournir les statistiques aux professionnels | 13 mois |
| Abonnement à l'état des services | Consentement (confirmé par e-mail) | Jusqu'à la désinscription |
| Journal d'activité des comptes | Intérêt légitime à la sécurité | 12 mois, puis effacement automatique |
| Journaux techniques (sortie du serveur, hors base de données) | Intérêt légitime à la sécurité | Selon le système de journaux de l'hébergement |

## Minimisation {#minimisation}

- Les numéros de téléphone et WhatsApp des pages ne sont jamais envoyés aux visiteurs : ils passent par une redirection.
- Les photos sont réencodées sans leurs métadonnées (dont la position GPS).
- La mesure d'audience n'utilise ni cookie ni outil tiers.
- L'adresse e-mail de l'auteur d'un avis n'est jamais publiée ni montrée au professionnel.
- Les liens d'invitation et les liens privés des auteurs d'avis ne sont conservés que sous forme d'empreinte.
- Aucune adresse IP n'est enregistrée avec un signalement : les limites d'envoi utilisent des empreintes à clé.
- La liste d'opposition aux invitations ne garde que l'adresse, le motif et la date.
- Aucune donnée de paiement n'est collectée pendant la bêta gratuite.

## Sous-traitants {#processors}

- l'hébergeur des serveurs, de la base de données et des fichiers ;
- le service d'envoi des e-mails ;
- Google et LinkedIn, uniquement pour les personnes qui choisissent de se connecter avec eux.

Aucune donnée n'est vendue ni utilisée pour de la publicité.

## Vos droits {#rights}

Accès, rectification, effacement, limitation, portabilité, opposition, retrait du consentement et directives post-mortem.

Une copie de vos données (accès et portabilité) s'obtient sans rien demander : « Exporter mes données » dans les [paramètres de votre compte](/dashboard/settings#export). L'effacement de votre compte aussi : « Supprimer mon compte », au même endroit, efface tout au bout de 30 jours pendant lesquels une connexion suffit à le restaurer. Pour les autres droits :

1. Écrivez à {email} ou utilisez la page [Contact](/contact), depuis l'adresse e-mail de votre compte si vous en avez un.
2. Nous pouvons vous demander de confirmer votre identité ; nous ne vous demanderons jamais votre mot de passe.
3. Nous répondons dans un délai d'un mois (prolongeable de deux mois pour une demande complexe, en vous prévenant).

L'auteur d'un avis qui a donné son adresse e-mail le modifie ou le supprime lui-même, à tout moment, avec le lien privé reçu par e-mail ; tout auteur peut aussi nous demander le retrait de son avis ou l'effacement de ses données personnelles, même si le professionnel ne peut pas le supprimer lui-même. Une personne invitée à laisser un avis se désinscrit en un clic depuis l'e-mail reçu : plus aucune invitation Fiable ne lui est envoyée, quel que soit le professionnel.

## Violations de données {#breaches}

Toute violation de données est consignée. Si elle présente un risque pour vos droits, nous la notifions à la CNIL dans les **72 heures** après en avoir pris connaissance et, si le risque est élevé, nous prévenons directement les personnes concernées.

## Réclamation {#complaint}

Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, 75007 Paris, ou sur cnil.fr.
`,
  },

  cookies: {
    title: "Politique cookies",
    description:
      "Les seuls cookies que dépose Fiable : la session de connexion, la langue et le thème. Aucun cookie publicitaire ni de mesure d'audience.",
    lead: "Fiable dépose très peu de cookies, tous nécessaires au service ou à vos préférences. Aucun ne sert à la publicité ni à vous suivre d'un site à l'autre.",
    updated: "today",
    body: `
## Types de cookies {#types}

### Cookies nécessaires

Sans eux, vous ne pourriez pas rester connecté. Ils sont exemptés de consentement.

| Cookie | Rôle | Durée |
| --- | --- | --- |
| \`better-auth.session_token\` | Garde votre session ouverte après la connexion (inaccessible aux scripts de la page) | 7 jours, prolongée quand vous utilisez le service |
| \`better-auth.dont_remember\` | Si vous choisissez de ne pas rester connecté : la session se termine à la fermeture du navigateur | Session |
| \`better-auth.state\` | Protège la connexion avec Google ou LinkedIn contre la falsification | 5 minutes |
| \`better-auth.two_factor\` | Pendant la vérification en deux étapes : relie le code que vous saisissez à la connexion en cours | 10 minutes |
| \`better-auth.trust_device\` | Si vous choisissez « Faire confiance à cet appareil » : la double authentification ne redemande plus de code sur cet appareil | 30 jours |
| \`better-auth.better-auth-passkey\` | Pendant l'ajout d'une clé d'accès ou la connexion avec elle : le défi que votre appareil signe | 5 minutes |

Sur une connexion HTTPS, ces noms commencent par \`__Host-\` (par exemple \`__Host-better-auth.session_token\`) : le navigateur ne les envoie que sur une connexion chiffrée, et seulement à ce site.

### Cookies fonctionnels

Ils retiennent vos choix d'affichage.

| Cookie | Rôle | Durée |
| --- | --- | --- |
| \`lang\` | La langue de l'interface (français, anglais ou arabe) | 12 mois |
| \`theme\` | Le thème clair, sombre ou celui de l'appareil | 12 mois |

### Cookies de performance et de mesure d'audience

**Aucun.** Les statistiques de pages de Fiable n'utilisent pas de cookie : un identifiant aléatoire est gardé dans l'onglet du navigateur (stockage de session) et disparaît quand vous le fermez.

## Gérer les cookies {#management}

Vous pouvez supprimer ou bloquer les cookies dans les réglages de votre navigateur. Bloquer \`better-auth.session_token\` empêche la connexion au tableau de bord ; bloquer \`lang\` ou \`theme\` ramène l'interface au français et au thème de l'appareil à chaque visite. Les pages publiques restent consultables sans aucun cookie.

## Durées de conservation {#retention}

- Les cookies de session disparaissent à la fermeture du navigateur.
- Les cookies persistants de Fiable durent au plus 12 mois, jamais plus de 13 mois.
- Fiable ne dépose aucun cookie de mesure d'audience ; s'il en déposait un jour, ce serait avec votre accord préalable et pour 13 mois au plus.

## Cookies tiers {#third-party}

Fiable ne charge aucun script, police ou contenu d'un autre site : aucun tiers ne dépose de cookie sur les pages de Fiable. Les sites que vous ouvrez depuis une page (Instagram, YouTube, WhatsApp…) et les pages de connexion de Google ou LinkedIn appliquent leurs propres politiques.
`,
  },

  security: {
    title: "Sécurité",
    description:
      "Les mesures de sécurité réellement en place sur Fiable, ce qui n'existe pas encore, et comment signaler une faille.",
    lead: "Votre page porte votre réputation et celle de vos clients. Voici ce que Fiable fait pour la protéger — et ce qu'il ne fait pas encore, dit franchement.",
    updated: "2026-11-27",
    body: `
## Chiffrement {#encryption}

- Toutes les connexions au service sont chiffrées en **HTTPS (TLS)** ; le navigateur est invité à ne jamais revenir en HTTP (HSTS).
- Les mots de passe ne sont jamais stockés : seule une empreinte **scrypt**, avec sel, est conservée.
- Les secrets du serveur sont générés à l'installation et lisibles par lui seul.

## Comptes et sessions {#accounts}

- Adresse e-mail confirmée par lien ; réinitialisation du mot de passe par e-mail.
- Mot de passe de 6 caractères au moins et 128 au plus ; une phrase de passe est recommandée.
- Sessions stockées côté serveur, dans des cookies inaccessibles aux scripts (HttpOnly, SameSite) ; vous pouvez déconnecter vos autres appareils depuis les paramètres.
- Limites de tentatives sur la connexion, l'inscription, la réinitialisation et l'accès administrateur : « Trop de tentatives. Attendez quelques minutes. »
- **Double authentification (2FA)** avec une application d'authentification (codes TOTP à 6 chiffres), demandée après le mot de passe comme après Google ou LinkedIn ; 10 codes de secours à usage unique ; appareil de confiance pendant 30 jours si vous le choisissez ; au plus 5 codes faux en 10 minutes par compte. Le secret et les codes de secours sont stockés chiffrés.
- **Clés d'accès (passkeys, WebAuthn)** : connexion par le déverrouillage de votre appareil ou une clé de sécurité, sans mot de passe ; la clé privée ne quitte jamais votre appareil.
- La console d'administration exige la double authentification : un compte administrateur sans 2FA ne peut pas l'ouvrir, et le mot de passe administrateur partagé demande aussi un code.

## Protection des pages et des visiteurs {#application}

- Chaque action est vérifiée par le serveur : seul le propriétaire d'une page la modifie et modère ses avis ; les avis ne peuvent être ni modifiés ni supprimés par lui.
- Politique de sécurité du contenu (CSP) stricte : seuls les scripts de Fiable s'exécutent, aucune ressource tierce n'est chargée, les pages ne peuvent pas être intégrées par un autre site.
- Les liens publiés ne peuvent être que web, e-mail ou téléphone ; une adresse \`javascript:\` est refusée.
- Les numéros de téléphone et WhatsApp ne figurent pas dans les pages envoyées aux visiteurs.
- Les fichiers envoyés sont limités à 10 Mo, identifiés d'après leur contenu (pas leur nom), les images réencodées sans métadonnées ; les fichiers sont servis sans pouvoir s'exécuter.
- Formulaires protégés contre les robots (champ piège et limites d'envoi).

## Disponibilité {#availability}

Des sondes vérifient chaque minute l'API, le site, la base de données et l'authentification. Les résultats, la disponibilité sur 30 jours et les incidents sont publiés sans retouche sur la page [État des services](/status), où vous pouvez vous abonner aux avis d'incident.

## Certifications et conformité {#compliance}

- **RGPD** : Fiable applique le règlement européen ; voir la page [Protection des données](/legal/gdpr).
- **Californie (CCPA)** : les droits d'accès et de suppression sont ouverts à tous, et nous ne vendons aucune donnée personnelle.
- **ISO 27001 et SOC 2 Type II** : Fiable ne détient pas ces certifications. Plutôt que d'afficher un logo, nous publions ici le détail des mesures appliquées.

## Signaler une faille {#disclosure}

Vous pensez avoir trouvé une vulnérabilité ? Écrivez à {email} avec le sujet « Sécurité », en décrivant le problème et comment le reproduire. Nous accusons réception sous 48 heures ouvrées et vous tenons informé de la correction. Merci de ne pas accéder aux données d'autrui ni de perturber le service pendant vos tests.
`,
  },

  policy: {
    title: "Politique générale",
    description:
      "Le cadre général d'utilisation de Fiable : objet, définitions, usage, propriété, responsabilité, sécurité et protection des données.",
    lead: "Cette politique réunit les principes qui encadrent Fiable. Les détails figurent dans les conditions d'utilisation, la politique de confidentialité et la page Sécurité.",
    updated: "today",
    body: `
## Objet {#purpose}

Fiable est un service de pages de confiance : chaque professionnel publie, à l'adresse {host}/son-nom, une page qui rassemble son identité, ses liens, ses réalisations, une FAQ et les avis de ses clients. La présente politique fixe les principes communs à tous les utilisateurs du service.

## Définitions {#definitions}

- **Professionnel** : la personne ou l'entreprise qui crée un compte et publie une page.
- **Visiteur** : toute personne qui consulte une page, avec ou sans compte.
- **Avis** : le témoignage, texte, photo, audio ou vidéo, laissé par un visiteur sur une page.
- **Page** : la page publique d'un professionnel et son contenu.

## Usage acceptable {#acceptable-use}

Chacun s'engage à publier des informations exactes, à respecter les droits d'autrui et à ne pas détourner le service (faux avis, spam, usurpation d'identité, contenus illicites). Les règles complètes figurent dans les [conditions d'utilisation](/legal/terms).

## Propriété intellectuelle {#intellectual-property}

Les professionnels et les auteurs d'avis restent propriétaires de leurs contenus. Le nom Fiable, son logo, son interface et ses textes appartiennent à leur éditeur et ne peuvent être reproduits sans accord.

## Responsabilité {#liability}

Chaque professionnel répond du contenu de sa page, chaque auteur de son avis. Fiable fournit l'hébergement et des règles de modération honnêtes, retire les contenus manifestement illicites qui lui sont signalés, et ne répond pas des dommages indirects.

## Sécurité {#security}

Connexions chiffrées (TLS), mots de passe stockés sous forme d'empreinte, contrôle de chaque action par le serveur, limites contre les abus, fichiers vérifiés. Le détail est sur la page [Sécurité](/security).

## Conformité protection des données {#data-protection}

Fiable applique le RGPD — c'est notre propre évaluation, pas une certification ni un audit externe : données limitées au nécessaire, aucun cookie publicitaire ni outil tiers de mesure d'audience, droits exercés sur simple demande, violations notifiées à la CNIL sous 72 heures. Voir la [politique de confidentialité](/legal/privacy) et la page [RGPD](/legal/gdpr).

## Certifications {#certifications}

Fiable ne détient à ce jour aucune certification (ISO 27001, SOC 2). Nous publions à la place le détail de nos mesures de sécurité et la disponibilité mesurée en continu sur la page [État des services](/status).

## Droit applicable {#law}

La présente politique est soumise au droit français. En cas de litige, une solution amiable sera recherchée avant toute action devant les tribunaux compétents.

## Contact {#contact}

Pour toute question sur cette politique : {email}, ou la page [Contact](/contact). Réponse sous 24 à 48 heures ouvrées.
`,
  },
};
