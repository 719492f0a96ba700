import columns from '../bulk-columns/sv';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Swedish texts of the bulk flow. */
const sv: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Blad1',
    title: 'Kopiera och klistra in data',
    description: 'Kopiera data från ditt kalkylblad och klistra in dem i fältet nedan.',
    instructions:
      'Använd kolumnrubriker för serienummer, installationsdatum, gata, gatunummer, postnummer och ort.',
    template: 'Ladda ned kalkylbladsmallen (.xlsx)',
    exampleTitle: 'Exempelrad',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Drottninggatan',
      streetNumber: '10',
      zip: '111 51',
      city: 'Stockholm',
    },
    fieldLabel: 'Data från kalkylbladet',
    fieldHint:
      'Klistra in raderna med Ctrl+V (Cmd+V på Mac). Det går inte att skriva i fältet; Backsteg raderar.',
    rowCount_one: '{{count}} rad inklistrad',
    rowCount_other: '{{count}} rader inklistrade',
    tooManyRows:
      'Du kan importera högst {{max}} rader åt gången. Dela upp dina data på flera importer.',
    fileDrop: 'Eller släpp en .xlsx-, .ods- eller .csv-fil här',
    fileChoose: 'Välj en fil',
    fileReading: 'Filen läses…',
    fileLoaded: 'Fil inläst: {{name}}',
    sheet: 'Blad att importera',
    sheetOption_one: '{{name}} ({{count}} rad)',
    sheetOption_other: '{{name}} ({{count}} rader)',
    fileErrors: {
      unsupportedType: 'Endast .xlsx-, .ods- och .csv-filer accepteras.',
      tooLarge: 'Filen är för stor (högst 10 MB).',
      passwordProtected:
        'Arbetsboken är lösenordsskyddad. Spara den utan lösenord och försök sedan igen.',
      unreadable:
        'Filen kunde inte läsas. Kontrollera att det är en giltig .xlsx-, .ods- eller .csv-fil.',
      empty: 'Filen innehåller inga data.',
      tooManyRows: 'Filen innehåller mer än {{max}} rader. Dela upp dina data på flera filer.',
    },
  },
  mapping: {
    title: 'Koppla kolumnrubrikerna',
    description: 'Bekräfta att varje kolumn är rätt kopplad',
    notRelevant: 'Används inte',
    placeholder: 'Välj',
    column: 'Kolumn {{number}}',
    tableLabel: 'Inklistrade data',
    headerRowSkipped:
      'Första raden innehåller rubriker: den har använts för att koppla kolumnerna och importeras inte.',
    headerRow: 'Första raden innehåller kolumnnamnen',
    remembered:
      'Kopplingen har hämtats från din senaste import med samma kolumnnamn – kontrollera den.',
    rowCount_one: '{{count}} rad att importera',
    rowCount_other: '{{count}} rader att importera',
    missingColumns: 'Återstår att koppla: {{columns}}',
    dateOrder: 'I vilken ordning är datumen skrivna? Till exempel betyder ”{{example}}”:',
    dayFirst: 'Dag, månad, år: {{date}}',
    monthFirst: 'Månad, dag, år: {{date}}',
    dateOrderMissing: 'Ange i vilken ordning datumen är skrivna.',
    monthFirstDetected:
      'Datumen är skrivna som månad, dag, år (till exempel 03/15/2024) och kommer att läsas på det sättet.',
  },
  check: {
    title: 'Kontrollera datavärdena',
    description: 'Ändra värden genom att klicka på cellen',
    rowsWithErrors: 'Rader med fel: {{errors}}',
    noErrors: 'Inga fel hittades',
    submit: 'Skicka data',
    progress: '{{checked}} / {{total}} rader kontrollerade',
    timeLeft: 'Återstående tid: cirka {{time}}',
    progressLabel: 'Kontroll av data',
    tableLabel: 'Data att importera',
    rowNumber: 'Rad',
    cellLabel: '{{column}}, rad {{row}}',
    checkFailed:
      'Vissa värden kunde inte kontrolleras. Kontrollera din anslutning och försök sedan igen.',
    retry: 'Försök igen',
    ours: 'Redan registrerad',
    errorsOnly: 'Visa bara rader med fel',
    deleteColumn: 'Ta bort',
    deleteRow: 'Ta bort rad {{row}}',
    firstError: 'Gå till första felet (rad {{row}})',
    previousError: 'Föregående fel',
    nextError: 'Nästa fel',
    undo: 'Ångra ändringen',
    redo: 'Gör om ändringen',
    shortcuts: 'Kortkommandon: F8 nästa fel, Skift+F8 föregående fel, Ctrl+Z ångra, Ctrl+Y gör om.',
    addRow: 'Lägg till en rad',
    downloadErrors: 'Ladda ned raderna med fel (.xlsx)',
    errorReportFile: 'rader-med-fel.xlsx',
    errorReportSheet: 'Fel',
    errorColumn: 'Fel',
    sourceColumn: 'Kolumn {{position}}',
    oursSkipped_one:
      '{{count}} produkt är redan registrerad av ditt företag: den registreras inte en gång till.',
    oursSkipped_other:
      '{{count}} produkter är redan registrerade av ditt företag: de registreras inte en gång till.',
  },
  cellErrors: {
    invalidSerialNumber: 'Ogiltigt serienummer',
    duplicateSerialNumber: 'Serienumret finns redan på en annan rad.',
    alreadyRegistered:
      'Produkten har redan registrerats av ett annat företag. Kontakta vår kundtjänst och uppge serienumret.',
    invalidDate:
      'Ogiltigt datum: ange dag, månad och år med fyra siffror, till exempel 15.03.2024 eller 2024-03-15.',
    futureDate: 'Datumet får inte ligga i framtiden.',
    invalidAddress: 'Den angivna adressen är ogiltig',
    postalCodeLostZero:
      'Postnumret har förlorat sin inledande nolla (till exempel 1000 i stället för 01000): kalkylbladet har sparat det som ett tal. Rätta det här eller formatera kolumnen som text.',
    invalidValue: 'Ogiltigt värde',
  },
  import: {
    title: 'Importera data',
    description: 'Import pågår',
    progress: 'Data importeras…',
    failed: 'Importen kunde inte slutföras. Dina data finns kvar: försök igen.',
    conflict:
      'En produkt i den här omgången har under tiden registrerats av någon annan. Dina data finns kvar: kontrollera raderna.',
    checkingEarlierSend: 'Söker efter en tidigare sändning av de här raderna…',
    sent: '{{sent}} / {{total}} rader skickade',
    saving: '{{total}} rader skickade: sparar…',
    retry: 'Försök igen',
    backToCheck: 'Tillbaka till kontrollen',
  },
  finish: {
    title: 'Tack för din registrering!',
    text: 'Dina produkter har importerats. Dina registreringar och våra tjänster hittar du i Service Cloud.',
    serviceCloud: 'Besök vår Service Cloud',
    registered_one: '{{count}} produkt registrerad',
    registered_other: '{{count}} produkter registrerade',
    alreadyRegistered_one: '{{count}} redan registrerad av ditt företag',
    alreadyRegistered_other: '{{count}} redan registrerade av ditt företag',
  },
  columns,
};

export default sv;
