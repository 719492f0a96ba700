import type { ServerTexts } from './fr';

const sv: ServerTexts = {
  registration: {
    appTitle: 'Produktregistrering',
    mailSubject: 'Bekräfta registreringen av din produkt',
    mailBody:
      'Hej {name},\n\nTack för att du har registrerat din {product} (serienummer {serial}).\nFör att få dina förmåner bekräftar du registreringen genom att öppna den här länken inom {hours} timmar:\n{link}\n\nCalora',
    confirmedTitle: 'Registreringen är bekräftad',
    confirmedText:
      'Tack! Registreringen av din {product} (serienummer {serial}) är bekräftad. Dina förmåner väntar på dig.',
    confirmTitle: 'Bekräfta registreringen',
    confirmText:
      'Bekräfta registreringen av din {product} (serienummer {serial}) för att få dina förmåner.',
    confirmButton: 'Bekräfta min registrering',
    invalidTitle: 'Ogiltig länk',
    invalidText:
      'Bekräftelselänken är inte giltig. Kontrollera att du har kopierat hela länken från mejlet.',
    expiredTitle: 'Länken har gått ut',
    expiredText:
      'Bekräftelselänken har gått ut. Registrera din produkt igen för att få en ny länk.',
    takenTitle: 'Produkten är redan registrerad',
    takenText:
      'Din {product} (serienummer {serial}) har registrerats och bekräftats av någon annan. Om det är fel, kontakta vår kundtjänst.',
    takenMailSubject: 'Din registrering kunde inte bekräftas',
    takenMailBody:
      'Hej {name},\n\nDin {product} (serienummer {serial}) registrerades och bekräftades av någon annan före dig, så din registrering har annullerats. Om det är fel, kontakta vår kundtjänst.\n\nCalora',
    cancelledTitle: 'Registreringen har annullerats',
    cancelledText:
      'Registreringen av din {product} (serienummer {serial}) har annullerats av vår kundtjänst. Kontakta kundtjänst om du har frågor.',
    cancelledMailSubject: 'Din registrering har annullerats',
    cancelledMailBody:
      'Hej {name},\n\nRegistreringen av din {product} (serienummer {serial}) har annullerats av vår kundtjänst av följande skäl:\n{reason}\n\nKontakta vår kundtjänst om du har frågor.\n\nCalora',
    registeredMailSubject: 'Din produkt är registrerad',
    registeredMailBody:
      'Hej {name},\n\nRegistreringen av din {product} (serienummer {serial}) är bekräftad. Ditt registreringscertifikat finns bifogat i det här mejlet.\nProdukten, dess förmåner och certifikatet hittar du när som helst här:\n{link}\n\nCalora',
    transferMailSubject: 'En produkt har överförts till dig',
    transferMailBody:
      'Hej {name},\n\nRegistreringen av produkten {product} (serienummer {serial}) har överförts till dig. För att ta över den i ditt namn och få dess förmåner bekräftar du genom att öppna den här länken inom {hours} timmar:\n{link}\n\nOm du inte väntade dig den här överföringen kan du bortse från mejlet: ingenting kommer att ändras.\n\nCalora',
    requestMailSubject: 'Begäran om överföring av din produkt',
    requestMailBody:
      'Hej {name},\n\n{requester} begär att registreringen av din {product} (serienummer {serial}) överförs till hen, till exempel för att produkten har bytt ägare.\nOm du går med på det öppnar du den här länken inom {hours} timmar och godkänner överföringen:\n{link}\n\nAnnars kan du bortse från mejlet: din registrering förblir oförändrad.\n\nCalora',
    requestTitle: 'Begäran om överföring',
    requestText:
      '{requester} begär att registreringen av din {product} (serienummer {serial}) överförs till hen. När du har godkänt måste personen fortfarande bekräfta överföringen via e-post.',
    requestButton: 'Godkänn överföringen',
    requestApprovedTitle: 'Överföringen är godkänd',
    requestApprovedText:
      'Tack! Vi har skickat ett mejl till {requester}. Överföringen träder i kraft så snart personen har bekräftat den.',
    requestClosedTitle: 'Begäran är inte giltig',
    requestClosedText:
      'Begäran om överföring har gått ut eller är inte längre giltig. Din registrering förblir oförändrad.',
    backToApp: 'Tillbaka till produktregistreringen',
  },
  certificate: {
    title: 'Registreringscertifikat',
    intro: 'Det här certifikatet intygar att följande produkt är registrerad hos Calora.',
    product: 'Produkt',
    serialNumber: 'Serienummer',
    installationAddress: 'Installationsadress',
    installationDate: 'Installationsdatum',
    registrant: 'Registrerad av',
    registeredOn: 'Registreringsdatum',
    rewards: 'Aktiverade förmåner',
    noRewards: 'Inga',
    verify: 'Kontrollera att certifikatet är äkta genom att skanna QR-koden eller på adressen:',
    certificateId: 'Certifikatnummer',
  },
  company: {
    approvedSubject: 'Ditt företag är verifierat',
    approvedBody:
      'Hej {name},\n\nVi har verifierat ditt företag ”{company}”. Nu kan du registrera de produkter som du installerar hos dina kunder.\n\nCalora',
    rejectedSubject: 'Ditt företag kunde inte verifieras',
    rejectedBody:
      'Hej {name},\n\nVi kunde inte verifiera ditt företag ”{company}” av följande skäl:\n{reason}\n\nDu kan korrigera företagsuppgifterna i din profil, så granskas de på nytt.\n\nCalora',
  },
  idp: {
    appTitle: 'Produktregistrering',
    signInTitle: 'Logga in',
    signInIntro: 'Logga in för att registrera dina produkter och se dina förmåner.',
    email: 'E-post',
    password: 'Lösenord',
    submitSignIn: 'Logga in',
    noAccount: 'Har du inget konto än?',
    createAccount: 'Skapa ett konto',
    forgotPassword: 'Glömt lösenordet?',
    invalidCredentials: 'Fel e-postadress eller lösenord. Du kan också återställa ditt lösenord.',
    signInWait:
      'För många misslyckade försök för den här e-postadressen från din anslutning. Försök igen om {wait}, eller återställ ditt lösenord.',
    tooManyRequests: 'För många försök från din anslutning. Försök igen om några minuter.',
    tooManyForAccount: 'För många försök för den här e-postadressen. Försök igen om några minuter.',
    signUpTitle: 'Skapa ett konto',
    signUpIntro: 'Med ett konto kan du följa dina registreringar och få dina förmåner.',
    givenName: 'Förnamn',
    familyName: 'Efternamn',
    companySection: 'Är du yrkesinstallatör?',
    companyHint:
      'Ange ditt företag för att registrera produkter åt dina kunder: vi verifierar företaget innan du kan göra det. Lämna tomt om du äger produkten.',
    companyRegistrationNumber: 'Organisationsnummer eller momsnummer',
    companyPhone: 'Företagets telefonnummer',
    companyAddress: 'Företagets adress',
    invalidPhone: 'Ange ett giltigt telefonnummer.',
    companyPending: 'Ditt företag ”{company}” granskas (ansökan från {date}).',
    companyRejected:
      'Ditt företag ”{company}” kunde inte verifieras: {reason} Korrigera uppgifterna så granskas de på nytt.',
    companyApproved:
      'Ditt företag ”{company}” är verifierat. Om du ändrar uppgifterna granskas de på nytt.',
    companyName: 'Företagsnamn',
    companyEmail: 'Företagets e-post',
    optional: 'valfritt',
    passwordRules: 'Minst 10 tecken, varav minst en versal, en gemen och en siffra.',
    submitSignUp: 'Skapa mitt konto',
    haveAccount: 'Har du redan ett konto?',
    signInLink: 'Logga in',
    resetTitle: 'Glömt lösenordet',
    resetIntro: 'Ange din e-postadress så skickar vi en länk där du kan välja ett nytt lösenord.',
    submitReset: 'Skicka länken',
    resetSent:
      'Om det finns ett konto för den här adressen har ett mejl med en länk just skickats. Länken är giltig i en timme.',
    newPasswordTitle: 'Välj ett nytt lösenord',
    newPassword: 'Nytt lösenord',
    submitNewPassword: 'Spara lösenordet',
    resetDone: 'Ditt lösenord har ändrats. Nu kan du logga in.',
    resetInvalid: 'Länken är inte längre giltig. Begär en ny länk.',
    profileTitle: 'Redigera profil',
    profileIntro: 'Dina uppgifter. Lägg till ett företag för att registrera som installatör.',
    submitProfile: 'Spara',
    backToApp: 'Tillbaka till produktregistreringen',
    backToSignIn: 'Tillbaka till inloggningen',
    logoutTitle: 'Logga ut',
    logoutIntro: 'Vill du logga ut?',
    logoutButton: 'Logga ut',
    loggedOut: 'Du är utloggad.',
    errorTitle: 'Något gick fel',
    errorIntro: 'Inloggningen kunde inte slutföras. Gå tillbaka till appen och försök igen.',
    unavailableTitle: 'Tillfälligt otillgänglig',
    unavailableIntro: 'Inloggningen är tillfälligt otillgänglig. Försök igen om några sekunder.',
    required: 'Fältet är obligatoriskt',
    invalidEmail: 'Ange en giltig e-postadress.',
    maxLength: 'Värdet är för långt.',
    controlCharacters: 'Fältet innehåller otillåtna tecken.',
    passwordTooShort: 'Lösenordet måste innehålla minst 10 tecken.',
    passwordTooLong: 'Lösenordet får innehålla högst 128 tecken.',
    passwordNeedsCases: 'Lösenordet måste innehålla både en versal och en gemen.',
    passwordNeedsDigit: 'Lösenordet måste innehålla minst en siffra.',
    formErrors: 'Korrigera de markerade fälten.',
    resetMailSubject: 'Välj ett nytt lösenord',
    resetMailBody:
      'Hej {name},\n\nÖppna den här länken för att välja ett nytt lösenord (giltig i en timme):\n{link}\n\nOm du inte har begärt detta kan du bortse från mejlet.\n\nCalora',
    verifySentTitle: 'Kontrollera din inkorg',
    verifySent:
      'Vi har skickat ett mejl till {email}. Öppna länken i mejlet för att bekräfta din adress och logga sedan in. Länken är giltig i 24 timmar.',
    verifyMailSubject: 'Bekräfta din e-postadress',
    verifyMailBody:
      'Hej {name},\n\nÖppna den här länken för att bekräfta din e-postadress och aktivera ditt konto (giltig i 24 timmar):\n{link}\n\nOm du inte har skapat något konto kan du bortse från mejlet.\n\nCalora',
    accountExistsMailSubject: 'Du har redan ett konto',
    accountExistsMailBody:
      'Hej {name},\n\nNågon, kanske du själv, försökte skapa ett konto med den här e-postadressen. Du har redan ett konto: logga in, eller välj ett nytt lösenord via den här länken (giltig i en timme):\n{link}\n\nOm det inte var du kan du bortse från mejlet.\n\nCalora',
    verifyTitle: 'Bekräfta din e-postadress',
    verifyIntro: 'Bekräfta adressen {email} för att aktivera ditt konto.',
    verifyButton: 'Bekräfta min e-postadress',
    verifyDone: 'Din e-postadress är bekräftad. Nu kan du logga in.',
    verifyInvalid:
      'Länken är inte längre giltig. Logga in med ditt lösenord så skickar vi en ny länk.',
    unverifiedSignIn:
      'Bekräfta först din e-postadress: vi har skickat en länk till dig. Öppna den och logga sedan in.',
  },
  consoleExport: {
    sheetName: 'Registreringar',
    registeredAt: 'Registrerad',
    serialNumber: 'Serienummer',
    productModel: 'Modell',
    status: 'Status',
    channel: 'Kanal',
    registrantType: 'Registrerad av',
    email: 'E-post',
    name: 'Namn',
    company: 'Företag',
    postalCode: 'Postnummer',
    city: 'Ort',
    country: 'Land',
    installationDate: 'Installationsdatum',
    statusPending: 'Väntande',
    statusConfirmed: 'Bekräftad',
    statusExpired: 'Utgången',
    statusCancelled: 'Annullerad',
    channelWeb: 'Webb',
    channelBulk: 'Massimport',
    endCustomer: 'Slutkund',
    installer: 'Installatör',
  },
};

export default sv;
