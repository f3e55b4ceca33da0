import type { ReplyTexts } from './types';

export const fr: ReplyTexts = {
  greeting: 'Bonjour, je suis là avec vous.',
  companion: {
    high: 'C’est vraiment bien que vous me l’ayez dit. Votre sécurité compte avant tout en ce moment : contactez les services d’urgence (999, 112 ou 911) ou une ligne de crise comme le 988 ou les Samaritans au 116 123. Vous n’avez pas à traverser cela seul·e.',
    medium:
      'Cela semble effrayant, et c’est normal de ressentir cela. Êtes-vous dans un endroit sûr en ce moment ? Si vous le pouvez, dites à une personne de confiance où vous êtes.',
    low: 'Merci de me l’avoir confié. Je suis là pour vous écouter. Comment vous sentez-vous en ce moment ?',
  },
  intents: {
    shelter:
      'Si vous avez besoin d’un endroit sûr où rester, une ligne d’écoute contre les violences domestiques peut chercher avec vous une place en foyer d’hébergement, souvent le jour même, et l’appel est confidentiel.',
    police:
      'Vous pouvez appeler la police au numéro d’urgence à tout moment. Si vous ne pouvez pas parler, restez en ligne : l’onglet Pays explique les appels silencieux là où votre pays les propose.',
    legal:
      'Il existe des conseils juridiques gratuits pour les ordonnances de protection, la garde des enfants et le logement : une ligne d’écoute contre les violences domestiques peut vous mettre en contact.',
    talk: 'Je suis là pour vous écouter, et des personnes formées répondent sur les lignes d’écoute à tout moment, de jour comme de nuit.',
    sad: 'C’est compréhensible de ressentir cela après ce que vous traversez. Ce que vous ressentez compte.',
  },
  assistant: {
    high: 'Cela semble grave. Si vous ou quelqu’un d’autre êtes en danger immédiat, contactez maintenant les services d’urgence (999, 112 ou 911 selon votre pays) et tournez-vous vers une personne de confiance.',
    topics: {
      follow:
        'Si vous pensez être suivi·e, dirigez-vous vers un lieu fréquenté et bien éclairé, comme un magasin, changez de direction, appelez une personne de confiance et laissez le partage de position activé.',
      date: 'Avant de rencontrer une nouvelle personne, dites à un·e ami·e où et quand, donnez rendez-vous dans un lieu public, prévoyez votre propre moyen de transport et réglez le minuteur de vérification.',
      home: 'Si vous ne vous sentez pas en sécurité chez vous, prévoyez un moyen de partir, gardez à portée de main vos papiers importants et un téléphone chargé, et contactez une ligne d’écoute contre les violences domestiques pour un soutien confidentiel.',
      night:
        'Quand vous marchez seul·e la nuit, restez sur des chemins éclairés, gardez une oreille libre, partagez votre position en direct et réglez le minuteur de vérification pour que quelqu’un sache si vous n’arrivez pas.',
      online:
        'En ligne, ne partagez jamais de codes ni de mots de passe, vérifiez par un autre moyen à qui vous parlez et gardez des captures d’écran de tout message menaçant comme preuve.',
    },
    general:
      'Faites confiance à votre instinct. Tenez vos contacts d’urgence à jour, partagez votre position avec une personne de confiance quand vous avez un doute, et utilisez le minuteur de vérification dans les moments à risque.',
    mediumSuffix:
      'Si la situation vous paraît dangereuse, allez dans un endroit sûr et demandez de l’aide.',
  },
  safety: {
    low: 'Aucun signe d’alerte immédiat n’a été trouvé. Restez attentif·ve à votre environnement et faites confiance à votre instinct ; vos outils d’urgence sont à un geste si quelque chose change.',
    medium:
      'Quelques signes de risque ont été relevés. Envisagez d’aller dans un endroit sûr, dites à un contact de confiance où vous êtes et gardez votre téléphone chargé et à portée de main.',
    scam: 'Cela ressemble à une arnaque : {reason}. Ne payez rien, ne communiquez ni codes ni informations personnelles et ne rappelez pas. Si vous vous sentez menacé·e, contactez les services d’urgence (999, 112 ou 911).',
    reasons: {
      oneRing: 'un numéro de réseau international utilisé pour les arnaques à l’appel manqué',
      ukPremium: 'un numéro surtaxé du Royaume-Uni',
      ukPersonal: 'un « numéro personnel » du Royaume-Uni qui peut renvoyer n’importe où',
      ukPerMinute: 'un numéro du Royaume-Uni facturé à la minute',
      naPremium: 'un numéro surtaxé d’Amérique du Nord',
      bareIp: 'le lien mène à une simple adresse IP',
      lookAlike: 'son adresse utilise des lettres trompeuses qui en imitent d’autres',
      hiddenAt: 'il cache sa véritable adresse après un @',
      shortener: 'un raccourcisseur de liens cache sa destination',
      scamDomain: 'son extension de domaine est fréquente dans les arnaques',
      brand: 'il imite une marque connue',
    },
    phrase: 'il contient la formule d’arnaque « {phrase} »',
  },
};
