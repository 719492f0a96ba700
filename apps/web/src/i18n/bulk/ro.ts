import columns from '../bulk-columns/ro';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Romanian texts of the bulk flow. */
const ro: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Foaie1',
    title: 'Copiați și lipiți datele',
    description: 'Copiați datele din foaia de calcul și lipiți-le în câmpul de mai jos.',
    instructions:
      'Folosiți antete de coloană pentru numărul de serie, data instalării, stradă, număr, cod poștal și localitate.',
    template: 'Descărcați șablonul foii de calcul (.xlsx)',
    exampleTitle: 'Exemplu de rând',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Strada Republicii',
      streetNumber: '10',
      zip: '500030',
      city: 'Brașov',
    },
    fieldLabel: 'Datele din foaia de calcul',
    fieldHint:
      'Lipiți rândurile cu Ctrl+V (Cmd+V pe Mac). Tastarea este dezactivată; tasta Backspace șterge.',
    rowCount_one: '{{count}} rând lipit',
    rowCount_few: '{{count}} rânduri lipite',
    rowCount_other: '{{count}} de rânduri lipite',
    tooManyRows:
      'Puteți importa cel mult {{max}} de rânduri odată. Împărțiți datele în mai multe importuri.',
    fileDrop: 'Sau plasați aici un fișier .xlsx, .ods sau .csv',
    fileChoose: 'Alegeți un fișier',
    fileReading: 'Se citește fișierul…',
    fileLoaded: 'Fișier încărcat: {{name}}',
    sheet: 'Foaia de importat',
    sheetOption_one: '{{name}} ({{count}} rând)',
    sheetOption_few: '{{name}} ({{count}} rânduri)',
    sheetOption_other: '{{name}} ({{count}} de rânduri)',
    fileErrors: {
      unsupportedType: 'Sunt acceptate doar fișiere .xlsx, .ods și .csv.',
      tooLarge: 'Acest fișier este prea mare (maximum 10 MB).',
      passwordProtected:
        'Acest registru de lucru este protejat cu parolă. Salvați-l fără parolă, apoi încercați din nou.',
      unreadable:
        'Fișierul nu a putut fi citit. Verificați dacă este un fișier .xlsx, .ods sau .csv valid.',
      empty: 'Acest fișier nu conține date.',
      tooManyRows:
        'Acest fișier conține mai mult de {{max}} de rânduri. Împărțiți datele în mai multe fișiere.',
    },
  },
  mapping: {
    title: 'Asociați coloanele',
    description: 'Confirmați că fiecare coloană este asociată corect',
    notRelevant: 'Irelevant',
    placeholder: 'Selectați',
    column: 'Coloana {{number}}',
    tableLabel: 'Date lipite',
    headerRowSkipped:
      'Primul rând conține antete: a fost folosit pentru asocierea coloanelor și nu va fi importat.',
    headerRow: 'Primul rând conține numele coloanelor',
    remembered:
      'Asociere preluată de la ultimul dumneavoastră import cu aceste nume de coloane: verificați-o.',
    rowCount_one: '{{count}} rând de importat',
    rowCount_few: '{{count}} rânduri de importat',
    rowCount_other: '{{count}} de rânduri de importat',
    missingColumns: 'Mai trebuie asociate: {{columns}}',
    dateOrder:
      'În ce ordine sunt scrise datele calendaristice? De exemplu, „{{example}}” înseamnă:',
    dayFirst: 'Zi, lună, an: {{date}}',
    monthFirst: 'Lună, zi, an: {{date}}',
    dateOrderMissing: 'Indicați în ce ordine sunt scrise datele calendaristice.',
    monthFirstDetected:
      'Datele calendaristice sunt scrise în ordinea lună, zi, an (de exemplu 03/15/2024): vor fi citite astfel.',
  },
  check: {
    title: 'Verificați datele',
    description: 'Modificați valorile făcând clic pe celulă',
    rowsWithErrors: 'Rânduri cu erori: {{errors}}',
    noErrors: 'Nu a fost găsită nicio eroare',
    submit: 'Trimiteți datele',
    progress: 'Rânduri verificate: {{checked}} / {{total}}',
    timeLeft: 'Timp rămas: aproximativ {{time}}',
    progressLabel: 'Verificarea datelor',
    tableLabel: 'Date de importat',
    rowNumber: 'Rând',
    cellLabel: '{{column}}, rândul {{row}}',
    checkFailed:
      'Unele valori nu au putut fi verificate. Verificați conexiunea, apoi încercați din nou.',
    retry: 'Încercați din nou',
    ours: 'Deja înregistrat',
    errorsOnly: 'Afișați doar rândurile cu erori',
    deleteColumn: 'Ștergeți',
    deleteRow: 'Ștergeți rândul {{row}}',
    firstError: 'Mergeți la prima eroare (rândul {{row}})',
    previousError: 'Eroarea anterioară',
    nextError: 'Eroarea următoare',
    undo: 'Anulați modificarea',
    redo: 'Refaceți modificarea',
    shortcuts:
      'Comenzi rapide: F8 eroarea următoare, Shift+F8 eroarea anterioară, Ctrl+Z anulare, Ctrl+Y refacere.',
    addRow: 'Adăugați un rând',
    downloadErrors: 'Descărcați rândurile cu erori (.xlsx)',
    errorReportFile: 'randuri-cu-erori.xlsx',
    errorReportSheet: 'Erori',
    errorColumn: 'Eroare',
    sourceColumn: 'Coloana {{position}}',
    oursSkipped_one:
      '{{count}} produs este deja înregistrat de firma dumneavoastră: nu va fi înregistrat a doua oară.',
    oursSkipped_few:
      '{{count}} produse sunt deja înregistrate de firma dumneavoastră: nu vor fi înregistrate a doua oară.',
    oursSkipped_other:
      '{{count}} de produse sunt deja înregistrate de firma dumneavoastră: nu vor fi înregistrate a doua oară.',
  },
  cellErrors: {
    invalidSerialNumber: 'Număr de serie nevalid',
    duplicateSerialNumber: 'Acest număr de serie apare deja pe un alt rând.',
    alreadyRegistered:
      'Acest produs a fost deja înregistrat de o altă firmă. Contactați serviciul nostru pentru clienți, indicând numărul de serie.',
    invalidDate: 'Dată nevalidă: folosiți ziua, luna și anul din 4 cifre, de exemplu 15.03.2024.',
    futureDate: 'Data nu poate fi în viitor.',
    invalidAddress: 'Adresa furnizată nu este validă',
    postalCodeLostZero:
      'Codul poștal și-a pierdut zeroul de la început (de exemplu 10011 în loc de 010011): foaia de calcul l-a salvat ca număr. Corectați-l aici sau formatați coloana ca text.',
    invalidValue: 'Valoare nevalidă',
  },
  import: {
    title: 'Importul datelor',
    description: 'Import în curs',
    progress: 'Se importă datele…',
    failed:
      'Importul nu a putut fi finalizat. Datele dumneavoastră au fost păstrate: încercați din nou.',
    conflict:
      'Între timp, un aparat din acest lot a fost înregistrat de altcineva. Datele dumneavoastră au fost păstrate: verificați rândurile.',
    checkingEarlierSend: 'Se caută o trimitere anterioară a acestor rânduri…',
    sent: 'Rânduri trimise: {{sent}} / {{total}}',
    saving: 'Rânduri trimise: {{total}}; se salvează…',
    retry: 'Încercați din nou',
    backToCheck: 'Înapoi la verificare',
  },
  finish: {
    title: 'Vă mulțumim pentru înregistrare!',
    text: 'Produsele dumneavoastră au fost importate. Înregistrările și serviciile noastre vă așteaptă în Service Cloud.',
    serviceCloud: 'Vizitați Service Cloud',
    registered_one: '{{count}} produs înregistrat',
    registered_few: '{{count}} produse înregistrate',
    registered_other: '{{count}} de produse înregistrate',
    alreadyRegistered_one: '{{count}} produs deja înregistrat de firma dumneavoastră',
    alreadyRegistered_few: '{{count}} produse deja înregistrate de firma dumneavoastră',
    alreadyRegistered_other: '{{count}} de produse deja înregistrate de firma dumneavoastră',
  },
  columns,
};

export default ro;
