import columns from '../bulk-columns/fr';
/** French texts of the bulk flow (docs/spec.md §2 "Bulk flow"); the reference for de and en. */
const fr = {
  paste: {
    templateSheet: 'Feuil1',
    title: 'Copier et coller des données',
    description: 'Copiez les données depuis votre tableur et collez-les dans le champ ci-dessous.',
    instructions:
      "Utilisez des en-têtes de colonne pour le numéro de série, la date d'installation, la rue, le numéro de rue, le code postal et la ville.",
    template: 'Télécharger le modèle de tableur (.xlsx)',
    exampleTitle: 'Exemple de ligne',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Rue de Rivoli',
      streetNumber: '10',
      zip: '75001',
      city: 'Paris',
    },
    fieldLabel: 'Données du tableur',
    fieldHint:
      'Collez vos lignes avec Ctrl+V (Cmd+V sur Mac). La saisie au clavier est désactivée ; Retour arrière efface.',
    rowCount_one: '{{count}} ligne collée',
    rowCount_other: '{{count}} lignes collées',
    tooManyRows:
      'Vous pouvez importer au maximum {{max}} lignes à la fois. Répartissez vos données sur plusieurs importations.',
    fileDrop: 'Ou déposez ici un fichier .xlsx, .ods ou .csv',
    fileChoose: 'Choisir un fichier',
    fileReading: 'Lecture du fichier…',
    fileLoaded: 'Fichier chargé : {{name}}',
    sheet: 'Feuille à importer',
    sheetOption_one: '{{name}} ({{count}} ligne)',
    sheetOption_other: '{{name}} ({{count}} lignes)',
    fileErrors: {
      unsupportedType: 'Seuls les fichiers .xlsx, .ods et .csv sont acceptés.',
      tooLarge: 'Ce fichier est trop volumineux (10 Mo au maximum).',
      passwordProtected:
        'Ce classeur est protégé par un mot de passe. Enregistrez-le sans mot de passe, puis réessayez.',
      unreadable:
        "Le fichier n'a pas pu être lu. Vérifiez qu'il s'agit d'un fichier .xlsx, .ods ou .csv valide.",
      empty: 'Ce fichier ne contient aucune donnée.',
      tooManyRows:
        'Ce fichier contient plus de {{max}} lignes. Répartissez vos données sur plusieurs fichiers.',
    },
  },
  mapping: {
    title: "Associer les colonnes d'en-tête",
    description: 'Confirmez si chaque colonne est correctement associée',
    notRelevant: 'Non pertinent',
    placeholder: 'Sélectionner',
    column: 'Colonne {{number}}',
    tableLabel: 'Données collées',
    headerRowSkipped:
      'La première ligne contient des en-têtes : elle a servi à associer les colonnes et ne sera pas importée.',
    headerRow: 'La première ligne contient les noms des colonnes',
    remembered:
      'Association reprise de votre dernier import avec ces noms de colonnes : vérifiez-la.',
    rowCount_one: '{{count}} ligne à importer',
    rowCount_other: '{{count}} lignes à importer',
    missingColumns: 'Encore à associer : {{columns}}',
    dateOrder:
      'Dans quel ordre les dates sont-elles écrites ? Par exemple « {{example}} » signifie :',
    dayFirst: 'Jour, mois, année : {{date}}',
    monthFirst: 'Mois, jour, année : {{date}}',
    dateOrderMissing: 'Indiquez dans quel ordre les dates sont écrites.',
    monthFirstDetected:
      'Les dates sont écrites mois, jour, année (par exemple 03/15/2024) : elles seront lues ainsi.',
  },
  check: {
    title: 'Vérifier les valeurs des données',
    description: 'Modifier les valeurs en cliquant sur la cellule',
    rowsWithErrors: '{{errors}} les lignes contiennent une erreur',
    noErrors: 'Aucune erreur trouvée',
    submit: 'Soumettre des données',
    progress: '{{checked}} / {{total}} lignes vérifiées',
    timeLeft: 'Temps restant : environ {{time}}',
    progressLabel: 'Vérification des données',
    tableLabel: 'Données à importer',
    rowNumber: 'Ligne',
    cellLabel: '{{column}}, ligne {{row}}',
    checkFailed:
      "Certaines valeurs n'ont pas pu être vérifiées. Vérifiez votre connexion, puis réessayez.",
    retry: 'Réessayer',
    ours: 'Déjà enregistré',
    errorsOnly: 'Afficher uniquement les lignes avec une erreur',
    deleteColumn: 'Supprimer',
    deleteRow: 'Supprimer la ligne {{row}}',
    firstError: 'Aller à la première erreur (ligne {{row}})',
    previousError: 'Erreur précédente',
    nextError: 'Erreur suivante',
    undo: 'Annuler la modification',
    redo: 'Rétablir la modification',
    shortcuts:
      'Raccourcis : F8 erreur suivante, Maj+F8 erreur précédente, Ctrl+Z annuler, Ctrl+Y rétablir.',
    addRow: 'Ajouter une ligne',
    downloadErrors: 'Télécharger les lignes en erreur (.xlsx)',
    errorReportFile: 'lignes-en-erreur.xlsx',
    errorReportSheet: 'Erreurs',
    errorColumn: 'Erreur',
    sourceColumn: 'Colonne {{position}}',
    oursSkipped_one:
      '{{count}} produit est déjà enregistré par votre entreprise : il ne sera pas enregistré une deuxième fois.',
    oursSkipped_other:
      '{{count}} produits sont déjà enregistrés par votre entreprise : ils ne seront pas enregistrés une deuxième fois.',
  },
  cellErrors: {
    invalidSerialNumber: 'Numéro de série incorrect',
    duplicateSerialNumber: 'Ce numéro de série figure déjà sur une autre ligne.',
    alreadyRegistered:
      'Ce produit a déjà été enregistré par une autre entreprise. Contactez notre service client avec son numéro de série.',
    invalidDate:
      'Date invalide : utilisez jour, mois et année sur 4 chiffres, par exemple 15.03.2024.',
    futureDate: 'La date ne peut pas être dans le futur.',
    invalidAddress: "L'adresse fournie est invalide",
    postalCodeLostZero:
      'Le code postal a perdu son zéro initial (par exemple 1000 au lieu de 01000) : le tableur l’a enregistré comme un nombre. Corrigez-le ici, ou formatez la colonne en texte.',
    invalidValue: 'Valeur invalide',
  },
  import: {
    title: 'Importer des données',
    description: 'Importation en cours',
    progress: 'Importation des données...',
    failed: "L'importation n'a pas pu aboutir. Vos données sont conservées : veuillez réessayer.",
    conflict:
      'Un appareil de ce lot a été enregistré entre-temps par quelqu’un d’autre. Vos données sont conservées : vérifiez les lignes.',
    checkingEarlierSend: 'Recherche d’un envoi précédent de ces lignes…',
    sent: '{{sent}} / {{total}} lignes envoyées',
    saving: '{{total}} lignes envoyées : enregistrement en cours…',
    retry: 'Réessayer',
    backToCheck: 'Retour à la vérification',
  },
  finish: {
    title: 'Merci pour votre enregistrement!',
    text: 'Vos produits ont été importés. Retrouvez vos enregistrements et nos services dans le Service Cloud.',
    serviceCloud: 'Visitez notre Service Cloud',
    registered_one: '{{count}} produit enregistré',
    registered_other: '{{count}} produits enregistrés',
    alreadyRegistered_one: '{{count}} déjà enregistré par votre entreprise',
    alreadyRegistered_other: '{{count}} déjà enregistrés par votre entreprise',
  },
  columns,
};

export type BulkCatalog = typeof fr;

export default fr;
