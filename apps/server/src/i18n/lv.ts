import type { ServerTexts } from './fr';

const lv: ServerTexts = {
  registration: {
    appTitle: 'Produkta reģistrācija',
    mailSubject: 'Apstipriniet sava produkta reģistrāciju',
    mailBody:
      'Labdien, {name}!\n\nPaldies, ka reģistrējāt savu produktu {product} (sērijas numurs {serial}).\nLai saņemtu savas priekšrocības, apstipriniet reģistrāciju, {hours} stundu laikā atverot šo saiti:\n{link}\n\nCalora',
    confirmedTitle: 'Reģistrācija apstiprināta',
    confirmedText:
      'Paldies! Jūsu produkta {product} (sērijas numurs {serial}) reģistrācija ir apstiprināta. Jūsu priekšrocības jau gaida Jūs.',
    confirmTitle: 'Reģistrācijas apstiprināšana',
    confirmText:
      'Apstipriniet sava produkta {product} (sērijas numurs {serial}) reģistrāciju, lai saņemtu savas priekšrocības.',
    confirmButton: 'Apstiprināt reģistrāciju',
    invalidTitle: 'Nederīga saite',
    invalidText:
      'Šī apstiprinājuma saite nav derīga. Pārbaudiet, vai nokopējāt visu saiti no e-pasta.',
    expiredTitle: 'Saites derīguma termiņš ir beidzies',
    expiredText:
      'Šīs apstiprinājuma saites derīguma termiņš ir beidzies. Reģistrējiet savu produktu vēlreiz, lai saņemtu jaunu saiti.',
    takenTitle: 'Produkts jau ir reģistrēts',
    takenText:
      'Jūsu produktu {product} (sērijas numurs {serial}) ir reģistrējusi un apstiprinājusi cita persona. Ja tā ir kļūda, sazinieties ar mūsu klientu apkalpošanas dienestu.',
    takenMailSubject: 'Jūsu reģistrāciju neizdevās apstiprināt',
    takenMailBody:
      'Labdien, {name}!\n\nJūsu produktu {product} (sērijas numurs {serial}) pirms Jums ir reģistrējusi un apstiprinājusi cita persona; Jūsu reģistrācija ir atcelta. Ja tā ir kļūda, sazinieties ar mūsu klientu apkalpošanas dienestu.\n\nCalora',
    cancelledTitle: 'Reģistrācija atcelta',
    cancelledText:
      'Mūsu klientu apkalpošanas dienests ir atcēlis Jūsu produkta {product} (sērijas numurs {serial}) reģistrāciju. Ja Jums ir jautājumi, sazinieties ar to.',
    cancelledMailSubject: 'Jūsu reģistrācija ir atcelta',
    cancelledMailBody:
      'Labdien, {name}!\n\nMūsu klientu apkalpošanas dienests ir atcēlis Jūsu produkta {product} (sērijas numurs {serial}) reģistrāciju šāda iemesla dēļ:\n{reason}\n\nJa Jums ir jautājumi, sazinieties ar mūsu klientu apkalpošanas dienestu.\n\nCalora',
    registeredMailSubject: 'Jūsu produkts ir reģistrēts',
    registeredMailBody:
      'Labdien, {name}!\n\nJūsu produkta {product} (sērijas numurs {serial}) reģistrācija ir apstiprināta. Reģistrācijas sertifikāts ir pievienots šim e-pastam.\nProduktu, tā priekšrocības un sertifikātu jebkurā laikā varat atrast šeit:\n{link}\n\nCalora',
    transferMailSubject: 'Jums ir nodots produkts',
    transferMailBody:
      'Labdien, {name}!\n\nProdukta {product} (sērijas numurs {serial}) reģistrācija ir nodota Jums. Lai to pārreģistrētu uz sava vārda un saņemtu tā priekšrocības, apstipriniet nodošanu, {hours} stundu laikā atverot šo saiti:\n{link}\n\nJa negaidījāt šo nodošanu, neņemiet vērā šo e-pastu: nekas nemainīsies.\n\nCalora',
    requestMailSubject: 'Pieprasījums nodot Jūsu produktu',
    requestMailBody:
      'Labdien, {name}!\n\n{requester} lūdz nodot sev Jūsu produkta {product} (sērijas numurs {serial}) reģistrāciju, piemēram, tāpēc, ka iekārtai ir mainījies īpašnieks.\nJa piekrītat, {hours} stundu laikā atveriet šo saiti un apstipriniet nodošanu:\n{link}\n\nPretējā gadījumā neņemiet vērā šo e-pastu: Jūsu reģistrācija paliks nemainīga.\n\nCalora',
    requestTitle: 'Nodošanas pieprasījums',
    requestText:
      '{requester} lūdz nodot sev Jūsu produkta {product} (sērijas numurs {serial}) reģistrāciju. Pēc Jūsu piekrišanas šai personai nodošana vēl būs jāapstiprina pa e-pastu.',
    requestButton: 'Apstiprināt nodošanu',
    requestApprovedTitle: 'Nodošana apstiprināta',
    requestApprovedText:
      'Paldies! Mēs nosūtījām e-pastu šai personai: {requester}. Nodošana stāsies spēkā, tiklīdz šī persona to apstiprinās.',
    requestClosedTitle: 'Nederīgs pieprasījums',
    requestClosedText:
      'Šī nodošanas pieprasījuma derīguma termiņš ir beidzies, vai tas vairs nav spēkā. Jūsu reģistrācija paliek nemainīga.',
    backToApp: 'Atpakaļ uz produkta reģistrāciju',
  },
  certificate: {
    title: 'Reģistrācijas sertifikāts',
    intro:
      'Šis sertifikāts apliecina, ka turpmāk norādītais produkts ir reģistrēts uzņēmumā Calora.',
    product: 'Produkts',
    serialNumber: 'Sērijas numurs',
    installationAddress: 'Uzstādīšanas adrese',
    installationDate: 'Uzstādīšanas datums',
    registrant: 'Reģistrētājs',
    registeredOn: 'Reģistrācijas datums',
    rewards: 'Saņemtās priekšrocības',
    noRewards: 'Nav',
    verify: 'Pārbaudiet šī sertifikāta autentiskumu, noskenējot QR kodu vai šajā adresē:',
    certificateId: 'Sertifikāta numurs',
  },
  company: {
    approvedSubject: 'Jūsu uzņēmums ir pārbaudīts',
    approvedBody:
      'Labdien, {name}!\n\nMēs esam pārbaudījuši Jūsu uzņēmumu „{company}”. Tagad varat reģistrēt iekārtas, ko uzstādāt saviem klientiem.\n\nCalora',
    rejectedSubject: 'Jūsu uzņēmumu neizdevās pārbaudīt',
    rejectedBody:
      'Labdien, {name}!\n\nMēs nevarējām pārbaudīt Jūsu uzņēmumu „{company}” šāda iemesla dēļ:\n{reason}\n\nUzņēmuma datus varat izlabot savā profilā; pēc tam tie tiks pārbaudīti vēlreiz.\n\nCalora',
  },
  idp: {
    appTitle: 'Produkta reģistrācija',
    signInTitle: 'Pieteikšanās',
    signInIntro: 'Piesakieties, lai reģistrētu savus produktus un skatītu savas priekšrocības.',
    email: 'E-pasts',
    password: 'Parole',
    submitSignIn: 'Pieteikties',
    noAccount: 'Vēl nav konta?',
    createAccount: 'Izveidot kontu',
    forgotPassword: 'Aizmirsāt paroli?',
    invalidCredentials: 'Nepareizs e-pasts vai parole. Varat arī atiestatīt paroli.',
    signInWait:
      'Pārāk daudz neveiksmīgu mēģinājumu šai e-pasta adresei no jūsu savienojuma. Mēģiniet vēlreiz pēc {wait} vai atiestatiet paroli.',
    tooManyRequests:
      'No Jūsu savienojuma ir veikts pārāk daudz mēģinājumu. Mēģiniet vēlreiz pēc dažām minūtēm.',
    tooManyForAccount:
      'Ar šo e-pasta adresi ir veikts pārāk daudz mēģinājumu. Mēģiniet vēlreiz pēc dažām minūtēm.',
    signUpTitle: 'Konta izveide',
    signUpIntro: 'Ar kontu varat sekot savām reģistrācijām un saņemt savas priekšrocības.',
    givenName: 'Vārds',
    familyName: 'Uzvārds',
    companySection: 'Profesionāls uzstādītājs?',
    companyHint:
      'Norādiet savu uzņēmumu, lai reģistrētu iekārtas saviem klientiem: mēs to pārbaudīsim, pirms varēsiet to darīt. Ja esat produkta īpašnieks, atstājiet tukšu.',
    companyRegistrationNumber: 'Reģistrācijas vai PVN numurs',
    companyPhone: 'Uzņēmuma tālrunis',
    companyAddress: 'Uzņēmuma adrese',
    invalidPhone: 'Lūdzu, ievadiet derīgu tālruņa numuru.',
    companyPending: 'Jūsu uzņēmums „{company}” tiek pārbaudīts (pieteikums iesniegts {date}).',
    companyRejected:
      'Jūsu uzņēmumu „{company}” neizdevās pārbaudīt: {reason} Izlabojiet tā datus, lai tas tiktu pārbaudīts vēlreiz.',
    companyApproved:
      'Jūsu uzņēmums „{company}” ir pārbaudīts. Ja mainīsiet tā datus, tie tiks pārbaudīti vēlreiz.',
    companyName: 'Uzņēmuma nosaukums',
    companyEmail: 'Uzņēmuma e-pasts',
    optional: 'neobligāts',
    passwordRules:
      'Vismaz 10 rakstzīmes, tostarp vismaz viens lielais burts, viens mazais burts un viens cipars.',
    submitSignUp: 'Izveidot kontu',
    haveAccount: 'Vai Jums jau ir konts?',
    signInLink: 'Pieteikties',
    resetTitle: 'Aizmirsta parole',
    resetIntro: 'Norādiet savu e-pastu: mēs nosūtīsim saiti jaunas paroles izvēlei.',
    submitReset: 'Nosūtīt saiti',
    resetSent:
      'Ja šai adresei ir konts, uz to tikko tika nosūtīts e-pasts ar saiti. Saite ir derīga vienu stundu.',
    newPasswordTitle: 'Jaunas paroles izvēle',
    newPassword: 'Jaunā parole',
    submitNewPassword: 'Saglabāt paroli',
    resetDone: 'Jūsu parole ir nomainīta. Tagad varat pieteikties.',
    resetInvalid: 'Šī saite vairs nav derīga. Pieprasiet jaunu saiti.',
    profileTitle: 'Profila rediģēšana',
    profileIntro: 'Jūsu kontaktinformācija. Lai reģistrētu kā uzstādītājs, pievienojiet uzņēmumu.',
    submitProfile: 'Saglabāt',
    backToApp: 'Atpakaļ uz produkta reģistrāciju',
    backToSignIn: 'Atpakaļ uz pieteikšanos',
    logoutTitle: 'Iziešana',
    logoutIntro: 'Vai vēlaties iziet?',
    logoutButton: 'Iziet',
    loggedOut: 'Iziešana no konta ir pabeigta.',
    errorTitle: 'Radās kļūda',
    errorIntro: 'Pieteikšanās neizdevās. Atgriezieties lietotnē un mēģiniet vēlreiz.',
    unavailableTitle: 'Īslaicīgi nav pieejams',
    unavailableIntro: 'Pieteikšanās īslaicīgi nav pieejama. Mēģiniet vēlreiz pēc dažām sekundēm.',
    required: 'Šis lauks ir obligāts',
    invalidEmail: 'Lūdzu, ievadiet derīgu e-pasta adresi.',
    maxLength: 'Vērtība ir pārāk gara.',
    controlCharacters: 'Šajā laukā ir neatļautas rakstzīmes.',
    passwordTooShort: 'Parolē jābūt vismaz 10 rakstzīmēm.',
    passwordTooLong: 'Parolē drīkst būt ne vairāk kā 128 rakstzīmes.',
    passwordNeedsCases: 'Parolē jābūt gan lielajam, gan mazajam burtam.',
    passwordNeedsDigit: 'Parolē jābūt vismaz vienam ciparam.',
    formErrors: 'Lūdzu, izlabojiet norādītos laukus.',
    resetMailSubject: 'Izvēlieties jaunu paroli',
    resetMailBody:
      'Labdien, {name}!\n\nLai izvēlētos jaunu paroli, atveriet šo saiti (derīga vienu stundu):\n{link}\n\nJa to nepieprasījāt, vienkārši neņemiet vērā šo e-pastu.\n\nCalora',
    verifySentTitle: 'Pārbaudiet savu e-pastu',
    verifySent:
      'Mēs nosūtījām e-pastu uz adresi {email}. Atveriet tajā esošo saiti, lai apstiprinātu savu adresi, un pēc tam piesakieties. Saite ir derīga 24 stundas.',
    verifyMailSubject: 'Apstipriniet savu e-pasta adresi',
    verifyMailBody:
      'Labdien, {name}!\n\nLai apstiprinātu savu e-pasta adresi un aktivizētu kontu, atveriet šo saiti (derīga 24 stundas):\n{link}\n\nJa kontu neizveidojāt, vienkārši neņemiet vērā šo e-pastu.\n\nCalora',
    accountExistsMailSubject: 'Jums jau ir konts',
    accountExistsMailBody:
      'Labdien, {name}!\n\nKāds (iespējams, Jūs) mēģināja izveidot kontu ar šo e-pasta adresi. Jums jau ir konts: piesakieties vai izvēlieties jaunu paroli, izmantojot šo saiti (derīga vienu stundu):\n{link}\n\nJa tas nebijāt Jūs, vienkārši neņemiet vērā šo e-pastu.\n\nCalora',
    verifyTitle: 'E-pasta adreses apstiprināšana',
    verifyIntro: 'Apstipriniet adresi {email}, lai aktivizētu savu kontu.',
    verifyButton: 'Apstiprināt e-pasta adresi',
    verifyDone: 'Jūsu e-pasta adrese ir apstiprināta. Tagad varat pieteikties.',
    verifyInvalid:
      'Šī saite vairs nav derīga. Piesakieties ar savu paroli: mēs nosūtīsim Jums jaunu saiti.',
    unverifiedSignIn:
      'Vispirms apstipriniet savu e-pasta adresi: mēs nosūtījām Jums saiti. Atveriet to un pēc tam piesakieties.',
  },
  consoleExport: {
    sheetName: 'Reģistrācijas',
    registeredAt: 'Reģistrēts',
    serialNumber: 'Sērijas numurs',
    productModel: 'Modelis',
    status: 'Statuss',
    channel: 'Kanāls',
    registrantType: 'Reģistrētājs',
    email: 'E-pasts',
    name: 'Vārds',
    company: 'Uzņēmums',
    postalCode: 'Pasta indekss',
    city: 'Pilsēta',
    country: 'Valsts',
    installationDate: 'Uzstādīšanas datums',
    statusPending: 'Gaida',
    statusConfirmed: 'Apstiprināts',
    statusExpired: 'Beidzies termiņš',
    statusCancelled: 'Atcelts',
    channelWeb: 'Tīmeklis',
    channelBulk: 'Grupveida imports',
    endCustomer: 'Gala klients',
    installer: 'Uzstādītājs',
  },
};

export default lv;
