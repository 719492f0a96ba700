import columns from '../bulk-columns/nl';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Dutch texts of the bulk flow. */
const nl: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Blad1',
    title: 'Gegevens kopiëren en plakken',
    description: 'Kopieer de gegevens uit uw spreadsheet en plak ze in het veld hieronder.',
    instructions:
      'Gebruik kolomkoppen voor serienummer, installatiedatum, straat, huisnummer, postcode en plaats.',
    template: 'Spreadsheetsjabloon downloaden (.xlsx)',
    exampleTitle: 'Voorbeeldrij',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Kerkstraat',
      streetNumber: '10',
      zip: '1017 GB',
      city: 'Amsterdam',
    },
    fieldLabel: 'Spreadsheetgegevens',
    fieldHint:
      'Plak uw rijen met Ctrl+V (Cmd+V op een Mac). Typen is uitgeschakeld; met Backspace wist u.',
    rowCount_one: '{{count}} rij geplakt',
    rowCount_other: '{{count}} rijen geplakt',
    tooManyRows:
      'U kunt maximaal {{max}} rijen tegelijk importeren. Verdeel uw gegevens over meerdere imports.',
    fileDrop: 'Of sleep hier een .xlsx-, .ods- of .csv-bestand naartoe',
    fileChoose: 'Bestand kiezen',
    fileReading: 'Bestand wordt gelezen…',
    fileLoaded: 'Bestand geladen: {{name}}',
    sheet: 'Te importeren werkblad',
    sheetOption_one: '{{name}} ({{count}} rij)',
    sheetOption_other: '{{name}} ({{count}} rijen)',
    fileErrors: {
      unsupportedType: 'Alleen .xlsx-, .ods- en .csv-bestanden worden geaccepteerd.',
      tooLarge: 'Dit bestand is te groot (maximaal 10 MB).',
      passwordProtected:
        'Deze werkmap is beveiligd met een wachtwoord. Sla hem op zonder wachtwoord en probeer het opnieuw.',
      unreadable:
        'Het bestand kon niet worden gelezen. Controleer of het een geldig .xlsx-, .ods- of .csv-bestand is.',
      empty: 'Dit bestand bevat geen gegevens.',
      tooManyRows:
        'Dit bestand bevat meer dan {{max}} rijen. Verdeel uw gegevens over meerdere bestanden.',
    },
  },
  mapping: {
    title: 'Kolomkoppen koppelen',
    description: 'Controleer of elke kolom juist is gekoppeld',
    notRelevant: 'Niet relevant',
    placeholder: 'Selecteren',
    column: 'Kolom {{number}}',
    tableLabel: 'Geplakte gegevens',
    headerRowSkipped:
      'De eerste rij bevat kolomkoppen: die is gebruikt om de kolommen te koppelen en wordt niet geïmporteerd.',
    headerRow: 'De eerste rij bevat de kolomnamen',
    remembered: 'Koppeling overgenomen van uw laatste import met deze kolomnamen: controleer deze.',
    rowCount_one: '{{count}} rij te importeren',
    rowCount_other: '{{count}} rijen te importeren',
    missingColumns: 'Nog te koppelen: {{columns}}',
    dateOrder: 'In welke volgorde zijn de datums geschreven? “{{example}}” betekent bijvoorbeeld:',
    dayFirst: 'Dag, maand, jaar: {{date}}',
    monthFirst: 'Maand, dag, jaar: {{date}}',
    dateOrderMissing: 'Geef aan in welke volgorde de datums zijn geschreven.',
    monthFirstDetected:
      'De datums zijn geschreven als maand, dag, jaar (bijvoorbeeld 03/15/2024) en worden zo gelezen.',
  },
  check: {
    title: 'Gegevenswaarden controleren',
    description: 'Wijzig waarden door op de cel te klikken',
    rowsWithErrors: '{{errors}} rijen bevatten een fout',
    noErrors: 'Geen fouten gevonden',
    submit: 'Gegevens versturen',
    progress: '{{checked}} / {{total}} rijen gecontroleerd',
    timeLeft: 'Resterende tijd: ongeveer {{time}}',
    progressLabel: 'Controle van de gegevens',
    tableLabel: 'Te importeren gegevens',
    rowNumber: 'Rij',
    cellLabel: '{{column}}, rij {{row}}',
    checkFailed:
      'Sommige waarden konden niet worden gecontroleerd. Controleer uw verbinding en probeer het opnieuw.',
    retry: 'Opnieuw proberen',
    ours: 'Al geregistreerd',
    errorsOnly: 'Alleen rijen met een fout weergeven',
    deleteColumn: 'Verwijderen',
    deleteRow: 'Rij {{row}} verwijderen',
    firstError: 'Naar de eerste fout (rij {{row}})',
    previousError: 'Vorige fout',
    nextError: 'Volgende fout',
    undo: 'Wijziging ongedaan maken',
    redo: 'Wijziging opnieuw uitvoeren',
    shortcuts:
      'Sneltoetsen: F8 volgende fout, Shift+F8 vorige fout, Ctrl+Z ongedaan maken, Ctrl+Y opnieuw uitvoeren.',
    addRow: 'Rij toevoegen',
    downloadErrors: 'Rijen met fouten downloaden (.xlsx)',
    errorReportFile: 'rijen-met-fouten.xlsx',
    errorReportSheet: 'Fouten',
    errorColumn: 'Fout',
    sourceColumn: 'Kolom {{position}}',
    oursSkipped_one:
      '{{count}} product is al door uw bedrijf geregistreerd: het wordt geen tweede keer geregistreerd.',
    oursSkipped_other:
      '{{count}} producten zijn al door uw bedrijf geregistreerd: ze worden geen tweede keer geregistreerd.',
  },
  cellErrors: {
    invalidSerialNumber: 'Onjuist serienummer',
    duplicateSerialNumber: 'Dit serienummer staat al in een andere rij.',
    alreadyRegistered:
      'Dit product is al door een ander bedrijf geregistreerd. Neem contact op met onze klantenservice en vermeld het serienummer.',
    invalidDate:
      'Ongeldige datum: gebruik dag, maand en een jaartal van 4 cijfers, bijvoorbeeld 15-03-2024.',
    futureDate: 'De datum mag niet in de toekomst liggen.',
    invalidAddress: 'Het opgegeven adres is ongeldig',
    postalCodeLostZero:
      'De postcode is de voorloopnul kwijtgeraakt (bijvoorbeeld 1000 in plaats van 01000): de spreadsheet heeft hem als getal opgeslagen. Corrigeer hem hier of geef de kolom de getalnotatie Tekst.',
    invalidValue: 'Ongeldige waarde',
  },
  import: {
    title: 'Gegevens importeren',
    description: 'Bezig met importeren',
    progress: 'Gegevens worden geïmporteerd...',
    failed: 'De import is mislukt. Uw gegevens blijven bewaard: probeer het opnieuw.',
    conflict:
      'Een toestel uit deze reeks is intussen door iemand anders geregistreerd. Uw gegevens blijven bewaard: controleer de rijen.',
    checkingEarlierSend: 'Zoeken naar een eerdere verzending van deze rijen…',
    sent: '{{sent}} / {{total}} rijen verstuurd',
    saving: '{{total}} rijen verstuurd: bezig met opslaan…',
    retry: 'Opnieuw proberen',
    backToCheck: 'Terug naar de controle',
  },
  finish: {
    title: 'Bedankt voor uw registratie!',
    text: 'Uw producten zijn geïmporteerd. U vindt uw registraties en onze diensten in de Service Cloud.',
    serviceCloud: 'Bezoek onze Service Cloud',
    registered_one: '{{count}} product geregistreerd',
    registered_other: '{{count}} producten geregistreerd',
    alreadyRegistered_one: '{{count}} al geregistreerd door uw bedrijf',
    alreadyRegistered_other: '{{count}} al geregistreerd door uw bedrijf',
  },
  columns,
};

export default nl;
