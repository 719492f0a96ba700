import type { AccountCatalog } from './fr';
import type { Translation } from '../translation';

/** Texts of the signed-in pages and the certificate check (Italian). */
const it: Translation<AccountCatalog> = {
  myInstallations: {
    title: 'Le mie installazioni',
    intro:
      'Tutti gli apparecchi registrati dalla Sua azienda, uno alla volta o tramite importazione multipla.',
    filters: 'Filtra le installazioni',
    serial: 'Numero di serie',
    status: 'Stato',
    anyStatus: 'Tutti gli stati',
    statuses: {
      pending: 'In attesa',
      confirmed: 'Confermato',
      expired: 'Scaduto',
      cancelled: 'Annullato',
    },
    from: 'Registrato dal',
    to: 'Registrato fino al',
    search: 'Cerca',
    exportXlsx: 'Esporta (XLSX)',
    exportCsv: 'Esporta (CSV)',
    exportFailed: 'Non è stato possibile creare l’esportazione. Riprovi tra un momento.',
    loading: 'Caricamento delle installazioni…',
    loadFailed: 'Non è stato possibile caricare le installazioni. Riprovi tra un momento.',
    retry: 'Riprova',
    empty: 'Nessuna installazione corrisponde a questi filtri.',
    table: 'Installazioni della Sua azienda',
    batch: 'Importazione multipla del {{date}}',
    singles: 'Registrati singolarmente',
    product: 'Prodotto',
    customer: 'Cliente',
    address: 'Indirizzo',
    installedOn: 'Data di installazione',
    certificate: 'Certificato',
    certificateOf: 'Certificato di {{serial}} (PDF)',
    certificateFailed: 'Non è stato possibile scaricare il certificato. Riprovi tra un momento.',
    loadMore: 'Mostra altro',
  },
  myProducts: {
    title: 'I miei prodotti',
    intro: 'Gli apparecchi che ha registrato, con i relativi vantaggi e certificati.',
    loading: 'Caricamento dei Suoi prodotti…',
    loadFailed: 'Non è stato possibile caricare i Suoi prodotti. Riprovi tra un momento.',
    retry: 'Riprova',
    empty: 'Non ha ancora registrato nessun prodotto.',
    registerProduct: 'Registra un prodotto',
    statusPending: 'In attesa di conferma',
    statusConfirmed: 'Confermato',
    pendingHint:
      'Confermi la registrazione con il link ricevuto per e-mail per sbloccare i Suoi vantaggi e ottenere il certificato.',
    serialNumber: 'Numero di serie',
    installationDate: 'Data di installazione',
    registeredOn: 'Data di registrazione',
    address: 'Indirizzo di installazione',
    rewards: 'Vantaggi sbloccati',
    noRewards: 'Nessun vantaggio per questo prodotto.',
    downloadCertificate: 'Certificato (PDF)',
    downloadCertificateOf:
      'Scarica il certificato di {{product}}, numero di serie {{serial}}, in PDF',
    certificateFailed: 'Non è stato possibile scaricare il certificato. Riprovi tra un momento.',
  },
  transfer: {
    start: 'Trasferisci a un’altra persona',
    startOf: 'Trasferisci {{product}}, numero di serie {{serial}}, a un’altra persona',
    title: 'Trasferisci questo prodotto',
    intro:
      'Ha venduto o regalato l’apparecchio? Indichi il nuovo proprietario: riceverà un’e-mail per confermare e il prodotto passerà quindi sul suo account, con i relativi vantaggi.',
    email: 'E-mail del nuovo proprietario',
    firstName: 'Nome',
    lastName: 'Cognome',
    submit: 'Invia il trasferimento',
    cancel: 'Annulla',
    sending: 'Invio…',
    pendingTo:
      'Trasferimento in attesa: {{email}} deve confermarlo con il link ricevuto per e-mail. Fino ad allora il prodotto resta Suo.',
    requestTitle: 'Richiesta di trasferimento a Suo nome',
    requestIntro:
      'Inoltriamo la Sua richiesta all’attuale proprietario senza mostrarLe i suoi dati. Il Suo nome e il Suo indirizzo e-mail gli vengono comunicati affinché possa decidere. Se accetta, Lei riceverà un’e-mail per confermare.',
    requestEmail: 'Il Suo indirizzo e-mail',
    requestSubmit: 'Invia la richiesta',
    requested:
      'Richiesta inviata. Se l’attuale proprietario la approva, riceverà un’e-mail per confermare il trasferimento.',
    sameEmail: 'Questo prodotto è già registrato con questo indirizzo e-mail.',
    notRegistered: 'Questo prodotto non è più registrato: può registrarlo Lei.',
    tooManyMails: 'Oggi sono state inviate troppe e-mail a questo indirizzo. Riprovi domani.',
    rateLimited: 'Troppe richieste in poco tempo. Riprovi tra qualche minuto.',
    failed:
      'Non è stato possibile inviare la richiesta. I Suoi dati sono stati conservati: riprovi.',
  },
  verify: {
    title: 'Verifica del certificato',
    checking: 'Verifica del certificato…',
    valid: 'Questo certificato è autentico.',
    validText: 'Calora conferma la registrazione di questo prodotto.',
    cancelled: 'Questo certificato non è più valido.',
    cancelledText: 'La registrazione di questo prodotto è stata annullata.',
    unknown: 'Nessun certificato ha questo numero.',
    unknownText:
      'Verifichi di aver scansionato il codice QR del certificato o di averne copiato l’indirizzo completo.',
    product: 'Prodotto',
    serialNumber: 'Numero di serie',
    registeredOn: 'Data di registrazione',
    loadFailed: 'Non è stato possibile verificare il certificato. Riprovi tra un momento.',
    privacy: 'Questa pagina non mostra alcun dato personale del proprietario.',
  },
};

export default it;
