import type { ServerTexts } from './fr';

const nl: ServerTexts = {
  registration: {
    appTitle: 'Productregistratie',
    mailSubject: 'Bevestig de registratie van uw product',
    mailBody:
      'Beste {name},\n\nBedankt voor het registreren van uw {product} (serienummer {serial}).\nOm uw voordelen te ontvangen, bevestigt u uw registratie door deze link binnen {hours} uur te openen:\n{link}\n\nCalora',
    confirmedTitle: 'Registratie bevestigd',
    confirmedText:
      'Bedankt! De registratie van uw {product} (serienummer {serial}) is bevestigd. Uw voordelen liggen voor u klaar.',
    confirmTitle: 'Registratie bevestigen',
    confirmText:
      'Bevestig de registratie van uw {product} (serienummer {serial}) om uw voordelen te ontvangen.',
    confirmButton: 'Mijn registratie bevestigen',
    invalidTitle: 'Ongeldige link',
    invalidText:
      'Deze bevestigingslink is niet geldig. Controleer of u de volledige link uit de e-mail hebt gekopieerd.',
    expiredTitle: 'Link verlopen',
    expiredText:
      'Deze bevestigingslink is verlopen. Registreer uw product opnieuw om een nieuwe link te ontvangen.',
    takenTitle: 'Product al geregistreerd',
    takenText:
      'Uw {product} (serienummer {serial}) is door iemand anders geregistreerd en bevestigd. Is dit een vergissing? Neem dan contact op met onze klantenservice.',
    takenMailSubject: 'Uw registratie kon niet worden bevestigd',
    takenMailBody:
      'Beste {name},\n\nUw {product} (serienummer {serial}) is vóór u door iemand anders geregistreerd en bevestigd; uw registratie is geannuleerd. Is dit een vergissing? Neem dan contact op met onze klantenservice.\n\nCalora',
    cancelledTitle: 'Registratie geannuleerd',
    cancelledText:
      'De registratie van uw {product} (serienummer {serial}) is door onze klantenservice geannuleerd. Hebt u vragen? Neem dan contact op met de klantenservice.',
    cancelledMailSubject: 'Uw registratie is geannuleerd',
    cancelledMailBody:
      'Beste {name},\n\nDe registratie van uw {product} (serienummer {serial}) is door onze klantenservice geannuleerd om de volgende reden:\n{reason}\n\nHebt u vragen? Neem dan contact op met onze klantenservice.\n\nCalora',
    registeredMailSubject: 'Uw product is geregistreerd',
    registeredMailBody:
      'Beste {name},\n\nDe registratie van uw {product} (serienummer {serial}) is bevestigd. Uw registratiecertificaat vindt u in de bijlage van deze e-mail.\nHet product, de voordelen en het certificaat vindt u altijd hier terug:\n{link}\n\nCalora',
    transferMailSubject: 'Er is een product aan u overgedragen',
    transferMailBody:
      'Beste {name},\n\nDe registratie van het product {product} (serienummer {serial}) is aan u overgedragen. Om het op uw naam te zetten en de voordelen te ontvangen, bevestigt u door deze link binnen {hours} uur te openen:\n{link}\n\nHad u deze overdracht niet verwacht? Dan kunt u deze e-mail negeren: er verandert niets.\n\nCalora',
    requestMailSubject: 'Verzoek tot overdracht van uw product',
    requestMailBody:
      'Beste {name},\n\n{requester} vraagt om de registratie van uw {product} (serienummer {serial}) aan hem of haar over te dragen, bijvoorbeeld omdat het toestel van eigenaar is veranderd.\nGaat u akkoord? Open dan deze link binnen {hours} uur en keur de overdracht goed:\n{link}\n\nZo niet, dan kunt u deze e-mail negeren: uw registratie blijft ongewijzigd.\n\nCalora',
    requestTitle: 'Verzoek tot overdracht',
    requestText:
      '{requester} vraagt om de registratie van uw {product} (serienummer {serial}) aan hem of haar over te dragen. Na uw goedkeuring moet deze persoon de overdracht nog per e-mail bevestigen.',
    requestButton: 'Overdracht goedkeuren',
    requestApprovedTitle: 'Overdracht goedgekeurd',
    requestApprovedText:
      'Bedankt! We hebben een e-mail gestuurd naar {requester}. De overdracht gaat in zodra deze persoon die heeft bevestigd.',
    requestClosedTitle: 'Ongeldig verzoek',
    requestClosedText:
      'Dit verzoek tot overdracht is verlopen of niet meer geldig. Uw registratie blijft ongewijzigd.',
    backToApp: 'Terug naar de productregistratie',
  },
  certificate: {
    title: 'Registratiecertificaat',
    intro: 'Dit certificaat bevestigt dat het volgende product bij Calora is geregistreerd.',
    product: 'Product',
    serialNumber: 'Serienummer',
    installationAddress: 'Installatieadres',
    installationDate: 'Installatiedatum',
    registrant: 'Geregistreerd door',
    registeredOn: 'Registratiedatum',
    rewards: 'Ontvangen voordelen',
    noRewards: 'Geen',
    verify: 'Controleer de echtheid van dit certificaat door de QR-code te scannen of via:',
    certificateId: 'Certificaatnummer',
  },
  company: {
    approvedSubject: 'Uw bedrijf is geverifieerd',
    approvedBody:
      'Beste {name},\n\nWe hebben uw bedrijf “{company}” geverifieerd. U kunt nu de toestellen registreren die u bij uw klanten installeert.\n\nCalora',
    rejectedSubject: 'Uw bedrijf kon niet worden geverifieerd',
    rejectedBody:
      'Beste {name},\n\nWe konden uw bedrijf “{company}” om de volgende reden niet verifiëren:\n{reason}\n\nU kunt de gegevens van uw bedrijf in uw profiel corrigeren; ze worden dan opnieuw gecontroleerd.\n\nCalora',
  },
  idp: {
    appTitle: 'Productregistratie',
    signInTitle: 'Inloggen',
    signInIntro: 'Log in om uw producten te registreren en uw voordelen terug te vinden.',
    email: 'E-mail',
    password: 'Wachtwoord',
    submitSignIn: 'Inloggen',
    noAccount: 'Nog geen account?',
    createAccount: 'Account aanmaken',
    forgotPassword: 'Wachtwoord vergeten?',
    invalidCredentials:
      'Onjuist e-mailadres of wachtwoord. U kunt ook uw wachtwoord opnieuw instellen.',
    signInWait:
      'Te veel mislukte pogingen voor dit e-mailadres vanaf uw verbinding. Probeer het over {wait} opnieuw of stel uw wachtwoord opnieuw in.',
    tooManyRequests:
      'Te veel pogingen vanaf uw verbinding. Probeer het over enkele minuten opnieuw.',
    tooManyForAccount:
      'Te veel pogingen voor dit e-mailadres. Probeer het over enkele minuten opnieuw.',
    signUpTitle: 'Account aanmaken',
    signUpIntro: 'Met een account volgt u uw registraties en ontvangt u uw voordelen.',
    givenName: 'Voornaam',
    familyName: 'Achternaam',
    companySection: 'Professionele installateur?',
    companyHint:
      'Vul uw bedrijf in om toestellen voor uw klanten te registreren: we controleren het voordat u dat kunt doen. Laat dit leeg als u eigenaar bent.',
    companyRegistrationNumber: 'KvK-, ondernemings- of btw-nummer',
    companyPhone: 'Telefoonnummer van het bedrijf',
    companyAddress: 'Adres van het bedrijf',
    invalidPhone: 'Voer een geldig telefoonnummer in.',
    companyPending: 'Uw bedrijf “{company}” wordt gecontroleerd (aanvraag van {date}).',
    companyRejected:
      'Uw bedrijf “{company}” kon niet worden geverifieerd: {reason} Corrigeer de gegevens, zodat het opnieuw wordt gecontroleerd.',
    companyApproved:
      'Uw bedrijf “{company}” is geverifieerd. Als u de gegevens wijzigt, worden ze opnieuw gecontroleerd.',
    companyName: 'Bedrijfsnaam',
    companyEmail: 'E-mail van het bedrijf',
    optional: 'optioneel',
    passwordRules:
      'Minstens 10 tekens, met minstens één hoofdletter, één kleine letter en één cijfer.',
    submitSignUp: 'Mijn account aanmaken',
    haveAccount: 'Hebt u al een account?',
    signInLink: 'Inloggen',
    resetTitle: 'Wachtwoord vergeten',
    resetIntro: 'Vul uw e-mailadres in: we sturen u een link om een nieuw wachtwoord te kiezen.',
    submitReset: 'Link versturen',
    resetSent:
      'Als er een account bestaat voor dit adres, is er een e-mail met een link onderweg. De link is een uur geldig.',
    newPasswordTitle: 'Nieuw wachtwoord kiezen',
    newPassword: 'Nieuw wachtwoord',
    submitNewPassword: 'Wachtwoord opslaan',
    resetDone: 'Uw wachtwoord is gewijzigd. U kunt nu inloggen.',
    resetInvalid: 'Deze link is niet meer geldig. Vraag een nieuwe link aan.',
    profileTitle: 'Profiel bewerken',
    profileIntro: 'Uw gegevens. Voeg een bedrijf toe om als installateur te registreren.',
    submitProfile: 'Opslaan',
    backToApp: 'Terug naar de productregistratie',
    backToSignIn: 'Terug naar inloggen',
    logoutTitle: 'Uitloggen',
    logoutIntro: 'Wilt u uitloggen?',
    logoutButton: 'Uitloggen',
    loggedOut: 'U bent uitgelogd.',
    errorTitle: 'Er is een fout opgetreden',
    errorIntro: 'Het inloggen is niet gelukt. Ga terug naar de applicatie en probeer het opnieuw.',
    unavailableTitle: 'Even niet beschikbaar',
    unavailableIntro: 'Inloggen is even niet mogelijk. Probeer het over een paar seconden opnieuw.',
    required: 'Dit veld is verplicht',
    invalidEmail: 'Voer een geldig e-mailadres in.',
    maxLength: 'De waarde is te lang.',
    controlCharacters: 'Dit veld bevat tekens die niet zijn toegestaan.',
    passwordTooShort: 'Het wachtwoord moet minstens 10 tekens lang zijn.',
    passwordTooLong: 'Het wachtwoord mag maximaal 128 tekens lang zijn.',
    passwordNeedsCases: 'Het wachtwoord moet een hoofdletter en een kleine letter bevatten.',
    passwordNeedsDigit: 'Het wachtwoord moet minstens één cijfer bevatten.',
    formErrors: 'Corrigeer de gemarkeerde velden.',
    resetMailSubject: 'Kies een nieuw wachtwoord',
    resetMailBody:
      'Beste {name},\n\nOpen deze link om een nieuw wachtwoord te kiezen (een uur geldig):\n{link}\n\nHebt u hier niet om gevraagd? Dan kunt u deze e-mail gewoon negeren.\n\nCalora',
    verifySentTitle: 'Kijk in uw mailbox',
    verifySent:
      'We hebben een e-mail gestuurd naar {email}. Open de link daarin om uw adres te bevestigen en log daarna in. De link is 24 uur geldig.',
    verifyMailSubject: 'Bevestig uw e-mailadres',
    verifyMailBody:
      'Beste {name},\n\nOpen deze link om uw e-mailadres te bevestigen en uw account te activeren (24 uur geldig):\n{link}\n\nHebt u geen account aangemaakt? Dan kunt u deze e-mail gewoon negeren.\n\nCalora',
    accountExistsMailSubject: 'U hebt al een account',
    accountExistsMailBody:
      'Beste {name},\n\nIemand, misschien uzelf, heeft geprobeerd een account aan te maken met dit e-mailadres. U hebt al een account: log in, of kies via deze link een nieuw wachtwoord (een uur geldig):\n{link}\n\nWas u dit niet? Dan kunt u deze e-mail gewoon negeren.\n\nCalora',
    verifyTitle: 'Bevestig uw e-mailadres',
    verifyIntro: 'Bevestig het adres {email} om uw account te activeren.',
    verifyButton: 'Mijn e-mailadres bevestigen',
    verifyDone: 'Uw e-mailadres is bevestigd. U kunt nu inloggen.',
    verifyInvalid:
      'Deze link is niet meer geldig. Log in met uw wachtwoord: we sturen u een nieuwe link.',
    unverifiedSignIn:
      'Bevestig eerst uw e-mailadres: we hebben u een link gestuurd. Open die en log daarna in.',
  },
  consoleExport: {
    sheetName: 'Registraties',
    registeredAt: 'Geregistreerd op',
    serialNumber: 'Serienummer',
    productModel: 'Model',
    status: 'Status',
    channel: 'Kanaal',
    registrantType: 'Houder',
    email: 'E-mail',
    name: 'Naam',
    company: 'Bedrijf',
    postalCode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    installationDate: 'Installatiedatum',
    statusPending: 'In afwachting',
    statusConfirmed: 'Bevestigd',
    statusExpired: 'Verlopen',
    statusCancelled: 'Geannuleerd',
    channelWeb: 'Web',
    channelBulk: 'Bulkimport',
    endCustomer: 'Eindklant',
    installer: 'Installateur',
  },
};

export default nl;
