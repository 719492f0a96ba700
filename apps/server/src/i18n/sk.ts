import type { ServerTexts } from './fr';

const sk: ServerTexts = {
  registration: {
    appTitle: 'Registrácia produktu',
    mailSubject: 'Potvrďte registráciu svojho produktu',
    mailBody:
      'Dobrý deň, {name},\n\nďakujeme, že ste zaregistrovali svoj produkt {product} (sériové číslo {serial}).\nAby ste získali svoje výhody, potvrďte registráciu otvorením tohto odkazu do {hours} hodín:\n{link}\n\nCalora',
    confirmedTitle: 'Registrácia potvrdená',
    confirmedText:
      'Ďakujeme! Registrácia vášho produktu {product} (sériové číslo {serial}) je potvrdená. Vaše výhody na vás čakajú.',
    confirmTitle: 'Potvrdenie registrácie',
    confirmText:
      'Potvrďte registráciu svojho produktu {product} (sériové číslo {serial}), aby ste získali svoje výhody.',
    confirmButton: 'Potvrdiť registráciu',
    invalidTitle: 'Neplatný odkaz',
    invalidText:
      'Tento potvrdzovací odkaz je neplatný. Skontrolujte, či ste z e-mailu skopírovali celý odkaz.',
    expiredTitle: 'Platnosť odkazu vypršala',
    expiredText:
      'Platnosť tohto potvrdzovacieho odkazu vypršala. Zaregistrujte svoj produkt znova a dostanete nový odkaz.',
    takenTitle: 'Produkt je už zaregistrovaný',
    takenText:
      'Váš produkt {product} (sériové číslo {serial}) zaregistroval a potvrdil niekto iný. Ak ide o omyl, obráťte sa na náš zákaznícky servis.',
    takenMailSubject: 'Vašu registráciu sa nepodarilo potvrdiť',
    takenMailBody:
      'Dobrý deň, {name},\n\nVáš produkt {product} (sériové číslo {serial}) zaregistroval a potvrdil pred Vami niekto iný, a preto bola Vaša registrácia zrušená. Ak ide o omyl, obráťte sa na náš zákaznícky servis.\n\nCalora',
    cancelledTitle: 'Registrácia zrušená',
    cancelledText:
      'Registráciu vášho produktu {product} (sériové číslo {serial}) zrušil náš zákaznícky servis. S prípadnými otázkami sa naň obráťte.',
    cancelledMailSubject: 'Vaša registrácia bola zrušená',
    cancelledMailBody:
      'Dobrý deň, {name},\n\nregistráciu Vášho produktu {product} (sériové číslo {serial}) zrušil náš zákaznícky servis z tohto dôvodu:\n{reason}\n\nS prípadnými otázkami sa obráťte na náš zákaznícky servis.\n\nCalora',
    registeredMailSubject: 'Váš produkt je zaregistrovaný',
    registeredMailBody:
      'Dobrý deň, {name},\n\nregistrácia Vášho produktu {product} (sériové číslo {serial}) je potvrdená. Certifikát o registrácii nájdete v prílohe tohto e-mailu.\nProdukt, jeho výhody a certifikát nájdete kedykoľvek tu:\n{link}\n\nCalora',
    transferMailSubject: 'Bol na Vás prevedený produkt',
    transferMailBody:
      'Dobrý deň, {name},\n\nregistrácia produktu {product} (sériové číslo {serial}) bola prevedená na Vás. Ak ju chcete prevziať na svoje meno a získať súvisiace výhody, potvrďte to otvorením tohto odkazu do {hours} hodín:\n{link}\n\nAk ste tento prevod neočakávali, tento e-mail ignorujte – nič sa nezmení.\n\nCalora',
    requestMailSubject: 'Žiadosť o prevod Vášho produktu',
    requestMailBody:
      'Dobrý deň, {name},\n\n{requester} žiada o prevod registrácie Vášho produktu {product} (sériové číslo {serial}) na seba, napríklad preto, že zariadenie zmenilo majiteľa.\nAk súhlasíte, otvorte do {hours} hodín tento odkaz a prevod schváľte:\n{link}\n\nV opačnom prípade tento e-mail ignorujte – Vaša registrácia zostane bez zmeny.\n\nCalora',
    requestTitle: 'Žiadosť o prevod',
    requestText:
      '{requester} žiada o prevod registrácie vášho produktu {product} (sériové číslo {serial}) na seba. Po vašom súhlase musí táto osoba prevod ešte potvrdiť e-mailom.',
    requestButton: 'Schváliť prevod',
    requestApprovedTitle: 'Prevod schválený',
    requestApprovedText:
      'Ďakujeme! Žiadateľovi ({requester}) sme poslali e-mail. Prevod sa dokončí, hneď ako ho táto osoba potvrdí.',
    requestClosedTitle: 'Neplatná žiadosť',
    requestClosedText:
      'Platnosť tejto žiadosti o prevod vypršala alebo žiadosť už neplatí. Vaša registrácia zostáva bez zmeny.',
    backToApp: 'Späť na registráciu produktu',
  },
  certificate: {
    title: 'Certifikát o registrácii',
    intro: 'Tento certifikát potvrdzuje registráciu nasledujúceho produktu v spoločnosti Calora.',
    product: 'Produkt',
    serialNumber: 'Sériové číslo',
    installationAddress: 'Adresa inštalácie',
    installationDate: 'Dátum inštalácie',
    registrant: 'Zaregistroval(a)',
    registeredOn: 'Dátum registrácie',
    rewards: 'Získané výhody',
    noRewards: 'Žiadne',
    verify: 'Pravosť tohto certifikátu overíte naskenovaním QR kódu alebo na adrese:',
    certificateId: 'Číslo certifikátu',
  },
  company: {
    approvedSubject: 'Vaša firma je overená',
    approvedBody:
      'Dobrý deň, {name},\n\noverili sme Vašu firmu „{company}“. Teraz môžete registrovať zariadenia, ktoré inštalujete svojim zákazníkom.\n\nCalora',
    rejectedSubject: 'Vašu firmu sa nepodarilo overiť',
    rejectedBody:
      'Dobrý deň, {name},\n\nVašu firmu „{company}“ sa nám nepodarilo overiť z tohto dôvodu:\n{reason}\n\nÚdaje o firme môžete opraviť vo svojom profile; potom budú znova overené.\n\nCalora',
  },
  idp: {
    appTitle: 'Registrácia produktu',
    signInTitle: 'Prihlásenie',
    signInIntro:
      'Prihláste sa, aby ste mohli registrovať svoje produkty a mať prehľad o svojich výhodách.',
    email: 'E-mail',
    password: 'Heslo',
    submitSignIn: 'Prihlásiť sa',
    noAccount: 'Ešte nemáte účet?',
    createAccount: 'Vytvoriť účet',
    forgotPassword: 'Zabudli ste heslo?',
    invalidCredentials: 'Nesprávny e-mail alebo heslo. Heslo si môžete aj obnoviť.',
    signInWait:
      'Príliš veľa neúspešných pokusov pre túto e-mailovú adresu z vášho pripojenia. Skúste to znova o {wait} alebo si obnovte heslo.',
    tooManyRequests: 'Príliš veľa pokusov z vášho pripojenia. Skúste to, prosím, o niekoľko minút.',
    tooManyForAccount:
      'Príliš veľa pokusov pre túto e-mailovú adresu. Skúste to, prosím, o niekoľko minút.',
    signUpTitle: 'Vytvoriť účet',
    signUpIntro: 'S účtom môžete sledovať svoje registrácie a získavať svoje výhody.',
    givenName: 'Meno',
    familyName: 'Priezvisko',
    companySection: 'Ste profesionálny inštalatér?',
    companyHint:
      'Uveďte svoju firmu, aby ste mohli registrovať zariadenia pre svojich zákazníkov: predtým ju overíme. Ak ste vlastník produktu, nechajte polia prázdne.',
    companyRegistrationNumber: 'IČO alebo IČ DPH',
    companyPhone: 'Telefón firmy',
    companyAddress: 'Adresa firmy',
    invalidPhone: 'Zadajte, prosím, platné telefónne číslo.',
    companyPending: 'Vaša firma „{company}“ sa overuje (žiadosť zo dňa {date}).',
    companyRejected:
      'Vašu firmu „{company}“ sa nepodarilo overiť: {reason} Opravte jej údaje, aby mohla byť znova overená.',
    companyApproved: 'Vaša firma „{company}“ je overená. Zmena jej údajov znamená nové overenie.',
    companyName: 'Názov firmy',
    companyEmail: 'E-mail firmy',
    optional: 'nepovinné',
    passwordRules:
      'Aspoň 10 znakov, z toho aspoň jedno veľké písmeno, jedno malé písmeno a jedna číslica.',
    submitSignUp: 'Vytvoriť účet',
    haveAccount: 'Už máte účet?',
    signInLink: 'Prihlásiť sa',
    resetTitle: 'Zabudnuté heslo',
    resetIntro: 'Zadajte svoj e-mail: pošleme vám odkaz na nastavenie nového hesla.',
    submitReset: 'Poslať odkaz',
    resetSent:
      'Ak pre túto adresu existuje účet, práve sme na ňu poslali e-mail s odkazom. Odkaz platí jednu hodinu.',
    newPasswordTitle: 'Nastaviť nové heslo',
    newPassword: 'Nové heslo',
    submitNewPassword: 'Uložiť heslo',
    resetDone: 'Vaše heslo bolo zmenené. Teraz sa môžete prihlásiť.',
    resetInvalid: 'Tento odkaz už nie je platný. Vyžiadajte si nový odkaz.',
    profileTitle: 'Upraviť profil',
    profileIntro:
      'Vaše kontaktné údaje. Ak chcete registrovať zariadenia ako inštalatér, pridajte firmu.',
    submitProfile: 'Uložiť',
    backToApp: 'Späť na registráciu produktu',
    backToSignIn: 'Späť na prihlásenie',
    logoutTitle: 'Odhlásenie',
    logoutIntro: 'Naozaj sa chcete odhlásiť?',
    logoutButton: 'Odhlásiť sa',
    loggedOut: 'Boli ste odhlásení.',
    errorTitle: 'Vyskytla sa chyba',
    errorIntro: 'Prihlásenie sa nepodarilo dokončiť. Vráťte sa do aplikácie a skúste to znova.',
    unavailableTitle: 'Dočasne nedostupné',
    unavailableIntro: 'Prihlásenie je dočasne nedostupné. Skúste to znova o niekoľko sekúnd.',
    required: 'Toto pole je povinné',
    invalidEmail: 'Zadajte, prosím, platnú e-mailovú adresu.',
    maxLength: 'Hodnota je príliš dlhá.',
    controlCharacters: 'Toto pole obsahuje nepovolené znaky.',
    passwordTooShort: 'Heslo musí mať aspoň 10 znakov.',
    passwordTooLong: 'Heslo môže mať najviac 128 znakov.',
    passwordNeedsCases: 'Heslo musí obsahovať veľké a malé písmeno.',
    passwordNeedsDigit: 'Heslo musí obsahovať aspoň jednu číslicu.',
    formErrors: 'Opravte, prosím, označené polia.',
    resetMailSubject: 'Nastavte si nové heslo',
    resetMailBody:
      'Dobrý deň, {name},\n\nnové heslo si nastavíte otvorením tohto odkazu (platí jednu hodinu):\n{link}\n\nAk ste o zmenu hesla nežiadali, tento e-mail jednoducho ignorujte.\n\nCalora',
    verifySentTitle: 'Skontrolujte svoju e-mailovú schránku',
    verifySent:
      'Na adresu {email} sme poslali e-mail. Otvorte odkaz, ktorý obsahuje, aby ste potvrdili svoju adresu, a potom sa prihláste. Odkaz platí 24 hodín.',
    verifyMailSubject: 'Potvrďte svoju e-mailovú adresu',
    verifyMailBody:
      'Dobrý deň, {name},\n\nna potvrdenie Vašej e-mailovej adresy a aktiváciu účtu otvorte tento odkaz (platí 24 hodín):\n{link}\n\nAk ste si účet nevytvorili, tento e-mail jednoducho ignorujte.\n\nCalora',
    accountExistsMailSubject: 'Účet už máte',
    accountExistsMailBody:
      'Dobrý deň, {name},\n\nniekto, možno Vy, sa pokúsil vytvoriť účet s touto e-mailovou adresou. Účet už máte: prihláste sa alebo si pomocou tohto odkazu (platí jednu hodinu) nastavte nové heslo:\n{link}\n\nAk ste to neboli Vy, tento e-mail jednoducho ignorujte.\n\nCalora',
    verifyTitle: 'Potvrdenie e-mailovej adresy',
    verifyIntro: 'Potvrďte adresu {email}, aby ste aktivovali svoj účet.',
    verifyButton: 'Potvrdiť e-mailovú adresu',
    verifyDone: 'Vaša e-mailová adresa je potvrdená. Teraz sa môžete prihlásiť.',
    verifyInvalid:
      'Tento odkaz už nie je platný. Prihláste sa svojím heslom – pošleme vám nový odkaz.',
    unverifiedSignIn:
      'Najprv potvrďte svoju e-mailovú adresu: poslali sme vám odkaz. Otvorte ho a potom sa prihláste.',
  },
  consoleExport: {
    sheetName: 'Registrácie',
    registeredAt: 'Dátum registrácie',
    serialNumber: 'Sériové číslo',
    productModel: 'Model',
    status: 'Stav',
    channel: 'Kanál',
    registrantType: 'Držiteľ registrácie',
    email: 'E-mail',
    name: 'Meno',
    company: 'Firma',
    postalCode: 'PSČ',
    city: 'Mesto',
    country: 'Krajina',
    installationDate: 'Dátum inštalácie',
    statusPending: 'Čaká na potvrdenie',
    statusConfirmed: 'Potvrdená',
    statusExpired: 'Vypršala',
    statusCancelled: 'Zrušená',
    channelWeb: 'Web',
    channelBulk: 'Hromadný import',
    endCustomer: 'Koncový zákazník',
    installer: 'Inštalatér',
  },
};

export default sk;
