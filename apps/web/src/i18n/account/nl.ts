import type { AccountCatalog } from './fr';
import type { Translation } from '../translation';

/** Texts of the signed-in pages and the certificate check (Dutch). */
const nl: Translation<AccountCatalog> = {
  myInstallations: {
    title: 'Mijn installaties',
    intro: 'Alle toestellen die uw bedrijf heeft geregistreerd, één voor één of in bulk.',
    filters: 'Installaties filteren',
    serial: 'Serienummer',
    status: 'Status',
    anyStatus: 'Alle statussen',
    statuses: {
      pending: 'In afwachting',
      confirmed: 'Bevestigd',
      expired: 'Verlopen',
      cancelled: 'Geannuleerd',
    },
    from: 'Geregistreerd vanaf',
    to: 'Geregistreerd tot en met',
    search: 'Zoeken',
    exportXlsx: 'Exporteren (XLSX)',
    exportCsv: 'Exporteren (CSV)',
    exportFailed: 'De export kon niet worden gemaakt. Probeer het zo meteen opnieuw.',
    loading: 'Installaties worden geladen…',
    loadFailed: 'De installaties konden niet worden geladen. Probeer het zo meteen opnieuw.',
    retry: 'Opnieuw proberen',
    empty: 'Geen installaties die aan deze filters voldoen.',
    table: 'Installaties van uw bedrijf',
    batch: 'Bulkimport van {{date}}',
    singles: 'Eén voor één geregistreerd',
    product: 'Product',
    customer: 'Klant',
    address: 'Adres',
    installedOn: 'Installatiedatum',
    certificate: 'Certificaat',
    certificateOf: 'Certificaat van {{serial}} (PDF)',
    certificateFailed: 'Het certificaat kon niet worden gedownload. Probeer het zo meteen opnieuw.',
    loadMore: 'Meer weergeven',
  },
  myProducts: {
    title: 'Mijn producten',
    intro: 'De toestellen die u hebt geregistreerd, met hun voordelen en hun certificaat.',
    loading: 'Uw producten worden geladen…',
    loadFailed: 'Uw producten konden niet worden geladen. Probeer het zo meteen opnieuw.',
    retry: 'Opnieuw proberen',
    empty: 'U hebt nog geen producten geregistreerd.',
    registerProduct: 'Product registreren',
    statusPending: 'Wacht op bevestiging',
    statusConfirmed: 'Bevestigd',
    pendingHint:
      'Bevestig de registratie via de link in de e-mail om uw voordelen te ontvangen en het certificaat te krijgen.',
    serialNumber: 'Serienummer',
    installationDate: 'Installatiedatum',
    registeredOn: 'Registratiedatum',
    address: 'Installatieadres',
    rewards: 'Ontvangen voordelen',
    noRewards: 'Geen voordelen voor dit product.',
    downloadCertificate: 'Certificaat (PDF)',
    downloadCertificateOf:
      'Het certificaat van {{product}}, serienummer {{serial}}, downloaden als PDF',
    certificateFailed: 'Het certificaat kon niet worden gedownload. Probeer het zo meteen opnieuw.',
  },
  transfer: {
    start: 'Overdragen aan iemand anders',
    startOf: '{{product}}, serienummer {{serial}}, overdragen aan iemand anders',
    title: 'Dit product overdragen',
    intro:
      'Hebt u het toestel verkocht of weggegeven? Geef de nieuwe eigenaar op: die ontvangt een e-mail om te bevestigen, en daarna gaat het product met zijn voordelen over naar diens account.',
    email: 'E-mail van de nieuwe eigenaar',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    submit: 'Overdracht versturen',
    cancel: 'Annuleren',
    sending: 'Versturen…',
    pendingTo:
      'Overdracht in afwachting: {{email}} moet deze bevestigen via de link in de e-mail. Tot die tijd blijft het product van u.',
    requestTitle: 'Overdracht op uw naam aanvragen',
    requestIntro:
      'We sturen uw aanvraag naar de huidige eigenaar, zonder u diens gegevens te tonen. Uw naam en e-mailadres worden doorgegeven, zodat de eigenaar kan beslissen. Gaat de eigenaar akkoord, dan ontvangt u een e-mail om te bevestigen.',
    requestEmail: 'Uw e-mailadres',
    requestSubmit: 'Aanvraag versturen',
    requested:
      'Aanvraag verstuurd. Als de huidige eigenaar akkoord gaat, ontvangt u een e-mail om de overdracht te bevestigen.',
    sameEmail: 'Dit product is al geregistreerd met dit e-mailadres.',
    notRegistered: 'Dit product is niet meer geregistreerd: u kunt het zelf registreren.',
    tooManyMails:
      'Er zijn vandaag te veel e-mails naar dit adres verstuurd. Probeer het morgen opnieuw.',
    rateLimited: 'Te veel aanvragen in korte tijd. Probeer het over enkele minuten opnieuw.',
    failed:
      'De aanvraag kon niet worden verstuurd. Uw gegevens blijven bewaard: probeer het opnieuw.',
  },
  verify: {
    title: 'Controle van het certificaat',
    checking: 'Certificaat wordt gecontroleerd…',
    valid: 'Dit certificaat is echt.',
    validText: 'Calora bevestigt de registratie van dit product.',
    cancelled: 'Dit certificaat is niet meer geldig.',
    cancelledText: 'De registratie van dit product is geannuleerd.',
    unknown: 'Er bestaat geen certificaat met dit nummer.',
    unknownText:
      'Controleer of u de QR-code van het certificaat hebt gescand of het volledige adres hebt gekopieerd.',
    product: 'Product',
    serialNumber: 'Serienummer',
    registeredOn: 'Registratiedatum',
    loadFailed: 'Het certificaat kon niet worden gecontroleerd. Probeer het zo meteen opnieuw.',
    privacy: 'Deze pagina toont geen persoonsgegevens van de eigenaar.',
  },
};

export default nl;
