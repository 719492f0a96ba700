import columns from '../bulk-columns/es';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Spanish (Spain) texts of the bulk flow. */
const es: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Hoja1',
    title: 'Copiar y pegar datos',
    description: 'Copie los datos de su hoja de cálculo y péguelos en el campo de abajo.',
    instructions:
      'Utilice encabezados de columna para el número de serie, la fecha de instalación, la calle, el número, el código postal y la localidad.',
    template: 'Descargar la plantilla de hoja de cálculo (.xlsx)',
    exampleTitle: 'Fila de ejemplo',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Calle Mayor',
      streetNumber: '10',
      zip: '28013',
      city: 'Madrid',
    },
    fieldLabel: 'Datos de la hoja de cálculo',
    fieldHint:
      'Pegue sus filas con Ctrl+V (Cmd+V en Mac). La escritura está desactivada; la tecla Retroceso borra.',
    rowCount_one: '{{count}} fila pegada',
    rowCount_other: '{{count}} filas pegadas',
    tooManyRows:
      'Puede importar como máximo {{max}} filas a la vez. Reparta sus datos en varias importaciones.',
    fileDrop: 'O suelte aquí un archivo .xlsx, .ods o .csv',
    fileChoose: 'Elegir un archivo',
    fileReading: 'Leyendo el archivo…',
    fileLoaded: 'Archivo cargado: {{name}}',
    sheet: 'Hoja que se va a importar',
    sheetOption_one: '{{name}} ({{count}} fila)',
    sheetOption_other: '{{name}} ({{count}} filas)',
    fileErrors: {
      unsupportedType: 'Solo se admiten archivos .xlsx, .ods y .csv.',
      tooLarge: 'Este archivo es demasiado grande (10 MB como máximo).',
      passwordProtected:
        'Este libro está protegido con contraseña. Guárdelo sin contraseña e inténtelo de nuevo.',
      unreadable:
        'No se ha podido leer el archivo. Compruebe que se trata de un archivo .xlsx, .ods o .csv válido.',
      empty: 'Este archivo no contiene datos.',
      tooManyRows:
        'Este archivo contiene más de {{max}} filas. Reparta sus datos en varios archivos.',
    },
  },
  mapping: {
    title: 'Asignar las columnas de encabezado',
    description: 'Confirme que cada columna está asignada correctamente',
    notRelevant: 'No relevante',
    placeholder: 'Seleccionar',
    column: 'Columna {{number}}',
    tableLabel: 'Datos pegados',
    headerRowSkipped:
      'La primera fila contiene encabezados: se ha utilizado para asignar las columnas y no se importará.',
    headerRow: 'La primera fila contiene los nombres de las columnas',
    remembered:
      'Asignación recuperada de su última importación con estos nombres de columna: compruébela.',
    rowCount_one: '{{count}} fila para importar',
    rowCount_other: '{{count}} filas para importar',
    missingColumns: 'Falta por asignar: {{columns}}',
    dateOrder: '¿En qué orden están escritas las fechas? Por ejemplo, «{{example}}» significa:',
    dayFirst: 'Día, mes, año: {{date}}',
    monthFirst: 'Mes, día, año: {{date}}',
    dateOrderMissing: 'Indique en qué orden están escritas las fechas.',
    monthFirstDetected:
      'Las fechas están escritas en el orden mes, día, año (por ejemplo, 03/15/2024) y se leerán así.',
  },
  check: {
    title: 'Comprobar los valores de los datos',
    description: 'Modifique los valores haciendo clic en la celda',
    rowsWithErrors: '{{errors}} filas contienen un error',
    noErrors: 'No se han encontrado errores',
    submit: 'Enviar los datos',
    progress: '{{checked}} / {{total}} filas comprobadas',
    timeLeft: 'Tiempo restante: aproximadamente {{time}}',
    progressLabel: 'Comprobando los datos',
    tableLabel: 'Datos que se van a importar',
    rowNumber: 'Fila',
    cellLabel: '{{column}}, fila {{row}}',
    checkFailed:
      'No se han podido comprobar algunos valores. Compruebe su conexión e inténtelo de nuevo.',
    retry: 'Reintentar',
    ours: 'Ya registrado',
    errorsOnly: 'Mostrar solo las filas con errores',
    deleteColumn: 'Eliminar',
    deleteRow: 'Eliminar la fila {{row}}',
    firstError: 'Ir al primer error (fila {{row}})',
    previousError: 'Error anterior',
    nextError: 'Error siguiente',
    undo: 'Deshacer el cambio',
    redo: 'Rehacer el cambio',
    shortcuts:
      'Atajos: F8 error siguiente, Mayús+F8 error anterior, Ctrl+Z deshacer, Ctrl+Y rehacer.',
    addRow: 'Añadir una fila',
    downloadErrors: 'Descargar las filas con errores (.xlsx)',
    errorReportFile: 'filas-con-errores.xlsx',
    errorReportSheet: 'Errores',
    errorColumn: 'Error',
    sourceColumn: 'Columna {{position}}',
    oursSkipped_one:
      'Su empresa ya ha registrado {{count}} producto: no se registrará por segunda vez.',
    oursSkipped_other:
      'Su empresa ya ha registrado {{count}} productos: no se registrarán por segunda vez.',
  },
  cellErrors: {
    invalidSerialNumber: 'Número de serie incorrecto',
    duplicateSerialNumber: 'Este número de serie ya figura en otra fila.',
    alreadyRegistered:
      'Otra empresa ya ha registrado este producto. Póngase en contacto con nuestro servicio de atención al cliente indicando su número de serie.',
    invalidDate:
      'Fecha no válida: indique el día, el mes y el año con 4 cifras, por ejemplo, 15/03/2024.',
    futureDate: 'La fecha no puede ser futura.',
    invalidAddress: 'La dirección indicada no es válida',
    postalCodeLostZero:
      'El código postal ha perdido el cero inicial (por ejemplo, 1000 en lugar de 01000): la hoja de cálculo lo ha guardado como número. Corríjalo aquí o dé a la columna formato de texto.',
    invalidValue: 'Valor no válido',
  },
  import: {
    title: 'Importar datos',
    description: 'Importación en curso',
    progress: 'Importando los datos...',
    failed: 'No se ha podido completar la importación. Sus datos se conservan: inténtelo de nuevo.',
    conflict:
      'Mientras tanto, otra persona ha registrado un aparato de este lote. Sus datos se conservan: compruebe las filas.',
    checkingEarlierSend: 'Buscando un envío anterior de estas filas…',
    sent: '{{sent}} / {{total}} filas enviadas',
    saving: '{{total}} filas enviadas: guardando…',
    retry: 'Reintentar',
    backToCheck: 'Volver a la comprobación',
  },
  finish: {
    title: '¡Gracias por su registro!',
    text: 'Sus productos se han importado. Encontrará sus registros y nuestros servicios en el Service Cloud.',
    serviceCloud: 'Visite nuestro Service Cloud',
    registered_one: '{{count}} producto registrado',
    registered_other: '{{count}} productos registrados',
    alreadyRegistered_one: '{{count}} ya registrado por su empresa',
    alreadyRegistered_other: '{{count}} ya registrados por su empresa',
  },
  columns,
};

export default es;
