import type { ServerTexts } from './fr';

/** Slovenian texts of the server (mails, confirmation pages, certificate, sign-in pages). */
const sl: ServerTexts = {
  registration: {
    appTitle: 'Registracija izdelka',
    mailSubject: 'Potrdite registracijo svojega izdelka',
    mailBody:
      'Pozdravljeni, {name}!\n\nZahvaljujemo se vam za registracijo izdelka {product} (serijska številka {serial}).\nDa boste prejeli ugodnosti, potrdite registracijo tako, da v {hours} urah odprete to povezavo:\n{link}\n\nCalora',
    confirmedTitle: 'Registracija potrjena',
    confirmedText:
      'Hvala! Registracija vašega izdelka {product} (serijska številka {serial}) je potrjena. Vaše ugodnosti vas čakajo.',
    confirmTitle: 'Potrditev registracije',
    confirmText:
      'Potrdite registracijo svojega izdelka {product} (serijska številka {serial}), da prejmete ugodnosti.',
    confirmButton: 'Potrdi registracijo',
    invalidTitle: 'Neveljavna povezava',
    invalidText:
      'Ta povezava za potrditev ni veljavna. Preverite, ali ste iz e-poštnega sporočila kopirali celotno povezavo.',
    expiredTitle: 'Povezava je potekla',
    expiredText:
      'Ta povezava za potrditev je potekla. Znova registrirajte izdelek, da prejmete novo povezavo.',
    takenTitle: 'Izdelek je že registriran',
    takenText:
      'Vaš izdelek {product} (serijska številka {serial}) je registriral in potrdil nekdo drug. Če gre za napako, se obrnite na našo službo za pomoč strankam.',
    takenMailSubject: 'Vaše registracije ni bilo mogoče potrditi',
    takenMailBody:
      'Pozdravljeni, {name}!\n\nVaš izdelek {product} (serijska številka {serial}) je pred vami registriral in potrdil nekdo drug, zato je bila vaša registracija preklicana. Če gre za napako, se obrnite na našo službo za pomoč strankam.\n\nCalora',
    cancelledTitle: 'Registracija preklicana',
    cancelledText:
      'Registracijo vašega izdelka {product} (serijska številka {serial}) je preklicala naša služba za pomoč strankam. Za vsa vprašanja se obrnite nanjo.',
    cancelledMailSubject: 'Vaša registracija je bila preklicana',
    cancelledMailBody:
      'Pozdravljeni, {name}!\n\nNaša služba za pomoč strankam je registracijo vašega izdelka {product} (serijska številka {serial}) preklicala iz naslednjega razloga:\n{reason}\n\nZa vsa vprašanja se obrnite na našo službo za pomoč strankam.\n\nCalora',
    registeredMailSubject: 'Vaš izdelek je registriran',
    registeredMailBody:
      'Pozdravljeni, {name}!\n\nRegistracija vašega izdelka {product} (serijska številka {serial}) je potrjena. Potrdilo o registraciji je priloženo temu e-poštnemu sporočilu.\nIzdelek, njegove ugodnosti in potrdilo lahko kadar koli najdete tukaj:\n{link}\n\nCalora',
    transferMailSubject: 'Na vas je bil prenesen izdelek',
    transferMailBody:
      'Pozdravljeni, {name}!\n\nRegistracija izdelka {product} (serijska številka {serial}) je bila prenesena na vas. Da jo prevzamete na svoje ime in prejmete ugodnosti, prenos potrdite tako, da v {hours} urah odprete to povezavo:\n{link}\n\nČe tega prenosa niste pričakovali, to e-poštno sporočilo prezrite: nič se ne bo spremenilo.\n\nCalora',
    requestMailSubject: 'Zahteva za prenos vašega izdelka',
    requestMailBody:
      'Pozdravljeni, {name}!\n\n{requester} zahteva prenos registracije vašega izdelka {product} (serijska številka {serial}) nase, na primer zato, ker je naprava dobila novega lastnika.\nČe se strinjate, v {hours} urah odprite to povezavo in odobrite prenos:\n{link}\n\nSicer to e-poštno sporočilo prezrite: vaša registracija ostane nespremenjena.\n\nCalora',
    requestTitle: 'Zahteva za prenos',
    requestText:
      '{requester} zahteva prenos registracije vašega izdelka {product} (serijska številka {serial}) nase. Po vaši odobritvi mora ta oseba prenos še potrditi po e-pošti.',
    requestButton: 'Odobri prenos',
    requestApprovedTitle: 'Prenos odobren',
    requestApprovedText:
      'Hvala! Osebi {requester} smo poslali e-poštno sporočilo. Prenos bo začel veljati, ko ga bo ta oseba potrdila.',
    requestClosedTitle: 'Zahteva ni veljavna',
    requestClosedText:
      'Ta zahteva za prenos je potekla ali ni več veljavna. Vaša registracija ostane nespremenjena.',
    backToApp: 'Nazaj na registracijo izdelka',
  },
  certificate: {
    title: 'Potrdilo o registraciji',
    intro: 'To potrdilo dokazuje, da je bil naslednji izdelek registriran pri podjetju Calora.',
    product: 'Izdelek',
    serialNumber: 'Serijska številka',
    installationAddress: 'Naslov namestitve',
    installationDate: 'Datum namestitve',
    registrant: 'Registriral',
    registeredOn: 'Datum registracije',
    rewards: 'Odklenjene ugodnosti',
    noRewards: 'Brez',
    verify: 'Pristnost tega potrdila preverite s skeniranjem kode QR ali na naslovu:',
    certificateId: 'Številka potrdila',
  },
  company: {
    approvedSubject: 'Vaše podjetje je preverjeno',
    approvedBody:
      'Pozdravljeni, {name}!\n\nVaše podjetje „{company}“ smo preverili. Zdaj lahko registrirate naprave, ki jih namestite za svoje stranke.\n\nCalora',
    rejectedSubject: 'Vašega podjetja ni bilo mogoče preveriti',
    rejectedBody:
      'Pozdravljeni, {name}!\n\nVašega podjetja „{company}“ nismo mogli preveriti iz naslednjega razloga:\n{reason}\n\nPodatke o podjetju lahko popravite v svojem profilu; nato jih bomo znova preverili.\n\nCalora',
  },
  idp: {
    appTitle: 'Registracija izdelka',
    signInTitle: 'Prijava',
    signInIntro: 'Prijavite se, da registrirate svoje izdelke in si ogledate svoje ugodnosti.',
    email: 'E-pošta',
    password: 'Geslo',
    submitSignIn: 'Prijavi se',
    noAccount: 'Še nimate računa?',
    createAccount: 'Ustvari račun',
    forgotPassword: 'Ste pozabili geslo?',
    invalidCredentials: 'E-poštni naslov ali geslo ni pravilno. Geslo lahko tudi ponastavite.',
    signInWait:
      'Preveč neuspelih poskusov za ta e-poštni naslov z vaše povezave. Poskusite znova čez {wait} ali ponastavite geslo.',
    tooManyRequests: 'Preveč poskusov z vaše povezave. Poskusite znova čez nekaj minut.',
    tooManyForAccount: 'Preveč poskusov za ta e-poštni naslov. Poskusite znova čez nekaj minut.',
    signUpTitle: 'Ustvarite račun',
    signUpIntro: 'Z računom lahko spremljate svoje registracije in prejemate ugodnosti.',
    givenName: 'Ime',
    familyName: 'Priimek',
    companySection: 'Ste poklicni inštalater?',
    companyHint:
      'Navedite svoje podjetje, da boste lahko registrirali naprave za svoje stranke: pred tem ga bomo preverili. Če ste lastnik izdelka, pustite ta polja prazna.',
    companyRegistrationNumber: 'Matična številka ali ID za DDV',
    companyPhone: 'Telefon podjetja',
    companyAddress: 'Naslov podjetja',
    invalidPhone: 'Vnesite veljavno telefonsko številko.',
    companyPending: 'Vaše podjetje „{company}“ je v postopku preverjanja (zahtevek z dne {date}).',
    companyRejected:
      'Vašega podjetja „{company}“ ni bilo mogoče preveriti: {reason} Popravite njegove podatke, da ga bomo znova preverili.',
    companyApproved:
      'Vaše podjetje „{company}“ je preverjeno. Če spremenite njegove podatke, jih bomo znova preverili.',
    companyName: 'Ime podjetja',
    companyEmail: 'E-pošta podjetja',
    optional: 'neobvezno',
    passwordRules: 'Vsaj 10 znakov, od tega vsaj ena velika črka, ena mala črka in ena števka.',
    submitSignUp: 'Ustvari račun',
    haveAccount: 'Že imate račun?',
    signInLink: 'Prijavite se',
    resetTitle: 'Pozabljeno geslo',
    resetIntro: 'Vnesite svoj e-poštni naslov: poslali vam bomo povezavo za izbiro novega gesla.',
    submitReset: 'Pošlji povezavo',
    resetSent:
      'Če za ta naslov obstaja račun, smo nanj pravkar poslali e-poštno sporočilo s povezavo. Povezava je veljavna eno uro.',
    newPasswordTitle: 'Izberite novo geslo',
    newPassword: 'Novo geslo',
    submitNewPassword: 'Shrani geslo',
    resetDone: 'Vaše geslo je spremenjeno. Zdaj se lahko prijavite.',
    resetInvalid: 'Ta povezava ni več veljavna. Zahtevajte novo povezavo.',
    profileTitle: 'Uredi profil',
    profileIntro: 'Vaši podatki. Dodajte podjetje, če želite naprave registrirati kot inštalater.',
    submitProfile: 'Shrani',
    backToApp: 'Nazaj na registracijo izdelka',
    backToSignIn: 'Nazaj na prijavo',
    logoutTitle: 'Odjava',
    logoutIntro: 'Ali se res želite odjaviti?',
    logoutButton: 'Odjavi se',
    loggedOut: 'Odjavljeni ste.',
    errorTitle: 'Prišlo je do napake',
    errorIntro: 'Prijave ni bilo mogoče dokončati. Vrnite se v aplikacijo in poskusite znova.',
    unavailableTitle: 'Začasno nedosegljivo',
    unavailableIntro: 'Prijava trenutno ni mogoča. Poskusite znova čez nekaj sekund.',
    required: 'To polje je obvezno',
    invalidEmail: 'Vnesite veljaven e-poštni naslov.',
    maxLength: 'Vrednost je predolga.',
    controlCharacters: 'To polje vsebuje nedovoljene znake.',
    passwordTooShort: 'Geslo mora imeti vsaj 10 znakov.',
    passwordTooLong: 'Geslo ima lahko največ 128 znakov.',
    passwordNeedsCases: 'Geslo mora vsebovati veliko in malo črko.',
    passwordNeedsDigit: 'Geslo mora vsebovati vsaj eno števko.',
    formErrors: 'Popravite označena polja.',
    resetMailSubject: 'Izberite novo geslo',
    resetMailBody:
      'Pozdravljeni, {name}!\n\nZa izbiro novega gesla odprite to povezavo (veljavna je eno uro):\n{link}\n\nČe niste ničesar zahtevali, to e-poštno sporočilo preprosto prezrite.\n\nCalora',
    verifySentTitle: 'Preverite svoj e-poštni predal',
    verifySent:
      'Na naslov {email} smo poslali e-poštno sporočilo. Odprite povezavo v njem, da potrdite svoj naslov, nato pa se prijavite. Povezava je veljavna 24 ur.',
    verifyMailSubject: 'Potrdite svoj e-poštni naslov',
    verifyMailBody:
      'Pozdravljeni, {name}!\n\nZa potrditev e-poštnega naslova in aktivacijo računa odprite to povezavo (veljavna je 24 ur):\n{link}\n\nČe niste ustvarili računa, to e-poštno sporočilo preprosto prezrite.\n\nCalora',
    accountExistsMailSubject: 'Račun že imate',
    accountExistsMailBody:
      'Pozdravljeni, {name}!\n\nNekdo, morda vi, je poskušal s tem e-poštnim naslovom ustvariti račun. Račun že imate: prijavite se ali s to povezavo izberite novo geslo (veljavna je eno uro):\n{link}\n\nČe to niste bili vi, to e-poštno sporočilo preprosto prezrite.\n\nCalora',
    verifyTitle: 'Potrditev e-poštnega naslova',
    verifyIntro: 'Potrdite naslov {email}, da aktivirate svoj račun.',
    verifyButton: 'Potrdi moj e-poštni naslov',
    verifyDone: 'Vaš e-poštni naslov je potrjen. Zdaj se lahko prijavite.',
    verifyInvalid:
      'Ta povezava ni več veljavna. Prijavite se s svojim geslom: poslali vam bomo novo povezavo.',
    unverifiedSignIn:
      'Najprej potrdite svoj e-poštni naslov: poslali smo vam povezavo. Odprite jo in se nato prijavite.',
  },
  consoleExport: {
    sheetName: 'Registracije',
    registeredAt: 'Datum registracije',
    serialNumber: 'Serijska številka',
    productModel: 'Model',
    status: 'Stanje',
    channel: 'Kanal',
    registrantType: 'Imetnik',
    email: 'E-pošta',
    name: 'Ime',
    company: 'Podjetje',
    postalCode: 'Poštna številka',
    city: 'Kraj',
    country: 'Država',
    installationDate: 'Datum namestitve',
    statusPending: 'Čaka na potrditev',
    statusConfirmed: 'Potrjena',
    statusExpired: 'Potekla',
    statusCancelled: 'Preklicana',
    channelWeb: 'Splet',
    channelBulk: 'Skupinski uvoz',
    endCustomer: 'Končni kupec',
    installer: 'Inštalater',
  },
};

export default sl;
