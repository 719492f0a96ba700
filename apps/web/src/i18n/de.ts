import type { Catalog } from './fr';
import type { Translation } from './translation';

/** German catalog (the default locale de-DE). */
const de: Translation<Catalog> = {
  app: {
    title: 'Produktregistrierung',
    titleShort: 'Registrierung',
    pageTitle: '{{page}} · {{brand}}',
    metaDescription: {
      endUser:
        'Registrieren Sie Ihr Heiz- oder Lüftungsgerät mit seiner Seriennummer und sichern Sie sich Ihre Vorteile.',
      installer:
        'Installateure: Registrieren Sie die von Ihnen installierten Geräte einzeln oder in Serie aus Ihrer Tabelle.',
    },
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
    console: 'Herstellerkonsole',
    resetPassword: 'Passwort zurücksetzen',
    myProducts: 'Meine Produkte',
    myInstallations: 'Meine Installationen',
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
    retry: 'Erneut versuchen',
    signInRequired: 'Bitte melden Sie sich an, um diese Seite aufzurufen.',
    signInFailed: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
    notInstaller: 'Ihr Benutzerprofil ist nicht als Installateur eingerichtet.',
    companyPending:
      'Ihr Unternehmen wird von unserem Team geprüft (Antrag vom {{date}}). Sobald es verifiziert ist, können Sie Geräte als Installateur registrieren.',
    companyRejected:
      'Ihr Unternehmen konnte nicht verifiziert werden. Korrigieren Sie die Angaben in Ihrem Profil, damit es erneut geprüft wird.',
    checkCompanyAgain: 'Erneut prüfen',
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
  product: {
    cardLabel: 'Gefundenes Produkt',
    color: 'Farbe:',
    incentives: 'Ihre Vorteile',
    window: 'Registrierung innerhalb von {{count}} Tagen nach der Installation',
    windowMet: 'Frist eingehalten: noch {{count}} Tage übrig',
    windowMissed: 'Nicht gewährt: Frist von {{count}} Tagen nach der Installation überschritten',
  },
  scanner: {
    open: 'Scannen',
    openLabel: 'Code des Typenschilds scannen',
    title: 'Code scannen',
    text: 'Halten Sie den QR-Code oder Barcode des Typenschilds in den Rahmen.',
    starting: 'Kamera wird geöffnet…',
    notOurs:
      'Dieser Code enthält keine Calora-Seriennummer. Richten Sie die Kamera auf den Code des Typenschilds.',
    denied:
      'Der Zugriff auf die Kamera wurde verweigert. Erlauben Sie ihn in den Browsereinstellungen oder geben Sie die Seriennummer ein.',
    noCamera: 'Auf diesem Gerät ist keine Kamera verfügbar. Geben Sie die Seriennummer ein.',
    failed: 'Die Kamera konnte nicht geöffnet werden. Geben Sie die Seriennummer ein.',
    cancel: 'Abbrechen',
    typeInstead: 'Seriennummer eingeben',
    close: 'Scanner schließen',
  },
  serialNumber: {
    title: 'Seriennummer',
    description: 'Geben Sie die Seriennummer vom Typenschild Ihres Produkts ein.',
    label: 'Seriennummer',
    hint: 'Beispiel: 908765401',
    register: 'Registrieren',
    registerProduct: 'Produkt registrieren',
    verify: 'Seriennummer prüfen',
    tip: 'Die Seriennummer finden Sie auf dem Typenschild Ihres Geräts.',
    searching: 'Suche…',
  },
  alreadyRegistered: {
    yours: 'Sie haben dieses Produkt bereits registriert.',
    yoursCompany: 'Ihr Unternehmen hat dieses Produkt bereits registriert.',
    seeProducts: 'Meine Produkte ansehen',
    seeInstallations: 'Meine Installationen ansehen',
    taken: 'Dieses Produkt ist bereits registriert.',
    takenText:
      'Jemand anderes hat dieses Gerät bereits registriert. Wenn es Ihnen gehört, hilft Ihnen unser Kundendienst, es auf Ihren Namen zu übertragen.',
    takenAnonymousText:
      'Wenn Sie es registriert haben, melden Sie sich an, um es wiederzufinden. Andernfalls hilft Ihnen unser Kundendienst, es auf Ihren Namen zu übertragen.',
    askTransfer: 'Übertragung anfragen',
    contactSupport: 'Kundendienst kontaktieren',
  },
  installerTip: {
    title: 'Mehrere Produkte zu registrieren?',
    text: 'Mit der Sammelregistrierung erfassen Sie alle Geräte einer Baustelle auf einmal aus einer Tabelle. Für ein einzelnes Produkt fahren Sie einfach hier fort.',
    link: 'Zur Sammelregistrierung',
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
    close: 'Schließen',
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
    searchLabel: 'Adresse suchen',
    searchHint: 'Geben Sie mindestens 3 Zeichen ein, zum Beispiel Straße und Hausnummer.',
    searching: 'Suche läuft…',
    results: 'Gefundene Adressen',
    incompletePlace: 'Unvollständige Adresse',
    ambiguousResults:
      'Ihre Suche passt zu sehr vielen Adressen. Bitte präzisieren Sie sie oder geben Sie Ihre Adresse unten manuell ein.',
    chosen: 'Ausgewählte Adresse',
    mapLabel: 'Karte der Adresse {{address}}',
    manualTitle: 'Adresse manuell eingeben',
    chooseCountry: 'Land wählen',
    checking: 'Adresse wird geprüft…',
    useThisAddress: 'Diese Adresse verwenden',
    cancelManual: 'Abbrechen',
  },
  addressFields: {
    streetName: 'Straße',
    streetNumber: 'Hausnummer',
    additionalAddressLine1: 'Adresszusatz',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    stateOrProvince: 'Bundesland oder Region',
    country: 'Land',
  },
  contact: {
    title: 'Ihre Kontaktdaten',
    description:
      'Geben Sie Ihre Kontaktdaten an, damit wir Sie über Ihr Produkt informieren können.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse',
  },
  consent: {
    legend: 'Einwilligungen',
    privacy: 'Ich akzeptiere die <doc>Datenschutzerklärung</doc>.',
    terms: 'Ich akzeptiere die <doc>Bedingungen der Produktregistrierung</doc>.',
  },
  installationDate: {
    title: 'Installationsdatum',
    description: 'Wann wurde das Produkt installiert?',
    label: 'Installationsdatum',
  },
  dateField: {
    hint: 'Format: {{pattern}}',
    partNames: 'TT-MM-JJJJ',
    openCalendar: 'Datum im Kalender auswählen',
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
  },
  review: {
    title: 'Registrierung abschließen',
    description: 'Bitte prüfen Sie Ihre Angaben und senden Sie die Registrierung ab.',
    mandatoryNote: '* Pflichtangabe für die Registrierung.',
    submit: 'Registrierung absenden',
    person: 'Ihre Kontaktdaten',
    product: 'Produkt',
    address: 'Installationsadresse',
    company: 'Unternehmen',
    installationDate: 'Installationsdatum',
    submitting: 'Registrierung wird gesendet…',
    alreadyRegistered:
      'Dieses Produkt wurde bereits von einer anderen Person registriert. Bei Fragen wenden Sie sich bitte an unseren Kundendienst.',
    submitFailed:
      'Die Registrierung konnte nicht gesendet werden. Ihre Angaben bleiben erhalten – bitte versuchen Sie es erneut.',
    tooManyMails:
      'Diese E-Mail-Adresse hat heute genug Bestätigungs-E-Mails erhalten. Versuchen Sie es morgen erneut oder geben Sie eine andere Adresse an.',
    rateLimited:
      'Zu viele Registrierungen in kurzer Zeit. Ihre Angaben bleiben erhalten – bitte versuchen Sie es in einigen Minuten erneut.',
  },
  thankYou: {
    title: 'Vielen Dank für Ihre Registrierung!',
    endUserText:
      'Bitte prüfen Sie Ihr E-Mail-Postfach und bestätigen Sie Ihr Konto, um Ihre Prämien zu erhalten.',
    installerText: 'Das Produkt wurde für Ihre Kundschaft registriert.',
    customerPortal: 'Zum Kundenportal',
    productPage: 'Zur Produktseite',
    registerAnother: 'Weiteres Produkt registrieren',
  },
  validation: {
    required: 'Dieses Feld ist erforderlich',
    email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    numeric: 'Der Wert muss eine Zahl sein.',
    minLength: 'Der Wert muss mindestens {{min}} Zeichen lang sein',
    maxLength: 'Der Wert darf höchstens {{max}} Zeichen lang sein',
    invalidSerialNumber: 'Ungültige Seriennummer',
    controlCharacters: 'Dieses Feld enthält unzulässige Zeichen.',
    invalidAddress: 'Bitte wählen Sie eine gültige Adresse aus.',
    invalidDate: 'Bitte geben Sie ein gültiges Datum im Format {{pattern}} ein.',
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

export default de;
