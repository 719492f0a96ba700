import columns from '../bulk-columns/lv';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Latvian texts of the bulk flow. */
const lv: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Lapa1',
    title: 'Datu kopēšana un ielīmēšana',
    description: 'Nokopējiet datus no savas izklājlapas un ielīmējiet tos zemāk esošajā laukā.',
    instructions:
      'Izmantojiet kolonnu virsrakstus sērijas numuram, uzstādīšanas datumam, ielai, mājas numuram, pasta indeksam un pilsētai.',
    template: 'Lejupielādēt izklājlapas veidni (.xlsx)',
    exampleTitle: 'Rindas piemērs',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Elizabetes iela',
      streetNumber: '10',
      zip: 'LV-1010',
      city: 'Rīga',
    },
    fieldLabel: 'Izklājlapas dati',
    fieldHint:
      'Ielīmējiet rindas ar Ctrl+V (Mac datorā – Cmd+V). Rakstīšana ar tastatūru ir atspējota; atpakaļatkāpes taustiņš dzēš.',
    rowCount_zero: 'Ielīmētas {{count}} rindas',
    rowCount_one: 'Ielīmēta {{count}} rinda',
    rowCount_other: 'Ielīmētas {{count}} rindas',
    tooManyRows:
      'Vienā reizē var importēt ne vairāk kā {{max}} rindas. Sadaliet datus vairākos importos.',
    fileDrop: 'Vai ievelciet šeit .xlsx, .ods vai .csv failu',
    fileChoose: 'Izvēlēties failu',
    fileReading: 'Nolasa failu…',
    fileLoaded: 'Fails ielādēts: {{name}}',
    sheet: 'Importējamā lapa',
    sheetOption_zero: '{{name}} ({{count}} rindas)',
    sheetOption_one: '{{name}} ({{count}} rinda)',
    sheetOption_other: '{{name}} ({{count}} rindas)',
    fileErrors: {
      unsupportedType: 'Tiek pieņemti tikai .xlsx, .ods un .csv faili.',
      tooLarge: 'Šis fails ir pārāk liels (ne vairāk kā 10 MB).',
      passwordProtected:
        'Šī darbgrāmata ir aizsargāta ar paroli. Saglabājiet to bez paroles un mēģiniet vēlreiz.',
      unreadable:
        'Failu neizdevās nolasīt. Pārbaudiet, vai tas ir derīgs .xlsx, .ods vai .csv fails.',
      empty: 'Šajā failā nav datu.',
      tooManyRows: 'Šajā failā ir vairāk nekā {{max}} rindas. Sadaliet datus vairākos failos.',
    },
  },
  mapping: {
    title: 'Kolonnu virsrakstu sasaiste',
    description: 'Apstipriniet, vai katra kolonna ir sasaistīta pareizi',
    notRelevant: 'Neattiecas',
    placeholder: 'Izvēlēties',
    column: 'Kolonna {{number}}',
    tableLabel: 'Ielīmētie dati',
    headerRowSkipped:
      'Pirmajā rindā ir virsraksti: tā tika izmantota kolonnu sasaistei un netiks importēta.',
    headerRow: 'Pirmajā rindā ir kolonnu nosaukumi',
    remembered:
      'Sasaiste pārņemta no Jūsu pēdējā importa ar šādiem kolonnu nosaukumiem: lūdzu, pārbaudiet to.',
    rowCount_zero: '{{count}} rindas importēšanai',
    rowCount_one: '{{count}} rinda importēšanai',
    rowCount_other: '{{count}} rindas importēšanai',
    missingColumns: 'Vēl jāsasaista: {{columns}}',
    dateOrder: 'Kādā secībā ir rakstīti datumi? Piemēram, „{{example}}” nozīmē:',
    dayFirst: 'Diena, mēnesis, gads: {{date}}',
    monthFirst: 'Mēnesis, diena, gads: {{date}}',
    dateOrderMissing: 'Norādiet, kādā secībā ir rakstīti datumi.',
    monthFirstDetected:
      'Datumi ir rakstīti secībā mēnesis, diena, gads (piemēram, 03/15/2024), un tie tiks nolasīti šādā secībā.',
  },
  check: {
    title: 'Datu vērtību pārbaude',
    description: 'Rediģējiet vērtības, noklikšķinot uz šūnas',
    rowsWithErrors: 'Rindas ar kļūdām: {{errors}}',
    noErrors: 'Kļūdas nav atrastas',
    submit: 'Iesniegt datus',
    progress: 'Pārbaudītas rindas: {{checked}} / {{total}}',
    timeLeft: 'Atlikušais laiks: aptuveni {{time}}',
    progressLabel: 'Datu pārbaude',
    tableLabel: 'Importējamie dati',
    rowNumber: 'Rinda',
    cellLabel: '{{column}}, {{row}}. rinda',
    checkFailed:
      'Dažas vērtības neizdevās pārbaudīt. Pārbaudiet interneta savienojumu un mēģiniet vēlreiz.',
    retry: 'Mēģināt vēlreiz',
    ours: 'Jau reģistrēts',
    errorsOnly: 'Rādīt tikai rindas ar kļūdām',
    deleteColumn: 'Dzēst',
    deleteRow: 'Dzēst {{row}}. rindu',
    firstError: 'Pāriet uz pirmo kļūdu ({{row}}. rinda)',
    previousError: 'Iepriekšējā kļūda',
    nextError: 'Nākamā kļūda',
    undo: 'Atsaukt izmaiņas',
    redo: 'Atkārtot izmaiņas',
    shortcuts:
      'Īsinājumtaustiņi: F8 – nākamā kļūda, Shift+F8 – iepriekšējā kļūda, Ctrl+Z – atsaukt, Ctrl+Y – atkārtot.',
    addRow: 'Pievienot rindu',
    downloadErrors: 'Lejupielādēt rindas ar kļūdām (.xlsx)',
    errorReportFile: 'rindas-ar-kludam.xlsx',
    errorReportSheet: 'Kļūdas',
    errorColumn: 'Kļūda',
    sourceColumn: 'Kolonna {{position}}',
    oursSkipped_zero:
      '{{count}} produktus Jūsu uzņēmums jau ir reģistrējis: tie netiks reģistrēti atkārtoti.',
    oursSkipped_one:
      '{{count}} produktu Jūsu uzņēmums jau ir reģistrējis: tas netiks reģistrēts atkārtoti.',
    oursSkipped_other:
      '{{count}} produktus Jūsu uzņēmums jau ir reģistrējis: tie netiks reģistrēti atkārtoti.',
  },
  cellErrors: {
    invalidSerialNumber: 'Nederīgs sērijas numurs',
    duplicateSerialNumber: 'Šis sērijas numurs jau ir norādīts citā rindā.',
    alreadyRegistered:
      'Šo produktu jau ir reģistrējis cits uzņēmums. Sazinieties ar mūsu klientu apkalpošanas dienestu, norādot tā sērijas numuru.',
    invalidDate:
      'Nederīgs datums: norādiet dienu, mēnesi un gadu ar 4 cipariem, piemēram, 15.03.2024.',
    futureDate: 'Datums nevar būt nākotnē.',
    invalidAddress: 'Norādītā adrese ir nederīga',
    postalCodeLostZero:
      'Pasta indeksam ir zudusi sākuma nulle (piemēram, 1000, nevis 01000): izklājlapa to saglabāja kā skaitli. Izlabojiet to šeit vai formatējiet kolonnu kā tekstu.',
    invalidValue: 'Nederīga vērtība',
  },
  import: {
    title: 'Datu importēšana',
    description: 'Notiek importēšana',
    progress: 'Importē datus…',
    failed: 'Importēšana neizdevās. Jūsu dati ir saglabāti: lūdzu, mēģiniet vēlreiz.',
    conflict:
      'Kāds cits pa to laiku ir reģistrējis vienu no šīs partijas iekārtām. Jūsu dati ir saglabāti: pārbaudiet rindas.',
    checkingEarlierSend: 'Meklē iepriekšēju šo rindu nosūtīšanu…',
    sent: 'Nosūtītas rindas: {{sent}} / {{total}}',
    saving: 'Nosūtītas rindas: {{total}}. Notiek saglabāšana…',
    retry: 'Mēģināt vēlreiz',
    backToCheck: 'Atpakaļ uz pārbaudi',
  },
  finish: {
    title: 'Paldies par reģistrāciju!',
    text: 'Jūsu produkti ir importēti. Savas reģistrācijas un mūsu pakalpojumus atradīsiet Service Cloud.',
    serviceCloud: 'Apmeklējiet mūsu Service Cloud',
    registered_zero: 'Reģistrēti {{count}} produkti',
    registered_one: 'Reģistrēts {{count}} produkts',
    registered_other: 'Reģistrēti {{count}} produkti',
    alreadyRegistered_zero: '{{count}} produktus Jūsu uzņēmums jau bija reģistrējis',
    alreadyRegistered_one: '{{count}} produktu Jūsu uzņēmums jau bija reģistrējis',
    alreadyRegistered_other: '{{count}} produktus Jūsu uzņēmums jau bija reģistrējis',
  },
  columns,
};

export default lv;
