import columns from '../bulk-columns/et';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Estonian texts of the bulk flow. */
const et: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Leht1',
    title: 'Andmete kopeerimine ja kleepimine',
    description: 'Kopeerige andmed oma arvutustabelist ja kleepige need allolevasse välja.',
    instructions:
      'Kasutage veerupäiseid seerianumbri, paigalduskuupäeva, tänava, majanumbri, postiindeksi ja linna jaoks.',
    template: 'Laadi alla tabelimall (.xlsx)',
    exampleTitle: 'Näidisrida',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Pärnu mnt',
      streetNumber: '10',
      zip: '10148',
      city: 'Tallinn',
    },
    fieldLabel: 'Tabeli andmed',
    fieldHint:
      'Kleepige read klahvidega Ctrl+V (Macis Cmd+V). Klaviatuurilt sisestamine on välja lülitatud; tagasilükkeklahv kustutab.',
    rowCount_one: 'Kleebitud {{count}} rida',
    rowCount_other: 'Kleebitud {{count}} rida',
    tooManyRows: 'Korraga saab importida kuni {{max}} rida. Jagage oma andmed mitme impordi vahel.',
    fileDrop: 'Või lohistage siia .xlsx-, .ods- või .csv-fail',
    fileChoose: 'Vali fail',
    fileReading: 'Faili lugemine…',
    fileLoaded: 'Fail laaditud: {{name}}',
    sheet: 'Imporditav leht',
    sheetOption_one: '{{name}} ({{count}} rida)',
    sheetOption_other: '{{name}} ({{count}} rida)',
    fileErrors: {
      unsupportedType: 'Lubatud on ainult .xlsx-, .ods- ja .csv-failid.',
      tooLarge: 'See fail on liiga suur (kuni 10 MB).',
      passwordProtected:
        'See töövihik on parooliga kaitstud. Salvestage see ilma paroolita ja proovige uuesti.',
      unreadable:
        'Faili ei õnnestunud lugeda. Kontrollige, et see oleks korrektne .xlsx-, .ods- või .csv-fail.',
      empty: 'See fail ei sisalda andmeid.',
      tooManyRows: 'Selles failis on üle {{max}} rea. Jagage oma andmed mitme faili vahel.',
    },
  },
  mapping: {
    title: 'Päiseveergude vastendamine',
    description: 'Kinnitage, et iga veerg on õigesti vastendatud',
    notRelevant: 'Ei ole asjakohane',
    placeholder: 'Vali',
    column: 'Veerg {{number}}',
    tableLabel: 'Kleebitud andmed',
    headerRowSkipped:
      'Esimene rida sisaldab päiseid: selle abil vastendati veerud ja seda ei impordita.',
    headerRow: 'Esimene rida sisaldab veergude nimesid',
    remembered:
      'Vastendus on võetud Teie viimasest samade veerunimedega impordist: palun kontrollige seda.',
    rowCount_one: 'Importimiseks {{count}} rida',
    rowCount_other: 'Importimiseks {{count}} rida',
    missingColumns: 'Veel vastendamata: {{columns}}',
    dateOrder: 'Mis järjekorras on kuupäevad kirjutatud? Näiteks „{{example}}“ tähendab:',
    dayFirst: 'Päev, kuu, aasta: {{date}}',
    monthFirst: 'Kuu, päev, aasta: {{date}}',
    dateOrderMissing: 'Märkige, mis järjekorras on kuupäevad kirjutatud.',
    monthFirstDetected:
      'Kuupäevad on kirjutatud järjekorras kuu, päev, aasta (näiteks 03/15/2024) ja neid loetakse vastavalt.',
  },
  check: {
    title: 'Andmeväärtuste kontrollimine',
    description: 'Väärtuse muutmiseks klõpsake lahtril',
    rowsWithErrors: 'Vigaseid ridu: {{errors}}',
    noErrors: 'Vigu ei leitud',
    submit: 'Esita andmed',
    progress: 'Kontrollitud {{checked}} / {{total}} rida',
    timeLeft: 'Aega jäänud: umbes {{time}}',
    progressLabel: 'Andmete kontrollimine',
    tableLabel: 'Imporditavad andmed',
    rowNumber: 'Rida',
    cellLabel: '{{column}}, rida {{row}}',
    checkFailed:
      'Mõnda väärtust ei õnnestunud kontrollida. Kontrollige oma internetiühendust ja proovige uuesti.',
    retry: 'Proovi uuesti',
    ours: 'Juba registreeritud',
    errorsOnly: 'Näita ainult vigaseid ridu',
    deleteColumn: 'Kustuta',
    deleteRow: 'Kustuta rida {{row}}',
    firstError: 'Mine esimese vea juurde (rida {{row}})',
    previousError: 'Eelmine viga',
    nextError: 'Järgmine viga',
    undo: 'Võta muudatus tagasi',
    redo: 'Tee muudatus uuesti',
    shortcuts:
      'Kiirklahvid: F8 järgmine viga, Shift+F8 eelmine viga, Ctrl+Z võta tagasi, Ctrl+Y tee uuesti.',
    addRow: 'Lisa rida',
    downloadErrors: 'Laadi vigased read alla (.xlsx)',
    errorReportFile: 'vigased-read.xlsx',
    errorReportSheet: 'Vead',
    errorColumn: 'Viga',
    sourceColumn: 'Veerg {{position}}',
    oursSkipped_one:
      '{{count}} toote on Teie ettevõte juba registreerinud: seda ei registreerita teist korda.',
    oursSkipped_other:
      '{{count}} toodet on Teie ettevõte juba registreerinud: neid ei registreerita teist korda.',
  },
  cellErrors: {
    invalidSerialNumber: 'Vigane seerianumber',
    duplicateSerialNumber: 'See seerianumber on juba teisel real.',
    alreadyRegistered:
      'Selle toote on juba registreerinud teine ettevõte. Võtke ühendust meie klienditeenindusega ja öelge toote seerianumber.',
    invalidDate:
      'Vigane kuupäev: kasutage päeva, kuud ja neljakohalist aastat, näiteks 15.03.2024.',
    futureDate: 'Kuupäev ei saa olla tulevikus.',
    invalidAddress: 'Esitatud aadress on vigane',
    postalCodeLostZero:
      'Postiindeksi algusest on kadunud null (näiteks 1000, mitte 01000): arvutustabel salvestas selle arvuna. Parandage see siin või vormindage veerg tekstina.',
    invalidValue: 'Vigane väärtus',
  },
  import: {
    title: 'Andmete importimine',
    description: 'Importimine käib',
    progress: 'Andmete importimine…',
    failed: 'Importimine ebaõnnestus. Teie andmed on alles: palun proovige uuesti.',
    conflict:
      'Keegi teine on vahepeal registreerinud ühe selle partii seadmetest. Teie andmed on alles: kontrollige ridu.',
    checkingEarlierSend: 'Nende ridade varasema saatmise otsimine…',
    sent: 'Saadetud {{sent}} / {{total}} rida',
    saving: 'Saadetud {{total}} rida: salvestamine…',
    retry: 'Proovi uuesti',
    backToCheck: 'Tagasi kontrollimise juurde',
  },
  finish: {
    title: 'Täname registreerimise eest!',
    text: 'Teie tooted on imporditud. Oma registreeringud ja meie teenused leiate Service Cloudist.',
    serviceCloud: 'Külastage meie Service Cloudi',
    registered_one: 'Registreeritud {{count}} toode',
    registered_other: 'Registreeritud {{count}} toodet',
    alreadyRegistered_one: '{{count}} toote oli Teie ettevõte juba registreerinud',
    alreadyRegistered_other: '{{count}} toodet oli Teie ettevõte juba registreerinud',
  },
  columns,
};

export default et;
