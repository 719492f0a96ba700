import type { ServerTexts } from './fr';

const nb: ServerTexts = {
  registration: {
    appTitle: 'Produktregistrering',
    mailSubject: 'Bekreft registreringen av produktet ditt',
    mailBody:
      'Hei {name},\n\nTakk for at du har registrert {product} (serienummer {serial}).\nFor å få fordelene dine må du bekrefte registreringen ved å åpne denne lenken innen {hours} timer:\n{link}\n\nCalora',
    confirmedTitle: 'Registreringen er bekreftet',
    confirmedText:
      'Takk! Registreringen av {product} (serienummer {serial}) er bekreftet. Fordelene dine venter på deg.',
    confirmTitle: 'Bekreft registreringen',
    confirmText:
      'Bekreft registreringen av {product} (serienummer {serial}) for å få fordelene dine.',
    confirmButton: 'Bekreft registreringen min',
    invalidTitle: 'Ugyldig lenke',
    invalidText:
      'Denne bekreftelseslenken er ikke gyldig. Kontroller at du har kopiert hele lenken fra e-posten.',
    expiredTitle: 'Lenken er utløpt',
    expiredText:
      'Denne bekreftelseslenken er utløpt. Registrer produktet ditt på nytt for å få en ny lenke.',
    takenTitle: 'Produktet er allerede registrert',
    takenText:
      'Produktet ditt {product} (serienummer {serial}) er registrert og bekreftet av noen andre. Hvis dette er en feil, kontakt kundeservice.',
    takenMailSubject: 'Registreringen din kunne ikke bekreftes',
    takenMailBody:
      'Hei {name},\n\nProduktet ditt {product} (serienummer {serial}) ble registrert og bekreftet av noen andre før deg, og registreringen din er derfor kansellert. Hvis dette er en feil, kontakt kundeservice.\n\nCalora',
    cancelledTitle: 'Registreringen er kansellert',
    cancelledText:
      'Registreringen av {product} (serienummer {serial}) er kansellert av kundeservice. Ta kontakt med kundeservice hvis du har spørsmål.',
    cancelledMailSubject: 'Registreringen din er kansellert',
    cancelledMailBody:
      'Hei {name},\n\nRegistreringen av {product} (serienummer {serial}) er kansellert av kundeservice med følgende begrunnelse:\n{reason}\n\nTa kontakt med kundeservice hvis du har spørsmål.\n\nCalora',
    registeredMailSubject: 'Produktet ditt er registrert',
    registeredMailBody:
      'Hei {name},\n\nRegistreringen av {product} (serienummer {serial}) er bekreftet. Registreringssertifikatet ditt er vedlagt denne e-posten.\nDu finner produktet, fordelene og sertifikatet når som helst her:\n{link}\n\nCalora',
    transferMailSubject: 'Et produkt er overført til deg',
    transferMailBody:
      'Hei {name},\n\nRegistreringen av produktet {product} (serienummer {serial}) er overført til deg. For å overta det i ditt navn og få fordelene må du bekrefte ved å åpne denne lenken innen {hours} timer:\n{link}\n\nHvis du ikke ventet denne overføringen, kan du se bort fra denne e-posten. Ingenting blir endret.\n\nCalora',
    requestMailSubject: 'Forespørsel om overføring av produktet ditt',
    requestMailBody:
      'Hei {name},\n\n{requester} ber om at registreringen av {product} (serienummer {serial}) blir overført til vedkommende, for eksempel fordi produktet har fått ny eier.\nHvis du er enig, åpner du denne lenken innen {hours} timer og godkjenner overføringen:\n{link}\n\nHvis ikke, kan du se bort fra denne e-posten. Registreringen din forblir uendret.\n\nCalora',
    requestTitle: 'Forespørsel om overføring',
    requestText:
      '{requester} ber om at registreringen av {product} (serienummer {serial}) blir overført til vedkommende. Når du har godkjent, må vedkommende fortsatt bekrefte overføringen via e-post.',
    requestButton: 'Godkjenn overføringen',
    requestApprovedTitle: 'Overføringen er godkjent',
    requestApprovedText:
      'Takk! Vi har sendt en e-post til {requester}. Overføringen trer i kraft så snart vedkommende har bekreftet den.',
    requestClosedTitle: 'Forespørselen er ikke gyldig',
    requestClosedText:
      'Denne forespørselen om overføring er utløpt eller ikke lenger gyldig. Registreringen din forblir uendret.',
    backToApp: 'Tilbake til produktregistreringen',
  },
  certificate: {
    title: 'Registreringssertifikat',
    intro: 'Dette sertifikatet bekrefter at følgende produkt er registrert hos Calora.',
    product: 'Produkt',
    serialNumber: 'Serienummer',
    installationAddress: 'Installasjonsadresse',
    installationDate: 'Installasjonsdato',
    registrant: 'Registrert av',
    registeredOn: 'Registreringsdato',
    rewards: 'Aktiverte fordeler',
    noRewards: 'Ingen',
    verify: 'Kontroller at sertifikatet er ekte ved å skanne QR-koden eller på adressen:',
    certificateId: 'Sertifikatnummer',
  },
  company: {
    approvedSubject: 'Bedriften din er godkjent',
    approvedBody:
      'Hei {name},\n\nVi har godkjent bedriften din «{company}». Nå kan du registrere produktene du installerer hos kundene dine.\n\nCalora',
    rejectedSubject: 'Bedriften din kunne ikke godkjennes',
    rejectedBody:
      'Hei {name},\n\nVi kunne ikke godkjenne bedriften din «{company}» med følgende begrunnelse:\n{reason}\n\nDu kan rette opp bedriftsopplysningene i profilen din, så blir de kontrollert på nytt.\n\nCalora',
  },
  idp: {
    appTitle: 'Produktregistrering',
    signInTitle: 'Logg inn',
    signInIntro: 'Logg inn for å registrere produktene dine og se fordelene dine.',
    email: 'E-post',
    password: 'Passord',
    submitSignIn: 'Logg inn',
    noAccount: 'Har du ikke konto ennå?',
    createAccount: 'Opprett konto',
    forgotPassword: 'Glemt passordet?',
    invalidCredentials: 'Feil e-post eller passord. Du kan også tilbakestille passordet ditt.',
    signInWait:
      'For mange mislykkede forsøk for denne e-postadressen fra tilkoblingen din. Prøv igjen om {wait}, eller tilbakestill passordet ditt.',
    tooManyRequests: 'For mange forsøk fra tilkoblingen din. Prøv igjen om noen minutter.',
    tooManyForAccount: 'For mange forsøk for denne e-postadressen. Prøv igjen om noen minutter.',
    signUpTitle: 'Opprett konto',
    signUpIntro: 'Med en konto kan du følge registreringene dine og få fordelene dine.',
    givenName: 'Fornavn',
    familyName: 'Etternavn',
    companySection: 'Profesjonell installatør?',
    companyHint:
      'Oppgi bedriften din for å registrere produkter for kundene dine. Vi kontrollerer bedriften før du kan gjøre det. La feltet stå tomt hvis du eier produktet.',
    companyRegistrationNumber: 'Organisasjonsnummer eller MVA-nummer',
    companyPhone: 'Bedriftens telefonnummer',
    companyAddress: 'Bedriftens adresse',
    invalidPhone: 'Oppgi et gyldig telefonnummer.',
    companyPending: 'Bedriften din «{company}» blir kontrollert (søknad sendt {date}).',
    companyRejected:
      'Bedriften din «{company}» kunne ikke godkjennes: {reason} Rett opp opplysningene, så blir de kontrollert på nytt.',
    companyApproved:
      'Bedriften din «{company}» er godkjent. Hvis du endrer opplysningene, blir de kontrollert på nytt.',
    companyName: 'Bedriftsnavn',
    companyEmail: 'Bedriftens e-post',
    optional: 'valgfritt',
    passwordRules: 'Minst 10 tegn, med minst én stor bokstav, én liten bokstav og ett siffer.',
    submitSignUp: 'Opprett kontoen min',
    haveAccount: 'Har du allerede en konto?',
    signInLink: 'Logg inn',
    resetTitle: 'Glemt passordet',
    resetIntro: 'Oppgi e-postadressen din, så sender vi deg en lenke for å velge et nytt passord.',
    submitReset: 'Send lenken',
    resetSent:
      'Hvis det finnes en konto for denne adressen, er en e-post med en lenke nettopp sendt. Lenken er gyldig i én time.',
    newPasswordTitle: 'Velg et nytt passord',
    newPassword: 'Nytt passord',
    submitNewPassword: 'Lagre passordet',
    resetDone: 'Passordet ditt er endret. Nå kan du logge inn.',
    resetInvalid: 'Denne lenken er ikke lenger gyldig. Be om en ny lenke.',
    profileTitle: 'Rediger profil',
    profileIntro: 'Opplysningene dine. Legg til en bedrift for å registrere som installatør.',
    submitProfile: 'Lagre',
    backToApp: 'Tilbake til produktregistreringen',
    backToSignIn: 'Tilbake til innloggingen',
    logoutTitle: 'Logg ut',
    logoutIntro: 'Vil du logge ut?',
    logoutButton: 'Logg ut',
    loggedOut: 'Du er logget ut.',
    errorTitle: 'Noe gikk galt',
    errorIntro: 'Innloggingen kunne ikke fullføres. Gå tilbake til appen og prøv igjen.',
    unavailableTitle: 'Midlertidig utilgjengelig',
    unavailableIntro: 'Innloggingen er midlertidig utilgjengelig. Prøv igjen om noen sekunder.',
    required: 'Dette feltet er obligatorisk',
    invalidEmail: 'Oppgi en gyldig e-postadresse.',
    maxLength: 'Verdien er for lang.',
    controlCharacters: 'Feltet inneholder tegn som ikke er tillatt.',
    passwordTooShort: 'Passordet må ha minst 10 tegn.',
    passwordTooLong: 'Passordet kan ha maks 128 tegn.',
    passwordNeedsCases: 'Passordet må inneholde både en stor og en liten bokstav.',
    passwordNeedsDigit: 'Passordet må inneholde minst ett siffer.',
    formErrors: 'Rett opp feltene som er merket.',
    resetMailSubject: 'Velg et nytt passord',
    resetMailBody:
      'Hei {name},\n\nÅpne denne lenken for å velge et nytt passord (gyldig i én time):\n{link}\n\nHvis du ikke har bedt om dette, kan du bare se bort fra denne e-posten.\n\nCalora',
    verifySentTitle: 'Sjekk innboksen din',
    verifySent:
      'Vi har sendt en e-post til {email}. Åpne lenken i e-posten for å bekrefte adressen din, og logg deretter inn. Lenken er gyldig i 24 timer.',
    verifyMailSubject: 'Bekreft e-postadressen din',
    verifyMailBody:
      'Hei {name},\n\nÅpne denne lenken for å bekrefte e-postadressen din og aktivere kontoen din (gyldig i 24 timer):\n{link}\n\nHvis du ikke har opprettet en konto, kan du bare se bort fra denne e-posten.\n\nCalora',
    accountExistsMailSubject: 'Du har allerede en konto',
    accountExistsMailBody:
      'Hei {name},\n\nNoen, kanskje du selv, prøvde å opprette en konto med denne e-postadressen. Du har allerede en konto: Logg inn, eller velg et nytt passord med denne lenken (gyldig i én time):\n{link}\n\nHvis det ikke var deg, kan du bare se bort fra denne e-posten.\n\nCalora',
    verifyTitle: 'Bekreft e-postadressen din',
    verifyIntro: 'Bekreft adressen {email} for å aktivere kontoen din.',
    verifyButton: 'Bekreft e-postadressen min',
    verifyDone: 'E-postadressen din er bekreftet. Nå kan du logge inn.',
    verifyInvalid:
      'Denne lenken er ikke lenger gyldig. Logg inn med passordet ditt, så sender vi deg en ny lenke.',
    unverifiedSignIn:
      'Bekreft e-postadressen din først. Vi har sendt deg en lenke. Åpne den, og logg deretter inn.',
  },
  consoleExport: {
    sheetName: 'Registreringer',
    registeredAt: 'Registrert',
    serialNumber: 'Serienummer',
    productModel: 'Modell',
    status: 'Status',
    channel: 'Kanal',
    registrantType: 'Registrert av',
    email: 'E-post',
    name: 'Navn',
    company: 'Bedrift',
    postalCode: 'Postnummer',
    city: 'Poststed',
    country: 'Land',
    installationDate: 'Installasjonsdato',
    statusPending: 'Venter',
    statusConfirmed: 'Bekreftet',
    statusExpired: 'Utløpt',
    statusCancelled: 'Kansellert',
    channelWeb: 'Nett',
    channelBulk: 'Masseimport',
    endCustomer: 'Sluttkunde',
    installer: 'Installatør',
  },
};

export default nb;
