import columns from '../bulk-columns/pl';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Polish texts of the bulk flow. */
const pl: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Arkusz1',
    title: 'Skopiuj i wklej dane',
    description: 'Prosimy skopiować dane z arkusza kalkulacyjnego i wkleić je w pole poniżej.',
    instructions:
      'Prosimy użyć nagłówków kolumn dla numeru seryjnego, daty instalacji, ulicy, numeru domu, kodu pocztowego i miejscowości.',
    template: 'Pobierz szablon arkusza (.xlsx)',
    exampleTitle: 'Przykładowy wiersz',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Marszałkowska',
      streetNumber: '10',
      zip: '00-590',
      city: 'Warszawa',
    },
    fieldLabel: 'Dane z arkusza',
    fieldHint:
      'Wiersze można wkleić skrótem Ctrl+V (Cmd+V na Macu). Wpisywanie z klawiatury jest wyłączone; Backspace usuwa.',
    rowCount_one: 'Wklejono {{count}} wiersz',
    rowCount_few: 'Wklejono {{count}} wiersze',
    rowCount_many: 'Wklejono {{count}} wierszy',
    tooManyRows:
      'Jednorazowo można zaimportować maksymalnie {{max}} wierszy. Prosimy podzielić dane na kilka importów.',
    fileDrop: 'Lub upuść tutaj plik .xlsx, .ods albo .csv',
    fileChoose: 'Wybierz plik',
    fileReading: 'Wczytywanie pliku…',
    fileLoaded: 'Wczytano plik: {{name}}',
    sheet: 'Arkusz do zaimportowania',
    sheetOption_one: '{{name}} ({{count}} wiersz)',
    sheetOption_few: '{{name}} ({{count}} wiersze)',
    sheetOption_many: '{{name}} ({{count}} wierszy)',
    fileErrors: {
      unsupportedType: 'Akceptowane są wyłącznie pliki .xlsx, .ods i .csv.',
      tooLarge: 'Ten plik jest za duży (maksymalnie 10 MB).',
      passwordProtected:
        'Ten skoroszyt jest chroniony hasłem. Prosimy zapisać go bez hasła i spróbować ponownie.',
      unreadable:
        'Nie udało się odczytać pliku. Prosimy sprawdzić, czy jest to prawidłowy plik .xlsx, .ods lub .csv.',
      empty: 'Ten plik nie zawiera żadnych danych.',
      tooManyRows:
        'Ten plik zawiera ponad {{max}} wierszy. Prosimy podzielić dane na kilka plików.',
    },
  },
  mapping: {
    title: 'Przypisz kolumny',
    description: 'Prosimy potwierdzić, czy każda kolumna jest prawidłowo przypisana',
    notRelevant: 'Nie dotyczy',
    placeholder: 'Wybierz',
    column: 'Kolumna {{number}}',
    tableLabel: 'Wklejone dane',
    headerRowSkipped:
      'Pierwszy wiersz zawiera nagłówki: posłużył do przypisania kolumn i nie zostanie zaimportowany.',
    headerRow: 'Pierwszy wiersz zawiera nazwy kolumn',
    remembered:
      'Przypisanie przejęte z ostatniego importu z tymi samymi nazwami kolumn – prosimy je sprawdzić.',
    rowCount_one: '{{count}} wiersz do zaimportowania',
    rowCount_few: '{{count}} wiersze do zaimportowania',
    rowCount_many: '{{count}} wierszy do zaimportowania',
    missingColumns: 'Pozostało do przypisania: {{columns}}',
    dateOrder: 'W jakiej kolejności zapisane są daty? Na przykład „{{example}}” oznacza:',
    dayFirst: 'Dzień, miesiąc, rok: {{date}}',
    monthFirst: 'Miesiąc, dzień, rok: {{date}}',
    dateOrderMissing: 'Prosimy wskazać, w jakiej kolejności zapisane są daty.',
    monthFirstDetected:
      'Daty są zapisane w kolejności miesiąc, dzień, rok (np. 03/15/2024) i zostaną odczytane w ten sposób.',
  },
  check: {
    title: 'Sprawdź dane',
    description: 'Wartości można edytować, klikając komórkę',
    rowsWithErrors: 'Wiersze z błędami: {{errors}}',
    noErrors: 'Nie znaleziono błędów',
    submit: 'Wyślij dane',
    progress: 'Sprawdzone wiersze: {{checked}} / {{total}}',
    timeLeft: 'Szacowany pozostały czas: {{time}}',
    progressLabel: 'Sprawdzanie danych',
    tableLabel: 'Dane do zaimportowania',
    rowNumber: 'Wiersz',
    cellLabel: '{{column}}, wiersz {{row}}',
    checkFailed:
      'Nie udało się sprawdzić niektórych wartości. Prosimy sprawdzić połączenie i spróbować ponownie.',
    retry: 'Spróbuj ponownie',
    ours: 'Już zarejestrowany',
    errorsOnly: 'Pokaż tylko wiersze z błędami',
    deleteColumn: 'Usuń',
    deleteRow: 'Usuń wiersz {{row}}',
    firstError: 'Przejdź do pierwszego błędu (wiersz {{row}})',
    previousError: 'Poprzedni błąd',
    nextError: 'Następny błąd',
    undo: 'Cofnij zmianę',
    redo: 'Ponów zmianę',
    shortcuts: 'Skróty: F8 następny błąd, Shift+F8 poprzedni błąd, Ctrl+Z cofnij, Ctrl+Y ponów.',
    addRow: 'Dodaj wiersz',
    downloadErrors: 'Pobierz wiersze z błędami (.xlsx)',
    errorReportFile: 'wiersze-z-bledami.xlsx',
    errorReportSheet: 'Błędy',
    errorColumn: 'Błąd',
    sourceColumn: 'Kolumna {{position}}',
    oursSkipped_one:
      '{{count}} produkt jest już zarejestrowany przez Państwa firmę: nie zostanie zarejestrowany ponownie.',
    oursSkipped_few:
      '{{count}} produkty są już zarejestrowane przez Państwa firmę: nie zostaną zarejestrowane ponownie.',
    oursSkipped_many:
      '{{count}} produktów jest już zarejestrowanych przez Państwa firmę: nie zostaną zarejestrowane ponownie.',
  },
  cellErrors: {
    invalidSerialNumber: 'Nieprawidłowy numer seryjny',
    duplicateSerialNumber: 'Ten numer seryjny występuje już w innym wierszu.',
    alreadyRegistered:
      'Ten produkt został już zarejestrowany przez inną firmę. Prosimy skontaktować się z naszym biurem obsługi klienta, podając jego numer seryjny.',
    invalidDate:
      'Nieprawidłowa data: należy podać dzień, miesiąc i czterocyfrowy rok, np. 15.03.2024.',
    futureDate: 'Data nie może być datą przyszłą.',
    invalidAddress: 'Podany adres jest nieprawidłowy',
    postalCodeLostZero:
      'Kod pocztowy stracił początkowe zero (np. 1000 zamiast 01000): arkusz zapisał go jako liczbę. Prosimy poprawić go tutaj lub sformatować kolumnę jako tekst.',
    invalidValue: 'Nieprawidłowa wartość',
  },
  import: {
    title: 'Importuj dane',
    description: 'Trwa import',
    progress: 'Importowanie danych…',
    failed:
      'Nie udało się przeprowadzić importu. Dane zostały zachowane – prosimy spróbować ponownie.',
    conflict:
      'Jedno z urządzeń z tej partii zostało w międzyczasie zarejestrowane przez inną osobę. Dane zostały zachowane – prosimy sprawdzić wiersze.',
    checkingEarlierSend: 'Wyszukiwanie wcześniejszej wysyłki tych wierszy…',
    sent: 'Wysłane wiersze: {{sent}} / {{total}}',
    saving: 'Wysłane wiersze: {{total}} – trwa zapisywanie…',
    retry: 'Spróbuj ponownie',
    backToCheck: 'Wróć do sprawdzania',
  },
  finish: {
    title: 'Dziękujemy za rejestrację!',
    text: 'Produkty zostały zaimportowane. Rejestracje i nasze usługi są dostępne w Service Cloud.',
    serviceCloud: 'Odwiedź nasz Service Cloud',
    registered_one: 'Zarejestrowano {{count}} produkt',
    registered_few: 'Zarejestrowano {{count}} produkty',
    registered_many: 'Zarejestrowano {{count}} produktów',
    alreadyRegistered_one: '{{count}} produkt był już zarejestrowany przez Państwa firmę',
    alreadyRegistered_few: '{{count}} produkty były już zarejestrowane przez Państwa firmę',
    alreadyRegistered_many: '{{count}} produktów było już zarejestrowanych przez Państwa firmę',
  },
  columns,
};

export default pl;
