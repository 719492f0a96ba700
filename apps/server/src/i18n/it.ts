import type { ServerTexts } from './fr';

const it: ServerTexts = {
  registration: {
    appTitle: 'Registrazione prodotto',
    mailSubject: 'Confermi la registrazione del Suo prodotto',
    mailBody:
      'Gentile {name},\n\nLa ringraziamo per aver registrato il Suo prodotto {product} (numero di serie {serial}).\nPer ricevere i Suoi vantaggi, confermi la registrazione aprendo questo link entro {hours} ore:\n{link}\n\nCalora',
    confirmedTitle: 'Registrazione confermata',
    confirmedText:
      'Grazie! La registrazione del Suo prodotto {product} (numero di serie {serial}) è confermata. I Suoi vantaggi La aspettano.',
    confirmTitle: 'Conferma della registrazione',
    confirmText:
      'Confermi la registrazione del Suo prodotto {product} (numero di serie {serial}) per ricevere i Suoi vantaggi.',
    confirmButton: 'Conferma la mia registrazione',
    invalidTitle: 'Link non valido',
    invalidText:
      'Questo link di conferma non è valido. Verifichi di aver copiato il link completo dall’e-mail.',
    expiredTitle: 'Link scaduto',
    expiredText:
      'Questo link di conferma è scaduto. Registri di nuovo il Suo prodotto per ricevere un nuovo link.',
    takenTitle: 'Prodotto già registrato',
    takenText:
      'Il Suo prodotto {product} (numero di serie {serial}) è stato registrato e confermato da un’altra persona. Se si tratta di un errore, contatti il nostro servizio clienti.',
    takenMailSubject: 'Non è stato possibile confermare la Sua registrazione',
    takenMailBody:
      'Gentile {name},\n\nil Suo prodotto {product} (numero di serie {serial}) è stato registrato e confermato da un’altra persona prima di Lei; la Sua registrazione è stata annullata. Se si tratta di un errore, contatti il nostro servizio clienti.\n\nCalora',
    cancelledTitle: 'Registrazione annullata',
    cancelledText:
      'La registrazione del Suo prodotto {product} (numero di serie {serial}) è stata annullata dal nostro servizio clienti. Per qualsiasi domanda, si rivolga al servizio clienti.',
    cancelledMailSubject: 'La Sua registrazione è stata annullata',
    cancelledMailBody:
      'Gentile {name},\n\nla registrazione del Suo prodotto {product} (numero di serie {serial}) è stata annullata dal nostro servizio clienti per il seguente motivo:\n{reason}\n\nPer qualsiasi domanda, contatti il nostro servizio clienti.\n\nCalora',
    registeredMailSubject: 'Il Suo prodotto è registrato',
    registeredMailBody:
      'Gentile {name},\n\nla registrazione del Suo prodotto {product} (numero di serie {serial}) è confermata. In allegato a questa e-mail trova il certificato di registrazione.\nPuò ritrovare il prodotto, i suoi vantaggi e il certificato in qualsiasi momento qui:\n{link}\n\nCalora',
    transferMailSubject: 'Le è stato trasferito un prodotto',
    transferMailBody:
      'Gentile {name},\n\nLe è stata trasferita la registrazione del prodotto {product} (numero di serie {serial}). Per intestarlo a Suo nome e ricevere i relativi vantaggi, confermi aprendo questo link entro {hours} ore:\n{link}\n\nSe non si aspettava questo trasferimento, ignori questa e-mail: non cambierà nulla.\n\nCalora',
    requestMailSubject: 'Richiesta di trasferimento del Suo prodotto',
    requestMailBody:
      'Gentile {name},\n\n{requester} chiede che la registrazione del Suo prodotto {product} (numero di serie {serial}) venga trasferita a proprio nome, ad esempio perché l’apparecchio ha cambiato proprietario.\nSe è d’accordo, apra questo link entro {hours} ore e approvi il trasferimento:\n{link}\n\nAltrimenti ignori questa e-mail: la Sua registrazione resta invariata.\n\nCalora',
    requestTitle: 'Richiesta di trasferimento',
    requestText:
      '{requester} chiede che la registrazione del Suo prodotto {product} (numero di serie {serial}) venga trasferita a proprio nome. Dopo la Sua approvazione, questa persona dovrà ancora confermarla via e-mail.',
    requestButton: 'Approva il trasferimento',
    requestApprovedTitle: 'Trasferimento approvato',
    requestApprovedText:
      'Grazie! Abbiamo inviato un’e-mail a {requester}. Il trasferimento sarà effettivo non appena questa persona lo avrà confermato.',
    requestClosedTitle: 'Richiesta non valida',
    requestClosedText:
      'Questa richiesta di trasferimento è scaduta o non è più valida. La Sua registrazione resta invariata.',
    backToApp: 'Torna alla registrazione prodotto',
  },
  certificate: {
    title: 'Certificato di registrazione',
    intro: 'Questo certificato attesta la registrazione presso Calora del seguente prodotto.',
    product: 'Prodotto',
    serialNumber: 'Numero di serie',
    installationAddress: 'Indirizzo di installazione',
    installationDate: 'Data di installazione',
    registrant: 'Registrato da',
    registeredOn: 'Data di registrazione',
    rewards: 'Vantaggi sbloccati',
    noRewards: 'Nessuno',
    verify:
      'Verifichi l’autenticità di questo certificato scansionando il codice QR o al seguente indirizzo:',
    certificateId: 'Numero del certificato',
  },
  company: {
    approvedSubject: 'La Sua azienda è verificata',
    approvedBody:
      'Gentile {name},\n\nabbiamo verificato la Sua azienda «{company}». Ora può registrare gli apparecchi che installa per i Suoi clienti.\n\nCalora',
    rejectedSubject: 'Non è stato possibile verificare la Sua azienda',
    rejectedBody:
      'Gentile {name},\n\nnon è stato possibile verificare la Sua azienda «{company}» per il seguente motivo:\n{reason}\n\nPuò correggere i dati della Sua azienda nel Suo profilo; verranno quindi verificati di nuovo.\n\nCalora',
  },
  idp: {
    appTitle: 'Registrazione prodotto',
    signInTitle: 'Accesso',
    signInIntro: 'Acceda per registrare i Suoi prodotti e ritrovare i Suoi vantaggi.',
    email: 'E-mail',
    password: 'Password',
    submitSignIn: 'Accedi',
    noAccount: 'Non ha ancora un account?',
    createAccount: 'Crea un account',
    forgotPassword: 'Password dimenticata?',
    invalidCredentials: 'E-mail o password errate. In alternativa può reimpostare la password.',
    signInWait:
      'Troppi tentativi falliti per questo indirizzo e-mail dalla sua connessione. Riprovi tra {wait} oppure reimposti la password.',
    tooManyRequests: 'Troppi tentativi dalla Sua connessione. Riprovi tra qualche minuto.',
    tooManyForAccount: 'Troppi tentativi per questo indirizzo e-mail. Riprovi tra qualche minuto.',
    signUpTitle: 'Crea un account',
    signUpIntro: 'Con un account può seguire le Sue registrazioni e ricevere i Suoi vantaggi.',
    givenName: 'Nome',
    familyName: 'Cognome',
    companySection: 'È un installatore professionista?',
    companyHint:
      'Indichi la Sua azienda per registrare apparecchi per i Suoi clienti: la verifichiamo prima che possa farlo. Lasci vuoto se è il proprietario del prodotto.',
    companyRegistrationNumber: 'Partita IVA o codice fiscale',
    companyPhone: 'Telefono dell’azienda',
    companyAddress: 'Indirizzo dell’azienda',
    invalidPhone: 'Inserisca un numero di telefono valido.',
    companyPending: 'La Sua azienda «{company}» è in fase di verifica (richiesta del {date}).',
    companyRejected:
      'Non è stato possibile verificare la Sua azienda «{company}»: {reason} Corregga i dati affinché venga verificata di nuovo.',
    companyApproved:
      'La Sua azienda «{company}» è verificata. Se ne modifica i dati, verrà verificata di nuovo.',
    companyName: 'Nome dell’azienda',
    companyEmail: 'E-mail dell’azienda',
    optional: 'facoltativo',
    passwordRules: 'Almeno 10 caratteri, con almeno una maiuscola, una minuscola e una cifra.',
    submitSignUp: 'Crea il mio account',
    haveAccount: 'Ha già un account?',
    signInLink: 'Accedi',
    resetTitle: 'Password dimenticata',
    resetIntro:
      'Indichi il Suo indirizzo e-mail: Le invieremo un link per scegliere una nuova password.',
    submitReset: 'Invia il link',
    resetSent:
      'Se esiste un account per questo indirizzo, è appena stata inviata un’e-mail con un link. Il link è valido per un’ora.',
    newPasswordTitle: 'Scelga una nuova password',
    newPassword: 'Nuova password',
    submitNewPassword: 'Salva la password',
    resetDone: 'La Sua password è stata modificata. Ora può accedere.',
    resetInvalid: 'Questo link non è più valido. Richieda un nuovo link.',
    profileTitle: 'Modifica profilo',
    profileIntro:
      'I Suoi dati. Aggiunga un’azienda per effettuare registrazioni come installatore.',
    submitProfile: 'Salva',
    backToApp: 'Torna alla registrazione prodotto',
    backToSignIn: 'Torna all’accesso',
    logoutTitle: 'Disconnessione',
    logoutIntro: 'Desidera disconnettersi?',
    logoutButton: 'Esci',
    loggedOut: 'Disconnessione effettuata.',
    errorTitle: 'Si è verificato un errore',
    errorIntro: 'Non è stato possibile completare l’accesso. Torni all’applicazione e riprovi.',
    unavailableTitle: 'Momentaneamente non disponibile',
    unavailableIntro: 'L’accesso è momentaneamente non disponibile. Riprovi tra qualche secondo.',
    required: 'Questo campo è obbligatorio',
    invalidEmail: 'Inserisca un indirizzo e-mail valido.',
    maxLength: 'Il valore è troppo lungo.',
    controlCharacters: 'Questo campo contiene caratteri non consentiti.',
    passwordTooShort: 'La password deve contenere almeno 10 caratteri.',
    passwordTooLong: 'La password deve contenere al massimo 128 caratteri.',
    passwordNeedsCases: 'La password deve contenere una lettera maiuscola e una minuscola.',
    passwordNeedsDigit: 'La password deve contenere almeno una cifra.',
    formErrors: 'Corregga i campi evidenziati.',
    resetMailSubject: 'Scelga una nuova password',
    resetMailBody:
      'Gentile {name},\n\nper scegliere una nuova password, apra questo link (valido per un’ora):\n{link}\n\nSe non ha richiesto nulla, ignori semplicemente questa e-mail.\n\nCalora',
    verifySentTitle: 'Controlli la Sua casella di posta',
    verifySent:
      'Abbiamo inviato un’e-mail a {email}. Apra il link contenuto nell’e-mail per confermare il Suo indirizzo, poi acceda. Il link è valido per 24 ore.',
    verifyMailSubject: 'Confermi il Suo indirizzo e-mail',
    verifyMailBody:
      'Gentile {name},\n\nper confermare il Suo indirizzo e-mail e attivare il Suo account, apra questo link (valido per 24 ore):\n{link}\n\nSe non ha creato un account, ignori semplicemente questa e-mail.\n\nCalora',
    accountExistsMailSubject: 'Ha già un account',
    accountExistsMailBody:
      'Gentile {name},\n\nqualcuno, forse Lei, ha tentato di creare un account con questo indirizzo e-mail. Lei ha già un account: acceda oppure scelga una nuova password con questo link (valido per un’ora):\n{link}\n\nSe non è stato Lei, ignori semplicemente questa e-mail.\n\nCalora',
    verifyTitle: 'Confermi il Suo indirizzo e-mail',
    verifyIntro: 'Confermi l’indirizzo {email} per attivare il Suo account.',
    verifyButton: 'Conferma il mio indirizzo e-mail',
    verifyDone: 'Il Suo indirizzo e-mail è confermato. Ora può accedere.',
    verifyInvalid:
      'Questo link non è più valido. Acceda con la Sua password: Le invieremo un nuovo link.',
    unverifiedSignIn:
      'Confermi prima il Suo indirizzo e-mail: Le abbiamo inviato un link. Lo apra, poi acceda.',
  },
  consoleExport: {
    sheetName: 'Registrazioni',
    registeredAt: 'Registrato il',
    serialNumber: 'Numero di serie',
    productModel: 'Modello',
    status: 'Stato',
    channel: 'Canale',
    registrantType: 'Intestatario',
    email: 'E-mail',
    name: 'Nome',
    company: 'Azienda',
    postalCode: 'CAP',
    city: 'Città',
    country: 'Paese',
    installationDate: 'Data di installazione',
    statusPending: 'In attesa',
    statusConfirmed: 'Confermato',
    statusExpired: 'Scaduto',
    statusCancelled: 'Annullato',
    channelWeb: 'Web',
    channelBulk: 'Importazione multipla',
    endCustomer: 'Cliente finale',
    installer: 'Installatore',
  },
};

export default it;
