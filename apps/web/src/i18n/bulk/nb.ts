import columns from '../bulk-columns/nb';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Norwegian (Bokmål) texts of the bulk flow. */
const nb: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Ark1',
    title: 'Kopier og lim inn data',
    description: 'Kopier dataene fra regnearket ditt og lim dem inn i feltet nedenfor.',
    instructions:
      'Bruk kolonneoverskrifter for serienummer, installasjonsdato, gatenavn, husnummer, postnummer og poststed.',
    template: 'Last ned regnearkmalen (.xlsx)',
    exampleTitle: 'Eksempelrad',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Karl Johans gate',
      streetNumber: '10',
      zip: '0154',
      city: 'Oslo',
    },
    fieldLabel: 'Data fra regnearket',
    fieldHint:
      'Lim inn radene med Ctrl+V (Cmd+V på Mac). Skriving er slått av; Tilbake-tasten sletter.',
    rowCount_one: '{{count}} rad limt inn',
    rowCount_other: '{{count}} rader limt inn',
    tooManyRows:
      'Du kan importere maks {{max}} rader om gangen. Fordel dataene dine på flere importer.',
    fileDrop: 'Eller slipp en .xlsx-, .ods- eller .csv-fil her',
    fileChoose: 'Velg en fil',
    fileReading: 'Leser filen…',
    fileLoaded: 'Fil lastet inn: {{name}}',
    sheet: 'Ark som skal importeres',
    sheetOption_one: '{{name}} ({{count}} rad)',
    sheetOption_other: '{{name}} ({{count}} rader)',
    fileErrors: {
      unsupportedType: 'Bare .xlsx-, .ods- og .csv-filer godtas.',
      tooLarge: 'Filen er for stor (maks 10 MB).',
      passwordProtected: 'Arbeidsboken er passordbeskyttet. Lagre den uten passord, og prøv igjen.',
      unreadable:
        'Filen kunne ikke leses. Kontroller at det er en gyldig .xlsx-, .ods- eller .csv-fil.',
      empty: 'Filen inneholder ingen data.',
      tooManyRows: 'Filen inneholder mer enn {{max}} rader. Fordel dataene dine på flere filer.',
    },
  },
  mapping: {
    title: 'Koble kolonneoverskriftene',
    description: 'Bekreft at hver kolonne er riktig koblet',
    notRelevant: 'Ikke relevant',
    placeholder: 'Velg',
    column: 'Kolonne {{number}}',
    tableLabel: 'Innlimte data',
    headerRowSkipped:
      'Den første raden inneholder overskrifter: Den ble brukt til å koble kolonnene og blir ikke importert.',
    headerRow: 'Den første raden inneholder kolonnenavnene',
    remembered:
      'Koblingen er hentet fra den forrige importen din med de samme kolonnenavnene – kontroller den.',
    rowCount_one: '{{count}} rad skal importeres',
    rowCount_other: '{{count}} rader skal importeres',
    missingColumns: 'Gjenstår å koble: {{columns}}',
    dateOrder: 'I hvilken rekkefølge er datoene skrevet? For eksempel betyr «{{example}}»:',
    dayFirst: 'Dag, måned, år: {{date}}',
    monthFirst: 'Måned, dag, år: {{date}}',
    dateOrderMissing: 'Angi i hvilken rekkefølge datoene er skrevet.',
    monthFirstDetected:
      'Datoene er skrevet som måned, dag, år (for eksempel 03/15/2024) og blir lest slik.',
  },
  check: {
    title: 'Kontroller dataverdiene',
    description: 'Endre verdier ved å klikke på cellen',
    rowsWithErrors: 'Rader med feil: {{errors}}',
    noErrors: 'Ingen feil funnet',
    submit: 'Send inn data',
    progress: '{{checked}} / {{total}} rader kontrollert',
    timeLeft: 'Gjenstående tid: ca. {{time}}',
    progressLabel: 'Kontroll av dataene',
    tableLabel: 'Data som skal importeres',
    rowNumber: 'Rad',
    cellLabel: '{{column}}, rad {{row}}',
    checkFailed: 'Noen verdier kunne ikke kontrolleres. Sjekk tilkoblingen din, og prøv igjen.',
    retry: 'Prøv igjen',
    ours: 'Allerede registrert',
    errorsOnly: 'Vis bare rader med feil',
    deleteColumn: 'Slett',
    deleteRow: 'Slett rad {{row}}',
    firstError: 'Gå til den første feilen (rad {{row}})',
    previousError: 'Forrige feil',
    nextError: 'Neste feil',
    undo: 'Angre endringen',
    redo: 'Gjør om endringen',
    shortcuts: 'Hurtigtaster: F8 neste feil, Skift+F8 forrige feil, Ctrl+Z angre, Ctrl+Y gjør om.',
    addRow: 'Legg til en rad',
    downloadErrors: 'Last ned radene med feil (.xlsx)',
    errorReportFile: 'rader-med-feil.xlsx',
    errorReportSheet: 'Feil',
    errorColumn: 'Feil',
    sourceColumn: 'Kolonne {{position}}',
    oursSkipped_one:
      '{{count}} produkt er allerede registrert av bedriften din: Det blir ikke registrert en gang til.',
    oursSkipped_other:
      '{{count}} produkter er allerede registrert av bedriften din: De blir ikke registrert en gang til.',
  },
  cellErrors: {
    invalidSerialNumber: 'Ugyldig serienummer',
    duplicateSerialNumber: 'Dette serienummeret står allerede på en annen rad.',
    alreadyRegistered:
      'Dette produktet er allerede registrert av en annen bedrift. Kontakt kundeservice og oppgi serienummeret.',
    invalidDate: 'Ugyldig dato: Bruk dag, måned og firesifret år, for eksempel 15.03.2024.',
    futureDate: 'Datoen kan ikke være frem i tid.',
    invalidAddress: 'Den oppgitte adressen er ugyldig',
    postalCodeLostZero:
      'Postnummeret har mistet nullen foran (for eksempel 154 i stedet for 0154): Regnearket har lagret det som et tall. Rett det her, eller formater kolonnen som tekst.',
    invalidValue: 'Ugyldig verdi',
  },
  import: {
    title: 'Importer data',
    description: 'Import pågår',
    progress: 'Importerer data…',
    failed: 'Importen kunne ikke fullføres. Dataene dine er tatt vare på: Prøv igjen.',
    conflict:
      'Et produkt i denne omgangen er i mellomtiden registrert av noen andre. Dataene dine er tatt vare på: Kontroller radene.',
    checkingEarlierSend: 'Ser etter en tidligere innsending av disse radene…',
    sent: '{{sent}} / {{total}} rader sendt',
    saving: '{{total}} rader sendt – lagrer…',
    retry: 'Prøv igjen',
    backToCheck: 'Tilbake til kontrollen',
  },
  finish: {
    title: 'Takk for registreringen!',
    text: 'Produktene dine er importert. Du finner registreringene dine og tjenestene våre i Service Cloud.',
    serviceCloud: 'Besøk Service Cloud',
    registered_one: '{{count}} produkt registrert',
    registered_other: '{{count}} produkter registrert',
    alreadyRegistered_one: '{{count}} allerede registrert av bedriften din',
    alreadyRegistered_other: '{{count}} allerede registrert av bedriften din',
  },
  columns,
};

export default nb;
