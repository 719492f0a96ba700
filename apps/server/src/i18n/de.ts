import type { ServerTexts } from './fr';

const de: ServerTexts = {
  registration: {
    appTitle: 'Produktregistrierung',
    mailSubject: 'Bestätigen Sie die Registrierung Ihres Produkts',
    mailBody:
      'Hallo {name},\n\nvielen Dank für die Registrierung Ihres Produkts {product} (Seriennummer {serial}).\nUm Ihre Vorteile zu erhalten, bestätigen Sie die Registrierung innerhalb von {hours} Stunden über diesen Link:\n{link}\n\nCalora',
    confirmedTitle: 'Registrierung bestätigt',
    confirmedText:
      'Vielen Dank! Die Registrierung Ihres Produkts {product} (Seriennummer {serial}) ist bestätigt. Ihre Vorteile warten auf Sie.',
    confirmTitle: 'Registrierung bestätigen',
    confirmText:
      'Bestätigen Sie die Registrierung Ihres Produkts {product} (Seriennummer {serial}), um Ihre Vorteile zu erhalten.',
    confirmButton: 'Registrierung bestätigen',
    invalidTitle: 'Ungültiger Link',
    invalidText:
      'Dieser Bestätigungslink ist ungültig. Prüfen Sie, ob Sie den vollständigen Link aus der E-Mail kopiert haben.',
    expiredTitle: 'Link abgelaufen',
    expiredText:
      'Dieser Bestätigungslink ist abgelaufen. Registrieren Sie Ihr Produkt erneut, um einen neuen Link zu erhalten.',
    takenTitle: 'Produkt bereits registriert',
    takenText:
      'Ihr Produkt {product} (Seriennummer {serial}) wurde von jemand anderem registriert und bestätigt. Falls das ein Irrtum ist, wenden Sie sich an unseren Kundendienst.',
    takenMailSubject: 'Ihre Registrierung konnte nicht bestätigt werden',
    takenMailBody:
      'Hallo {name},\n\nIhr Produkt {product} (Seriennummer {serial}) wurde vor Ihnen von jemand anderem registriert und bestätigt; Ihre Registrierung wurde storniert. Falls das ein Irrtum ist, wenden Sie sich an unseren Kundendienst.\n\nCalora',
    cancelledTitle: 'Registrierung storniert',
    cancelledText:
      'Die Registrierung Ihres Produkts {product} (Seriennummer {serial}) wurde von unserem Kundendienst storniert. Bei Fragen wenden Sie sich an ihn.',
    cancelledMailSubject: 'Ihre Registrierung wurde storniert',
    cancelledMailBody:
      'Hallo {name},\n\ndie Registrierung Ihres Produkts {product} (Seriennummer {serial}) wurde von unserem Kundendienst aus folgendem Grund storniert:\n{reason}\n\nBei Fragen wenden Sie sich an unseren Kundendienst.\n\nCalora',
    registeredMailSubject: 'Ihr Produkt ist registriert',
    registeredMailBody:
      'Hallo {name},\n\ndie Registrierung Ihres Produkts {product} (Seriennummer {serial}) ist bestätigt. Ihr Registrierungszertifikat finden Sie im Anhang dieser E-Mail.\nDas Produkt, seine Vorteile und das Zertifikat finden Sie jederzeit hier:\n{link}\n\nCalora',
    transferMailSubject: 'Ihnen wurde ein Produkt übertragen',
    transferMailBody:
      'Hallo {name},\n\ndie Registrierung des Produkts {product} (Seriennummer {serial}) wurde an Sie übertragen. Um sie auf Ihren Namen zu übernehmen und die Vorteile zu erhalten, bestätigen Sie innerhalb von {hours} Stunden über diesen Link:\n{link}\n\nFalls Sie diese Übertragung nicht erwartet haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.\n\nCalora',
    requestMailSubject: 'Anfrage zur Übertragung Ihres Produkts',
    requestMailBody:
      'Hallo {name},\n\n{requester} bittet darum, dass die Registrierung Ihres Produkts {product} (Seriennummer {serial}) an diese Person übertragen wird, etwa weil das Gerät den Besitzer gewechselt hat.\nWenn Sie einverstanden sind, öffnen Sie innerhalb von {hours} Stunden diesen Link und genehmigen Sie die Übertragung:\n{link}\n\nAndernfalls ignorieren Sie diese E-Mail: Ihre Registrierung bleibt unverändert.\n\nCalora',
    requestTitle: 'Anfrage zur Übertragung',
    requestText:
      '{requester} bittet darum, dass die Registrierung Ihres Produkts {product} (Seriennummer {serial}) an diese Person übertragen wird. Nach Ihrer Zustimmung muss diese Person die Übertragung noch per E-Mail bestätigen.',
    requestButton: 'Übertragung genehmigen',
    requestApprovedTitle: 'Übertragung genehmigt',
    requestApprovedText:
      'Vielen Dank! Wir haben {requester} eine E-Mail gesendet. Die Übertragung wird wirksam, sobald diese Person sie bestätigt hat.',
    requestClosedTitle: 'Anfrage ungültig',
    requestClosedText:
      'Diese Anfrage zur Übertragung ist abgelaufen oder nicht mehr gültig. Ihre Registrierung bleibt unverändert.',
    backToApp: 'Zurück zur Produktregistrierung',
  },
  certificate: {
    title: 'Registrierungszertifikat',
    intro: 'Dieses Zertifikat bestätigt die Registrierung des folgenden Produkts bei Calora.',
    product: 'Produkt',
    serialNumber: 'Seriennummer',
    installationAddress: 'Installationsadresse',
    installationDate: 'Installationsdatum',
    registrant: 'Registriert von',
    registeredOn: 'Registriert am',
    rewards: 'Freigeschaltete Vorteile',
    noRewards: 'Keine',
    verify: 'Prüfen Sie die Echtheit dieses Zertifikats über den QR-Code oder unter:',
    certificateId: 'Zertifikatsnummer',
  },
  company: {
    approvedSubject: 'Ihr Unternehmen ist verifiziert',
    approvedBody:
      'Hallo {name},\n\nwir haben Ihr Unternehmen „{company}“ verifiziert. Sie können jetzt die Geräte registrieren, die Sie für Ihre Kunden installieren.\n\nCalora',
    rejectedSubject: 'Ihr Unternehmen konnte nicht verifiziert werden',
    rejectedBody:
      'Hallo {name},\n\nwir konnten Ihr Unternehmen „{company}“ aus folgendem Grund nicht verifizieren:\n{reason}\n\nSie können die Angaben zu Ihrem Unternehmen in Ihrem Profil korrigieren; sie werden dann erneut geprüft.\n\nCalora',
  },
  idp: {
    appTitle: 'Produktregistrierung',
    signInTitle: 'Anmelden',
    signInIntro:
      'Melden Sie sich an, um Ihre Produkte zu registrieren und Ihre Vorteile zu erhalten.',
    email: 'E-Mail',
    password: 'Passwort',
    submitSignIn: 'Anmelden',
    noAccount: 'Noch kein Konto?',
    createAccount: 'Konto erstellen',
    forgotPassword: 'Passwort vergessen?',
    invalidCredentials:
      'E-Mail oder Passwort ist falsch. Sie können auch Ihr Passwort zurücksetzen.',
    signInWait:
      'Zu viele Fehlversuche für diese E-Mail-Adresse von Ihrer Verbindung aus. Versuchen Sie es in {wait} erneut oder setzen Sie Ihr Passwort zurück.',
    tooManyRequests:
      'Zu viele Versuche von Ihrer Verbindung. Versuchen Sie es in einigen Minuten erneut.',
    tooManyForAccount:
      'Zu viele Versuche für diese E-Mail-Adresse. Versuchen Sie es in einigen Minuten erneut.',
    signUpTitle: 'Konto erstellen',
    signUpIntro:
      'Mit einem Konto behalten Sie Ihre Registrierungen im Blick und erhalten Ihre Vorteile.',
    givenName: 'Vorname',
    familyName: 'Nachname',
    companySection: 'Fachinstallateur?',
    companyHint:
      'Geben Sie Ihr Unternehmen an, um Geräte für Ihre Kunden zu registrieren: Wir prüfen es, bevor Sie das können. Als Eigentümer lassen Sie dies leer.',
    companyRegistrationNumber: 'Handelsregister- oder USt-IdNr.',
    companyPhone: 'Telefon des Unternehmens',
    companyAddress: 'Anschrift des Unternehmens',
    invalidPhone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    companyPending: 'Ihr Unternehmen „{company}“ wird geprüft (Antrag vom {date}).',
    companyRejected:
      'Ihr Unternehmen „{company}“ konnte nicht verifiziert werden: {reason} Korrigieren Sie die Angaben, damit es erneut geprüft wird.',
    companyApproved:
      'Ihr Unternehmen „{company}“ ist verifiziert. Geänderte Angaben werden erneut geprüft.',
    companyName: 'Firmenname',
    companyEmail: 'Firmen-E-Mail',
    optional: 'optional',
    passwordRules:
      'Mindestens 10 Zeichen, mit mindestens einem Groß- und einem Kleinbuchstaben und einer Ziffer.',
    submitSignUp: 'Konto erstellen',
    haveAccount: 'Sie haben bereits ein Konto?',
    signInLink: 'Anmelden',
    resetTitle: 'Passwort vergessen',
    resetIntro:
      'Geben Sie Ihre E-Mail-Adresse an: Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
    submitReset: 'Link senden',
    resetSent:
      'Falls ein Konto für diese Adresse existiert, ist eine E-Mail mit einem Link unterwegs. Der Link ist eine Stunde gültig.',
    newPasswordTitle: 'Neues Passwort wählen',
    newPassword: 'Neues Passwort',
    submitNewPassword: 'Passwort speichern',
    resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
    resetInvalid: 'Dieser Link ist nicht mehr gültig. Fordern Sie einen neuen Link an.',
    profileTitle: 'Profil bearbeiten',
    profileIntro:
      'Ihre Angaben. Fügen Sie ein Unternehmen hinzu, um als Installateur zu registrieren.',
    submitProfile: 'Speichern',
    backToApp: 'Zurück zur Produktregistrierung',
    backToSignIn: 'Zurück zur Anmeldung',
    logoutTitle: 'Abmelden',
    logoutIntro: 'Möchten Sie sich abmelden?',
    logoutButton: 'Abmelden',
    loggedOut: 'Sie sind abgemeldet.',
    errorTitle: 'Ein Fehler ist aufgetreten',
    errorIntro:
      'Die Anmeldung konnte nicht abgeschlossen werden. Kehren Sie zur Anwendung zurück und versuchen Sie es erneut.',
    unavailableTitle: 'Kurz nicht verfügbar',
    unavailableIntro:
      'Die Anmeldung ist kurz nicht verfügbar. Versuchen Sie es in einigen Sekunden erneut.',
    required: 'Dieses Feld ist erforderlich',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    maxLength: 'Der Wert ist zu lang.',
    controlCharacters: 'Dieses Feld enthält unzulässige Zeichen.',
    passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
    passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
    passwordNeedsCases: 'Das Passwort muss einen Groß- und einen Kleinbuchstaben enthalten.',
    passwordNeedsDigit: 'Das Passwort muss mindestens eine Ziffer enthalten.',
    formErrors: 'Bitte korrigieren Sie die markierten Felder.',
    resetMailSubject: 'Wählen Sie ein neues Passwort',
    resetMailBody:
      'Hallo {name},\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link (eine Stunde gültig):\n{link}\n\nFalls Sie nichts angefordert haben, ignorieren Sie diese E-Mail einfach.\n\nCalora',
    verifySentTitle: 'Prüfen Sie Ihr Postfach',
    verifySent:
      'Wir haben eine E-Mail an {email} gesendet. Öffnen Sie den Link darin, um Ihre Adresse zu bestätigen, und melden Sie sich dann an. Der Link ist 24 Stunden gültig.',
    verifyMailSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    verifyMailBody:
      'Hallo {name},\n\num Ihre E-Mail-Adresse zu bestätigen und Ihr Konto zu aktivieren, öffnen Sie diesen Link (24 Stunden gültig):\n{link}\n\nFalls Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail einfach.\n\nCalora',
    accountExistsMailSubject: 'Sie haben bereits ein Konto',
    accountExistsMailBody:
      'Hallo {name},\n\njemand, vielleicht Sie, wollte mit dieser E-Mail-Adresse ein Konto erstellen. Sie haben bereits eines: Melden Sie sich an oder wählen Sie über diesen Link ein neues Passwort (eine Stunde gültig):\n{link}\n\nFalls Sie das nicht waren, ignorieren Sie diese E-Mail einfach.\n\nCalora',
    verifyTitle: 'E-Mail-Adresse bestätigen',
    verifyIntro: 'Bestätigen Sie die Adresse {email}, um Ihr Konto zu aktivieren.',
    verifyButton: 'Meine E-Mail-Adresse bestätigen',
    verifyDone: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
    verifyInvalid:
      'Dieser Link ist nicht mehr gültig. Melden Sie sich mit Ihrem Passwort an: Wir senden Ihnen einen neuen Link.',
    unverifiedSignIn:
      'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben Ihnen einen Link gesendet. Öffnen Sie ihn und melden Sie sich dann an.',
  },
  consoleExport: {
    sheetName: 'Registrierungen',
    registeredAt: 'Registriert am',
    serialNumber: 'Seriennummer',
    productModel: 'Modell',
    status: 'Status',
    channel: 'Kanal',
    registrantType: 'Inhaber',
    email: 'E-Mail',
    name: 'Name',
    company: 'Firma',
    postalCode: 'Postleitzahl',
    city: 'Ort',
    country: 'Land',
    installationDate: 'Installationsdatum',
    statusPending: 'Ausstehend',
    statusConfirmed: 'Bestätigt',
    statusExpired: 'Abgelaufen',
    statusCancelled: 'Storniert',
    channelWeb: 'Web',
    channelBulk: 'Massenimport',
    endCustomer: 'Endkunde',
    installer: 'Installateur',
  },
};

export default de;
