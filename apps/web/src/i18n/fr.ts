/**
 * French catalog: the reference catalog. Spec texts are verbatim; the other
 * catalogs must have exactly the same keys (enforced by type and by a test).
 */
export const fr = {
  app: {
    title: 'Enregistrement de produit',
    titleShort: 'Enregistrement',
    pageTitle: '{{page}} · {{brand}}',
    skipToContent: 'Aller au contenu principal',
    homeLink: '{{brand}} – accueil',
    loading: 'Chargement…',
    configError: {
      title: 'Le service est momentanément indisponible',
      text: "Nous n'avons pas pu charger la configuration de l'application. Vérifiez votre connexion et réessayez.",
      retry: 'Réessayer',
    },
    routeError: {
      title: 'Une erreur est survenue',
      text: "Cette page n'a pas pu être affichée. Rechargez la page pour réessayer.",
      reload: 'Recharger la page',
    },
  },
  header: {
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    menu: 'Menu',
    mainNavigation: 'Navigation principale',
    partnerLogo: 'En partenariat avec {{partner}}',
    signOut: 'Déconnexion',
    signIn: 'Connexion',
    account: 'Compte',
    accountOf: 'Compte de {{name}}',
    signedInAs: 'Connecté en tant que',
    editProfile: 'Modifier le profil',
    resetPassword: 'Réinitialiser le mot de passe',
  },
  language: {
    label: 'Langue',
    choose: 'Choisir la langue',
    current: 'Langue actuelle : {{language}}',
    list: 'Langues disponibles',
  },
  help: {
    question: "Vous cherchez de l'aide?",
    text: 'Notre équipe répond à vos questions sur vos produits et leur enregistrement.',
    button: 'Aide & Support',
    stepLink: 'Aide et support',
  },
  footer: {
    navigation: 'Liens du pied de page',
    installer: 'Êtes-vous un installateur?',
    privacyPolicy: 'Politique de confidentialité',
    termsOfUse: "Conditions d'utilisation",
    imprint: 'Mentions légales',
    integrityLine: 'Integrity line',
    newTab: "(s'ouvre dans un nouvel onglet)",
    copyright: '© {{year}} {{company}}',
    tagline: 'Chauffage et ventilation',
  },
  flash: {
    region: 'Notifications',
    close: 'Fermer le message',
    signInRequired: 'Veuillez vous connecter pour accéder à cette page.',
    signInFailed: 'La connexion n’a pas pu aboutir. Veuillez réessayer.',
    notInstaller: 'Votre profil utilisateur n’est pas configuré en tant qu’installateur.',
  },
  landing: {
    user: {
      pageTitle: 'Enregistrez votre produit',
      kicker: 'Rapide et facile',
      heading: 'Enregistrez votre produit et débloquez des récompenses',
      lead: 'Quelques minutes suffisent pour enregistrer votre appareil Calora et profiter de tous ses avantages.',
      cta: 'Enregistrer mon produit',
      benefitsHeading: 'Trois étapes, et le tour est joué',
      scanTitle: 'Scannez le code QR ou saisissez manuellement le numéro de série',
      scanText:
        'Vous trouverez le code QR et le numéro de série sur la plaque signalétique de votre appareil.',
      registerTitle: 'Enregistrez le produit',
      registerText: "Indiquez l'adresse d'installation et vos coordonnées, puis confirmez.",
      unlockTitle: 'Débloquez des avantages exclusifs en vous enregistrant',
      unlockText: 'Extensions de garantie, offres de service et conseils pour votre appareil.',
    },
    installer: {
      pageTitle: 'Espace installateurs',
      kicker: 'Rapide et simple',
      heading: 'Enregistrez les produits que vous installez',
      lead: 'Enregistrez chaque installation en quelques clics, directement depuis le chantier ou depuis votre bureau.',
      cta: "Commencer l'enregistrement",
      benefitsHeading: 'Vos avantages',
      serialTitle: 'Saisissez le numéro de série',
      serialText:
        "Scannez le code QR ou tapez le numéro figurant sur la plaque signalétique de l'appareil.",
      registerTitle: 'Enregistrez le produit',
      registerText: "Renseignez l'adresse et la date d'installation pour votre client.",
      servicesTitle: 'Accédez à des services exclusifs',
      servicesText: 'Profitez des programmes et services réservés aux installateurs partenaires.',
    },
  },
  step: {
    progressLabel: "Progression de l'enregistrement",
    progress: 'Étape {{step}} sur {{total}}',
  },
  actions: {
    back: 'Retour',
    continue: 'Continuer',
  },
  serialNumber: {
    title: 'Numéro de série',
    description:
      'Saisissez le numéro de série figurant sur la plaque signalétique de votre produit.',
    label: 'Numéro de série',
    hint: 'Exemple: 908765401',
    register: 'Enregistrer',
    registerProduct: 'Enregistrer le produit',
    verify: 'Vérifier le numéro de série',
  },
  roleSelection: {
    title: 'Qui enregistre?',
    description: 'Veuillez sélectionner votre rôle',
    owner: 'Je possède le produit',
    installer: 'Je suis un installateur professionnel',
  },
  login: {
    title: 'Vous avez déjà un compte?',
    text: "Connectez-vous ou créez un compte pour terminer l'enregistrement.",
    signIn: 'Connexion',
    or: 'Ou',
    continueWithout: 'Continuer sans connexion',
    autoAccount: "Un compte sera créé automatiquement après l'enregistrement.",
  },
  address: {
    title: "Adresse d'installation",
    description: 'Où le produit est-il installé?',
    enterManually: "Saisir l'adresse manuellement",
    useMaps: 'Utiliser plutôt Google Maps',
    noResults:
      'Aucune adresse trouvée pour votre recherche. Vous pouvez saisir votre adresse manuellement ci-dessous.',
    incompleteResults:
      "La recherche a renvoyé des résultats sans informations d'adresse complètes. Veuillez saisir votre adresse manuellement ci-dessous.",
    unverifiedCombination:
      "La combinaison code postal, ville et pays n'a pas pu être vérifiée. Veuillez vérifier votre saisie.",
    postalCodeCityMismatch:
      'Le code postal et la ville ne correspondent pas. Veuillez vérifier votre saisie.',
    validationFailed: "Impossible de valider l'adresse.",
  },
  contact: {
    title: 'Vos coordonnées',
    description:
      'Indiquez vos coordonnées pour que nous puissions vous informer au sujet de votre produit.',
  },
  installationDate: {
    title: "Date d'installation",
    description: 'Quand le produit a-t-il été installé?',
  },
  review: {
    title: "Compléter l'enregistrement",
    description: "Veuillez vérifier vos données et soumettre l'enregistrement.",
    mandatoryNote: "* Obligatoire pour l'enregistrement.",
    submit: "Soumettre l'enregistrement",
  },
  thankYou: {
    title: 'Merci pour votre enregistrement!',
    endUserText:
      'Veuillez consulter votre boîte e-mail et confirmer votre compte pour recevoir vos récompenses.',
    installerText: 'Le produit a bien été enregistré pour votre client.',
    customerPortal: 'Accéder au portail client',
  },
  bulk: {
    paste: {
      title: 'Copier et coller des données',
      description:
        'Copiez les données depuis votre tableur et collez-les dans le champ ci-dessous.',
    },
    mapping: {
      title: "Associer les colonnes d'en-tête",
      description: 'Confirmez si chaque colonne est correctement associée',
      notRelevant: 'Non pertinent',
    },
    check: {
      title: 'Vérifier les valeurs des données',
      description: 'Modifier les valeurs en cliquant sur la cellule',
      rowsWithErrors: '{{errors}} les lignes contiennent une erreur',
      noErrors: 'Aucune erreur trouvée',
      submit: 'Soumettre des données',
    },
    import: {
      title: 'Importer des données',
      description: 'Importation en cours',
      progress: 'Importation des données...',
    },
    finish: {
      title: 'Merci pour votre enregistrement!',
      text: 'Vos produits ont été importés. Retrouvez vos enregistrements et nos services dans le Service Cloud.',
      serviceCloud: 'Visitez notre Service Cloud',
    },
    columns: {
      serialNumber: 'Numéro de série',
      productName: 'Nom du produit',
      installationDate: "Date d'installation",
      street: 'Nom de la rue',
      streetNumber: 'Numéro de rue',
      zip: 'Code postal',
      city: 'Ville',
    },
    invalidSerialNumber: 'Numéro de série incorrect',
    invalidAddress: "L'adresse fournie est invalide",
  },
  validation: {
    required: 'Ce champ est requis',
    email: 'Veuillez entrer une adresse e-mail valide.',
    numeric: 'La valeur doit être un nombre.',
    minLength: 'La valeur doit comporter au moins {{min}} caractères',
    maxLength: 'La valeur doit comporter au maximum {{max}} caractères',
    invalidSerialNumber: 'Numéro de série invalide',
    invalidAddress: 'Veuillez sélectionner une adresse valide.',
    noFutureDate: 'La date ne peut pas être dans le futur.',
  },
  legal: {
    privacyPolicy: 'Politique de confidentialité',
    termsOfUse: "Conditions d'utilisation",
    pending:
      'Le contenu de cette page sera bientôt disponible. Pour toute question, appelez-nous au <phone>{{phone}}</phone>.',
    cookies: {
      title: 'Déclaration relative aux cookies',
      notConfigured:
        "Ce site n'utilise que des cookies techniquement nécessaires à son fonctionnement, par exemple pour protéger les formulaires contre la falsification de requêtes. Aucun cookie de mesure d'audience ni de publicité n'est déposé.",
    },
  },
  imprint: {
    title: 'Mentions légales',
    publisher: 'Éditeur',
    address: 'Adresse',
    phone: 'Téléphone',
    fax: 'Fax',
    email: 'E-mail',
    register: 'Registre du commerce et TVA',
  },
  serviceStatus: {
    usersTitle: 'Espace utilisateurs',
    partnersTitle: 'Espace partenaires',
    checking: "Vérification de l'état du service…",
    ok: 'Le service fonctionne normalement.',
    version: 'Version {{version}}',
    unavailable: "Le service n'est pas joignable pour le moment.",
    publicCheck: 'Service public',
    authenticatedCheck: 'Accès connecté',
    authenticatedOk: 'Votre connexion est reconnue par le service.',
    userType: 'Type d’utilisateur : {{type}}',
    endCustomer: 'client final (1)',
    installer: 'installateur (2)',
    authenticatedUnavailable: 'Le service n’a pas pu vérifier votre connexion.',
    signedOut: 'Connectez-vous pour vérifier l’accès connecté.',
  },
};

export type Catalog = typeof fr;
