import type { ServerTexts } from './fr';

const et: ServerTexts = {
  registration: {
    appTitle: 'Toote registreerimine',
    mailSubject: 'Kinnitage oma toote registreerimine',
    mailBody:
      'Tere, {name}!\n\nTäname, et registreerisite oma toote {product} (seerianumber {serial}).\nEeliste saamiseks kinnitage registreerimine, avades selle lingi {hours} tunni jooksul:\n{link}\n\nCalora',
    confirmedTitle: 'Registreerimine on kinnitatud',
    confirmedText:
      'Aitäh! Teie toote {product} (seerianumber {serial}) registreerimine on kinnitatud. Teie eelised ootavad Teid.',
    confirmTitle: 'Registreerimise kinnitamine',
    confirmText:
      'Kinnitage oma toote {product} (seerianumber {serial}) registreerimine, et saada oma eelised.',
    confirmButton: 'Kinnita registreerimine',
    invalidTitle: 'Link ei kehti',
    invalidText: 'See kinnituslink ei kehti. Kontrollige, kas kopeerisite e-kirjast kogu lingi.',
    expiredTitle: 'Link on aegunud',
    expiredText: 'See kinnituslink on aegunud. Uue lingi saamiseks registreerige oma toode uuesti.',
    takenTitle: 'Toode on juba registreeritud',
    takenText:
      'Teie toote {product} (seerianumber {serial}) on registreerinud ja kinnitanud keegi teine. Kui see on viga, võtke ühendust meie klienditeenindusega.',
    takenMailSubject: 'Teie registreeringut ei õnnestunud kinnitada',
    takenMailBody:
      'Tere, {name}!\n\nTeie toote {product} (seerianumber {serial}) registreeris ja kinnitas keegi teine enne Teid; Teie registreering tühistati. Kui see on viga, võtke ühendust meie klienditeenindusega.\n\nCalora',
    cancelledTitle: 'Registreering on tühistatud',
    cancelledText:
      'Meie klienditeenindus tühistas Teie toote {product} (seerianumber {serial}) registreeringu. Küsimuste korral võtke klienditeenindusega ühendust.',
    cancelledMailSubject: 'Teie registreering tühistati',
    cancelledMailBody:
      'Tere, {name}!\n\nMeie klienditeenindus tühistas Teie toote {product} (seerianumber {serial}) registreeringu järgmisel põhjusel:\n{reason}\n\nKüsimuste korral võtke ühendust meie klienditeenindusega.\n\nCalora',
    registeredMailSubject: 'Teie toode on registreeritud',
    registeredMailBody:
      'Tere, {name}!\n\nTeie toote {product} (seerianumber {serial}) registreerimine on kinnitatud. Registreerimissertifikaat on selle e-kirja manuses.\nToote, selle eelised ja sertifikaadi leiate igal ajal siit:\n{link}\n\nCalora',
    transferMailSubject: 'Teile on toode üle antud',
    transferMailBody:
      'Tere, {name}!\n\nToote {product} (seerianumber {serial}) registreering on Teile üle antud. Et võtta see enda nimele ja saada selle eelised, kinnitage üleandmine, avades selle lingi {hours} tunni jooksul:\n{link}\n\nKui Te seda üleandmist ei oodanud, jätke see e-kiri tähelepanuta: midagi ei muutu.\n\nCalora',
    requestMailSubject: 'Taotlus Teie toote üleandmiseks',
    requestMailBody:
      'Tere, {name}!\n\n{requester} palub, et Teie toote {product} (seerianumber {serial}) registreering antaks üle talle, näiteks seetõttu, et seadmel on uus omanik.\nKui olete nõus, avage see link {hours} tunni jooksul ja kiitke üleandmine heaks:\n{link}\n\nVastasel juhul jätke see e-kiri tähelepanuta: Teie registreering jääb muutmata.\n\nCalora',
    requestTitle: 'Üleandmise taotlus',
    requestText:
      '{requester} palub, et Teie toote {product} (seerianumber {serial}) registreering antaks üle talle. Pärast Teie nõusolekut peab see isik üleandmise veel e-posti teel kinnitama.',
    requestButton: 'Kiida üleandmine heaks',
    requestApprovedTitle: 'Üleandmine on heaks kiidetud',
    requestApprovedText:
      'Aitäh! Saatsime e-kirja isikule {requester}. Üleandmine jõustub kohe, kui see isik on selle kinnitanud.',
    requestClosedTitle: 'Taotlus ei kehti',
    requestClosedText:
      'See üleandmise taotlus on aegunud või ei kehti enam. Teie registreering jääb muutmata.',
    backToApp: 'Tagasi toote registreerimise juurde',
  },
  certificate: {
    title: 'Registreerimissertifikaat',
    intro: 'See sertifikaat tõendab, et järgmine toode on Calora juures registreeritud.',
    product: 'Toode',
    serialNumber: 'Seerianumber',
    installationAddress: 'Paigalduskoha aadress',
    installationDate: 'Paigalduskuupäev',
    registrant: 'Registreerija',
    registeredOn: 'Registreerimise kuupäev',
    rewards: 'Saadud eelised',
    noRewards: 'Puuduvad',
    verify: 'Kontrollige selle sertifikaadi ehtsust QR-koodi skannides või aadressil:',
    certificateId: 'Sertifikaadi number',
  },
  company: {
    approvedSubject: 'Teie ettevõte on kinnitatud',
    approvedBody:
      'Tere, {name}!\n\nOleme Teie ettevõtte „{company}“ andmed üle kontrollinud. Nüüd saate registreerida seadmeid, mille paigaldate oma klientidele.\n\nCalora',
    rejectedSubject: 'Teie ettevõtet ei õnnestunud kinnitada',
    rejectedBody:
      'Tere, {name}!\n\nMe ei saanud Teie ettevõtet „{company}“ kinnitada järgmisel põhjusel:\n{reason}\n\nSaate oma ettevõtte andmeid profiilis parandada; seejärel kontrollitakse neid uuesti.\n\nCalora',
  },
  idp: {
    appTitle: 'Toote registreerimine',
    signInTitle: 'Sisselogimine',
    signInIntro: 'Logige sisse, et registreerida oma tooteid ja näha oma eeliseid.',
    email: 'E-post',
    password: 'Parool',
    submitSignIn: 'Logi sisse',
    noAccount: 'Teil pole veel kontot?',
    createAccount: 'Loo konto',
    forgotPassword: 'Unustasite parooli?',
    invalidCredentials: 'Vale e-posti aadress või parool. Võite ka oma parooli lähtestada.',
    signInWait:
      'Sellele e-posti aadressile on teie ühenduselt tehtud liiga palju ebaõnnestunud katseid. Proovige uuesti {wait} pärast või lähtestage oma parool.',
    tooManyRequests:
      'Teie ühenduselt on tehtud liiga palju katseid. Proovige mõne minuti pärast uuesti.',
    tooManyForAccount:
      'Selle e-posti aadressiga on tehtud liiga palju katseid. Proovige mõne minuti pärast uuesti.',
    signUpTitle: 'Konto loomine',
    signUpIntro: 'Konto abil saate jälgida oma registreeringuid ja saada oma eelised.',
    givenName: 'Eesnimi',
    familyName: 'Perekonnanimi',
    companySection: 'Olete professionaalne paigaldaja?',
    companyHint:
      'Sisestage oma ettevõte, et registreerida seadmeid oma klientidele: kontrollime ettevõtte enne, kui saate seda teha. Kui olete toote omanik, jätke tühjaks.',
    companyRegistrationNumber: 'Registrikood või KMKR number',
    companyPhone: 'Ettevõtte telefon',
    companyAddress: 'Ettevõtte aadress',
    invalidPhone: 'Palun sisestage kehtiv telefoninumber.',
    companyPending: 'Teie ettevõtet „{company}“ kontrollitakse (taotlus esitatud {date}).',
    companyRejected:
      'Teie ettevõtet „{company}“ ei õnnestunud kinnitada: {reason} Parandage ettevõtte andmed, et neid uuesti kontrollitaks.',
    companyApproved:
      'Teie ettevõte „{company}“ on kinnitatud. Kui muudate ettevõtte andmeid, kontrollitakse neid uuesti.',
    companyName: 'Ettevõtte nimi',
    companyEmail: 'Ettevõtte e-post',
    optional: 'valikuline',
    passwordRules:
      'Vähemalt 10 märki, sealhulgas vähemalt üks suurtäht, üks väiketäht ja üks number.',
    submitSignUp: 'Loo konto',
    haveAccount: 'Kas Teil on juba konto?',
    signInLink: 'Logi sisse',
    resetTitle: 'Unustasin parooli',
    resetIntro: 'Sisestage oma e-posti aadress: saadame Teile lingi uue parooli valimiseks.',
    submitReset: 'Saada link',
    resetSent:
      'Kui selle aadressiga konto on olemas, saadeti sellele just lingiga e-kiri. Link kehtib ühe tunni.',
    newPasswordTitle: 'Uue parooli valimine',
    newPassword: 'Uus parool',
    submitNewPassword: 'Salvesta parool',
    resetDone: 'Teie parool on muudetud. Nüüd saate sisse logida.',
    resetInvalid: 'See link ei kehti enam. Taotlege uus link.',
    profileTitle: 'Profiili muutmine',
    profileIntro: 'Teie kontaktandmed. Paigaldajana registreerimiseks lisage ettevõte.',
    submitProfile: 'Salvesta',
    backToApp: 'Tagasi toote registreerimise juurde',
    backToSignIn: 'Tagasi sisselogimise juurde',
    logoutTitle: 'Väljalogimine',
    logoutIntro: 'Kas soovite välja logida?',
    logoutButton: 'Logi välja',
    loggedOut: 'Olete välja logitud.',
    errorTitle: 'Tekkis viga',
    errorIntro: 'Sisselogimine ebaõnnestus. Minge tagasi rakendusse ja proovige uuesti.',
    unavailableTitle: 'Ajutiselt kättesaamatu',
    unavailableIntro: 'Sisselogimine pole hetkel võimalik. Proovige mõne sekundi pärast uuesti.',
    required: 'See väli on kohustuslik',
    invalidEmail: 'Palun sisestage kehtiv e-posti aadress.',
    maxLength: 'Väärtus on liiga pikk.',
    controlCharacters: 'See väli sisaldab lubamatuid märke.',
    passwordTooShort: 'Parool peab olema vähemalt 10 märki pikk.',
    passwordTooLong: 'Parool võib olla kuni 128 märki pikk.',
    passwordNeedsCases: 'Parool peab sisaldama suurtähte ja väiketähte.',
    passwordNeedsDigit: 'Parool peab sisaldama vähemalt ühte numbrit.',
    formErrors: 'Palun parandage märgitud väljad.',
    resetMailSubject: 'Valige uus parool',
    resetMailBody:
      'Tere, {name}!\n\nUue parooli valimiseks avage see link (kehtib ühe tunni):\n{link}\n\nKui Te ei ole midagi taotlenud, jätke see e-kiri lihtsalt tähelepanuta.\n\nCalora',
    verifySentTitle: 'Kontrollige oma postkasti',
    verifySent:
      'Saatsime e-kirja aadressile {email}. Aadressi kinnitamiseks avage kirjas olev link ja seejärel logige sisse. Link kehtib 24 tundi.',
    verifyMailSubject: 'Kinnitage oma e-posti aadress',
    verifyMailBody:
      'Tere, {name}!\n\nE-posti aadressi kinnitamiseks ja konto aktiveerimiseks avage see link (kehtib 24 tundi):\n{link}\n\nKui Te ei loonud kontot, jätke see e-kiri lihtsalt tähelepanuta.\n\nCalora',
    accountExistsMailSubject: 'Teil on juba konto',
    accountExistsMailBody:
      'Tere, {name}!\n\nKeegi, võib-olla Teie ise, püüdis selle e-posti aadressiga kontot luua. Teil on juba konto: logige sisse või valige selle lingi kaudu uus parool (kehtib ühe tunni):\n{link}\n\nKui see ei olnud Teie, jätke see e-kiri lihtsalt tähelepanuta.\n\nCalora',
    verifyTitle: 'E-posti aadressi kinnitamine',
    verifyIntro: 'Konto aktiveerimiseks kinnitage aadress {email}.',
    verifyButton: 'Kinnita e-posti aadress',
    verifyDone: 'Teie e-posti aadress on kinnitatud. Nüüd saate sisse logida.',
    verifyInvalid: 'See link ei kehti enam. Logige sisse oma parooliga: saadame Teile uue lingi.',
    unverifiedSignIn:
      'Kõigepealt kinnitage oma e-posti aadress: saatsime Teile lingi. Avage see ja seejärel logige sisse.',
  },
  consoleExport: {
    sheetName: 'Registreeringud',
    registeredAt: 'Registreeritud',
    serialNumber: 'Seerianumber',
    productModel: 'Mudel',
    status: 'Olek',
    channel: 'Kanal',
    registrantType: 'Registreerija',
    email: 'E-post',
    name: 'Nimi',
    company: 'Ettevõte',
    postalCode: 'Postiindeks',
    city: 'Linn',
    country: 'Riik',
    installationDate: 'Paigalduskuupäev',
    statusPending: 'Ootel',
    statusConfirmed: 'Kinnitatud',
    statusExpired: 'Aegunud',
    statusCancelled: 'Tühistatud',
    channelWeb: 'Veeb',
    channelBulk: 'Hulgiimport',
    endCustomer: 'Lõppklient',
    installer: 'Paigaldaja',
  },
};

export default et;
