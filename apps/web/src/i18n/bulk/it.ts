import columns from '../bulk-columns/it';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Italian texts of the bulk flow. */
const it: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Foglio1',
    title: 'Copia e incolla i dati',
    description: 'Copi i dati dal Suo foglio di calcolo e li incolli nel campo qui sotto.',
    instructions:
      'Utilizzi intestazioni di colonna per numero di serie, data di installazione, via, numero civico, CAP e città.',
    template: 'Scarica il modello di foglio di calcolo (.xlsx)',
    exampleTitle: 'Riga di esempio',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Via Dante',
      streetNumber: '10',
      zip: '20121',
      city: 'Milano',
    },
    fieldLabel: 'Dati del foglio di calcolo',
    fieldHint:
      'Incolli le righe con Ctrl+V (Cmd+V su Mac). La digitazione è disattivata; il tasto Backspace cancella.',
    rowCount_one: '{{count}} riga incollata',
    rowCount_other: '{{count}} righe incollate',
    tooManyRows:
      'Può importare al massimo {{max}} righe alla volta. Suddivida i dati in più importazioni.',
    fileDrop: 'Oppure trascini qui un file .xlsx, .ods o .csv',
    fileChoose: 'Scegli un file',
    fileReading: 'Lettura del file…',
    fileLoaded: 'File caricato: {{name}}',
    sheet: 'Foglio da importare',
    sheetOption_one: '{{name}} ({{count}} riga)',
    sheetOption_other: '{{name}} ({{count}} righe)',
    fileErrors: {
      unsupportedType: 'Sono accettati solo file .xlsx, .ods e .csv.',
      tooLarge: 'Questo file è troppo grande (massimo 10 MB).',
      passwordProtected:
        'Questa cartella di lavoro è protetta da password. La salvi senza password e riprovi.',
      unreadable:
        'Non è stato possibile leggere il file. Verifichi che si tratti di un file .xlsx, .ods o .csv valido.',
      empty: 'Questo file non contiene dati.',
      tooManyRows: 'Questo file contiene più di {{max}} righe. Suddivida i dati in più file.',
    },
  },
  mapping: {
    title: 'Associa le colonne di intestazione',
    description: 'Confermi che ogni colonna sia associata correttamente',
    notRelevant: 'Non pertinente',
    placeholder: 'Seleziona',
    column: 'Colonna {{number}}',
    tableLabel: 'Dati incollati',
    headerRowSkipped:
      'La prima riga contiene intestazioni: è stata usata per associare le colonne e non verrà importata.',
    headerRow: 'La prima riga contiene i nomi delle colonne',
    remembered:
      'Associazione ripresa dalla Sua ultima importazione con questi nomi di colonna: la verifichi.',
    rowCount_one: '{{count}} riga da importare',
    rowCount_other: '{{count}} righe da importare',
    missingColumns: 'Ancora da associare: {{columns}}',
    dateOrder: 'In quale ordine sono scritte le date? Ad esempio «{{example}}» significa:',
    dayFirst: 'Giorno, mese, anno: {{date}}',
    monthFirst: 'Mese, giorno, anno: {{date}}',
    dateOrderMissing: 'Indichi in quale ordine sono scritte le date.',
    monthFirstDetected:
      'Le date sono scritte nell’ordine mese, giorno, anno (ad esempio 03/15/2024) e verranno lette così.',
  },
  check: {
    title: 'Verifica i valori dei dati',
    description: 'Modifichi i valori facendo clic sulla cella',
    rowsWithErrors: '{{errors}} righe contengono un errore',
    noErrors: 'Nessun errore trovato',
    submit: 'Invia i dati',
    progress: '{{checked}} / {{total}} righe verificate',
    timeLeft: 'Tempo rimanente: circa {{time}}',
    progressLabel: 'Verifica dei dati',
    tableLabel: 'Dati da importare',
    rowNumber: 'Riga',
    cellLabel: '{{column}}, riga {{row}}',
    checkFailed:
      'Non è stato possibile verificare alcuni valori. Controlli la connessione e riprovi.',
    retry: 'Riprova',
    ours: 'Già registrato',
    errorsOnly: 'Mostra solo le righe con un errore',
    deleteColumn: 'Elimina',
    deleteRow: 'Elimina la riga {{row}}',
    firstError: 'Vai al primo errore (riga {{row}})',
    previousError: 'Errore precedente',
    nextError: 'Errore successivo',
    undo: 'Annulla la modifica',
    redo: 'Ripristina la modifica',
    shortcuts:
      'Scorciatoie: F8 errore successivo, Maiusc+F8 errore precedente, Ctrl+Z annulla, Ctrl+Y ripristina.',
    addRow: 'Aggiungi una riga',
    downloadErrors: 'Scarica le righe con errori (.xlsx)',
    errorReportFile: 'righe-con-errori.xlsx',
    errorReportSheet: 'Errori',
    errorColumn: 'Errore',
    sourceColumn: 'Colonna {{position}}',
    oursSkipped_one:
      '{{count}} prodotto è già registrato dalla Sua azienda: non verrà registrato una seconda volta.',
    oursSkipped_other:
      '{{count}} prodotti sono già registrati dalla Sua azienda: non verranno registrati una seconda volta.',
  },
  cellErrors: {
    invalidSerialNumber: 'Numero di serie errato',
    duplicateSerialNumber: 'Questo numero di serie compare già in un’altra riga.',
    alreadyRegistered:
      'Questo prodotto è già stato registrato da un’altra azienda. Contatti il nostro servizio clienti indicando il numero di serie.',
    invalidDate: 'Data non valida: indichi giorno, mese e anno a 4 cifre, ad esempio 15/03/2024.',
    futureDate: 'La data non può essere nel futuro.',
    invalidAddress: 'L’indirizzo indicato non è valido',
    postalCodeLostZero:
      'Il CAP ha perso lo zero iniziale (ad esempio 1000 invece di 01000): il foglio di calcolo lo ha salvato come numero. Lo corregga qui oppure formatti la colonna come testo.',
    invalidValue: 'Valore non valido',
  },
  import: {
    title: 'Importa i dati',
    description: 'Importazione in corso',
    progress: 'Importazione dei dati...',
    failed:
      'Non è stato possibile completare l’importazione. I Suoi dati sono stati conservati: riprovi.',
    conflict:
      'Nel frattempo un apparecchio di questo lotto è stato registrato da un’altra persona. I Suoi dati sono stati conservati: verifichi le righe.',
    checkingEarlierSend: 'Ricerca di un invio precedente di queste righe…',
    sent: '{{sent}} / {{total}} righe inviate',
    saving: '{{total}} righe inviate: salvataggio in corso…',
    retry: 'Riprova',
    backToCheck: 'Torna alla verifica',
  },
  finish: {
    title: 'Grazie per la registrazione!',
    text: 'I Suoi prodotti sono stati importati. Troverà le Sue registrazioni e i nostri servizi nel Service Cloud.',
    serviceCloud: 'Visiti il nostro Service Cloud',
    registered_one: '{{count}} prodotto registrato',
    registered_other: '{{count}} prodotti registrati',
    alreadyRegistered_one: '{{count}} già registrato dalla Sua azienda',
    alreadyRegistered_other: '{{count}} già registrati dalla Sua azienda',
  },
  columns,
};

export default it;
