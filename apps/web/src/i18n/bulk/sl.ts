import columns from '../bulk-columns/sl';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Slovenian texts of the bulk flow. */
const sl: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'List1',
    title: 'Kopirajte in prilepite podatke',
    description: 'Kopirajte podatke iz svoje preglednice in jih prilepite v spodnje polje.',
    instructions:
      'Uporabite glave stolpcev za serijsko številko, datum namestitve, ulico, hišno številko, poštno številko in kraj.',
    template: 'Prenesi predlogo preglednice (.xlsx)',
    exampleTitle: 'Primer vrstice',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Slovenska cesta',
      streetNumber: '10',
      zip: '1000',
      city: 'Ljubljana',
    },
    fieldLabel: 'Podatki iz preglednice',
    fieldHint:
      'Vrstice prilepite s Ctrl+V (Cmd+V na Macu). Tipkanje je onemogočeno; tipka Backspace briše.',
    rowCount_one: '{{count}} prilepljena vrstica',
    rowCount_two: '{{count}} prilepljeni vrstici',
    rowCount_few: '{{count}} prilepljene vrstice',
    rowCount_other: '{{count}} prilepljenih vrstic',
    tooManyRows: 'Naenkrat lahko uvozite največ {{max}} vrstic. Podatke razdelite na več uvozov.',
    fileDrop: 'Ali pa sem povlecite datoteko .xlsx, .ods ali .csv',
    fileChoose: 'Izberi datoteko',
    fileReading: 'Branje datoteke …',
    fileLoaded: 'Naložena datoteka: {{name}}',
    sheet: 'List za uvoz',
    sheetOption_one: '{{name}} ({{count}} vrstica)',
    sheetOption_two: '{{name}} ({{count}} vrstici)',
    sheetOption_few: '{{name}} ({{count}} vrstice)',
    sheetOption_other: '{{name}} ({{count}} vrstic)',
    fileErrors: {
      unsupportedType: 'Sprejete so samo datoteke .xlsx, .ods in .csv.',
      tooLarge: 'Datoteka je prevelika (največ 10 MB).',
      passwordProtected:
        'Ta delovni zvezek je zaščiten z geslom. Shranite ga brez gesla in poskusite znova.',
      unreadable:
        'Datoteke ni bilo mogoče prebrati. Preverite, ali je to veljavna datoteka .xlsx, .ods ali .csv.',
      empty: 'Datoteka ne vsebuje podatkov.',
      tooManyRows: 'Datoteka vsebuje več kot {{max}} vrstic. Podatke razdelite na več datotek.',
    },
  },
  mapping: {
    title: 'Povežite stolpce',
    description: 'Potrdite, ali je vsak stolpec pravilno povezan',
    notRelevant: 'Ne uporabi',
    placeholder: 'Izberite',
    column: 'Stolpec {{number}}',
    tableLabel: 'Prilepljeni podatki',
    headerRowSkipped:
      'Prva vrstica vsebuje glave stolpcev: uporabljena je bila za povezovanje stolpcev in ne bo uvožena.',
    headerRow: 'Prva vrstica vsebuje imena stolpcev',
    remembered:
      'Povezave so prevzete iz vašega zadnjega uvoza s temi imeni stolpcev: preverite jih.',
    rowCount_one: '{{count}} vrstica za uvoz',
    rowCount_two: '{{count}} vrstici za uvoz',
    rowCount_few: '{{count}} vrstice za uvoz',
    rowCount_other: '{{count}} vrstic za uvoz',
    missingColumns: 'Še treba povezati: {{columns}}',
    dateOrder: 'V kakšnem vrstnem redu so zapisani datumi? „{{example}}“ na primer pomeni:',
    dayFirst: 'Dan, mesec, leto: {{date}}',
    monthFirst: 'Mesec, dan, leto: {{date}}',
    dateOrderMissing: 'Navedite, v kakšnem vrstnem redu so zapisani datumi.',
    monthFirstDetected:
      'Datumi so zapisani v vrstnem redu mesec, dan, leto (na primer 03/15/2024) in bodo tako tudi prebrani.',
  },
  check: {
    title: 'Preverite podatke',
    description: 'Vrednosti spremenite s klikom na celico',
    rowsWithErrors: 'Vrstice z napako: {{errors}}',
    noErrors: 'Ni najdenih napak',
    submit: 'Oddaj podatke',
    progress: 'Preverjene vrstice: {{checked}} / {{total}}',
    timeLeft: 'Preostali čas: približno {{time}}',
    progressLabel: 'Preverjanje podatkov',
    tableLabel: 'Podatki za uvoz',
    rowNumber: 'Vrstica',
    cellLabel: '{{column}}, vrstica {{row}}',
    checkFailed:
      'Nekaterih vrednosti ni bilo mogoče preveriti. Preverite povezavo in poskusite znova.',
    retry: 'Poskusi znova',
    ours: 'Že registrirano',
    errorsOnly: 'Prikaži samo vrstice z napako',
    deleteColumn: 'Izbriši',
    deleteRow: 'Izbriši vrstico {{row}}',
    firstError: 'Pojdi na prvo napako (vrstica {{row}})',
    previousError: 'Prejšnja napaka',
    nextError: 'Naslednja napaka',
    undo: 'Razveljavi spremembo',
    redo: 'Ponovi spremembo',
    shortcuts:
      'Bližnjice: F8 naslednja napaka, Shift+F8 prejšnja napaka, Ctrl+Z razveljavi, Ctrl+Y ponovi.',
    addRow: 'Dodaj vrstico',
    downloadErrors: 'Prenesi vrstice z napakami (.xlsx)',
    errorReportFile: 'vrstice-z-napakami.xlsx',
    errorReportSheet: 'Napake',
    errorColumn: 'Napaka',
    sourceColumn: 'Stolpec {{position}}',
    oursSkipped_one:
      '{{count}} izdelek je vaše podjetje že registriralo, zato ne bo registriran še enkrat.',
    oursSkipped_two:
      '{{count}} izdelka je vaše podjetje že registriralo, zato ne bosta registrirana še enkrat.',
    oursSkipped_few:
      '{{count}} izdelke je vaše podjetje že registriralo, zato ne bodo registrirani še enkrat.',
    oursSkipped_other:
      '{{count}} izdelkov je vaše podjetje že registriralo, zato ne bodo registrirani še enkrat.',
  },
  cellErrors: {
    invalidSerialNumber: 'Neveljavna serijska številka',
    duplicateSerialNumber: 'Ta serijska številka je že v drugi vrstici.',
    alreadyRegistered:
      'Ta izdelek je že registriralo drugo podjetje. S serijsko številko se obrnite na našo službo za pomoč strankam.',
    invalidDate:
      'Neveljaven datum: uporabite dan, mesec in štirimestno letnico, na primer 15.03.2024.',
    futureDate: 'Datum ne sme biti v prihodnosti.',
    invalidAddress: 'Navedeni naslov ni veljaven',
    postalCodeLostZero:
      'Poštni številki manjka začetna ničla (na primer 1067 namesto 01067): preglednica jo je shranila kot število. Popravite jo tukaj ali stolpec oblikujte kot besedilo.',
    invalidValue: 'Neveljavna vrednost',
  },
  import: {
    title: 'Uvoz podatkov',
    description: 'Uvoz poteka',
    progress: 'Uvažanje podatkov …',
    failed: 'Uvoza ni bilo mogoče dokončati. Vaši podatki so ohranjeni: poskusite znova.',
    conflict:
      'Napravo iz tega paketa je medtem registriral nekdo drug. Vaši podatki so ohranjeni: preverite vrstice.',
    checkingEarlierSend: 'Iskanje prejšnjega pošiljanja teh vrstic …',
    sent: 'Poslane vrstice: {{sent}} / {{total}}',
    saving: 'Poslane vrstice: {{total}}; shranjevanje …',
    retry: 'Poskusi znova',
    backToCheck: 'Nazaj na preverjanje',
  },
  finish: {
    title: 'Hvala za registracijo!',
    text: 'Vaši izdelki so bili uvoženi. Svoje registracije in naše storitve najdete v storitvi Service Cloud.',
    serviceCloud: 'Obiščite naš Service Cloud',
    registered_one: '{{count}} registriran izdelek',
    registered_two: '{{count}} registrirana izdelka',
    registered_few: '{{count}} registrirani izdelki',
    registered_other: '{{count}} registriranih izdelkov',
    alreadyRegistered_one: '{{count}} izdelek, ki ga je vaše podjetje že registriralo',
    alreadyRegistered_two: '{{count}} izdelka, ki ju je vaše podjetje že registriralo',
    alreadyRegistered_few: '{{count}} izdelki, ki jih je vaše podjetje že registriralo',
    alreadyRegistered_other: '{{count}} izdelkov, ki jih je vaše podjetje že registriralo',
  },
  columns,
};

export default sl;
