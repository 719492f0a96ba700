/**
 * French catalog: the reference catalog. Spec texts are verbatim; the other
 * catalogs must have exactly the same keys (enforced by type and by a test).
 */
const fr = {
  app: {
    title: 'Enregistrement de produit',
    titleShort: 'Enregistrement',
    pageTitle: '{{page}} · {{brand}}',
    metaDescription: {
      endUser:
        'Enregistrez votre appareil de chauffage ou de ventilation avec son numéro de série et débloquez vos avantages.',
      installer:
        'Installateurs : enregistrez les appareils que vous avez installés, un par un ou en série depuis votre tableur.',
    },
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
    console: 'Console du fabricant',
    resetPassword: 'Réinitialiser le mot de passe',
    myProducts: 'Mes produits',
    myInstallations: 'Mes installations',
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
    retry: 'Réessayer',
    signInRequired: 'Veuillez vous connecter pour accéder à cette page.',
    signInFailed: 'La connexion n’a pas pu aboutir. Veuillez réessayer.',
    notInstaller: 'Votre profil utilisateur n’est pas configuré en tant qu’installateur.',
    companyPending:
      'Votre entreprise est en cours de vérification par nos équipes (demande du {{date}}). Vous pourrez enregistrer des appareils en tant qu’installateur dès qu’elle sera vérifiée.',
    companyRejected:
      'Votre entreprise n’a pas pu être vérifiée. Corrigez ses informations dans votre profil pour qu’elle soit vérifiée à nouveau.',
    checkCompanyAgain: 'Vérifier à nouveau',
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
  product: {
    cardLabel: 'Produit trouvé',
    color: 'Couleur :',
    incentives: 'Vos avantages',
    window: 'À enregistrer dans les {{count}} jours suivant l’installation',
    windowMet: 'Délai respecté: il restait {{count}} jours',
    windowMissed: 'Non accordé: délai de {{count}} jours après l’installation dépassé',
  },
  scanner: {
    open: 'Scanner',
    openLabel: 'Scanner le code de la plaque signalétique',
    title: 'Scanner le code',
    text: 'Placez le code QR ou le code-barres de la plaque signalétique dans le cadre.',
    starting: 'Ouverture de la caméra…',
    notOurs:
      'Ce code ne contient pas de numéro de série Calora. Visez le code de la plaque signalétique.',
    denied:
      "L'accès à la caméra a été refusé. Autorisez-le dans les réglages du navigateur, ou saisissez le numéro de série.",
    noCamera: "Aucune caméra n'est disponible sur cet appareil. Saisissez le numéro de série.",
    failed: "La caméra n'a pas pu être ouverte. Saisissez le numéro de série.",
    cancel: 'Annuler',
    typeInstead: 'Saisir le numéro de série',
    close: 'Fermer le scanner',
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
    tip: 'Le numéro de série figure sur la plaque signalétique de votre appareil.',
    searching: 'Recherche…',
  },
  alreadyRegistered: {
    yours: 'Vous avez déjà enregistré ce produit.',
    yoursCompany: 'Votre entreprise a déjà enregistré ce produit.',
    seeProducts: 'Voir mes produits',
    seeInstallations: 'Voir mes installations',
    taken: 'Ce produit est déjà enregistré.',
    takenText:
      "Quelqu'un d'autre a déjà enregistré cet appareil. S'il est à vous, notre service client vous aide à le faire passer à votre nom.",
    takenAnonymousText:
      "Si c'est vous qui l'avez enregistré, connectez-vous pour le retrouver. Sinon, notre service client vous aide à le faire passer à votre nom.",
    askTransfer: 'Demander le transfert',
    contactSupport: 'Contacter le service client',
  },
  installerTip: {
    title: 'Plusieurs produits à enregistrer?',
    text: "Avec l'enregistrement groupé, vous enregistrez en une fois tous les appareils d'un chantier à partir d'un tableau. Pour un seul produit, continuez simplement ici.",
    link: "Passer à l'enregistrement groupé",
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
    close: 'Fermer',
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
    searchLabel: 'Rechercher votre adresse',
    searchHint: 'Saisissez au moins 3 caractères, par exemple la rue et le numéro.',
    searching: 'Recherche en cours…',
    results: 'Adresses trouvées',
    incompletePlace: 'Adresse incomplète',
    ambiguousResults:
      'Votre recherche correspond à de nombreuses adresses. Précisez-la ou saisissez votre adresse manuellement ci-dessous.',
    chosen: 'Adresse sélectionnée',
    mapLabel: "Carte de l'adresse {{address}}",
    manualTitle: "Saisie manuelle de l'adresse",
    chooseCountry: 'Choisir un pays',
    checking: "Vérification de l'adresse…",
    useThisAddress: 'Utiliser cette adresse',
    cancelManual: 'Annuler',
  },
  addressFields: {
    streetName: 'Rue',
    streetNumber: 'Numéro',
    additionalAddressLine1: "Complément d'adresse",
    postalCode: 'Code postal',
    city: 'Ville',
    stateOrProvince: 'Région ou province',
    country: 'Pays',
  },
  contact: {
    title: 'Vos coordonnées',
    description:
      'Indiquez vos coordonnées pour que nous puissions vous informer au sujet de votre produit.',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
  },
  consent: {
    legend: 'Consentements',
    privacy: "J'accepte la <doc>politique de confidentialité</doc>.",
    terms: "J'accepte les <doc>conditions d'enregistrement du produit</doc>.",
  },
  installationDate: {
    title: "Date d'installation",
    description: 'Quand le produit a-t-il été installé?',
    label: "Date d'installation",
  },
  dateField: {
    hint: 'Format : {{pattern}}',
    // The letters standing for day, month and year, in this order, joined by '-'.
    partNames: 'JJ-MM-AAAA',
    openCalendar: 'Choisir la date dans le calendrier',
    previousMonth: 'Mois précédent',
    nextMonth: 'Mois suivant',
  },
  review: {
    title: "Compléter l'enregistrement",
    description: "Veuillez vérifier vos données et soumettre l'enregistrement.",
    mandatoryNote: "* Obligatoire pour l'enregistrement.",
    submit: "Soumettre l'enregistrement",
    person: 'Vos coordonnées',
    product: 'Produit',
    address: "Adresse d'installation",
    company: 'Entreprise',
    installationDate: "Date d'installation",
    submitting: "Envoi de l'enregistrement…",
    alreadyRegistered:
      'Ce produit a déjà été enregistré par une autre personne. Pour toute question, contactez notre service clientèle.',
    submitFailed:
      "L'enregistrement n'a pas pu être envoyé. Vos données sont conservées : veuillez réessayer.",
    tooManyMails:
      "Cette adresse e-mail a reçu assez d'e-mails de confirmation pour aujourd'hui. Réessayez demain ou indiquez une autre adresse.",
    rateLimited:
      "Trop d'enregistrements en peu de temps. Vos données sont conservées : veuillez réessayer dans quelques minutes.",
  },
  thankYou: {
    title: 'Merci pour votre enregistrement!',
    endUserText:
      'Veuillez consulter votre boîte e-mail et confirmer votre compte pour recevoir vos récompenses.',
    endUserRegistered: 'Votre produit est bien enregistré.',
    endUserRewardsUnlocked: 'Vos récompenses sont débloquées.',
    installerText: 'Le produit a bien été enregistré pour votre client.',
    customerPortal: 'Accéder au portail client',
    productPage: 'Voir la page du produit',
    registerAnother: 'Enregistrer un autre produit',
  },
  validation: {
    required: 'Ce champ est requis',
    email: 'Veuillez entrer une adresse e-mail valide.',
    numeric: 'La valeur doit être un nombre.',
    minLength: 'La valeur doit comporter au moins {{min}} caractères',
    maxLength: 'La valeur doit comporter au maximum {{max}} caractères',
    invalidSerialNumber: 'Numéro de série invalide',
    controlCharacters: 'Ce champ contient des caractères non autorisés.',
    invalidAddress: 'Veuillez sélectionner une adresse valide.',
    invalidDate: 'Veuillez saisir une date valide au format {{pattern}}.',
    noFutureDate: 'La date ne peut pas être dans le futur.',
    postalCodeFormat: 'Ce code postal n’a pas le format utilisé dans le pays choisi.',
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

export default fr;
