import type { AccountCatalog } from './fr';
import type { Translation } from '../translation';

/** Texts of the signed-in pages and the certificate check (German). */
const de: Translation<AccountCatalog> = {
  myInstallations: {
    title: 'Meine Installationen',
    intro: 'Alle Geräte, die Ihr Unternehmen registriert hat, einzeln oder als Serie.',
    filters: 'Installationen filtern',
    serial: 'Seriennummer',
    status: 'Status',
    anyStatus: 'Alle Status',
    statuses: {
      pending: 'Ausstehend',
      confirmed: 'Bestätigt',
      expired: 'Abgelaufen',
      cancelled: 'Storniert',
    },
    from: 'Registriert ab',
    to: 'Registriert bis',
    search: 'Suchen',
    exportXlsx: 'Exportieren (XLSX)',
    exportCsv: 'Exportieren (CSV)',
    exportFailed: 'Der Export konnte nicht erstellt werden. Versuchen Sie es gleich noch einmal.',
    loading: 'Installationen werden geladen…',
    loadFailed:
      'Die Installationen konnten nicht geladen werden. Versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    empty: 'Keine Installation entspricht diesen Filtern.',
    table: 'Installationen Ihres Unternehmens',
    batch: 'Serienimport vom {{date}}',
    singles: 'Einzeln registriert',
    product: 'Produkt',
    customer: 'Kunde',
    address: 'Adresse',
    installedOn: 'Installationsdatum',
    certificate: 'Zertifikat',
    certificateOf: 'Zertifikat für {{serial}} (PDF)',
    certificateFailed:
      'Das Zertifikat konnte nicht heruntergeladen werden. Versuchen Sie es gleich noch einmal.',
    loadMore: 'Mehr anzeigen',
  },
  myProducts: {
    title: 'Meine Produkte',
    intro: 'Die Geräte, die Sie registriert haben, mit ihren Vorteilen und ihrem Zertifikat.',
    loading: 'Ihre Produkte werden geladen…',
    loadFailed: 'Ihre Produkte konnten nicht geladen werden. Versuchen Sie es gleich noch einmal.',
    retry: 'Erneut versuchen',
    empty: 'Sie haben noch kein Produkt registriert.',
    registerProduct: 'Produkt registrieren',
    statusPending: 'Wartet auf Bestätigung',
    statusConfirmed: 'Bestätigt',
    pendingHint:
      'Bestätigen Sie die Registrierung über den Link in der E-Mail, um Ihre Vorteile freizuschalten und das Zertifikat zu erhalten.',
    serialNumber: 'Seriennummer',
    installationDate: 'Installationsdatum',
    registeredOn: 'Registriert am',
    address: 'Installationsadresse',
    rewards: 'Freigeschaltete Vorteile',
    noRewards: 'Für dieses Produkt gibt es keine Vorteile.',
    downloadCertificate: 'Zertifikat (PDF)',
    downloadCertificateOf:
      'Zertifikat für {{product}}, Seriennummer {{serial}}, als PDF herunterladen',
    certificateFailed:
      'Das Zertifikat konnte nicht heruntergeladen werden. Versuchen Sie es gleich noch einmal.',
  },
  transfer: {
    start: 'An jemand anderen übertragen',
    startOf: '{{product}}, Seriennummer {{serial}}, an jemand anderen übertragen',
    title: 'Dieses Produkt übertragen',
    intro:
      'Sie haben das Gerät verkauft oder verschenkt? Geben Sie den neuen Besitzer an: Er erhält eine E-Mail zur Bestätigung, danach geht das Produkt mit seinen Vorteilen auf sein Konto über.',
    email: 'E-Mail des neuen Besitzers',
    firstName: 'Vorname',
    lastName: 'Nachname',
    submit: 'Übertragung senden',
    cancel: 'Abbrechen',
    sending: 'Wird gesendet…',
    pendingTo:
      'Übertragung ausstehend: {{email}} muss sie über den Link in der E-Mail bestätigen. Bis dahin bleibt das Produkt Ihres.',
    requestTitle: 'Übertragung auf Ihren Namen anfragen',
    requestIntro:
      'Wir leiten Ihre Anfrage an den aktuellen Besitzer weiter, ohne Ihnen seine Daten zu zeigen. Ihr Name und Ihre E-Mail-Adresse werden ihm mitgeteilt, damit er entscheiden kann. Stimmt er zu, erhalten Sie eine E-Mail zur Bestätigung.',
    requestEmail: 'Ihre E-Mail-Adresse',
    requestSubmit: 'Anfrage senden',
    requested:
      'Anfrage gesendet. Wenn der aktuelle Besitzer zustimmt, erhalten Sie eine E-Mail, um die Übertragung zu bestätigen.',
    sameEmail: 'Dieses Produkt ist bereits mit dieser E-Mail-Adresse registriert.',
    notRegistered: 'Dieses Produkt ist nicht mehr registriert: Sie können es selbst registrieren.',
    tooManyMails:
      'An diese Adresse wurden heute zu viele E-Mails gesendet. Versuchen Sie es morgen erneut.',
    rateLimited: 'Zu viele Anfragen in kurzer Zeit. Versuchen Sie es in einigen Minuten erneut.',
    failed:
      'Die Anfrage konnte nicht gesendet werden. Ihre Angaben bleiben erhalten: Versuchen Sie es erneut.',
  },
  verify: {
    title: 'Zertifikatsprüfung',
    checking: 'Das Zertifikat wird geprüft…',
    valid: 'Dieses Zertifikat ist echt.',
    validText: 'Calora bestätigt die Registrierung dieses Produkts.',
    cancelled: 'Dieses Zertifikat ist nicht mehr gültig.',
    cancelledText: 'Die Registrierung dieses Produkts wurde storniert.',
    unknown: 'Kein Zertifikat hat diese Nummer.',
    unknownText:
      'Prüfen Sie, ob Sie den QR-Code des Zertifikats gescannt oder seine Adresse vollständig kopiert haben.',
    product: 'Produkt',
    serialNumber: 'Seriennummer',
    registeredOn: 'Registriert am',
    loadFailed: 'Das Zertifikat konnte nicht geprüft werden. Versuchen Sie es gleich noch einmal.',
    privacy: 'Diese Seite zeigt keine personenbezogenen Daten des Eigentümers.',
  },
};

export default de;
