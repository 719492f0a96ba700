import type { ServerTexts } from './fr';

const lt: ServerTexts = {
  registration: {
    appTitle: 'Gaminio registracija',
    mailSubject: 'Patvirtinkite savo gaminio registraciją',
    mailBody:
      'Sveiki, {name}!\n\nDėkojame, kad užregistravote savo gaminį {product} (serijos numeris {serial}).\nKad gautumėte privalumus, patvirtinkite registraciją per {hours} val. atidarę šią nuorodą:\n{link}\n\nCalora',
    confirmedTitle: 'Registracija patvirtinta',
    confirmedText:
      'Dėkojame! Jūsų gaminio {product} (serijos numeris {serial}) registracija patvirtinta. Jūsų laukia privalumai.',
    confirmTitle: 'Registracijos patvirtinimas',
    confirmText:
      'Patvirtinkite savo gaminio {product} (serijos numeris {serial}) registraciją, kad gautumėte privalumus.',
    confirmButton: 'Patvirtinti registraciją',
    invalidTitle: 'Netinkama nuoroda',
    invalidText:
      'Ši patvirtinimo nuoroda negalioja. Patikrinkite, ar nukopijavote visą nuorodą iš el. laiško.',
    expiredTitle: 'Nuoroda nebegalioja',
    expiredText:
      'Šios patvirtinimo nuorodos galiojimo laikas baigėsi. Užregistruokite gaminį dar kartą, kad gautumėte naują nuorodą.',
    takenTitle: 'Gaminys jau užregistruotas',
    takenText:
      'Jūsų gaminį {product} (serijos numeris {serial}) užregistravo ir patvirtino kitas asmuo. Jei tai klaida, susisiekite su mūsų klientų aptarnavimo tarnyba.',
    takenMailSubject: 'Jūsų registracijos patvirtinti nepavyko',
    takenMailBody:
      'Sveiki, {name}!\n\nJūsų gaminį {product} (serijos numeris {serial}) anksčiau už Jus užregistravo ir patvirtino kitas asmuo, todėl Jūsų registracija atšaukta. Jei tai klaida, susisiekite su mūsų klientų aptarnavimo tarnyba.\n\nCalora',
    cancelledTitle: 'Registracija atšaukta',
    cancelledText:
      'Mūsų klientų aptarnavimo tarnyba atšaukė Jūsų gaminio {product} (serijos numeris {serial}) registraciją. Jei turite klausimų, susisiekite su ja.',
    cancelledMailSubject: 'Jūsų registracija atšaukta',
    cancelledMailBody:
      'Sveiki, {name}!\n\nMūsų klientų aptarnavimo tarnyba atšaukė Jūsų gaminio {product} (serijos numeris {serial}) registraciją dėl šios priežasties:\n{reason}\n\nJei turite klausimų, susisiekite su mūsų klientų aptarnavimo tarnyba.\n\nCalora',
    registeredMailSubject: 'Jūsų gaminys užregistruotas',
    registeredMailBody:
      'Sveiki, {name}!\n\nJūsų gaminio {product} (serijos numeris {serial}) registracija patvirtinta. Registracijos sertifikatas pridedamas prie šio el. laiško.\nGaminį, jo privalumus ir sertifikatą bet kada rasite čia:\n{link}\n\nCalora',
    transferMailSubject: 'Jums perleistas gaminys',
    transferMailBody:
      'Sveiki, {name}!\n\nGaminio {product} (serijos numeris {serial}) registracija perleista Jums. Kad perimtumėte ją savo vardu ir gautumėte gaminio privalumus, patvirtinkite perleidimą per {hours} val. atidarę šią nuorodą:\n{link}\n\nJei šio perleidimo nesitikėjote, tiesiog nekreipkite dėmesio į šį el. laišką: niekas nepasikeis.\n\nCalora',
    requestMailSubject: 'Prašymas perleisti Jūsų gaminį',
    requestMailBody:
      'Sveiki, {name}!\n\n{requester} prašo, kad Jūsų gaminio {product} (serijos numeris {serial}) registracija būtų perleista šiam asmeniui, pavyzdžiui, todėl, kad pasikeitė prietaiso savininkas.\nJei sutinkate, per {hours} val. atidarykite šią nuorodą ir patvirtinkite perleidimą:\n{link}\n\nPriešingu atveju tiesiog nekreipkite dėmesio į šį el. laišką: Jūsų registracija nepasikeis.\n\nCalora',
    requestTitle: 'Prašymas perleisti',
    requestText:
      '{requester} prašo, kad Jūsų gaminio {product} (serijos numeris {serial}) registracija būtų perleista šiam asmeniui. Jums sutikus, šis asmuo dar turės patvirtinti perleidimą el. paštu.',
    requestButton: 'Patvirtinti perleidimą',
    requestApprovedTitle: 'Perleidimas patvirtintas',
    requestApprovedText:
      'Dėkojame! Išsiuntėme el. laišką prašymą pateikusiam asmeniui – {requester}. Perleidimas įsigalios, kai šis asmuo jį patvirtins.',
    requestClosedTitle: 'Prašymas negalioja',
    requestClosedText:
      'Šio perleidimo prašymo galiojimo laikas baigėsi arba jis nebegalioja. Jūsų registracija nepasikeitė.',
    backToApp: 'Grįžti į gaminio registraciją',
  },
  certificate: {
    title: 'Registracijos sertifikatas',
    intro:
      'Šis sertifikatas patvirtina, kad toliau nurodytas gaminys užregistruotas bendrovėje Calora.',
    product: 'Gaminys',
    serialNumber: 'Serijos numeris',
    installationAddress: 'Įrengimo adresas',
    installationDate: 'Įrengimo data',
    registrant: 'Užregistravo',
    registeredOn: 'Registracijos data',
    rewards: 'Gauti privalumai',
    noRewards: 'Nėra',
    verify: 'Šio sertifikato autentiškumą galite patikrinti nuskenavę QR kodą arba adresu:',
    certificateId: 'Sertifikato numeris',
  },
  company: {
    approvedSubject: 'Jūsų įmonė patvirtinta',
    approvedBody:
      'Sveiki, {name}!\n\nPatikrinome Jūsų įmonę „{company}“. Dabar galite registruoti prietaisus, kuriuos montuojate savo klientams.\n\nCalora',
    rejectedSubject: 'Jūsų įmonės patvirtinti nepavyko',
    rejectedBody:
      'Sveiki, {name}!\n\nNegalėjome patvirtinti Jūsų įmonės „{company}“ dėl šios priežasties:\n{reason}\n\nĮmonės duomenis galite pataisyti savo profilyje; tada jie bus patikrinti iš naujo.\n\nCalora',
  },
  idp: {
    appTitle: 'Gaminio registracija',
    signInTitle: 'Prisijungimas',
    signInIntro:
      'Prisijunkite, kad galėtumėte registruoti savo gaminius ir matyti savo privalumus.',
    email: 'El. paštas',
    password: 'Slaptažodis',
    submitSignIn: 'Prisijungti',
    noAccount: 'Dar neturite paskyros?',
    createAccount: 'Sukurti paskyrą',
    forgotPassword: 'Pamiršote slaptažodį?',
    invalidCredentials:
      'Neteisingas el. paštas arba slaptažodis. Taip pat galite atkurti slaptažodį.',
    signInWait:
      'Per daug nesėkmingų bandymų šiuo el. pašto adresu iš jūsų ryšio. Bandykite dar kartą po {wait} arba atkurkite slaptažodį.',
    tooManyRequests:
      'Iš Jūsų ryšio atlikta per daug bandymų. Bandykite dar kartą po kelių minučių.',
    tooManyForAccount:
      'Šiuo el. pašto adresu atlikta per daug bandymų. Bandykite dar kartą po kelių minučių.',
    signUpTitle: 'Paskyros kūrimas',
    signUpIntro: 'Paskyroje galėsite stebėti savo registracijas ir gauti privalumus.',
    givenName: 'Vardas',
    familyName: 'Pavardė',
    companySection: 'Esate profesionalus montuotojas?',
    companyHint:
      'Nurodykite savo įmonę, kad galėtumėte registruoti prietaisus savo klientams: prieš tai mes ją patikrinsime. Jei esate gaminio savininkas, palikite tuščią.',
    companyRegistrationNumber: 'Įmonės kodas arba PVM mokėtojo kodas',
    companyPhone: 'Įmonės telefonas',
    companyAddress: 'Įmonės adresas',
    invalidPhone: 'Įveskite galiojantį telefono numerį.',
    companyPending: 'Jūsų įmonė „{company}“ tikrinama (paraiška pateikta {date}).',
    companyRejected:
      'Jūsų įmonės „{company}“ patvirtinti nepavyko: {reason} Pataisykite jos duomenis, kad ji būtų patikrinta iš naujo.',
    companyApproved:
      'Jūsų įmonė „{company}“ patvirtinta. Pakeitus jos duomenis, jie bus patikrinti iš naujo.',
    companyName: 'Įmonės pavadinimas',
    companyEmail: 'Įmonės el. paštas',
    optional: 'neprivaloma',
    passwordRules:
      'Ne mažiau kaip 10 simbolių, iš jų bent viena didžioji raidė, viena mažoji raidė ir vienas skaitmuo.',
    submitSignUp: 'Sukurti paskyrą',
    haveAccount: 'Jau turite paskyrą?',
    signInLink: 'Prisijungti',
    resetTitle: 'Pamirštas slaptažodis',
    resetIntro: 'Nurodykite savo el. paštą: atsiųsime nuorodą naujam slaptažodžiui pasirinkti.',
    submitReset: 'Siųsti nuorodą',
    resetSent:
      'Jei šiuo adresu yra paskyra, ką tik išsiuntėme el. laišką su nuoroda. Nuoroda galioja vieną valandą.',
    newPasswordTitle: 'Naujo slaptažodžio pasirinkimas',
    newPassword: 'Naujas slaptažodis',
    submitNewPassword: 'Išsaugoti slaptažodį',
    resetDone: 'Jūsų slaptažodis pakeistas. Dabar galite prisijungti.',
    resetInvalid: 'Ši nuoroda nebegalioja. Paprašykite naujos nuorodos.',
    profileTitle: 'Profilio redagavimas',
    profileIntro:
      'Jūsų kontaktiniai duomenys. Pridėkite įmonę, kad galėtumėte registruoti kaip montuotojas.',
    submitProfile: 'Išsaugoti',
    backToApp: 'Grįžti į gaminio registraciją',
    backToSignIn: 'Grįžti į prisijungimą',
    logoutTitle: 'Atsijungimas',
    logoutIntro: 'Ar norite atsijungti?',
    logoutButton: 'Atsijungti',
    loggedOut: 'Jūs atsijungėte.',
    errorTitle: 'Įvyko klaida',
    errorIntro: 'Prisijungti nepavyko. Grįžkite į programą ir bandykite dar kartą.',
    unavailableTitle: 'Laikinai nepasiekiama',
    unavailableIntro: 'Prisijungti šiuo metu negalima. Bandykite dar kartą po kelių sekundžių.',
    required: 'Šis laukas yra privalomas',
    invalidEmail: 'Įveskite galiojantį el. pašto adresą.',
    maxLength: 'Reikšmė per ilga.',
    controlCharacters: 'Šiame lauke yra neleistinų simbolių.',
    passwordTooShort: 'Slaptažodį turi sudaryti ne mažiau kaip 10 simbolių.',
    passwordTooLong: 'Slaptažodį gali sudaryti ne daugiau kaip 128 simboliai.',
    passwordNeedsCases: 'Slaptažodyje turi būti didžioji ir mažoji raidė.',
    passwordNeedsDigit: 'Slaptažodyje turi būti bent vienas skaitmuo.',
    formErrors: 'Pataisykite pažymėtus laukus.',
    resetMailSubject: 'Pasirinkite naują slaptažodį',
    resetMailBody:
      'Sveiki, {name}!\n\nNorėdami pasirinkti naują slaptažodį, atidarykite šią nuorodą (galioja vieną valandą):\n{link}\n\nJei nieko neprašėte, tiesiog nekreipkite dėmesio į šį el. laišką.\n\nCalora',
    verifySentTitle: 'Patikrinkite savo el. paštą',
    verifySent:
      'Išsiuntėme el. laišką adresu {email}. Atidarykite jame esančią nuorodą, kad patvirtintumėte savo adresą, tada prisijunkite. Nuoroda galioja 24 valandas.',
    verifyMailSubject: 'Patvirtinkite savo el. pašto adresą',
    verifyMailBody:
      'Sveiki, {name}!\n\nNorėdami patvirtinti savo el. pašto adresą ir aktyvinti paskyrą, atidarykite šią nuorodą (galioja 24 valandas):\n{link}\n\nJei paskyros nekūrėte, tiesiog nekreipkite dėmesio į šį el. laišką.\n\nCalora',
    accountExistsMailSubject: 'Jūs jau turite paskyrą',
    accountExistsMailBody:
      'Sveiki, {name}!\n\nKažkas, galbūt Jūs, bandė sukurti paskyrą šiuo el. pašto adresu. Jūs jau turite paskyrą: prisijunkite arba pasirinkite naują slaptažodį šia nuoroda (galioja vieną valandą):\n{link}\n\nJei tai buvote ne Jūs, tiesiog nekreipkite dėmesio į šį el. laišką.\n\nCalora',
    verifyTitle: 'El. pašto adreso patvirtinimas',
    verifyIntro: 'Patvirtinkite adresą {email}, kad aktyvintumėte paskyrą.',
    verifyButton: 'Patvirtinti el. pašto adresą',
    verifyDone: 'Jūsų el. pašto adresas patvirtintas. Dabar galite prisijungti.',
    verifyInvalid:
      'Ši nuoroda nebegalioja. Prisijunkite naudodami savo slaptažodį: atsiųsime Jums naują nuorodą.',
    unverifiedSignIn:
      'Pirmiausia patvirtinkite savo el. pašto adresą: išsiuntėme Jums nuorodą. Atidarykite ją ir tada prisijunkite.',
  },
  consoleExport: {
    sheetName: 'Registracijos',
    registeredAt: 'Užregistruota',
    serialNumber: 'Serijos numeris',
    productModel: 'Modelis',
    status: 'Būsena',
    channel: 'Kanalas',
    registrantType: 'Registruotojas',
    email: 'El. paštas',
    name: 'Vardas',
    company: 'Įmonė',
    postalCode: 'Pašto kodas',
    city: 'Miestas',
    country: 'Šalis',
    installationDate: 'Įrengimo data',
    statusPending: 'Laukiama',
    statusConfirmed: 'Patvirtinta',
    statusExpired: 'Nebegalioja',
    statusCancelled: 'Atšaukta',
    channelWeb: 'Svetainė',
    channelBulk: 'Grupinis importavimas',
    endCustomer: 'Galutinis klientas',
    installer: 'Montuotojas',
  },
};

export default lt;
