import type { AccountCatalog } from './fr';
import type { Translation } from '../translation';

/** Texts of the signed-in pages and the certificate check (Polish). */
const pl: Translation<AccountCatalog> = {
  myInstallations: {
    title: 'Moje instalacje',
    intro: 'Wszystkie urządzenia zarejestrowane przez Państwa firmę, pojedynczo lub zbiorczo.',
    filters: 'Filtruj instalacje',
    serial: 'Numer seryjny',
    status: 'Status',
    anyStatus: 'Wszystkie statusy',
    statuses: {
      pending: 'Oczekująca',
      confirmed: 'Potwierdzona',
      expired: 'Wygasła',
      cancelled: 'Anulowana',
    },
    from: 'Zarejestrowano od',
    to: 'Zarejestrowano do',
    search: 'Szukaj',
    exportXlsx: 'Eksportuj (XLSX)',
    exportCsv: 'Eksportuj (CSV)',
    exportFailed: 'Nie udało się utworzyć eksportu. Prosimy spróbować ponownie za chwilę.',
    loading: 'Ładowanie instalacji…',
    loadFailed: 'Nie udało się wczytać instalacji. Prosimy spróbować ponownie za chwilę.',
    retry: 'Spróbuj ponownie',
    empty: 'Żadna instalacja nie pasuje do tych filtrów.',
    table: 'Instalacje Państwa firmy',
    batch: 'Import zbiorczy z {{date}}',
    singles: 'Zarejestrowane pojedynczo',
    product: 'Produkt',
    customer: 'Klient',
    address: 'Adres',
    installedOn: 'Data instalacji',
    certificate: 'Certyfikat',
    certificateOf: 'Certyfikat {{serial}} (PDF)',
    certificateFailed: 'Nie udało się pobrać certyfikatu. Prosimy spróbować ponownie za chwilę.',
    loadMore: 'Pokaż więcej',
  },
  myProducts: {
    title: 'Moje produkty',
    intro: 'Zarejestrowane przez Państwa urządzenia wraz z korzyściami i certyfikatem.',
    loading: 'Ładowanie produktów…',
    loadFailed: 'Nie udało się wczytać produktów. Prosimy spróbować ponownie za chwilę.',
    retry: 'Spróbuj ponownie',
    empty: 'Nie zarejestrowali Państwo jeszcze żadnego produktu.',
    registerProduct: 'Zarejestruj produkt',
    statusPending: 'Oczekuje na potwierdzenie',
    statusConfirmed: 'Potwierdzona',
    pendingHint:
      'Prosimy potwierdzić rejestrację linkiem z wiadomości e-mail, aby odblokować korzyści i otrzymać certyfikat.',
    serialNumber: 'Numer seryjny',
    installationDate: 'Data instalacji',
    registeredOn: 'Data rejestracji',
    address: 'Adres instalacji',
    rewards: 'Odblokowane korzyści',
    noRewards: 'Brak korzyści dla tego produktu.',
    downloadCertificate: 'Certyfikat (PDF)',
    downloadCertificateOf:
      'Pobierz certyfikat produktu {{product}}, numer seryjny {{serial}}, w formacie PDF',
    certificateFailed: 'Nie udało się pobrać certyfikatu. Prosimy spróbować ponownie za chwilę.',
  },
  transfer: {
    start: 'Przekaż innej osobie',
    startOf: 'Przekaż {{product}}, numer seryjny {{serial}}, innej osobie',
    title: 'Przekaż ten produkt',
    intro:
      'Urządzenie zostało sprzedane lub podarowane? Prosimy wskazać nowego właściciela: otrzyma on e-mail z prośbą o potwierdzenie, a następnie produkt wraz z korzyściami zostanie przeniesiony na jego konto.',
    email: 'E-mail nowego właściciela',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    submit: 'Przekaż produkt',
    cancel: 'Anuluj',
    sending: 'Wysyłanie…',
    pendingTo:
      'Przekazanie oczekuje: {{email}} musi je potwierdzić linkiem z otrzymanej wiadomości e-mail. Do tego czasu produkt pozostaje przypisany do Państwa.',
    requestTitle: 'Poproś o przeniesienie na Państwa dane',
    requestIntro:
      'Przekażemy prośbę obecnemu właścicielowi, nie pokazując Państwu jego danych. Aby mógł podjąć decyzję, otrzyma Państwa imię, nazwisko i adres e-mail. Jeśli się zgodzi, otrzymają Państwo e-mail z prośbą o potwierdzenie.',
    requestEmail: 'Państwa adres e-mail',
    requestSubmit: 'Wyślij prośbę',
    requested:
      'Prośba została wysłana. Jeśli obecny właściciel się zgodzi, otrzymają Państwo e-mail z prośbą o potwierdzenie przeniesienia.',
    sameEmail: 'Ten produkt jest już zarejestrowany na ten adres e-mail.',
    notRegistered:
      'Ten produkt nie jest już zarejestrowany: mogą go Państwo zarejestrować samodzielnie.',
    tooManyMails:
      'Na ten adres wysłano dziś zbyt wiele wiadomości e-mail. Prosimy spróbować ponownie jutro.',
    rateLimited: 'Zbyt wiele próśb w krótkim czasie. Prosimy spróbować ponownie za kilka minut.',
    failed:
      'Nie udało się wysłać prośby. Wprowadzone dane zostały zachowane – prosimy spróbować ponownie.',
  },
  verify: {
    title: 'Weryfikacja certyfikatu',
    checking: 'Sprawdzanie certyfikatu…',
    valid: 'Ten certyfikat jest autentyczny.',
    validText: 'Calora potwierdza rejestrację tego produktu.',
    cancelled: 'Ten certyfikat jest już nieważny.',
    cancelledText: 'Rejestracja tego produktu została anulowana.',
    unknown: 'Nie istnieje certyfikat o tym numerze.',
    unknownText:
      'Prosimy sprawdzić, czy zeskanowano kod QR certyfikatu lub skopiowano jego pełny adres.',
    product: 'Produkt',
    serialNumber: 'Numer seryjny',
    registeredOn: 'Data rejestracji',
    loadFailed: 'Nie udało się zweryfikować certyfikatu. Prosimy spróbować ponownie za chwilę.',
    privacy: 'Ta strona nie pokazuje żadnych danych osobowych właściciela.',
  },
};

export default pl;
