import columns from '../bulk-columns/hu';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Hungarian texts of the bulk flow. */
const hu: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Munka1',
    title: 'Adatok másolása és beillesztése',
    description: 'Másolja ki az adatokat a táblázatából, és illessze be őket az alábbi mezőbe.',
    instructions:
      'Adjon oszlopfejlécet a gyári számnak, a beszerelés dátumának, az utcának, a házszámnak, az irányítószámnak és a településnek.',
    template: 'Táblázatsablon letöltése (.xlsx)',
    exampleTitle: 'Példasor',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Váci utca',
      streetNumber: '10',
      zip: '1052',
      city: 'Budapest',
    },
    fieldLabel: 'Táblázatadatok',
    fieldHint:
      'Illessze be a sorokat a Ctrl+V billentyűkkel (Macen Cmd+V). A gépelés ki van kapcsolva; a Backspace töröl.',
    rowCount_one: '{{count}} sor beillesztve',
    rowCount_other: '{{count}} sor beillesztve',
    tooManyRows:
      'Egyszerre legfeljebb {{max}} sort importálhat. Ossza el adatait több importálás között.',
    fileDrop: 'Vagy húzzon ide egy .xlsx, .ods vagy .csv kiterjesztésű fájlt',
    fileChoose: 'Fájl kiválasztása',
    fileReading: 'Fájl beolvasása…',
    fileLoaded: 'Betöltött fájl: {{name}}',
    sheet: 'Importálandó munkalap',
    sheetOption_one: '{{name}} ({{count}} sor)',
    sheetOption_other: '{{name}} ({{count}} sor)',
    fileErrors: {
      unsupportedType: 'Csak .xlsx, .ods és .csv kiterjesztésű fájlokat fogadunk el.',
      tooLarge: 'A fájl túl nagy (legfeljebb 10 MB lehet).',
      passwordProtected:
        'A munkafüzet jelszóval védett. Mentse el jelszó nélkül, majd próbálja újra.',
      unreadable:
        'A fájlt nem sikerült beolvasni. Ellenőrizze, hogy érvényes .xlsx, .ods vagy .csv fájl-e.',
      empty: 'A fájl nem tartalmaz adatokat.',
      tooManyRows: 'A fájl több mint {{max}} sort tartalmaz. Ossza el adatait több fájl között.',
    },
  },
  mapping: {
    title: 'Oszlopfejlécek hozzárendelése',
    description: 'Ellenőrizze, hogy minden oszlop hozzárendelése helyes-e',
    notRelevant: 'Nem releváns',
    placeholder: 'Válasszon',
    column: '{{number}}. oszlop',
    tableLabel: 'Beillesztett adatok',
    headerRowSkipped:
      'Az első sor fejléceket tartalmaz: ezek alapján rendeltük hozzá az oszlopokat, ezt a sort nem importáljuk.',
    headerRow: 'Az első sor az oszlopneveket tartalmazza',
    remembered:
      'A hozzárendelést a legutóbbi, ugyanilyen oszlopnevekkel végzett importálásából vettük át: kérjük, ellenőrizze.',
    rowCount_one: '{{count}} importálandó sor',
    rowCount_other: '{{count}} importálandó sor',
    missingColumns: 'Még hozzárendelendő: {{columns}}',
    dateOrder: 'Milyen sorrendben szerepelnek a dátumok? Például a(z) „{{example}}” jelentése:',
    dayFirst: 'Nap, hónap, év: {{date}}',
    monthFirst: 'Hónap, nap, év: {{date}}',
    dateOrderMissing: 'Adja meg, milyen sorrendben szerepelnek a dátumok.',
    monthFirstDetected:
      'A dátumok hónap, nap, év sorrendben szerepelnek (például 03/15/2024), így is olvassuk be őket.',
  },
  check: {
    title: 'Adatok ellenőrzése',
    description: 'Az értékeket a cellára kattintva módosíthatja',
    rowsWithErrors: '{{errors}} sor hibát tartalmaz',
    noErrors: 'Nem található hiba',
    submit: 'Adatok elküldése',
    progress: '{{checked}} / {{total}} sor ellenőrizve',
    timeLeft: 'Hátralévő idő: kb. {{time}}',
    progressLabel: 'Adatok ellenőrzése',
    tableLabel: 'Importálandó adatok',
    rowNumber: 'Sor',
    cellLabel: '{{column}}, {{row}}. sor',
    checkFailed:
      'Néhány értéket nem sikerült ellenőrizni. Ellenőrizze az internetkapcsolatot, majd próbálja újra.',
    retry: 'Újrapróbálás',
    ours: 'Már regisztrálva',
    errorsOnly: 'Csak a hibás sorok megjelenítése',
    deleteColumn: 'Törlés',
    deleteRow: '{{row}}. sor törlése',
    firstError: 'Ugrás az első hibára ({{row}}. sor)',
    previousError: 'Előző hiba',
    nextError: 'Következő hiba',
    undo: 'Módosítás visszavonása',
    redo: 'Módosítás ismétlése',
    shortcuts:
      'Billentyűparancsok: F8 következő hiba, Shift+F8 előző hiba, Ctrl+Z visszavonás, Ctrl+Y ismétlés.',
    addRow: 'Sor hozzáadása',
    downloadErrors: 'Hibás sorok letöltése (.xlsx)',
    errorReportFile: 'hibas-sorok.xlsx',
    errorReportSheet: 'Hibák',
    errorColumn: 'Hiba',
    sourceColumn: '{{position}}. oszlop',
    oursSkipped_one: '{{count}} terméket cége már regisztrált: ezt nem regisztráljuk még egyszer.',
    oursSkipped_other:
      '{{count}} terméket cége már regisztrált: ezeket nem regisztráljuk még egyszer.',
  },
  cellErrors: {
    invalidSerialNumber: 'Érvénytelen gyári szám',
    duplicateSerialNumber: 'Ez a gyári szám egy másik sorban is szerepel.',
    alreadyRegistered:
      'Ezt a terméket már egy másik cég regisztrálta. Forduljon ügyfélszolgálatunkhoz, és adja meg a gyári számát.',
    invalidDate:
      'Érvénytelen dátum: adja meg a napot, a hónapot és a négyjegyű évet, például 15.03.2024.',
    futureDate: 'A dátum nem lehet a jövőben.',
    invalidAddress: 'A megadott cím érvénytelen',
    postalCodeLostZero:
      'Az irányítószám elvesztette a kezdő nullát (például 01000 helyett 1000 szerepel): a táblázatkezelő számként mentette. Javítsa ki itt, vagy állítsa az oszlop formátumát Szöveg típusúra.',
    invalidValue: 'Érvénytelen érték',
  },
  import: {
    title: 'Adatok importálása',
    description: 'Importálás folyamatban',
    progress: 'Adatok importálása…',
    failed: 'Az importálás nem sikerült. Adatait megőriztük: próbálja újra.',
    conflict:
      'A tétel egyik készülékét időközben valaki más regisztrálta. Adatait megőriztük: ellenőrizze a sorokat.',
    checkingEarlierSend: 'Ezen sorok korábbi elküldésének keresése…',
    sent: '{{sent}} / {{total}} sor elküldve',
    saving: '{{total}} sor elküldve: mentés folyamatban…',
    retry: 'Újrapróbálás',
    backToCheck: 'Vissza az ellenőrzéshez',
  },
  finish: {
    title: 'Köszönjük a regisztrációt!',
    text: 'Termékeit importáltuk. Regisztrációit és szolgáltatásainkat a Service Cloud felületén találja.',
    serviceCloud: 'Látogasson el Service Cloud oldalunkra',
    registered_one: '{{count}} termék regisztrálva',
    registered_other: '{{count}} termék regisztrálva',
    alreadyRegistered_one: '{{count}} terméket cége már regisztrált',
    alreadyRegistered_other: '{{count}} terméket cége már regisztrált',
  },
  columns,
};

export default hu;
