import columns from '../bulk-columns/lt';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Lithuanian texts of the bulk flow. */
const lt: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Lapas1',
    title: 'Duomenų kopijavimas ir įklijavimas',
    description:
      'Nukopijuokite duomenis iš savo skaičiuoklės ir įklijuokite juos į toliau esantį lauką.',
    instructions:
      'Naudokite stulpelių antraštes serijos numeriui, įrengimo datai, gatvei, namo numeriui, pašto kodui ir miestui.',
    template: 'Atsisiųsti skaičiuoklės šabloną (.xlsx)',
    exampleTitle: 'Eilutės pavyzdys',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Gedimino pr.',
      streetNumber: '10',
      zip: '01103',
      city: 'Vilnius',
    },
    fieldLabel: 'Skaičiuoklės duomenys',
    fieldHint:
      'Įklijuokite eilutes paspaudę Ctrl+V („Mac“ kompiuteryje – Cmd+V). Rašyti klaviatūra negalima; grįžimo klavišas (Backspace) ištrina.',
    rowCount_one: 'Įklijuota {{count}} eilutė',
    rowCount_few: 'Įklijuotos {{count}} eilutės',
    rowCount_other: 'Įklijuota {{count}} eilučių',
    tooManyRows:
      'Vienu metu galite importuoti ne daugiau kaip {{max}} eil. Padalykite duomenis į kelis importavimus.',
    fileDrop: 'Arba nutempkite čia .xlsx, .ods ar .csv failą',
    fileChoose: 'Pasirinkti failą',
    fileReading: 'Skaitomas failas…',
    fileLoaded: 'Failas įkeltas: {{name}}',
    sheet: 'Importuojamas lapas',
    sheetOption_one: '{{name}} ({{count}} eilutė)',
    sheetOption_few: '{{name}} ({{count}} eilutės)',
    sheetOption_other: '{{name}} ({{count}} eilučių)',
    fileErrors: {
      unsupportedType: 'Priimami tik .xlsx, .ods ir .csv failai.',
      tooLarge: 'Šis failas per didelis (daugiausia 10 MB).',
      passwordProtected:
        'Ši darbaknygė apsaugota slaptažodžiu. Išsaugokite ją be slaptažodžio ir bandykite dar kartą.',
      unreadable:
        'Failo nepavyko perskaityti. Patikrinkite, ar tai tinkamas .xlsx, .ods ar .csv failas.',
      empty: 'Šiame faile nėra duomenų.',
      tooManyRows: 'Šiame faile yra daugiau nei {{max}} eil. Padalykite duomenis į kelis failus.',
    },
  },
  mapping: {
    title: 'Antraštės stulpelių susiejimas',
    description: 'Patvirtinkite, ar kiekvienas stulpelis susietas teisingai',
    notRelevant: 'Netaikoma',
    placeholder: 'Pasirinkti',
    column: 'Stulpelis {{number}}',
    tableLabel: 'Įklijuoti duomenys',
    headerRowSkipped:
      'Pirmoje eilutėje yra antraštės: ji panaudota stulpeliams susieti ir nebus importuota.',
    headerRow: 'Pirmoje eilutėje yra stulpelių pavadinimai',
    remembered:
      'Susiejimas perimtas iš Jūsų paskutinio importavimo su tais pačiais stulpelių pavadinimais: patikrinkite jį.',
    rowCount_one: 'Bus importuota {{count}} eilutė',
    rowCount_few: 'Bus importuotos {{count}} eilutės',
    rowCount_other: 'Bus importuota {{count}} eilučių',
    missingColumns: 'Dar reikia susieti: {{columns}}',
    dateOrder: 'Kokia tvarka parašytos datos? Pavyzdžiui, „{{example}}“ reiškia:',
    dayFirst: 'Diena, mėnuo, metai: {{date}}',
    monthFirst: 'Mėnuo, diena, metai: {{date}}',
    dateOrderMissing: 'Nurodykite, kokia tvarka parašytos datos.',
    monthFirstDetected:
      'Datos parašytos tvarka mėnuo, diena, metai (pavyzdžiui, 03/15/2024): jos bus nuskaitytos būtent taip.',
  },
  check: {
    title: 'Duomenų reikšmių tikrinimas',
    description: 'Reikšmes redaguokite spustelėdami langelį',
    rowsWithErrors: 'Eilučių su klaidomis: {{errors}}',
    noErrors: 'Klaidų nerasta',
    submit: 'Pateikti duomenis',
    progress: 'Patikrinta eilučių: {{checked}} / {{total}}',
    timeLeft: 'Liko laiko: apie {{time}}',
    progressLabel: 'Tikrinami duomenys',
    tableLabel: 'Importuojami duomenys',
    rowNumber: 'Eilutė',
    cellLabel: '{{column}}, {{row}} eilutė',
    checkFailed:
      'Kai kurių reikšmių nepavyko patikrinti. Patikrinkite interneto ryšį ir bandykite dar kartą.',
    retry: 'Bandyti dar kartą',
    ours: 'Jau užregistruota',
    errorsOnly: 'Rodyti tik eilutes su klaidomis',
    deleteColumn: 'Ištrinti',
    deleteRow: 'Ištrinti {{row}} eilutę',
    firstError: 'Eiti į pirmą klaidą ({{row}} eilutė)',
    previousError: 'Ankstesnė klaida',
    nextError: 'Kita klaida',
    undo: 'Anuliuoti pakeitimą',
    redo: 'Pakartoti pakeitimą',
    shortcuts:
      'Spartieji klavišai: F8 – kita klaida, Shift+F8 – ankstesnė klaida, Ctrl+Z – anuliuoti, Ctrl+Y – pakartoti.',
    addRow: 'Pridėti eilutę',
    downloadErrors: 'Atsisiųsti eilutes su klaidomis (.xlsx)',
    errorReportFile: 'eilutes-su-klaidomis.xlsx',
    errorReportSheet: 'Klaidos',
    errorColumn: 'Klaida',
    sourceColumn: 'Stulpelis {{position}}',
    oursSkipped_one:
      '{{count}} gaminį Jūsų įmonė jau yra užregistravusi: jis nebus registruojamas antrą kartą.',
    oursSkipped_few:
      '{{count}} gaminius Jūsų įmonė jau yra užregistravusi: jie nebus registruojami antrą kartą.',
    oursSkipped_other:
      '{{count}} gaminių Jūsų įmonė jau yra užregistravusi: jie nebus registruojami antrą kartą.',
  },
  cellErrors: {
    invalidSerialNumber: 'Netinkamas serijos numeris',
    duplicateSerialNumber: 'Šis serijos numeris jau yra kitoje eilutėje.',
    alreadyRegistered:
      'Šį gaminį jau užregistravo kita įmonė. Susisiekite su mūsų klientų aptarnavimo tarnyba ir nurodykite jo serijos numerį.',
    invalidDate:
      'Netinkama data: nurodykite dieną, mėnesį ir metus keturiais skaitmenimis, pavyzdžiui, 15.03.2024.',
    futureDate: 'Data negali būti ateityje.',
    invalidAddress: 'Nurodytas adresas netinkamas',
    postalCodeLostZero:
      'Pašto kodas neteko pradinio nulio (pavyzdžiui, 1000 vietoj 01000): skaičiuoklė jį išsaugojo kaip skaičių. Pataisykite jį čia arba suformatuokite stulpelį kaip tekstą.',
    invalidValue: 'Netinkama reikšmė',
  },
  import: {
    title: 'Duomenų importavimas',
    description: 'Vyksta importavimas',
    progress: 'Importuojami duomenys…',
    failed: 'Importuoti nepavyko. Jūsų duomenys išsaugoti: bandykite dar kartą.',
    conflict:
      'Vieną šios partijos prietaisą per tą laiką užregistravo kitas asmuo. Jūsų duomenys išsaugoti: patikrinkite eilutes.',
    checkingEarlierSend: 'Ieškoma ankstesnio šių eilučių siuntimo…',
    sent: 'Išsiųsta eilučių: {{sent}} / {{total}}',
    saving: 'Išsiųsta eilučių: {{total}}. Išsaugoma…',
    retry: 'Bandyti dar kartą',
    backToCheck: 'Grįžti į tikrinimą',
  },
  finish: {
    title: 'Dėkojame, kad užsiregistravote!',
    text: 'Jūsų gaminiai importuoti. Savo registracijas ir mūsų paslaugas rasite Service Cloud.',
    serviceCloud: 'Apsilankykite mūsų Service Cloud',
    registered_one: 'Užregistruotas {{count}} gaminys',
    registered_few: 'Užregistruoti {{count}} gaminiai',
    registered_other: 'Užregistruota {{count}} gaminių',
    alreadyRegistered_one: '{{count}} gaminį Jūsų įmonė jau buvo užregistravusi',
    alreadyRegistered_few: '{{count}} gaminius Jūsų įmonė jau buvo užregistravusi',
    alreadyRegistered_other: '{{count}} gaminių Jūsų įmonė jau buvo užregistravusi',
  },
  columns,
};

export default lt;
