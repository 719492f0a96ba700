import type { AccountCatalog } from './fr';
import type { Translation } from '../translation';

/** Texts of the signed-in pages and the certificate check (Romanian). */
const ro: Translation<AccountCatalog> = {
  myInstallations: {
    title: 'Instalările mele',
    intro: 'Toate aparatele înregistrate de firma dumneavoastră, individual sau în bloc.',
    filters: 'Filtrați instalările',
    serial: 'Număr de serie',
    status: 'Stare',
    anyStatus: 'Toate stările',
    statuses: {
      pending: 'În așteptare',
      confirmed: 'Confirmată',
      expired: 'Expirată',
      cancelled: 'Anulată',
    },
    from: 'Înregistrate începând cu',
    to: 'Înregistrate până la',
    search: 'Căutați',
    exportXlsx: 'Exportați (XLSX)',
    exportCsv: 'Exportați (CSV)',
    exportFailed: 'Exportul nu a putut fi creat. Încercați din nou în câteva momente.',
    loading: 'Se încarcă instalările…',
    loadFailed: 'Instalările nu au putut fi încărcate. Încercați din nou în câteva momente.',
    retry: 'Încercați din nou',
    empty: 'Nicio instalare nu corespunde acestor filtre.',
    table: 'Instalările firmei dumneavoastră',
    batch: 'Import în bloc din {{date}}',
    singles: 'Înregistrate individual',
    product: 'Produs',
    customer: 'Client',
    address: 'Adresă',
    installedOn: 'Data instalării',
    certificate: 'Certificat',
    certificateOf: 'Certificatul pentru {{serial}} (PDF)',
    certificateFailed: 'Certificatul nu a putut fi descărcat. Încercați din nou în câteva momente.',
    loadMore: 'Afișați mai multe',
  },
  myProducts: {
    title: 'Produsele mele',
    intro: 'Aparatele pe care le-ați înregistrat, cu avantajele și certificatul lor.',
    loading: 'Se încarcă produsele dumneavoastră…',
    loadFailed:
      'Produsele dumneavoastră nu au putut fi încărcate. Încercați din nou în câteva momente.',
    retry: 'Încercați din nou',
    empty: 'Nu ați înregistrat încă niciun produs.',
    registerProduct: 'Înregistrați un produs',
    statusPending: 'În așteptarea confirmării',
    statusConfirmed: 'Confirmat',
    pendingHint:
      'Confirmați înregistrarea prin linkul primit pe e-mail pentru a debloca avantajele și a obține certificatul.',
    serialNumber: 'Număr de serie',
    installationDate: 'Data instalării',
    registeredOn: 'Data înregistrării',
    address: 'Adresa de instalare',
    rewards: 'Avantaje deblocate',
    noRewards: 'Niciun avantaj pentru acest produs.',
    downloadCertificate: 'Certificat (PDF)',
    downloadCertificateOf:
      'Descărcați în format PDF certificatul pentru {{product}}, numărul de serie {{serial}}',
    certificateFailed: 'Certificatul nu a putut fi descărcat. Încercați din nou în câteva momente.',
  },
  transfer: {
    start: 'Transferați altcuiva',
    startOf: 'Transferați altcuiva {{product}}, numărul de serie {{serial}}',
    title: 'Transferați acest produs',
    intro:
      'Ați vândut sau ați dăruit aparatul? Indicați noul proprietar: acesta primește un e-mail de confirmare, iar apoi produsul trece în contul său, împreună cu avantajele.',
    email: 'E-mailul noului proprietar',
    firstName: 'Prenume',
    lastName: 'Nume',
    submit: 'Transferați produsul',
    cancel: 'Anulați',
    sending: 'Se trimite…',
    pendingTo:
      'Transfer în așteptare: {{email}} trebuie să îl confirme prin linkul primit pe e-mail. Până atunci, produsul rămâne al dumneavoastră.',
    requestTitle: 'Solicitați transferul pe numele dumneavoastră',
    requestIntro:
      'Trimitem solicitarea dumneavoastră proprietarului actual, fără să vă arătăm datele acestuia. Numele și adresa dumneavoastră de e-mail îi sunt transmise pentru a putea decide. Dacă acceptă, veți primi un e-mail de confirmare.',
    requestEmail: 'Adresa dumneavoastră de e-mail',
    requestSubmit: 'Trimiteți solicitarea',
    requested:
      'Solicitarea a fost trimisă. Dacă proprietarul actual o aprobă, veți primi un e-mail pentru a confirma transferul.',
    sameEmail: 'Acest produs este deja înregistrat cu această adresă de e-mail.',
    notRegistered:
      'Acest produs nu mai este înregistrat: îl puteți înregistra chiar dumneavoastră.',
    tooManyMails:
      'Astăzi au fost trimise prea multe e-mailuri la această adresă. Încercați din nou mâine.',
    rateLimited: 'Prea multe solicitări într-un timp scurt. Încercați din nou peste câteva minute.',
    failed:
      'Solicitarea nu a putut fi trimisă. Datele dumneavoastră au fost păstrate: încercați din nou.',
  },
  verify: {
    title: 'Verificarea certificatului',
    checking: 'Se verifică certificatul…',
    valid: 'Acest certificat este autentic.',
    validText: 'Calora confirmă înregistrarea acestui produs.',
    cancelled: 'Acest certificat nu mai este valabil.',
    cancelledText: 'Înregistrarea acestui produs a fost anulată.',
    unknown: 'Niciun certificat nu are acest număr.',
    unknownText:
      'Verificați dacă ați scanat codul QR al certificatului sau dacă ați copiat integral adresa acestuia.',
    product: 'Produs',
    serialNumber: 'Număr de serie',
    registeredOn: 'Data înregistrării',
    loadFailed: 'Certificatul nu a putut fi verificat. Încercați din nou în câteva momente.',
    privacy: 'Această pagină nu afișează date personale ale proprietarului.',
  },
};

export default ro;
