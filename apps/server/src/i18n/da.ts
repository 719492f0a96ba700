import type { ServerTexts } from './fr';

const da: ServerTexts = {
  registration: {
    appTitle: 'Produktregistrering',
    mailSubject: 'Bekræft registreringen af dit produkt',
    mailBody:
      'Hej {name}\n\nTak, fordi du har registreret dit produkt {product} (serienummer {serial}).\nFor at få dine fordele skal du bekræfte registreringen ved at åbne dette link inden for {hours} timer:\n{link}\n\nCalora',
    confirmedTitle: 'Registreringen er bekræftet',
    confirmedText:
      'Tak! Registreringen af dit produkt {product} (serienummer {serial}) er bekræftet. Dine fordele venter på dig.',
    confirmTitle: 'Bekræft registreringen',
    confirmText:
      'Bekræft registreringen af dit produkt {product} (serienummer {serial}) for at få dine fordele.',
    confirmButton: 'Bekræft min registrering',
    invalidTitle: 'Ugyldigt link',
    invalidText:
      'Dette bekræftelseslink er ikke gyldigt. Kontrollér, at du har kopieret hele linket fra e-mailen.',
    expiredTitle: 'Linket er udløbet',
    expiredText:
      'Dette bekræftelseslink er udløbet. Registrér dit produkt igen for at få et nyt link.',
    takenTitle: 'Produktet er allerede registreret',
    takenText:
      'Dit produkt {product} (serienummer {serial}) er blevet registreret og bekræftet af en anden. Hvis det er en fejl, så kontakt vores kundeservice.',
    takenMailSubject: 'Din registrering kunne ikke bekræftes',
    takenMailBody:
      'Hej {name}\n\nDit produkt {product} (serienummer {serial}) er blevet registreret og bekræftet af en anden før dig; din registrering er annulleret. Hvis det er en fejl, så kontakt vores kundeservice.\n\nCalora',
    cancelledTitle: 'Registreringen er annulleret',
    cancelledText:
      'Registreringen af dit produkt {product} (serienummer {serial}) er annulleret af vores kundeservice. Har du spørgsmål, så kontakt kundeservice.',
    cancelledMailSubject: 'Din registrering er annulleret',
    cancelledMailBody:
      'Hej {name}\n\nRegistreringen af dit produkt {product} (serienummer {serial}) er annulleret af vores kundeservice af følgende årsag:\n{reason}\n\nHar du spørgsmål, så kontakt vores kundeservice.\n\nCalora',
    registeredMailSubject: 'Dit produkt er registreret',
    registeredMailBody:
      'Hej {name}\n\nRegistreringen af dit produkt {product} (serienummer {serial}) er bekræftet. Dit registreringscertifikat er vedhæftet denne e-mail.\nDu kan altid finde produktet, dets fordele og certifikatet her:\n{link}\n\nCalora',
    transferMailSubject: 'Et produkt er blevet overdraget til dig',
    transferMailBody:
      'Hej {name}\n\nRegistreringen af produktet {product} (serienummer {serial}) er blevet overdraget til dig. For at overtage den i dit navn og få produktets fordele skal du bekræfte ved at åbne dette link inden for {hours} timer:\n{link}\n\nHvis du ikke forventede denne overdragelse, kan du se bort fra denne e-mail: Intet bliver ændret.\n\nCalora',
    requestMailSubject: 'Anmodning om overdragelse af dit produkt',
    requestMailBody:
      'Hej {name}\n\n{requester} anmoder om at få registreringen af dit produkt {product} (serienummer {serial}) overdraget, for eksempel fordi apparatet har skiftet ejer.\nHvis du er indforstået, så åbn dette link inden for {hours} timer, og godkend overdragelsen:\n{link}\n\nEllers kan du se bort fra denne e-mail: Din registrering forbliver uændret.\n\nCalora',
    requestTitle: 'Anmodning om overdragelse',
    requestText:
      '{requester} anmoder om at få registreringen af dit produkt {product} (serienummer {serial}) overdraget. Når du har godkendt, skal vedkommende stadig bekræfte overdragelsen via e-mail.',
    requestButton: 'Godkend overdragelsen',
    requestApprovedTitle: 'Overdragelsen er godkendt',
    requestApprovedText:
      'Tak! Vi har sendt en e-mail til {requester}. Overdragelsen træder i kraft, så snart vedkommende har bekræftet den.',
    requestClosedTitle: 'Ugyldig anmodning',
    requestClosedText:
      'Denne anmodning om overdragelse er udløbet eller ikke længere gyldig. Din registrering forbliver uændret.',
    backToApp: 'Tilbage til produktregistreringen',
  },
  certificate: {
    title: 'Registreringscertifikat',
    intro: 'Dette certifikat bekræfter, at følgende produkt er registreret hos Calora.',
    product: 'Produkt',
    serialNumber: 'Serienummer',
    installationAddress: 'Installationsadresse',
    installationDate: 'Installationsdato',
    registrant: 'Registreret af',
    registeredOn: 'Registreringsdato',
    rewards: 'Opnåede fordele',
    noRewards: 'Ingen',
    verify: 'Kontrollér, at dette certifikat er ægte, ved at scanne QR-koden eller på:',
    certificateId: 'Certifikatnummer',
  },
  company: {
    approvedSubject: 'Din virksomhed er godkendt',
    approvedBody:
      'Hej {name}\n\nVi har kontrolleret og godkendt din virksomhed »{company}«. Du kan nu registrere de apparater, du installerer for dine kunder.\n\nCalora',
    rejectedSubject: 'Din virksomhed kunne ikke godkendes',
    rejectedBody:
      'Hej {name}\n\nVi kunne ikke godkende din virksomhed »{company}« af følgende årsag:\n{reason}\n\nDu kan rette virksomhedens oplysninger i din profil; de bliver derefter kontrolleret igen.\n\nCalora',
  },
  idp: {
    appTitle: 'Produktregistrering',
    signInTitle: 'Log ind',
    signInIntro: 'Log ind for at registrere dine produkter og se dine fordele.',
    email: 'E-mail',
    password: 'Adgangskode',
    submitSignIn: 'Log ind',
    noAccount: 'Har du ikke en konto endnu?',
    createAccount: 'Opret en konto',
    forgotPassword: 'Har du glemt din adgangskode?',
    invalidCredentials: 'Forkert e-mail eller adgangskode. Du kan også nulstille din adgangskode.',
    signInWait:
      'For mange mislykkede forsøg for denne e-mailadresse fra din forbindelse. Prøv igen om {wait}, eller nulstil din adgangskode.',
    tooManyRequests: 'For mange forsøg fra din forbindelse. Prøv igen om nogle minutter.',
    tooManyForAccount: 'For mange forsøg for denne e-mailadresse. Prøv igen om nogle minutter.',
    signUpTitle: 'Opret en konto',
    signUpIntro: 'Med en konto kan du følge dine registreringer og få dine fordele.',
    givenName: 'Fornavn',
    familyName: 'Efternavn',
    companySection: 'Professionel installatør?',
    companyHint:
      'Angiv din virksomhed for at registrere apparater for dine kunder: Vi kontrollerer den, før du kan gøre det. Lad feltet stå tomt, hvis du ejer produktet.',
    companyRegistrationNumber: 'CVR- eller momsnummer',
    companyPhone: 'Virksomhedens telefon',
    companyAddress: 'Virksomhedens adresse',
    invalidPhone: 'Indtast et gyldigt telefonnummer.',
    companyPending: 'Din virksomhed »{company}« er ved at blive kontrolleret (ansøgt den {date}).',
    companyRejected:
      'Din virksomhed »{company}« kunne ikke godkendes: {reason} Ret oplysningerne, så den bliver kontrolleret igen.',
    companyApproved:
      'Din virksomhed »{company}« er godkendt. Hvis du ændrer oplysningerne, bliver de kontrolleret igen.',
    companyName: 'Virksomhedens navn',
    companyEmail: 'Virksomhedens e-mail',
    optional: 'valgfrit',
    passwordRules: 'Mindst 10 tegn, heraf mindst ét stort bogstav, ét lille bogstav og ét ciffer.',
    submitSignUp: 'Opret min konto',
    haveAccount: 'Har du allerede en konto?',
    signInLink: 'Log ind',
    resetTitle: 'Glemt adgangskode',
    resetIntro:
      'Angiv din e-mailadresse: Vi sender dig et link, så du kan vælge en ny adgangskode.',
    submitReset: 'Send linket',
    resetSent:
      'Hvis der findes en konto med denne adresse, er en e-mail med et link på vej. Linket er gyldigt i en time.',
    newPasswordTitle: 'Vælg en ny adgangskode',
    newPassword: 'Ny adgangskode',
    submitNewPassword: 'Gem adgangskoden',
    resetDone: 'Din adgangskode er ændret. Du kan nu logge ind.',
    resetInvalid: 'Dette link er ikke længere gyldigt. Bed om et nyt link.',
    profileTitle: 'Redigér profil',
    profileIntro: 'Dine oplysninger. Tilføj en virksomhed for at registrere som installatør.',
    submitProfile: 'Gem',
    backToApp: 'Tilbage til produktregistreringen',
    backToSignIn: 'Tilbage til login',
    logoutTitle: 'Log ud',
    logoutIntro: 'Vil du logge ud?',
    logoutButton: 'Log ud',
    loggedOut: 'Du er logget ud.',
    errorTitle: 'Der opstod en fejl',
    errorIntro: 'Login kunne ikke gennemføres. Gå tilbage til appen, og prøv igen.',
    unavailableTitle: 'Midlertidigt utilgængeligt',
    unavailableIntro: 'Login er midlertidigt utilgængeligt. Prøv igen om et par sekunder.',
    required: 'Dette felt skal udfyldes',
    invalidEmail: 'Indtast en gyldig e-mailadresse.',
    maxLength: 'Værdien er for lang.',
    controlCharacters: 'Feltet indeholder tegn, der ikke er tilladt.',
    passwordTooShort: 'Adgangskoden skal være på mindst 10 tegn.',
    passwordTooLong: 'Adgangskoden må højst være på 128 tegn.',
    passwordNeedsCases: 'Adgangskoden skal indeholde et stort og et lille bogstav.',
    passwordNeedsDigit: 'Adgangskoden skal indeholde mindst ét ciffer.',
    formErrors: 'Ret de markerede felter.',
    resetMailSubject: 'Vælg en ny adgangskode',
    resetMailBody:
      'Hej {name}\n\nÅbn dette link for at vælge en ny adgangskode (gyldigt i en time):\n{link}\n\nHvis du ikke har bedt om det, kan du blot se bort fra denne e-mail.\n\nCalora',
    verifySentTitle: 'Tjek din indbakke',
    verifySent:
      'Vi har sendt en e-mail til {email}. Åbn linket i den for at bekræfte din adresse, og log derefter ind. Linket er gyldigt i 24 timer.',
    verifyMailSubject: 'Bekræft din e-mailadresse',
    verifyMailBody:
      'Hej {name}\n\nÅbn dette link for at bekræfte din e-mailadresse og aktivere din konto (gyldigt i 24 timer):\n{link}\n\nHvis du ikke har oprettet en konto, kan du blot se bort fra denne e-mail.\n\nCalora',
    accountExistsMailSubject: 'Du har allerede en konto',
    accountExistsMailBody:
      'Hej {name}\n\nNogen, måske dig selv, har forsøgt at oprette en konto med denne e-mailadresse. Du har allerede en konto: Log ind, eller vælg en ny adgangskode via dette link (gyldigt i en time):\n{link}\n\nHvis det ikke var dig, kan du blot se bort fra denne e-mail.\n\nCalora',
    verifyTitle: 'Bekræft din e-mailadresse',
    verifyIntro: 'Bekræft adressen {email} for at aktivere din konto.',
    verifyButton: 'Bekræft min e-mailadresse',
    verifyDone: 'Din e-mailadresse er bekræftet. Du kan nu logge ind.',
    verifyInvalid:
      'Dette link er ikke længere gyldigt. Log ind med din adgangskode: Vi sender dig et nyt link.',
    unverifiedSignIn:
      'Bekræft først din e-mailadresse: Vi har sendt dig et link. Åbn det, og log derefter ind.',
  },
  consoleExport: {
    sheetName: 'Registreringer',
    registeredAt: 'Registreret den',
    serialNumber: 'Serienummer',
    productModel: 'Model',
    status: 'Status',
    channel: 'Kanal',
    registrantType: 'Registreret af',
    email: 'E-mail',
    name: 'Navn',
    company: 'Virksomhed',
    postalCode: 'Postnummer',
    city: 'By',
    country: 'Land',
    installationDate: 'Installationsdato',
    statusPending: 'Afventer',
    statusConfirmed: 'Bekræftet',
    statusExpired: 'Udløbet',
    statusCancelled: 'Annulleret',
    channelWeb: 'Web',
    channelBulk: 'Masseimport',
    endCustomer: 'Slutkunde',
    installer: 'Installatør',
  },
};

export default da;
