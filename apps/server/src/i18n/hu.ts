import type { ServerTexts } from './fr';

const hu: ServerTexts = {
  registration: {
    appTitle: 'Termékregisztráció',
    mailSubject: 'Erősítse meg terméke regisztrációját',
    mailBody:
      'Kedves {name}!\n\nKöszönjük, hogy regisztrálta az Ön {product} termékét (gyári szám: {serial}).\nAz előnyök igénybevételéhez erősítse meg regisztrációját az alábbi link megnyitásával {hours} órán belül:\n{link}\n\nCalora',
    confirmedTitle: 'Regisztráció megerősítve',
    confirmedText:
      'Köszönjük! Az Ön {product} termékének (gyári szám: {serial}) regisztrációját megerősítettük. Előnyei már várják.',
    confirmTitle: 'Regisztráció megerősítése',
    confirmText:
      'Erősítse meg az Ön {product} termékének (gyári szám: {serial}) regisztrációját, hogy megkapja az előnyöket.',
    confirmButton: 'Regisztrációm megerősítése',
    invalidTitle: 'Érvénytelen link',
    invalidText:
      'Ez a megerősítő link nem érvényes. Ellenőrizze, hogy a teljes linket másolta-e ki az e-mailből.',
    expiredTitle: 'Lejárt link',
    expiredText:
      'Ez a megerősítő link lejárt. Regisztrálja újra a terméket, hogy új linket kapjon.',
    takenTitle: 'A termék már regisztrálva van',
    takenText:
      'Az Ön {product} termékét (gyári szám: {serial}) valaki más regisztrálta és megerősítette. Ha ez tévedés, forduljon ügyfélszolgálatunkhoz.',
    takenMailSubject: 'Regisztrációját nem sikerült megerősíteni',
    takenMailBody:
      'Kedves {name}!\n\nAz Ön {product} termékét (gyári szám: {serial}) Önt megelőzően valaki más regisztrálta és megerősítette, ezért az Ön regisztrációját visszavontuk. Ha ez tévedés, forduljon ügyfélszolgálatunkhoz.\n\nCalora',
    cancelledTitle: 'Regisztráció visszavonva',
    cancelledText:
      'Az Ön {product} termékének (gyári szám: {serial}) regisztrációját ügyfélszolgálatunk visszavonta. Kérdés esetén forduljon hozzájuk bizalommal.',
    cancelledMailSubject: 'Regisztrációját visszavontuk',
    cancelledMailBody:
      'Kedves {name}!\n\nAz Ön {product} termékének (gyári szám: {serial}) regisztrációját ügyfélszolgálatunk a következő okból visszavonta:\n{reason}\n\nKérdés esetén forduljon ügyfélszolgálatunkhoz.\n\nCalora',
    registeredMailSubject: 'Terméke regisztrálva van',
    registeredMailBody:
      'Kedves {name}!\n\nAz Ön {product} termékének (gyári szám: {serial}) regisztrációját megerősítettük. Regisztrációs tanúsítványát ehhez az e-mailhez csatoltuk.\nA terméket, előnyeit és tanúsítványát bármikor megtalálja itt:\n{link}\n\nCalora',
    transferMailSubject: 'Egy terméket átruháztak Önre',
    transferMailBody:
      'Kedves {name}!\n\nA következő termék regisztrációját átruházták Önre: {product} (gyári szám: {serial}). Ha a saját nevére szeretné venni, és igénybe kívánja venni előnyeit, erősítse meg az alábbi link megnyitásával {hours} órán belül:\n{link}\n\nHa nem számított erre az átruházásra, hagyja figyelmen kívül ezt az e-mailt: semmi sem változik.\n\nCalora',
    requestMailSubject: 'Kérés terméke átruházására',
    requestMailBody:
      'Kedves {name}!\n\n{requester} azt kéri, hogy az Ön {product} termékének (gyári szám: {serial}) regisztrációját ruházzák át rá, például mert a készülék gazdát cserélt.\nHa egyetért, nyissa meg ezt a linket {hours} órán belül, és hagyja jóvá az átruházást:\n{link}\n\nEllenkező esetben hagyja figyelmen kívül ezt az e-mailt: regisztrációja változatlan marad.\n\nCalora',
    requestTitle: 'Átruházási kérés',
    requestText:
      '{requester} azt kéri, hogy az Ön {product} termékének (gyári szám: {serial}) regisztrációját ruházzák át rá. Az Ön jóváhagyása után ennek a személynek még e-mailben is meg kell erősítenie az átruházást.',
    requestButton: 'Átruházás jóváhagyása',
    requestApprovedTitle: 'Átruházás jóváhagyva',
    requestApprovedText:
      'Köszönjük! E-mailt küldtünk a kérelmezőnek ({requester}). Az átruházás akkor lép életbe, amikor ő megerősíti.',
    requestClosedTitle: 'Érvénytelen kérés',
    requestClosedText:
      'Ez az átruházási kérés lejárt, vagy már nem érvényes. Regisztrációja változatlan marad.',
    backToApp: 'Vissza a termékregisztrációhoz',
  },
  certificate: {
    title: 'Regisztrációs tanúsítvány',
    intro: 'Ez a tanúsítvány igazolja, hogy az alábbi termék regisztrálva van a Caloránál.',
    product: 'Termék',
    serialNumber: 'Gyári szám',
    installationAddress: 'Beszerelés címe',
    installationDate: 'Beszerelés dátuma',
    registrant: 'Regisztrálta',
    registeredOn: 'Regisztráció dátuma',
    rewards: 'Elért előnyök',
    noRewards: 'Nincs',
    verify:
      'A tanúsítvány hitelességét a QR-kód beolvasásával vagy a következő címen ellenőrizheti:',
    certificateId: 'Tanúsítványszám',
  },
  company: {
    approvedSubject: 'Cégét ellenőriztük',
    approvedBody:
      'Kedves {name}!\n\nEllenőriztük „{company}” nevű cégét. Mostantól regisztrálhatja az ügyfelei számára beszerelt készülékeket.\n\nCalora',
    rejectedSubject: 'Cégét nem sikerült ellenőrizni',
    rejectedBody:
      'Kedves {name}!\n\n„{company}” nevű cégét a következő okból nem tudtuk ellenőrizni:\n{reason}\n\nCége adatait a profiljában javíthatja; ezután újra ellenőrizzük őket.\n\nCalora',
  },
  idp: {
    appTitle: 'Termékregisztráció',
    signInTitle: 'Bejelentkezés',
    signInIntro: 'Jelentkezzen be, hogy regisztrálhassa termékeit, és elérje előnyeit.',
    email: 'E-mail',
    password: 'Jelszó',
    submitSignIn: 'Bejelentkezés',
    noAccount: 'Még nincs fiókja?',
    createAccount: 'Fiók létrehozása',
    forgotPassword: 'Elfelejtette a jelszavát?',
    invalidCredentials: 'Hibás e-mail-cím vagy jelszó. Jelszavát vissza is állíthatja.',
    signInWait:
      'Túl sok sikertelen próbálkozás ezzel az e-mail-címmel az Ön kapcsolatáról. Próbálja újra ennyi idő múlva: {wait}, vagy állítsa vissza jelszavát.',
    tooManyRequests: 'Túl sok próbálkozás az Ön kapcsolatáról. Néhány perc múlva próbálja újra.',
    tooManyForAccount:
      'Túl sok próbálkozás ezzel az e-mail-címmel. Néhány perc múlva próbálja újra.',
    signUpTitle: 'Fiók létrehozása',
    signUpIntro: 'Fiókjával nyomon követheti regisztrációit, és megkapja előnyeit.',
    givenName: 'Keresztnév',
    familyName: 'Vezetéknév',
    companySection: 'Ön szakszerelő?',
    companyHint:
      'Adja meg cégét, ha ügyfelei számára szeretne készülékeket regisztrálni: ehhez előbb ellenőrizzük a céget. Ha Ön a termék tulajdonosa, hagyja üresen ezeket a mezőket.',
    companyRegistrationNumber: 'Cégjegyzékszám vagy adószám',
    companyPhone: 'Cég telefonszáma',
    companyAddress: 'Cég címe',
    invalidPhone: 'Adjon meg érvényes telefonszámot.',
    companyPending:
      '„{company}” nevű cégének ellenőrzése folyamatban van (kérelem dátuma: {date}).',
    companyRejected:
      '„{company}” nevű cégét nem sikerült ellenőrizni: {reason} Javítsa ki az adatokat, hogy újra ellenőrizhessük.',
    companyApproved:
      '„{company}” nevű cégét ellenőriztük. Ha módosítja az adatait, újra ellenőrizzük őket.',
    companyName: 'Cégnév',
    companyEmail: 'Cég e-mail-címe',
    optional: 'nem kötelező',
    passwordRules:
      'Legalább 10 karakter, köztük legalább egy nagybetű, egy kisbetű és egy számjegy.',
    submitSignUp: 'Fiókom létrehozása',
    haveAccount: 'Van már fiókja?',
    signInLink: 'Bejelentkezés',
    resetTitle: 'Elfelejtett jelszó',
    resetIntro: 'Adja meg e-mail-címét: küldünk egy linket, amellyel új jelszót választhat.',
    submitReset: 'Link küldése',
    resetSent:
      'Ha ehhez a címhez tartozik fiók, elküldtünk rá egy linket tartalmazó e-mailt. A link egy óráig érvényes.',
    newPasswordTitle: 'Új jelszó választása',
    newPassword: 'Új jelszó',
    submitNewPassword: 'Jelszó mentése',
    resetDone: 'Jelszavát megváltoztattuk. Most már bejelentkezhet.',
    resetInvalid: 'Ez a link már nem érvényes. Kérjen új linket.',
    profileTitle: 'Profil szerkesztése',
    profileIntro:
      'Az Ön adatai. Ha szerelőként szeretne készülékeket regisztrálni, adja meg cégét.',
    submitProfile: 'Mentés',
    backToApp: 'Vissza a termékregisztrációhoz',
    backToSignIn: 'Vissza a bejelentkezéshez',
    logoutTitle: 'Kijelentkezés',
    logoutIntro: 'Biztosan ki szeretne jelentkezni?',
    logoutButton: 'Kijelentkezés',
    loggedOut: 'Sikeresen kijelentkezett.',
    errorTitle: 'Hiba történt',
    errorIntro: 'A bejelentkezés nem sikerült. Térjen vissza az alkalmazásba, és próbálja újra.',
    unavailableTitle: 'Átmenetileg nem érhető el',
    unavailableIntro:
      'A bejelentkezés átmenetileg nem érhető el. Próbálja újra néhány másodperc múlva.',
    required: 'Kötelező mező',
    invalidEmail: 'Adjon meg érvényes e-mail-címet.',
    maxLength: 'Az érték túl hosszú.',
    controlCharacters: 'A mező nem engedélyezett karaktereket tartalmaz.',
    passwordTooShort: 'A jelszónak legalább 10 karakterből kell állnia.',
    passwordTooLong: 'A jelszó legfeljebb 128 karakterből állhat.',
    passwordNeedsCases: 'A jelszónak tartalmaznia kell egy nagybetűt és egy kisbetűt.',
    passwordNeedsDigit: 'A jelszónak legalább egy számjegyet kell tartalmaznia.',
    formErrors: 'Javítsa ki a megjelölt mezőket.',
    resetMailSubject: 'Válasszon új jelszót',
    resetMailBody:
      'Kedves {name}!\n\nÚj jelszó választásához nyissa meg ezt a linket (egy óráig érvényes):\n{link}\n\nHa nem Ön kérte, egyszerűen hagyja figyelmen kívül ezt az e-mailt.\n\nCalora',
    verifySentTitle: 'Nézze meg a postafiókját',
    verifySent:
      'E-mailt küldtünk a következő címre: {email}. Nyissa meg a benne található linket a cím megerősítéséhez, majd jelentkezzen be. A link 24 óráig érvényes.',
    verifyMailSubject: 'Erősítse meg e-mail-címét',
    verifyMailBody:
      'Kedves {name}!\n\nE-mail-címe megerősítéséhez és fiókja aktiválásához nyissa meg ezt a linket (24 óráig érvényes):\n{link}\n\nHa nem Ön hozta létre a fiókot, egyszerűen hagyja figyelmen kívül ezt az e-mailt.\n\nCalora',
    accountExistsMailSubject: 'Önnek már van fiókja',
    accountExistsMailBody:
      'Kedves {name}!\n\nValaki – talán Ön – fiókot próbált létrehozni ezzel az e-mail-címmel. Önnek már van fiókja: jelentkezzen be, vagy válasszon új jelszót ezzel a linkkel (egy óráig érvényes):\n{link}\n\nHa nem Ön volt az, egyszerűen hagyja figyelmen kívül ezt az e-mailt.\n\nCalora',
    verifyTitle: 'E-mail-cím megerősítése',
    verifyIntro: 'Fiókja aktiválásához erősítse meg a következő címet: {email}.',
    verifyButton: 'E-mail-címem megerősítése',
    verifyDone: 'E-mail-címét megerősítettük. Most már bejelentkezhet.',
    verifyInvalid:
      'Ez a link már nem érvényes. Jelentkezzen be a jelszavával: küldünk Önnek egy új linket.',
    unverifiedSignIn:
      'Előbb erősítse meg e-mail-címét: küldtünk Önnek egy linket. Nyissa meg, majd jelentkezzen be.',
  },
  consoleExport: {
    sheetName: 'Regisztrációk',
    registeredAt: 'Regisztráció dátuma',
    serialNumber: 'Gyári szám',
    productModel: 'Modell',
    status: 'Állapot',
    channel: 'Csatorna',
    registrantType: 'Regisztráló',
    email: 'E-mail',
    name: 'Név',
    company: 'Cég',
    postalCode: 'Irányítószám',
    city: 'Település',
    country: 'Ország',
    installationDate: 'Beszerelés dátuma',
    statusPending: 'Függőben',
    statusConfirmed: 'Megerősítve',
    statusExpired: 'Lejárt',
    statusCancelled: 'Visszavonva',
    channelWeb: 'Web',
    channelBulk: 'Csoportos importálás',
    endCustomer: 'Végfelhasználó',
    installer: 'Szerelő',
  },
};

export default hu;
