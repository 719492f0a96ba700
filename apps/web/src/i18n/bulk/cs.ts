import columns from '../bulk-columns/cs';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Czech texts of the bulk flow. */
const cs: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'List1',
    title: 'Zkopírovat a vložit data',
    description: 'Zkopírujte data ze své tabulky a vložte je do pole níže.',
    instructions:
      'Použijte záhlaví sloupců pro sériové číslo, datum instalace, ulici, číslo domu, PSČ a město.',
    template: 'Stáhnout šablonu tabulky (.xlsx)',
    exampleTitle: 'Příklad řádku',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Vodičkova',
      streetNumber: '10',
      zip: '110 00',
      city: 'Praha',
    },
    fieldLabel: 'Data z tabulky',
    fieldHint:
      'Vložte řádky pomocí Ctrl+V (Cmd+V na Macu). Psaní z klávesnice je vypnuté; klávesa Backspace maže.',
    rowCount_one: 'Vložen {{count}} řádek',
    rowCount_few: 'Vloženy {{count}} řádky',
    rowCount_other: 'Vloženo {{count}} řádků',
    tooManyRows:
      'Najednou můžete importovat nejvýše {{max}} řádků. Rozdělte data do několika importů.',
    fileDrop: 'Nebo sem přetáhněte soubor .xlsx, .ods nebo .csv',
    fileChoose: 'Vybrat soubor',
    fileReading: 'Načítání souboru…',
    fileLoaded: 'Soubor načten: {{name}}',
    sheet: 'List k importu',
    sheetOption_one: '{{name}} ({{count}} řádek)',
    sheetOption_few: '{{name}} ({{count}} řádky)',
    sheetOption_other: '{{name}} ({{count}} řádků)',
    fileErrors: {
      unsupportedType: 'Přijímáme pouze soubory .xlsx, .ods a .csv.',
      tooLarge: 'Tento soubor je příliš velký (nejvýše 10 MB).',
      passwordProtected: 'Tento sešit je chráněn heslem. Uložte ho bez hesla a zkuste to znovu.',
      unreadable:
        'Soubor se nepodařilo přečíst. Zkontrolujte, zda jde o platný soubor .xlsx, .ods nebo .csv.',
      empty: 'Tento soubor neobsahuje žádná data.',
      tooManyRows:
        'Tento soubor obsahuje více než {{max}} řádků. Rozdělte data do několika souborů.',
    },
  },
  mapping: {
    title: 'Přiřadit sloupce',
    description: 'Potvrďte, zda je každý sloupec správně přiřazen',
    notRelevant: 'Nepoužívat',
    placeholder: 'Vyberte',
    column: 'Sloupec {{number}}',
    tableLabel: 'Vložená data',
    headerRowSkipped:
      'První řádek obsahuje záhlaví: posloužil k přiřazení sloupců a nebude importován.',
    headerRow: 'První řádek obsahuje názvy sloupců',
    remembered:
      'Přiřazení převzato z vašeho posledního importu se stejnými názvy sloupců – zkontrolujte ho.',
    rowCount_one: '{{count}} řádek k importu',
    rowCount_few: '{{count}} řádky k importu',
    rowCount_other: '{{count}} řádků k importu',
    missingColumns: 'Zbývá přiřadit: {{columns}}',
    dateOrder: 'V jakém pořadí je zapsán den, měsíc a rok? Například „{{example}}“ znamená:',
    dayFirst: 'Den, měsíc, rok: {{date}}',
    monthFirst: 'Měsíc, den, rok: {{date}}',
    dateOrderMissing: 'Uveďte, v jakém pořadí je zapsán den, měsíc a rok.',
    monthFirstDetected:
      'Data jsou zapsána v pořadí měsíc, den, rok (například 03/15/2024) a tak budou i načtena.',
  },
  check: {
    title: 'Zkontrolovat data',
    description: 'Hodnoty upravíte kliknutím na buňku',
    rowsWithErrors: 'Řádky s chybou: {{errors}}',
    noErrors: 'Nebyly nalezeny žádné chyby',
    submit: 'Odeslat data',
    progress: 'Zkontrolováno řádků: {{checked}} / {{total}}',
    timeLeft: 'Zbývající čas: přibližně {{time}}',
    progressLabel: 'Kontrola dat',
    tableLabel: 'Data k importu',
    rowNumber: 'Řádek',
    cellLabel: '{{column}}, řádek {{row}}',
    checkFailed:
      'Některé hodnoty se nepodařilo zkontrolovat. Zkontrolujte připojení a zkuste to znovu.',
    retry: 'Zkusit znovu',
    ours: 'Již zaregistrováno',
    errorsOnly: 'Zobrazit jen řádky s chybou',
    deleteColumn: 'Odstranit',
    deleteRow: 'Odstranit řádek {{row}}',
    firstError: 'Přejít na první chybu (řádek {{row}})',
    previousError: 'Předchozí chyba',
    nextError: 'Další chyba',
    undo: 'Vrátit změnu zpět',
    redo: 'Znovu provést změnu',
    shortcuts:
      'Klávesové zkratky: F8 další chyba, Shift+F8 předchozí chyba, Ctrl+Z zpět, Ctrl+Y znovu.',
    addRow: 'Přidat řádek',
    downloadErrors: 'Stáhnout řádky s chybami (.xlsx)',
    errorReportFile: 'radky-s-chybami.xlsx',
    errorReportSheet: 'Chyby',
    errorColumn: 'Chyba',
    sourceColumn: 'Sloupec {{position}}',
    oursSkipped_one: '{{count}} produkt už vaše firma zaregistrovala: podruhé registrován nebude.',
    oursSkipped_few:
      '{{count}} produkty už vaše firma zaregistrovala: podruhé registrovány nebudou.',
    oursSkipped_other:
      '{{count}} produktů už vaše firma zaregistrovala: podruhé registrovány nebudou.',
  },
  cellErrors: {
    invalidSerialNumber: 'Neplatné sériové číslo',
    duplicateSerialNumber: 'Toto sériové číslo už je uvedeno na jiném řádku.',
    alreadyRegistered:
      'Tento produkt již zaregistrovala jiná firma. Obraťte se na náš zákaznický servis a uveďte jeho sériové číslo.',
    invalidDate: 'Neplatné datum: použijte den, měsíc a čtyřmístný rok, například 15.03.2024.',
    futureDate: 'Datum nesmí být v budoucnosti.',
    invalidAddress: 'Zadaná adresa je neplatná',
    postalCodeLostZero:
      'PSČ přišlo o úvodní nulu (například 1000 místo 01000): tabulka ho uložila jako číslo. Opravte ho zde, nebo sloupec naformátujte jako text.',
    invalidValue: 'Neplatná hodnota',
  },
  import: {
    title: 'Importovat data',
    description: 'Probíhá import',
    progress: 'Importování dat…',
    failed: 'Import se nepodařilo dokončit. Vaše data zůstala zachována – zkuste to prosím znovu.',
    conflict:
      'Jedno ze zařízení v této dávce mezitím zaregistroval někdo jiný. Vaše data zůstala zachována – zkontrolujte řádky.',
    checkingEarlierSend: 'Hledá se dřívější odeslání těchto řádků…',
    sent: 'Odesláno řádků: {{sent}} / {{total}}',
    saving: 'Odesláno řádků: {{total}} – probíhá ukládání…',
    retry: 'Zkusit znovu',
    backToCheck: 'Zpět ke kontrole',
  },
  finish: {
    title: 'Děkujeme za registraci!',
    text: 'Vaše produkty byly importovány. Své registrace a naše služby najdete v Service Cloud.',
    serviceCloud: 'Navštivte náš Service Cloud',
    registered_one: 'Zaregistrován {{count}} produkt',
    registered_few: 'Zaregistrovány {{count}} produkty',
    registered_other: 'Zaregistrováno {{count}} produktů',
    alreadyRegistered_one: '{{count}} produkt už dříve zaregistrovala vaše firma',
    alreadyRegistered_few: '{{count}} produkty už dříve zaregistrovala vaše firma',
    alreadyRegistered_other: '{{count}} produktů už dříve zaregistrovala vaše firma',
  },
  columns,
};

export default cs;
