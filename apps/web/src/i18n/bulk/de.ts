import columns from '../bulk-columns/de';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** German texts of the bulk flow. */
const de: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Tabelle1',
    title: 'Daten kopieren und einfügen',
    description:
      'Kopieren Sie die Daten aus Ihrer Tabelle und fügen Sie sie in das Feld unten ein.',
    instructions:
      'Verwenden Sie Spaltenüberschriften für Seriennummer, Installationsdatum, Straße, Hausnummer, Postleitzahl und Ort.',
    template: 'Tabellenvorlage herunterladen (.xlsx)',
    exampleTitle: 'Beispielzeile',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Hauptstraße',
      streetNumber: '10',
      zip: '10115',
      city: 'Berlin',
    },
    fieldLabel: 'Tabellendaten',
    fieldHint:
      'Fügen Sie Ihre Zeilen mit Strg+V (Cmd+V auf dem Mac) ein. Tippen ist deaktiviert; die Rücktaste löscht.',
    rowCount_one: '{{count}} Zeile eingefügt',
    rowCount_other: '{{count}} Zeilen eingefügt',
    tooManyRows:
      'Sie können höchstens {{max}} Zeilen auf einmal importieren. Verteilen Sie Ihre Daten auf mehrere Importe.',
    fileDrop: 'Oder legen Sie hier eine .xlsx-, .ods- oder .csv-Datei ab',
    fileChoose: 'Datei auswählen',
    fileReading: 'Datei wird gelesen…',
    fileLoaded: 'Datei geladen: {{name}}',
    sheet: 'Zu importierendes Tabellenblatt',
    sheetOption_one: '{{name}} ({{count}} Zeile)',
    sheetOption_other: '{{name}} ({{count}} Zeilen)',
    fileErrors: {
      unsupportedType: 'Es werden nur .xlsx-, .ods- und .csv-Dateien akzeptiert.',
      tooLarge: 'Diese Datei ist zu groß (höchstens 10 MB).',
      passwordProtected:
        'Diese Arbeitsmappe ist kennwortgeschützt. Speichern Sie sie ohne Kennwort und versuchen Sie es erneut.',
      unreadable:
        'Die Datei konnte nicht gelesen werden. Prüfen Sie, ob es eine gültige .xlsx-, .ods- oder .csv-Datei ist.',
      empty: 'Diese Datei enthält keine Daten.',
      tooManyRows:
        'Diese Datei enthält mehr als {{max}} Zeilen. Verteilen Sie Ihre Daten auf mehrere Dateien.',
    },
  },
  mapping: {
    title: 'Spaltenüberschriften zuordnen',
    description: 'Bestätigen Sie, ob jede Spalte richtig zugeordnet ist',
    notRelevant: 'Nicht relevant',
    placeholder: 'Auswählen',
    column: 'Spalte {{number}}',
    tableLabel: 'Eingefügte Daten',
    headerRowSkipped:
      'Die erste Zeile enthält Überschriften: Sie wurde für die Zuordnung verwendet und wird nicht importiert.',
    headerRow: 'Die erste Zeile enthält die Spaltennamen',
    remembered:
      'Zuordnung aus Ihrem letzten Import mit diesen Spaltennamen übernommen: Bitte prüfen Sie sie.',
    rowCount_one: '{{count}} Zeile zu importieren',
    rowCount_other: '{{count}} Zeilen zu importieren',
    missingColumns: 'Noch zuzuordnen: {{columns}}',
    dateOrder:
      'In welcher Reihenfolge sind die Daten geschrieben? „{{example}}“ bedeutet zum Beispiel:',
    dayFirst: 'Tag, Monat, Jahr: {{date}}',
    monthFirst: 'Monat, Tag, Jahr: {{date}}',
    dateOrderMissing: 'Geben Sie an, in welcher Reihenfolge die Daten geschrieben sind.',
    monthFirstDetected:
      'Die Daten sind als Monat, Tag, Jahr geschrieben (zum Beispiel 03/15/2024) und werden so gelesen.',
  },
  check: {
    title: 'Datenwerte prüfen',
    description: 'Ändern Sie Werte, indem Sie auf die Zelle klicken',
    rowsWithErrors: '{{errors}} Zeilen enthalten einen Fehler',
    noErrors: 'Keine Fehler gefunden',
    submit: 'Daten absenden',
    progress: '{{checked}} / {{total}} Zeilen geprüft',
    timeLeft: 'Verbleibende Zeit: etwa {{time}}',
    progressLabel: 'Prüfung der Daten',
    tableLabel: 'Zu importierende Daten',
    rowNumber: 'Zeile',
    cellLabel: '{{column}}, Zeile {{row}}',
    checkFailed:
      'Einige Werte konnten nicht geprüft werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    retry: 'Erneut versuchen',
    ours: 'Bereits registriert',
    errorsOnly: 'Nur Zeilen mit Fehlern anzeigen',
    deleteColumn: 'Löschen',
    deleteRow: 'Zeile {{row}} löschen',
    firstError: 'Zum ersten Fehler (Zeile {{row}})',
    previousError: 'Vorheriger Fehler',
    nextError: 'Nächster Fehler',
    undo: 'Änderung rückgängig machen',
    redo: 'Änderung wiederherstellen',
    shortcuts:
      'Tastenkürzel: F8 nächster Fehler, Umschalt+F8 vorheriger Fehler, Strg+Z rückgängig, Strg+Y wiederherstellen.',
    addRow: 'Zeile hinzufügen',
    downloadErrors: 'Zeilen mit Fehlern herunterladen (.xlsx)',
    errorReportFile: 'zeilen-mit-fehlern.xlsx',
    errorReportSheet: 'Fehler',
    errorColumn: 'Fehler',
    sourceColumn: 'Spalte {{position}}',
    oursSkipped_one:
      '{{count}} Produkt ist bereits von Ihrem Unternehmen registriert: Es wird nicht ein zweites Mal registriert.',
    oursSkipped_other:
      '{{count}} Produkte sind bereits von Ihrem Unternehmen registriert: Sie werden nicht ein zweites Mal registriert.',
  },
  cellErrors: {
    invalidSerialNumber: 'Falsche Seriennummer',
    duplicateSerialNumber: 'Diese Seriennummer steht bereits in einer anderen Zeile.',
    alreadyRegistered:
      'Dieses Produkt wurde bereits von einem anderen Unternehmen registriert. Wenden Sie sich mit der Seriennummer an unseren Kundendienst.',
    invalidDate:
      'Ungültiges Datum: Verwenden Sie Tag, Monat und vierstelliges Jahr, zum Beispiel 15.03.2024.',
    futureDate: 'Das Datum darf nicht in der Zukunft liegen.',
    invalidAddress: 'Die angegebene Adresse ist ungültig',
    postalCodeLostZero:
      'Der Postleitzahl fehlt die führende Null (zum Beispiel 1067 statt 01067): Die Tabelle hat sie als Zahl gespeichert. Korrigieren Sie sie hier oder formatieren Sie die Spalte als Text.',
    invalidValue: 'Ungültiger Wert',
  },
  import: {
    title: 'Daten importieren',
    description: 'Import läuft',
    progress: 'Daten werden importiert...',
    failed:
      'Der Import ist fehlgeschlagen. Ihre Daten bleiben erhalten: Bitte versuchen Sie es erneut.',
    conflict:
      'Ein Gerät dieses Stapels wurde inzwischen von jemand anderem registriert. Ihre Daten bleiben erhalten: Prüfen Sie die Zeilen.',
    checkingEarlierSend: 'Suche nach einem früheren Versand dieser Zeilen …',
    sent: '{{sent}} / {{total}} Zeilen gesendet',
    saving: '{{total}} Zeilen gesendet: wird gespeichert …',
    retry: 'Erneut versuchen',
    backToCheck: 'Zurück zur Prüfung',
  },
  finish: {
    title: 'Vielen Dank für Ihre Registrierung!',
    text: 'Ihre Produkte wurden importiert. Ihre Registrierungen und unsere Services finden Sie in der Service Cloud.',
    serviceCloud: 'Besuchen Sie unsere Service Cloud',
    registered_one: '{{count}} Produkt registriert',
    registered_other: '{{count}} Produkte registriert',
    alreadyRegistered_one: '{{count}} bereits von Ihrem Unternehmen registriert',
    alreadyRegistered_other: '{{count}} bereits von Ihrem Unternehmen registriert',
  },
  columns,
};

export default de;
