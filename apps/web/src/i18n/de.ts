import type { Catalog } from './fr';

/** German catalog (the default locale de-DE). */
export const de: Catalog = {
  app: {
    title: 'Produktregistrierung',
    titleShort: 'Registrierung',
    pageTitle: '{{page}} · {{brand}}',
    skipToContent: 'Zum Hauptinhalt springen',
    homeLink: '{{brand}} – Startseite',
    loading: 'Wird geladen…',
    configError: {
      title: 'Der Dienst ist vorübergehend nicht verfügbar',
      text: 'Die Konfiguration der Anwendung konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
    },
    routeError: {
      title: 'Ein Fehler ist aufgetreten',
      text: 'Diese Seite konnte nicht angezeigt werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
      reload: 'Seite neu laden',
    },
  },
  header: {
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    menu: 'Menü',
    mainNavigation: 'Hauptnavigation',
    partnerLogo: 'In Partnerschaft mit {{partner}}',
    signOut: 'Abmelden',
    signIn: 'Anmelden',
    account: 'Konto',
    accountOf: 'Konto von {{name}}',
    signedInAs: 'Angemeldet als',
    editProfile: 'Profil bearbeiten',
    resetPassword: 'Passwort zurücksetzen',
  },
  language: {
    label: 'Sprache',
    choose: 'Sprache wählen',
    current: 'Aktuelle Sprache: {{language}}',
    list: 'Verfügbare Sprachen',
  },
  help: {
    question: 'Sie suchen Hilfe?',
    text: 'Unser Team beantwortet Ihre Fragen zu Ihren Produkten und zur Registrierung.',
    button: 'Hilfe & Support',
    stepLink: 'Hilfe und Support',
  },
  footer: {
    navigation: 'Links in der Fußzeile',
    installer: 'Sind Sie Installateur?',
    privacyPolicy: 'Datenschutzerklärung',
    termsOfUse: 'Nutzungsbedingungen',
    imprint: 'Impressum',
    integrityLine: 'Integrity Line',
    newTab: '(öffnet in einem neuen Tab)',
    copyright: '© {{year}} {{company}}',
    tagline: 'Heizung und Lüftung',
  },
  flash: {
    region: 'Benachrichtigungen',
    close: 'Meldung schließen',
    signInRequired: 'Bitte melden Sie sich an, um diese Seite aufzurufen.',
    signInFailed: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
    notInstaller: 'Ihr Benutzerprofil ist nicht als Installateur eingerichtet.',
  },
  landing: {
    user: {
      pageTitle: 'Registrieren Sie Ihr Produkt',
      kicker: 'Schnell und einfach',
      heading: 'Registrieren Sie Ihr Produkt und sichern Sie sich Prämien',
      lead: 'In wenigen Minuten registrieren Sie Ihr Calora-Gerät und nutzen alle Vorteile.',
      cta: 'Mein Produkt registrieren',
      benefitsHeading: 'In drei Schritten zum Ziel',
      scanTitle: 'QR-Code scannen oder Seriennummer manuell eingeben',
      scanText: 'QR-Code und Seriennummer finden Sie auf dem Typenschild Ihres Geräts.',
      registerTitle: 'Produkt registrieren',
      registerText:
        'Geben Sie die Installationsadresse und Ihre Kontaktdaten an und bestätigen Sie.',
      unlockTitle: 'Exklusive Vorteile durch die Registrierung sichern',
      unlockText: 'Garantieverlängerungen, Serviceangebote und Tipps zu Ihrem Gerät.',
    },
    installer: {
      pageTitle: 'Bereich für Installateure',
      kicker: 'Schnell und einfach',
      heading: 'Registrieren Sie die Produkte, die Sie installieren',
      lead: 'Erfassen Sie jede Installation mit wenigen Klicks – direkt auf der Baustelle oder im Büro.',
      cta: 'Registrierung starten',
      benefitsHeading: 'Ihre Vorteile',
      serialTitle: 'Seriennummer eingeben',
      serialText:
        'Scannen Sie den QR-Code oder tippen Sie die Nummer vom Typenschild des Geräts ab.',
      registerTitle: 'Produkt registrieren',
      registerText: 'Erfassen Sie Installationsadresse und -datum für Ihre Kundschaft.',
      servicesTitle: 'Zugang zu exklusiven Services',
      servicesText:
        'Nutzen Sie Programme und Services, die Partnerinstallateuren vorbehalten sind.',
    },
  },
  step: {
    progressLabel: 'Fortschritt der Registrierung',
    progress: 'Schritt {{step}} von {{total}}',
  },
  actions: {
    back: 'Zurück',
    continue: 'Weiter',
  },
  serialNumber: {
    title: 'Seriennummer',
    description: 'Geben Sie die Seriennummer vom Typenschild Ihres Produkts ein.',
    label: 'Seriennummer',
    hint: 'Beispiel: 908765401',
    register: 'Registrieren',
    registerProduct: 'Produkt registrieren',
    verify: 'Seriennummer prüfen',
  },
  roleSelection: {
    title: 'Wer registriert?',
    description: 'Bitte wählen Sie Ihre Rolle',
    owner: 'Ich besitze das Produkt',
    installer: 'Ich bin professioneller Installateur',
  },
  login: {
    title: 'Sie haben bereits ein Konto?',
    text: 'Melden Sie sich an oder erstellen Sie ein Konto, um die Registrierung abzuschließen.',
    signIn: 'Anmelden',
    or: 'Oder',
    continueWithout: 'Ohne Anmeldung fortfahren',
    autoAccount: 'Nach der Registrierung wird automatisch ein Konto erstellt.',
  },
  address: {
    title: 'Installationsadresse',
    description: 'Wo ist das Produkt installiert?',
    enterManually: 'Adresse manuell eingeben',
    useMaps: 'Stattdessen Google Maps verwenden',
    noResults:
      'Für Ihre Suche wurde keine Adresse gefunden. Sie können Ihre Adresse unten manuell eingeben.',
    incompleteResults:
      'Die Suche hat Ergebnisse ohne vollständige Adressangaben geliefert. Bitte geben Sie Ihre Adresse unten manuell ein.',
    unverifiedCombination:
      'Die Kombination aus Postleitzahl, Ort und Land konnte nicht überprüft werden. Bitte prüfen Sie Ihre Eingabe.',
    postalCodeCityMismatch:
      'Postleitzahl und Ort passen nicht zusammen. Bitte prüfen Sie Ihre Eingabe.',
    validationFailed: 'Die Adresse konnte nicht überprüft werden.',
  },
  contact: {
    title: 'Ihre Kontaktdaten',
    description:
      'Geben Sie Ihre Kontaktdaten an, damit wir Sie über Ihr Produkt informieren können.',
  },
  installationDate: {
    title: 'Installationsdatum',
    description: 'Wann wurde das Produkt installiert?',
  },
  review: {
    title: 'Registrierung abschließen',
    description: 'Bitte prüfen Sie Ihre Angaben und senden Sie die Registrierung ab.',
    mandatoryNote: '* Pflichtangabe für die Registrierung.',
    submit: 'Registrierung absenden',
  },
  thankYou: {
    title: 'Vielen Dank für Ihre Registrierung!',
    endUserText:
      'Bitte prüfen Sie Ihr E-Mail-Postfach und bestätigen Sie Ihr Konto, um Ihre Prämien zu erhalten.',
    installerText: 'Das Produkt wurde für Ihre Kundschaft registriert.',
    customerPortal: 'Zum Kundenportal',
  },
  bulk: {
    paste: {
      title: 'Daten kopieren und einfügen',
      description:
        'Kopieren Sie die Daten aus Ihrer Tabelle und fügen Sie sie in das Feld unten ein.',
    },
    mapping: {
      title: 'Spaltenüberschriften zuordnen',
      description: 'Bestätigen Sie, ob jede Spalte richtig zugeordnet ist',
      notRelevant: 'Nicht relevant',
    },
    check: {
      title: 'Datenwerte prüfen',
      description: 'Ändern Sie Werte, indem Sie auf die Zelle klicken',
      rowsWithErrors: '{{errors}} Zeilen enthalten einen Fehler',
      noErrors: 'Keine Fehler gefunden',
      submit: 'Daten absenden',
    },
    import: {
      title: 'Daten importieren',
      description: 'Import läuft',
      progress: 'Daten werden importiert...',
    },
    finish: {
      title: 'Vielen Dank für Ihre Registrierung!',
      text: 'Ihre Produkte wurden importiert. Ihre Registrierungen und unsere Services finden Sie in der Service Cloud.',
      serviceCloud: 'Besuchen Sie unsere Service Cloud',
    },
    columns: {
      serialNumber: 'Seriennummer',
      productName: 'Produktname',
      installationDate: 'Installationsdatum',
      street: 'Straße',
      streetNumber: 'Hausnummer',
      zip: 'Postleitzahl',
      city: 'Ort',
    },
    invalidSerialNumber: 'Falsche Seriennummer',
    invalidAddress: 'Die angegebene Adresse ist ungültig',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    numeric: 'Der Wert muss eine Zahl sein.',
    minLength: 'Der Wert muss mindestens {{min}} Zeichen lang sein',
    maxLength: 'Der Wert darf höchstens {{max}} Zeichen lang sein',
    invalidSerialNumber: 'Ungültige Seriennummer',
    invalidAddress: 'Bitte wählen Sie eine gültige Adresse aus.',
    noFutureDate: 'Das Datum darf nicht in der Zukunft liegen.',
  },
  legal: {
    privacyPolicy: 'Datenschutzerklärung',
    termsOfUse: 'Nutzungsbedingungen',
    pending:
      'Der Inhalt dieser Seite ist bald verfügbar. Bei Fragen erreichen Sie uns unter <phone>{{phone}}</phone>.',
    cookies: {
      title: 'Cookie-Erklärung',
      notConfigured:
        'Diese Website verwendet nur technisch notwendige Cookies, zum Beispiel zum Schutz der Formulare vor gefälschten Anfragen. Es werden keine Analyse- oder Werbe-Cookies gesetzt.',
    },
  },
  imprint: {
    title: 'Impressum',
    publisher: 'Herausgeberin',
    address: 'Adresse',
    phone: 'Telefon',
    fax: 'Fax',
    email: 'E-Mail',
    register: 'Handelsregister und MWST',
  },
  serviceStatus: {
    usersTitle: 'Benutzerbereich',
    partnersTitle: 'Partnerbereich',
    checking: 'Dienststatus wird geprüft…',
    ok: 'Der Dienst funktioniert einwandfrei.',
    version: 'Version {{version}}',
    unavailable: 'Der Dienst ist im Moment nicht erreichbar.',
    publicCheck: 'Öffentlicher Dienst',
    authenticatedCheck: 'Angemeldeter Zugriff',
    authenticatedOk: 'Ihre Anmeldung wird vom Dienst erkannt.',
    userType: 'Benutzertyp: {{type}}',
    endCustomer: 'Endkunde (1)',
    installer: 'Installateur (2)',
    authenticatedUnavailable: 'Der Dienst konnte Ihre Anmeldung nicht prüfen.',
    signedOut: 'Melden Sie sich an, um den angemeldeten Zugriff zu prüfen.',
  },
};
