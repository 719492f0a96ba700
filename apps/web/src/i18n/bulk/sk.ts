import columns from '../bulk-columns/sk';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Slovak texts of the bulk flow. */
const sk: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Hárok1',
    title: 'Skopírovať a vložiť údaje',
    description: 'Skopírujte údaje zo svojej tabuľky a vložte ich do poľa nižšie.',
    instructions:
      'Použite hlavičky stĺpcov pre sériové číslo, dátum inštalácie, ulicu, číslo domu, PSČ a mesto.',
    template: 'Stiahnuť šablónu tabuľky (.xlsx)',
    exampleTitle: 'Príklad riadka',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Obchodná',
      streetNumber: '10',
      zip: '811 06',
      city: 'Bratislava',
    },
    fieldLabel: 'Údaje z tabuľky',
    fieldHint:
      'Vložte riadky pomocou Ctrl+V (Cmd+V na Macu). Písanie z klávesnice je vypnuté; kláves Backspace maže.',
    rowCount_one: 'Vložený {{count}} riadok',
    rowCount_few: 'Vložené {{count}} riadky',
    rowCount_other: 'Vložených {{count}} riadkov',
    tooManyRows:
      'Naraz môžete importovať najviac {{max}} riadkov. Rozdeľte údaje do niekoľkých importov.',
    fileDrop: 'Alebo sem presuňte súbor .xlsx, .ods alebo .csv',
    fileChoose: 'Vybrať súbor',
    fileReading: 'Súbor sa načítava…',
    fileLoaded: 'Súbor načítaný: {{name}}',
    sheet: 'Hárok na import',
    sheetOption_one: '{{name}} ({{count}} riadok)',
    sheetOption_few: '{{name}} ({{count}} riadky)',
    sheetOption_other: '{{name}} ({{count}} riadkov)',
    fileErrors: {
      unsupportedType: 'Prijímame len súbory .xlsx, .ods a .csv.',
      tooLarge: 'Tento súbor je príliš veľký (najviac 10 MB).',
      passwordProtected: 'Tento zošit je chránený heslom. Uložte ho bez hesla a skúste to znova.',
      unreadable:
        'Súbor sa nepodarilo prečítať. Skontrolujte, či ide o platný súbor .xlsx, .ods alebo .csv.',
      empty: 'Tento súbor neobsahuje žiadne údaje.',
      tooManyRows:
        'Tento súbor obsahuje viac ako {{max}} riadkov. Rozdeľte údaje do niekoľkých súborov.',
    },
  },
  mapping: {
    title: 'Priradiť stĺpce',
    description: 'Potvrďte, či je každý stĺpec správne priradený',
    notRelevant: 'Nepoužiť',
    placeholder: 'Vyberte',
    column: 'Stĺpec {{number}}',
    tableLabel: 'Vložené údaje',
    headerRowSkipped:
      'Prvý riadok obsahuje hlavičky: poslúžil na priradenie stĺpcov a nebude importovaný.',
    headerRow: 'Prvý riadok obsahuje názvy stĺpcov',
    remembered:
      'Priradenie prevzaté z vášho posledného importu s rovnakými názvami stĺpcov – skontrolujte ho.',
    rowCount_one: '{{count}} riadok na import',
    rowCount_few: '{{count}} riadky na import',
    rowCount_other: '{{count}} riadkov na import',
    missingColumns: 'Zostáva priradiť: {{columns}}',
    dateOrder: 'V akom poradí sú dátumy zapísané? Napríklad „{{example}}“ znamená:',
    dayFirst: 'Deň, mesiac, rok: {{date}}',
    monthFirst: 'Mesiac, deň, rok: {{date}}',
    dateOrderMissing: 'Uveďte, v akom poradí sú dátumy zapísané.',
    monthFirstDetected:
      'Dátumy sú zapísané v poradí mesiac, deň, rok (napríklad 03/15/2024) a tak sa aj načítajú.',
  },
  check: {
    title: 'Skontrolovať údaje',
    description: 'Hodnoty upravíte kliknutím na bunku',
    rowsWithErrors: 'Riadky s chybou: {{errors}}',
    noErrors: 'Nenašli sa žiadne chyby',
    submit: 'Odoslať údaje',
    progress: 'Skontrolované riadky: {{checked}} / {{total}}',
    timeLeft: 'Zostávajúci čas: približne {{time}}',
    progressLabel: 'Kontrola údajov',
    tableLabel: 'Údaje na import',
    rowNumber: 'Riadok',
    cellLabel: '{{column}}, riadok {{row}}',
    checkFailed:
      'Niektoré hodnoty sa nepodarilo skontrolovať. Skontrolujte pripojenie a skúste to znova.',
    retry: 'Skúsiť znova',
    ours: 'Už zaregistrované',
    errorsOnly: 'Zobraziť len riadky s chybou',
    deleteColumn: 'Odstrániť',
    deleteRow: 'Odstrániť riadok {{row}}',
    firstError: 'Prejsť na prvú chybu (riadok {{row}})',
    previousError: 'Predchádzajúca chyba',
    nextError: 'Ďalšia chyba',
    undo: 'Vrátiť zmenu späť',
    redo: 'Znova vykonať zmenu',
    shortcuts:
      'Klávesové skratky: F8 ďalšia chyba, Shift+F8 predchádzajúca chyba, Ctrl+Z späť, Ctrl+Y znova.',
    addRow: 'Pridať riadok',
    downloadErrors: 'Stiahnuť riadky s chybami (.xlsx)',
    errorReportFile: 'riadky-s-chybami.xlsx',
    errorReportSheet: 'Chyby',
    errorColumn: 'Chyba',
    sourceColumn: 'Stĺpec {{position}}',
    oursSkipped_one:
      '{{count}} produkt už vaša firma zaregistrovala: druhýkrát sa registrovať nebude.',
    oursSkipped_few:
      '{{count}} produkty už vaša firma zaregistrovala: druhýkrát sa registrovať nebudú.',
    oursSkipped_other:
      '{{count}} produktov už vaša firma zaregistrovala: druhýkrát sa registrovať nebudú.',
  },
  cellErrors: {
    invalidSerialNumber: 'Neplatné sériové číslo',
    duplicateSerialNumber: 'Toto sériové číslo už je uvedené v inom riadku.',
    alreadyRegistered:
      'Tento produkt už zaregistrovala iná firma. Obráťte sa na náš zákaznícky servis a uveďte jeho sériové číslo.',
    invalidDate: 'Neplatný dátum: použite deň, mesiac a štvorciferný rok, napríklad 15.03.2024.',
    futureDate: 'Dátum nemôže byť v budúcnosti.',
    invalidAddress: 'Zadaná adresa je neplatná',
    postalCodeLostZero:
      'PSČ prišlo o úvodnú nulu (napríklad 4001 namiesto 04001): tabuľka ho uložila ako číslo. Opravte ho tu alebo naformátujte stĺpec ako text.',
    invalidValue: 'Neplatná hodnota',
  },
  import: {
    title: 'Importovať údaje',
    description: 'Prebieha import',
    progress: 'Importujú sa údaje…',
    failed:
      'Import sa nepodarilo dokončiť. Vaše údaje zostali zachované – skúste to, prosím, znova.',
    conflict:
      'Jedno zo zariadení v tejto dávke medzitým zaregistroval niekto iný. Vaše údaje zostali zachované – skontrolujte riadky.',
    checkingEarlierSend: 'Hľadá sa predchádzajúce odoslanie týchto riadkov…',
    sent: 'Odoslané riadky: {{sent}} / {{total}}',
    saving: 'Odoslané riadky: {{total}} – prebieha ukladanie…',
    retry: 'Skúsiť znova',
    backToCheck: 'Späť na kontrolu',
  },
  finish: {
    title: 'Ďakujeme za registráciu!',
    text: 'Vaše produkty boli importované. Svoje registrácie a naše služby nájdete v Service Cloud.',
    serviceCloud: 'Navštívte náš Service Cloud',
    registered_one: 'Zaregistrovaný {{count}} produkt',
    registered_few: 'Zaregistrované {{count}} produkty',
    registered_other: 'Zaregistrovaných {{count}} produktov',
    alreadyRegistered_one: '{{count}} produkt už predtým zaregistrovala vaša firma',
    alreadyRegistered_few: '{{count}} produkty už predtým zaregistrovala vaša firma',
    alreadyRegistered_other: '{{count}} produktov už predtým zaregistrovala vaša firma',
  },
  columns,
};

export default sk;
