import type { ServerTexts } from './fr';

/** Romanian texts of the server (mails, confirmation pages, certificate, sign-in pages). */
const ro: ServerTexts = {
  registration: {
    appTitle: 'Înregistrarea produsului',
    mailSubject: 'Confirmați înregistrarea produsului dumneavoastră',
    mailBody:
      'Bună ziua, {name},\n\nVă mulțumim că ați înregistrat produsul {product} (număr de serie {serial}).\nPentru a primi avantajele, confirmați înregistrarea deschizând acest link în următoarele {hours} de ore:\n{link}\n\nCalora',
    confirmedTitle: 'Înregistrare confirmată',
    confirmedText:
      'Vă mulțumim! Înregistrarea produsului dumneavoastră {product} (număr de serie {serial}) este confirmată. Avantajele vă așteaptă.',
    confirmTitle: 'Confirmați înregistrarea',
    confirmText:
      'Confirmați înregistrarea produsului dumneavoastră {product} (număr de serie {serial}) pentru a primi avantajele.',
    confirmButton: 'Confirmați înregistrarea',
    invalidTitle: 'Link nevalid',
    invalidText:
      'Acest link de confirmare nu este valid. Verificați dacă ați copiat integral linkul din e-mail.',
    expiredTitle: 'Link expirat',
    expiredText:
      'Acest link de confirmare a expirat. Înregistrați din nou produsul pentru a primi un link nou.',
    takenTitle: 'Produs deja înregistrat',
    takenText:
      'Produsul dumneavoastră {product} (număr de serie {serial}) a fost înregistrat și confirmat de altcineva. Dacă este o eroare, contactați serviciul nostru pentru clienți.',
    takenMailSubject: 'Înregistrarea dumneavoastră nu a putut fi confirmată',
    takenMailBody:
      'Bună ziua, {name},\n\nProdusul dumneavoastră {product} (număr de serie {serial}) a fost înregistrat și confirmat de altcineva înaintea dumneavoastră; înregistrarea dumneavoastră a fost anulată. Dacă este o eroare, contactați serviciul nostru pentru clienți.\n\nCalora',
    cancelledTitle: 'Înregistrare anulată',
    cancelledText:
      'Înregistrarea produsului dumneavoastră {product} (număr de serie {serial}) a fost anulată de serviciul nostru pentru clienți. Pentru orice întrebare, vă rugăm să îl contactați.',
    cancelledMailSubject: 'Înregistrarea dumneavoastră a fost anulată',
    cancelledMailBody:
      'Bună ziua, {name},\n\nÎnregistrarea produsului dumneavoastră {product} (număr de serie {serial}) a fost anulată de serviciul nostru pentru clienți, din următorul motiv:\n{reason}\n\nPentru orice întrebare, contactați serviciul nostru pentru clienți.\n\nCalora',
    registeredMailSubject: 'Produsul dumneavoastră este înregistrat',
    registeredMailBody:
      'Bună ziua, {name},\n\nÎnregistrarea produsului dumneavoastră {product} (număr de serie {serial}) este confirmată. Certificatul de înregistrare este atașat acestui e-mail.\nPuteți găsi oricând produsul, avantajele și certificatul său aici:\n{link}\n\nCalora',
    transferMailSubject: 'V-a fost transferat un produs',
    transferMailBody:
      'Bună ziua, {name},\n\nÎnregistrarea produsului {product} (număr de serie {serial}) v-a fost transferată. Pentru a o prelua pe numele dumneavoastră și a primi avantajele aferente, confirmați deschizând acest link în următoarele {hours} de ore:\n{link}\n\nDacă nu vă așteptați la acest transfer, ignorați acest e-mail: nu se va schimba nimic.\n\nCalora',
    requestMailSubject: 'Solicitare de transfer al produsului dumneavoastră',
    requestMailBody:
      'Bună ziua, {name},\n\n{requester} solicită să îi fie transferată înregistrarea produsului dumneavoastră {product} (număr de serie {serial}), de exemplu pentru că aparatul și-a schimbat proprietarul.\nDacă sunteți de acord, deschideți acest link în următoarele {hours} de ore și aprobați transferul:\n{link}\n\nÎn caz contrar, ignorați acest e-mail: înregistrarea dumneavoastră rămâne neschimbată.\n\nCalora',
    requestTitle: 'Solicitare de transfer',
    requestText:
      '{requester} solicită să îi fie transferată înregistrarea produsului dumneavoastră {product} (număr de serie {serial}). După acordul dumneavoastră, această persoană va trebui să confirme transferul prin e-mail.',
    requestButton: 'Aprobați transferul',
    requestApprovedTitle: 'Transfer aprobat',
    requestApprovedText:
      'Vă mulțumim! Am trimis un e-mail către {requester}. Transferul va intra în vigoare imediat ce această persoană îl va confirma.',
    requestClosedTitle: 'Solicitare nevalidă',
    requestClosedText:
      'Această solicitare de transfer a expirat sau nu mai este valabilă. Înregistrarea dumneavoastră rămâne neschimbată.',
    backToApp: 'Înapoi la înregistrarea produsului',
  },
  certificate: {
    title: 'Certificat de înregistrare',
    intro: 'Acest certificat atestă înregistrarea următorului produs la Calora.',
    product: 'Produs',
    serialNumber: 'Număr de serie',
    installationAddress: 'Adresa de instalare',
    installationDate: 'Data instalării',
    registrant: 'Înregistrat de',
    registeredOn: 'Data înregistrării',
    rewards: 'Avantaje deblocate',
    noRewards: 'Niciunul',
    verify: 'Verificați autenticitatea acestui certificat scanând codul QR sau la adresa:',
    certificateId: 'Numărul certificatului',
  },
  company: {
    approvedSubject: 'Firma dumneavoastră a fost verificată',
    approvedBody:
      'Bună ziua, {name},\n\nAm verificat firma dumneavoastră „{company}”. Acum puteți înregistra aparatele pe care le instalați pentru clienții dumneavoastră.\n\nCalora',
    rejectedSubject: 'Firma dumneavoastră nu a putut fi verificată',
    rejectedBody:
      'Bună ziua, {name},\n\nNu am putut verifica firma dumneavoastră „{company}”, din următorul motiv:\n{reason}\n\nPuteți corecta datele firmei în profilul dumneavoastră; acestea vor fi apoi verificate din nou.\n\nCalora',
  },
  idp: {
    appTitle: 'Înregistrarea produsului',
    signInTitle: 'Autentificare',
    signInIntro: 'Autentificați-vă pentru a vă înregistra produsele și a vă regăsi avantajele.',
    email: 'E-mail',
    password: 'Parolă',
    submitSignIn: 'Autentificați-vă',
    noAccount: 'Nu aveți încă un cont?',
    createAccount: 'Creați un cont',
    forgotPassword: 'Ați uitat parola?',
    invalidCredentials: 'E-mail sau parolă incorectă. Vă puteți și reseta parola.',
    signInWait:
      'Prea multe încercări nereușite pentru această adresă de e-mail de pe conexiunea dvs. Încercați din nou peste {wait} sau resetați-vă parola.',
    tooManyRequests:
      'Prea multe încercări de la conexiunea dumneavoastră. Încercați din nou peste câteva minute.',
    tooManyForAccount:
      'Prea multe încercări pentru această adresă de e-mail. Încercați din nou peste câteva minute.',
    signUpTitle: 'Creați un cont',
    signUpIntro: 'Un cont vă permite să urmăriți înregistrările și să primiți avantajele.',
    givenName: 'Prenume',
    familyName: 'Nume',
    companySection: 'Sunteți instalator profesionist?',
    companyHint:
      'Indicați firma dumneavoastră pentru a înregistra aparate pentru clienți: o verificăm înainte să puteți face acest lucru. Dacă sunteți proprietarul produsului, lăsați aceste câmpuri necompletate.',
    companyRegistrationNumber: 'CUI sau cod de TVA',
    companyPhone: 'Telefonul firmei',
    companyAddress: 'Adresa firmei',
    invalidPhone: 'Introduceți un număr de telefon valid.',
    companyPending:
      'Firma dumneavoastră „{company}” este în curs de verificare (cerere din {date}).',
    companyRejected:
      'Firma dumneavoastră „{company}” nu a putut fi verificată: {reason} Corectați datele acesteia pentru a fi verificată din nou.',
    companyApproved:
      'Firma dumneavoastră „{company}” este verificată. Dacă îi modificați datele, acestea vor fi verificate din nou.',
    companyName: 'Numele firmei',
    companyEmail: 'E-mailul firmei',
    optional: 'opțional',
    passwordRules:
      'Cel puțin 10 caractere, dintre care cel puțin o majusculă, o minusculă și o cifră.',
    submitSignUp: 'Creați contul',
    haveAccount: 'Aveți deja un cont?',
    signInLink: 'Autentificați-vă',
    resetTitle: 'Parolă uitată',
    resetIntro: 'Indicați adresa de e-mail: vă trimitem un link pentru a alege o parolă nouă.',
    submitReset: 'Trimiteți linkul',
    resetSent:
      'Dacă există un cont pentru această adresă, tocmai a fost trimis un e-mail cu un link. Linkul este valabil o oră.',
    newPasswordTitle: 'Alegeți o parolă nouă',
    newPassword: 'Parolă nouă',
    submitNewPassword: 'Salvați parola',
    resetDone: 'Parola dumneavoastră a fost modificată. Acum vă puteți autentifica.',
    resetInvalid: 'Acest link nu mai este valabil. Solicitați un link nou.',
    profileTitle: 'Editați profilul',
    profileIntro:
      'Datele dumneavoastră. Adăugați o firmă pentru a înregistra aparate ca instalator.',
    submitProfile: 'Salvați',
    backToApp: 'Înapoi la înregistrarea produsului',
    backToSignIn: 'Înapoi la autentificare',
    logoutTitle: 'Deconectare',
    logoutIntro: 'Sigur doriți să vă deconectați?',
    logoutButton: 'Deconectați-vă',
    loggedOut: 'V-ați deconectat.',
    errorTitle: 'A apărut o eroare',
    errorIntro:
      'Autentificarea nu a putut fi finalizată. Reveniți la aplicație și încercați din nou.',
    unavailableTitle: 'Temporar indisponibil',
    unavailableIntro:
      'Autentificarea este temporar indisponibilă. Încercați din nou în câteva secunde.',
    required: 'Acest câmp este obligatoriu',
    invalidEmail: 'Introduceți o adresă de e-mail validă.',
    maxLength: 'Valoarea este prea lungă.',
    controlCharacters: 'Acest câmp conține caractere nepermise.',
    passwordTooShort: 'Parola trebuie să aibă cel puțin 10 caractere.',
    passwordTooLong: 'Parola poate avea cel mult 128 de caractere.',
    passwordNeedsCases: 'Parola trebuie să conțină o majusculă și o minusculă.',
    passwordNeedsDigit: 'Parola trebuie să conțină cel puțin o cifră.',
    formErrors: 'Corectați câmpurile marcate.',
    resetMailSubject: 'Alegeți o parolă nouă',
    resetMailBody:
      'Bună ziua, {name},\n\nPentru a alege o parolă nouă, deschideți acest link (valabil o oră):\n{link}\n\nDacă nu ați solicitat nimic, ignorați pur și simplu acest e-mail.\n\nCalora',
    verifySentTitle: 'Verificați-vă căsuța de e-mail',
    verifySent:
      'Am trimis un e-mail la {email}. Deschideți linkul din acesta pentru a vă confirma adresa, apoi autentificați-vă. Linkul este valabil 24 de ore.',
    verifyMailSubject: 'Confirmați adresa de e-mail',
    verifyMailBody:
      'Bună ziua, {name},\n\nPentru a vă confirma adresa de e-mail și a vă activa contul, deschideți acest link (valabil 24 de ore):\n{link}\n\nDacă nu ați creat un cont, ignorați pur și simplu acest e-mail.\n\nCalora',
    accountExistsMailSubject: 'Aveți deja un cont',
    accountExistsMailBody:
      'Bună ziua, {name},\n\nCineva, poate chiar dumneavoastră, a încercat să creeze un cont cu această adresă de e-mail. Aveți deja un cont: autentificați-vă sau alegeți o parolă nouă cu ajutorul acestui link (valabil o oră):\n{link}\n\nDacă nu ați fost dumneavoastră, ignorați pur și simplu acest e-mail.\n\nCalora',
    verifyTitle: 'Confirmați adresa de e-mail',
    verifyIntro: 'Confirmați adresa {email} pentru a vă activa contul.',
    verifyButton: 'Confirmați adresa de e-mail',
    verifyDone: 'Adresa dumneavoastră de e-mail este confirmată. Acum vă puteți autentifica.',
    verifyInvalid:
      'Acest link nu mai este valabil. Autentificați-vă cu parola: vă vom trimite un link nou.',
    unverifiedSignIn:
      'Confirmați mai întâi adresa de e-mail: v-am trimis un link. Deschideți-l, apoi autentificați-vă.',
  },
  consoleExport: {
    sheetName: 'Înregistrări',
    registeredAt: 'Data înregistrării',
    serialNumber: 'Număr de serie',
    productModel: 'Model',
    status: 'Stare',
    channel: 'Canal',
    registrantType: 'Titular',
    email: 'E-mail',
    name: 'Nume',
    company: 'Firmă',
    postalCode: 'Cod poștal',
    city: 'Localitate',
    country: 'Țară',
    installationDate: 'Data instalării',
    statusPending: 'În așteptare',
    statusConfirmed: 'Confirmată',
    statusExpired: 'Expirată',
    statusCancelled: 'Anulată',
    channelWeb: 'Web',
    channelBulk: 'Import în bloc',
    endCustomer: 'Client final',
    installer: 'Instalator',
  },
};

export default ro;
