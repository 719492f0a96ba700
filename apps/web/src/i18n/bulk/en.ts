import columns from '../bulk-columns/en';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** English texts of the bulk flow. */
const en: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Sheet1',
    title: 'Copy and paste data',
    description: 'Copy the data from your spreadsheet and paste it into the field below.',
    instructions:
      'Use column headers for serial number, installation date, street, street number, postal code and city.',
    template: 'Download the spreadsheet template (.xlsx)',
    exampleTitle: 'Example row',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'High Street',
      streetNumber: '10',
      zip: 'SW1A 1AA',
      city: 'London',
    },
    fieldLabel: 'Spreadsheet data',
    fieldHint:
      'Paste your rows with Ctrl+V (Cmd+V on a Mac). Typing is disabled; Backspace deletes.',
    rowCount_one: '{{count}} row pasted',
    rowCount_other: '{{count}} rows pasted',
    tooManyRows:
      'You can import at most {{max}} rows at once. Split your data into several imports.',
    fileDrop: 'Or drop an .xlsx, .ods or .csv file here',
    fileChoose: 'Choose a file',
    fileReading: 'Reading the file…',
    fileLoaded: 'File loaded: {{name}}',
    sheet: 'Sheet to import',
    sheetOption_one: '{{name}} ({{count}} row)',
    sheetOption_other: '{{name}} ({{count}} rows)',
    fileErrors: {
      unsupportedType: 'Only .xlsx, .ods and .csv files are accepted.',
      tooLarge: 'This file is too large (10 MB at most).',
      passwordProtected:
        'This workbook is protected by a password. Save it without a password, then try again.',
      unreadable: 'The file could not be read. Check that it is a valid .xlsx, .ods or .csv file.',
      empty: 'This file holds no data.',
      tooManyRows: 'This file holds more than {{max}} rows. Split your data into several files.',
    },
  },
  mapping: {
    title: 'Map the header columns',
    description: 'Confirm that each column is mapped correctly',
    notRelevant: 'Not relevant',
    placeholder: 'Select',
    column: 'Column {{number}}',
    tableLabel: 'Pasted data',
    headerRowSkipped:
      'The first row holds headers: it was used to map the columns and will not be imported.',
    headerRow: 'The first line holds the column names',
    remembered: 'Mapping taken from your last import with these column names: please check it.',
    rowCount_one: '{{count}} row to import',
    rowCount_other: '{{count}} rows to import',
    missingColumns: 'Still to map: {{columns}}',
    dateOrder: 'In which order are the dates written? For example, “{{example}}” means:',
    dayFirst: 'Day, month, year: {{date}}',
    monthFirst: 'Month, day, year: {{date}}',
    dateOrderMissing: 'Say in which order the dates are written.',
    monthFirstDetected:
      'The dates are written month, day, year (for example 03/15/2024) and will be read that way.',
  },
  check: {
    title: 'Check the data values',
    description: 'Edit values by clicking on the cell',
    rowsWithErrors: '{{errors}} rows contain an error',
    noErrors: 'No errors found',
    submit: 'Submit data',
    progress: '{{checked}} / {{total}} rows checked',
    timeLeft: 'Time left: about {{time}}',
    progressLabel: 'Checking the data',
    tableLabel: 'Data to import',
    rowNumber: 'Row',
    cellLabel: '{{column}}, row {{row}}',
    checkFailed: 'Some values could not be checked. Check your connection, then try again.',
    retry: 'Try again',
    ours: 'Already registered',
    errorsOnly: 'Show only the rows with an error',
    deleteColumn: 'Delete',
    deleteRow: 'Delete row {{row}}',
    firstError: 'Go to the first error (row {{row}})',
    previousError: 'Previous error',
    nextError: 'Next error',
    undo: 'Undo the change',
    redo: 'Redo the change',
    shortcuts: 'Shortcuts: F8 next error, Shift+F8 previous error, Ctrl+Z undo, Ctrl+Y redo.',
    addRow: 'Add a row',
    downloadErrors: 'Download the rows with errors (.xlsx)',
    errorReportFile: 'rows-with-errors.xlsx',
    errorReportSheet: 'Errors',
    errorColumn: 'Error',
    sourceColumn: 'Column {{position}}',
    oursSkipped_one:
      '{{count}} product is already registered by your company: it will not be registered a second time.',
    oursSkipped_other:
      '{{count}} products are already registered by your company: they will not be registered a second time.',
  },
  cellErrors: {
    invalidSerialNumber: 'Incorrect serial number',
    duplicateSerialNumber: 'This serial number is already on another row.',
    alreadyRegistered:
      'This product has already been registered by another company. Contact our customer service with its serial number.',
    invalidDate: 'Invalid date: use day, month and a 4-digit year, for example 15.03.2024.',
    futureDate: 'The date cannot be in the future.',
    invalidAddress: 'The address provided is invalid',
    postalCodeLostZero:
      'The postal code lost its leading zero (for example 1000 instead of 01000): the spreadsheet stored it as a number. Correct it here, or format the column as text.',
    invalidValue: 'Invalid value',
  },
  import: {
    title: 'Import data',
    description: 'Import in progress',
    progress: 'Importing data...',
    failed: 'The import did not go through. Your data is kept: please try again.',
    conflict:
      'A device of this batch was registered by someone else in the meantime. Your data is kept: check the rows.',
    checkingEarlierSend: 'Looking for an earlier send of these rows…',
    sent: '{{sent}} / {{total}} rows sent',
    saving: '{{total}} rows sent: saving…',
    retry: 'Try again',
    backToCheck: 'Back to the check',
  },
  finish: {
    title: 'Thank you for registering!',
    text: 'Your products have been imported. Find your registrations and our services in the Service Cloud.',
    serviceCloud: 'Visit our Service Cloud',
    registered_one: '{{count}} product registered',
    registered_other: '{{count}} products registered',
    alreadyRegistered_one: '{{count}} already registered by your company',
    alreadyRegistered_other: '{{count}} already registered by your company',
  },
  columns,
};

export default en;
