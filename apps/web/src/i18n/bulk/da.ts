import columns from '../bulk-columns/da';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Danish texts of the bulk flow. */
const da: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Ark1',
    title: 'Kopiér og indsæt data',
    description: 'Kopiér dataene fra dit regneark, og indsæt dem i feltet nedenfor.',
    instructions:
      'Brug kolonneoverskrifter for serienummer, installationsdato, vejnavn, husnummer, postnummer og by.',
    template: 'Download regnearksskabelonen (.xlsx)',
    exampleTitle: 'Eksempel på en række',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Vestergade',
      streetNumber: '10',
      zip: '8000',
      city: 'Aarhus C',
    },
    fieldLabel: 'Data fra regnearket',
    fieldHint:
      'Indsæt dine rækker med Ctrl+V (Cmd+V på en Mac). Indtastning er slået fra; Backspace sletter.',
    rowCount_one: '{{count}} række indsat',
    rowCount_other: '{{count}} rækker indsat',
    tooManyRows:
      'Du kan højst importere {{max}} rækker ad gangen. Fordel dine data på flere importer.',
    fileDrop: 'Eller slip en .xlsx-, .ods- eller .csv-fil her',
    fileChoose: 'Vælg en fil',
    fileReading: 'Læser filen…',
    fileLoaded: 'Fil indlæst: {{name}}',
    sheet: 'Ark, der skal importeres',
    sheetOption_one: '{{name}} ({{count}} række)',
    sheetOption_other: '{{name}} ({{count}} rækker)',
    fileErrors: {
      unsupportedType: 'Kun .xlsx-, .ods- og .csv-filer accepteres.',
      tooLarge: 'Filen er for stor (højst 10 MB).',
      passwordProtected:
        'Projektmappen er beskyttet med en adgangskode. Gem den uden adgangskode, og prøv igen.',
      unreadable:
        'Filen kunne ikke læses. Kontrollér, at det er en gyldig .xlsx-, .ods- eller .csv-fil.',
      empty: 'Filen indeholder ingen data.',
      tooManyRows: 'Filen indeholder mere end {{max}} rækker. Fordel dine data på flere filer.',
    },
  },
  mapping: {
    title: 'Tilknyt kolonneoverskrifterne',
    description: 'Bekræft, at hver kolonne er tilknyttet korrekt',
    notRelevant: 'Ikke relevant',
    placeholder: 'Vælg',
    column: 'Kolonne {{number}}',
    tableLabel: 'Indsatte data',
    headerRowSkipped:
      'Første række indeholder overskrifter: Den er brugt til at tilknytte kolonnerne og bliver ikke importeret.',
    headerRow: 'Første række indeholder kolonnenavnene',
    remembered:
      'Tilknytningen er overtaget fra din seneste import med de samme kolonnenavne: Kontrollér den.',
    rowCount_one: '{{count}} række skal importeres',
    rowCount_other: '{{count}} rækker skal importeres',
    missingColumns: 'Mangler at blive tilknyttet: {{columns}}',
    dateOrder: 'I hvilken rækkefølge er datoerne skrevet? For eksempel betyder »{{example}}«:',
    dayFirst: 'Dag, måned, år: {{date}}',
    monthFirst: 'Måned, dag, år: {{date}}',
    dateOrderMissing: 'Angiv, i hvilken rækkefølge datoerne er skrevet.',
    monthFirstDetected:
      'Datoerne er skrevet som måned, dag, år (for eksempel 03/15/2024) og bliver læst sådan.',
  },
  check: {
    title: 'Kontrollér dataværdierne',
    description: 'Redigér værdier ved at klikke på cellen',
    rowsWithErrors: 'Rækker med fejl: {{errors}}',
    noErrors: 'Ingen fejl fundet',
    submit: 'Send data',
    progress: '{{checked}} / {{total}} rækker kontrolleret',
    timeLeft: 'Resterende tid: ca. {{time}}',
    progressLabel: 'Kontrol af dataene',
    tableLabel: 'Data, der skal importeres',
    rowNumber: 'Række',
    cellLabel: '{{column}}, række {{row}}',
    checkFailed: 'Nogle værdier kunne ikke kontrolleres. Tjek din forbindelse, og prøv igen.',
    retry: 'Prøv igen',
    ours: 'Allerede registreret',
    errorsOnly: 'Vis kun rækker med fejl',
    deleteColumn: 'Slet',
    deleteRow: 'Slet række {{row}}',
    firstError: 'Gå til første fejl (række {{row}})',
    previousError: 'Forrige fejl',
    nextError: 'Næste fejl',
    undo: 'Fortryd ændringen',
    redo: 'Gentag ændringen',
    shortcuts: 'Genveje: F8 næste fejl, Skift+F8 forrige fejl, Ctrl+Z fortryd, Ctrl+Y gentag.',
    addRow: 'Tilføj en række',
    downloadErrors: 'Download rækkerne med fejl (.xlsx)',
    errorReportFile: 'rækker-med-fejl.xlsx',
    errorReportSheet: 'Fejl',
    errorColumn: 'Fejl',
    sourceColumn: 'Kolonne {{position}}',
    oursSkipped_one:
      '{{count}} produkt er allerede registreret af din virksomhed: Det bliver ikke registreret en gang til.',
    oursSkipped_other:
      '{{count}} produkter er allerede registreret af din virksomhed: De bliver ikke registreret en gang til.',
  },
  cellErrors: {
    invalidSerialNumber: 'Ugyldigt serienummer',
    duplicateSerialNumber: 'Dette serienummer står allerede i en anden række.',
    alreadyRegistered:
      'Dette produkt er allerede registreret af en anden virksomhed. Kontakt vores kundeservice, og oplys serienummeret.',
    invalidDate: 'Ugyldig dato: Brug dag, måned og firecifret årstal, for eksempel 15.03.2024.',
    futureDate: 'Datoen må ikke ligge i fremtiden.',
    invalidAddress: 'Den angivne adresse er ugyldig',
    postalCodeLostZero:
      'Postnummeret har mistet sit foranstillede nul (for eksempel 1000 i stedet for 01000): Regnearket har gemt det som et tal. Ret det her, eller formatér kolonnen som tekst.',
    invalidValue: 'Ugyldig værdi',
  },
  import: {
    title: 'Importér data',
    description: 'Importen er i gang',
    progress: 'Importerer data…',
    failed: 'Importen kunne ikke gennemføres. Dine data er gemt: Prøv igen.',
    conflict:
      'Et apparat i dette parti er i mellemtiden blevet registreret af en anden. Dine data er gemt: Kontrollér rækkerne.',
    checkingEarlierSend: 'Søger efter en tidligere afsendelse af disse rækker…',
    sent: '{{sent}} / {{total}} rækker sendt',
    saving: '{{total}} rækker sendt: gemmer…',
    retry: 'Prøv igen',
    backToCheck: 'Tilbage til kontrollen',
  },
  finish: {
    title: 'Tak for din registrering!',
    text: 'Dine produkter er importeret. Du finder dine registreringer og vores serviceydelser i Service Cloud.',
    serviceCloud: 'Besøg vores Service Cloud',
    registered_one: '{{count}} produkt registreret',
    registered_other: '{{count}} produkter registreret',
    alreadyRegistered_one: '{{count}} allerede registreret af din virksomhed',
    alreadyRegistered_other: '{{count}} allerede registreret af din virksomhed',
  },
  columns,
};

export default da;
