import type { ServerTexts } from './fr';

const cs: ServerTexts = {
  registration: {
    appTitle: 'Registrace produktu',
    mailSubject: 'Potvrďte registraci svého produktu',
    mailBody:
      'Dobrý den, {name},\n\nděkujeme, že jste zaregistrovali svůj produkt {product} (sériové číslo {serial}).\nAbyste získali své výhody, potvrďte registraci otevřením tohoto odkazu do {hours} hodin:\n{link}\n\nCalora',
    confirmedTitle: 'Registrace potvrzena',
    confirmedText:
      'Děkujeme! Registrace vašeho produktu {product} (sériové číslo {serial}) je potvrzena. Vaše výhody na vás čekají.',
    confirmTitle: 'Potvrzení registrace',
    confirmText:
      'Potvrďte registraci svého produktu {product} (sériové číslo {serial}), abyste získali své výhody.',
    confirmButton: 'Potvrdit registraci',
    invalidTitle: 'Neplatný odkaz',
    invalidText:
      'Tento potvrzovací odkaz je neplatný. Zkontrolujte, zda jste z e-mailu zkopírovali celý odkaz.',
    expiredTitle: 'Platnost odkazu vypršela',
    expiredText:
      'Platnost tohoto potvrzovacího odkazu vypršela. Zaregistrujte svůj produkt znovu a obdržíte nový odkaz.',
    takenTitle: 'Produkt je již zaregistrován',
    takenText:
      'Váš produkt {product} (sériové číslo {serial}) zaregistroval a potvrdil někdo jiný. Pokud jde o omyl, obraťte se na náš zákaznický servis.',
    takenMailSubject: 'Vaši registraci se nepodařilo potvrdit',
    takenMailBody:
      'Dobrý den, {name},\n\nVáš produkt {product} (sériové číslo {serial}) zaregistroval a potvrdil před Vámi někdo jiný, a proto byla Vaše registrace zrušena. Pokud jde o omyl, obraťte se na náš zákaznický servis.\n\nCalora',
    cancelledTitle: 'Registrace zrušena',
    cancelledText:
      'Registraci vašeho produktu {product} (sériové číslo {serial}) zrušil náš zákaznický servis. S případnými dotazy se na něj obraťte.',
    cancelledMailSubject: 'Vaše registrace byla zrušena',
    cancelledMailBody:
      'Dobrý den, {name},\n\nregistraci Vašeho produktu {product} (sériové číslo {serial}) zrušil náš zákaznický servis z následujícího důvodu:\n{reason}\n\nS případnými dotazy se obraťte na náš zákaznický servis.\n\nCalora',
    registeredMailSubject: 'Váš produkt je zaregistrován',
    registeredMailBody:
      'Dobrý den, {name},\n\nregistrace Vašeho produktu {product} (sériové číslo {serial}) je potvrzena. Certifikát o registraci najdete v příloze tohoto e-mailu.\nProdukt, jeho výhody a certifikát najdete kdykoli zde:\n{link}\n\nCalora',
    transferMailSubject: 'Byl na Vás převeden produkt',
    transferMailBody:
      'Dobrý den, {name},\n\nregistrace produktu {product} (sériové číslo {serial}) byla převedena na Vás. Chcete-li ji převzít na své jméno a získat související výhody, potvrďte to otevřením tohoto odkazu do {hours} hodin:\n{link}\n\nPokud jste tento převod nečekali, tento e-mail ignorujte – nic se nezmění.\n\nCalora',
    requestMailSubject: 'Žádost o převod Vašeho produktu',
    requestMailBody:
      'Dobrý den, {name},\n\n{requester} žádá o převod registrace Vašeho produktu {product} (sériové číslo {serial}) na sebe, například proto, že zařízení změnilo majitele.\nPokud souhlasíte, otevřete do {hours} hodin tento odkaz a převod schvalte:\n{link}\n\nV opačném případě tento e-mail ignorujte – Vaše registrace zůstane beze změny.\n\nCalora',
    requestTitle: 'Žádost o převod',
    requestText:
      '{requester} žádá o převod registrace vašeho produktu {product} (sériové číslo {serial}) na sebe. Po vašem souhlasu musí tato osoba převod ještě potvrdit e-mailem.',
    requestButton: 'Schválit převod',
    requestApprovedTitle: 'Převod schválen',
    requestApprovedText:
      'Děkujeme! Žadateli ({requester}) jsme poslali e-mail. Převod bude dokončen, jakmile ho tato osoba potvrdí.',
    requestClosedTitle: 'Neplatná žádost',
    requestClosedText:
      'Platnost této žádosti o převod vypršela nebo žádost již neplatí. Vaše registrace zůstává beze změny.',
    backToApp: 'Zpět na registraci produktu',
  },
  certificate: {
    title: 'Certifikát o registraci',
    intro: 'Tento certifikát potvrzuje registraci následujícího produktu u společnosti Calora.',
    product: 'Produkt',
    serialNumber: 'Sériové číslo',
    installationAddress: 'Adresa instalace',
    installationDate: 'Datum instalace',
    registrant: 'Zaregistroval(a)',
    registeredOn: 'Datum registrace',
    rewards: 'Získané výhody',
    noRewards: 'Žádné',
    verify: 'Pravost tohoto certifikátu ověříte naskenováním QR kódu nebo na adrese:',
    certificateId: 'Číslo certifikátu',
  },
  company: {
    approvedSubject: 'Vaše firma je ověřena',
    approvedBody:
      'Dobrý den, {name},\n\nověřili jsme Vaši firmu „{company}“. Nyní můžete registrovat zařízení, která instalujete svým zákazníkům.\n\nCalora',
    rejectedSubject: 'Vaši firmu se nepodařilo ověřit',
    rejectedBody:
      'Dobrý den, {name},\n\nVaši firmu „{company}“ se nám nepodařilo ověřit z následujícího důvodu:\n{reason}\n\nÚdaje o firmě můžete opravit ve svém profilu; poté budou znovu ověřeny.\n\nCalora',
  },
  idp: {
    appTitle: 'Registrace produktu',
    signInTitle: 'Přihlášení',
    signInIntro:
      'Přihlaste se, abyste mohli registrovat své produkty a mít přehled o svých výhodách.',
    email: 'E-mail',
    password: 'Heslo',
    submitSignIn: 'Přihlásit se',
    noAccount: 'Ještě nemáte účet?',
    createAccount: 'Vytvořit účet',
    forgotPassword: 'Zapomněli jste heslo?',
    invalidCredentials: 'Nesprávný e-mail nebo heslo. Heslo si také můžete obnovit.',
    signInWait:
      'Příliš mnoho neúspěšných pokusů pro tuto e-mailovou adresu z vašeho připojení. Zkuste to znovu za {wait}, nebo si obnovte heslo.',
    tooManyRequests: 'Příliš mnoho pokusů z vašeho připojení. Zkuste to prosím za několik minut.',
    tooManyForAccount:
      'Příliš mnoho pokusů pro tuto e-mailovou adresu. Zkuste to prosím za několik minut.',
    signUpTitle: 'Vytvořit účet',
    signUpIntro: 'S účtem můžete sledovat své registrace a získávat své výhody.',
    givenName: 'Jméno',
    familyName: 'Příjmení',
    companySection: 'Jste profesionální instalatér?',
    companyHint:
      'Uveďte svou firmu, abyste mohli registrovat zařízení pro své zákazníky: než to bude možné, firmu ověříme. Pokud jste vlastník produktu, nechte pole prázdná.',
    companyRegistrationNumber: 'IČO nebo DIČ',
    companyPhone: 'Telefon firmy',
    companyAddress: 'Adresa firmy',
    invalidPhone: 'Zadejte prosím platné telefonní číslo.',
    companyPending: 'Vaše firma „{company}“ se ověřuje (žádost ze dne {date}).',
    companyRejected:
      'Vaši firmu „{company}“ se nepodařilo ověřit: {reason} Opravte její údaje, aby mohla být znovu ověřena.',
    companyApproved: 'Vaše firma „{company}“ je ověřena. Změna jejích údajů vede k novému ověření.',
    companyName: 'Název firmy',
    companyEmail: 'E-mail firmy',
    optional: 'nepovinné',
    passwordRules:
      'Alespoň 10 znaků, z toho alespoň jedno velké písmeno, jedno malé písmeno a jedna číslice.',
    submitSignUp: 'Vytvořit účet',
    haveAccount: 'Už máte účet?',
    signInLink: 'Přihlásit se',
    resetTitle: 'Zapomenuté heslo',
    resetIntro: 'Zadejte svůj e-mail: pošleme vám odkaz pro nastavení nového hesla.',
    submitReset: 'Odeslat odkaz',
    resetSent:
      'Pokud pro tuto adresu existuje účet, právě jsme na ni odeslali e-mail s odkazem. Odkaz platí jednu hodinu.',
    newPasswordTitle: 'Nastavit nové heslo',
    newPassword: 'Nové heslo',
    submitNewPassword: 'Uložit heslo',
    resetDone: 'Vaše heslo bylo změněno. Nyní se můžete přihlásit.',
    resetInvalid: 'Tento odkaz již není platný. Vyžádejte si nový odkaz.',
    profileTitle: 'Upravit profil',
    profileIntro:
      'Vaše kontaktní údaje. Chcete-li registrovat zařízení jako instalatér, přidejte firmu.',
    submitProfile: 'Uložit',
    backToApp: 'Zpět na registraci produktu',
    backToSignIn: 'Zpět na přihlášení',
    logoutTitle: 'Odhlášení',
    logoutIntro: 'Opravdu se chcete odhlásit?',
    logoutButton: 'Odhlásit se',
    loggedOut: 'Byli jste odhlášeni.',
    errorTitle: 'Došlo k chybě',
    errorIntro: 'Přihlášení se nepodařilo dokončit. Vraťte se do aplikace a zkuste to znovu.',
    unavailableTitle: 'Dočasně nedostupné',
    unavailableIntro: 'Přihlášení je dočasně nedostupné. Zkuste to znovu za několik sekund.',
    required: 'Toto pole je povinné',
    invalidEmail: 'Zadejte prosím platnou e-mailovou adresu.',
    maxLength: 'Hodnota je příliš dlouhá.',
    controlCharacters: 'Toto pole obsahuje nepovolené znaky.',
    passwordTooShort: 'Heslo musí mít alespoň 10 znaků.',
    passwordTooLong: 'Heslo smí mít nejvýše 128 znaků.',
    passwordNeedsCases: 'Heslo musí obsahovat velké a malé písmeno.',
    passwordNeedsDigit: 'Heslo musí obsahovat alespoň jednu číslici.',
    formErrors: 'Opravte prosím označená pole.',
    resetMailSubject: 'Nastavte si nové heslo',
    resetMailBody:
      'Dobrý den, {name},\n\nnové heslo si nastavíte otevřením tohoto odkazu (platí jednu hodinu):\n{link}\n\nPokud jste o změnu hesla nežádali, tento e-mail jednoduše ignorujte.\n\nCalora',
    verifySentTitle: 'Zkontrolujte svou e-mailovou schránku',
    verifySent:
      'Na adresu {email} jsme poslali e-mail. Otevřete odkaz, který obsahuje, abyste potvrdili svou adresu, a poté se přihlaste. Odkaz platí 24 hodin.',
    verifyMailSubject: 'Potvrďte svou e-mailovou adresu',
    verifyMailBody:
      'Dobrý den, {name},\n\npro potvrzení Vaší e-mailové adresy a aktivaci účtu otevřete tento odkaz (platí 24 hodin):\n{link}\n\nPokud jste si účet nevytvořili, tento e-mail jednoduše ignorujte.\n\nCalora',
    accountExistsMailSubject: 'Účet už máte',
    accountExistsMailBody:
      'Dobrý den, {name},\n\nněkdo, možná Vy, se pokusil vytvořit účet s touto e-mailovou adresou. Účet už máte: přihlaste se, nebo si pomocí tohoto odkazu (platí jednu hodinu) nastavte nové heslo:\n{link}\n\nPokud jste to nebyli Vy, tento e-mail jednoduše ignorujte.\n\nCalora',
    verifyTitle: 'Potvrzení e-mailové adresy',
    verifyIntro: 'Potvrďte adresu {email}, abyste aktivovali svůj účet.',
    verifyButton: 'Potvrdit e-mailovou adresu',
    verifyDone: 'Vaše e-mailová adresa je potvrzena. Nyní se můžete přihlásit.',
    verifyInvalid:
      'Tento odkaz již není platný. Přihlaste se svým heslem – pošleme vám nový odkaz.',
    unverifiedSignIn:
      'Nejprve potvrďte svou e-mailovou adresu: poslali jsme vám odkaz. Otevřete ho a poté se přihlaste.',
  },
  consoleExport: {
    sheetName: 'Registrace',
    registeredAt: 'Datum registrace',
    serialNumber: 'Sériové číslo',
    productModel: 'Model',
    status: 'Stav',
    channel: 'Kanál',
    registrantType: 'Držitel registrace',
    email: 'E-mail',
    name: 'Jméno',
    company: 'Firma',
    postalCode: 'PSČ',
    city: 'Město',
    country: 'Země',
    installationDate: 'Datum instalace',
    statusPending: 'Čeká na potvrzení',
    statusConfirmed: 'Potvrzená',
    statusExpired: 'Vypršela',
    statusCancelled: 'Zrušená',
    channelWeb: 'Web',
    channelBulk: 'Hromadný import',
    endCustomer: 'Koncový zákazník',
    installer: 'Instalatér',
  },
};

export default cs;
