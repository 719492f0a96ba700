import columns from '../bulk-columns/pt';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** European Portuguese texts of the bulk flow. */
const pt: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Folha1',
    title: 'Copiar e colar dados',
    description: 'Copie os dados da sua folha de cálculo e cole-os no campo abaixo.',
    instructions:
      'Utilize cabeçalhos de coluna para o número de série, a data de instalação, a rua, o número da porta, o código postal e a localidade.',
    template: 'Descarregar o modelo de folha de cálculo (.xlsx)',
    exampleTitle: 'Linha de exemplo',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Rua Augusta',
      streetNumber: '10',
      zip: '1100-053',
      city: 'Lisboa',
    },
    fieldLabel: 'Dados da folha de cálculo',
    fieldHint:
      'Cole as suas linhas com Ctrl+V (Cmd+V no Mac). A escrita está desativada; a tecla Retrocesso apaga.',
    rowCount_one: '{{count}} linha colada',
    rowCount_other: '{{count}} linhas coladas',
    tooManyRows:
      'Pode importar, no máximo, {{max}} linhas de cada vez. Divida os seus dados por várias importações.',
    fileDrop: 'Ou largue aqui um ficheiro .xlsx, .ods ou .csv',
    fileChoose: 'Escolher um ficheiro',
    fileReading: 'A ler o ficheiro…',
    fileLoaded: 'Ficheiro carregado: {{name}}',
    sheet: 'Folha a importar',
    sheetOption_one: '{{name}} ({{count}} linha)',
    sheetOption_other: '{{name}} ({{count}} linhas)',
    fileErrors: {
      unsupportedType: 'Só são aceites ficheiros .xlsx, .ods e .csv.',
      tooLarge: 'Este ficheiro é demasiado grande (10 MB, no máximo).',
      passwordProtected:
        'Este livro está protegido por palavra-passe. Guarde-o sem palavra-passe e tente novamente.',
      unreadable:
        'Não foi possível ler o ficheiro. Verifique se se trata de um ficheiro .xlsx, .ods ou .csv válido.',
      empty: 'Este ficheiro não contém dados.',
      tooManyRows:
        'Este ficheiro contém mais de {{max}} linhas. Divida os seus dados por vários ficheiros.',
    },
  },
  mapping: {
    title: 'Associar as colunas de cabeçalho',
    description: 'Confirme se cada coluna está corretamente associada',
    notRelevant: 'Não relevante',
    placeholder: 'Selecionar',
    column: 'Coluna {{number}}',
    tableLabel: 'Dados colados',
    headerRowSkipped:
      'A primeira linha contém cabeçalhos: foi utilizada para associar as colunas e não será importada.',
    headerRow: 'A primeira linha contém os nomes das colunas',
    remembered:
      'Associação retomada da sua última importação com estes nomes de coluna: verifique-a.',
    rowCount_one: '{{count}} linha a importar',
    rowCount_other: '{{count}} linhas a importar',
    missingColumns: 'Ainda por associar: {{columns}}',
    dateOrder: 'Por que ordem estão escritas as datas? Por exemplo, «{{example}}» significa:',
    dayFirst: 'Dia, mês, ano: {{date}}',
    monthFirst: 'Mês, dia, ano: {{date}}',
    dateOrderMissing: 'Indique por que ordem estão escritas as datas.',
    monthFirstDetected:
      'As datas estão escritas pela ordem mês, dia, ano (por exemplo, 03/15/2024) e serão lidas dessa forma.',
  },
  check: {
    title: 'Verificar os valores dos dados',
    description: 'Altere os valores clicando na célula',
    rowsWithErrors: '{{errors}} linhas contêm um erro',
    noErrors: 'Não foram encontrados erros',
    submit: 'Submeter os dados',
    progress: '{{checked}} / {{total}} linhas verificadas',
    timeLeft: 'Tempo restante: cerca de {{time}}',
    progressLabel: 'A verificar os dados',
    tableLabel: 'Dados a importar',
    rowNumber: 'Linha',
    cellLabel: '{{column}}, linha {{row}}',
    checkFailed:
      'Não foi possível verificar alguns valores. Verifique a sua ligação e tente novamente.',
    retry: 'Tentar novamente',
    ours: 'Já registado',
    errorsOnly: 'Mostrar apenas as linhas com erros',
    deleteColumn: 'Eliminar',
    deleteRow: 'Eliminar a linha {{row}}',
    firstError: 'Ir para o primeiro erro (linha {{row}})',
    previousError: 'Erro anterior',
    nextError: 'Erro seguinte',
    undo: 'Anular a alteração',
    redo: 'Refazer a alteração',
    shortcuts: 'Atalhos: F8 erro seguinte, Shift+F8 erro anterior, Ctrl+Z anular, Ctrl+Y refazer.',
    addRow: 'Adicionar uma linha',
    downloadErrors: 'Descarregar as linhas com erros (.xlsx)',
    errorReportFile: 'linhas-com-erros.xlsx',
    errorReportSheet: 'Erros',
    errorColumn: 'Erro',
    sourceColumn: 'Coluna {{position}}',
    oursSkipped_one:
      'A sua empresa já registou {{count}} produto: não será registado uma segunda vez.',
    oursSkipped_other:
      'A sua empresa já registou {{count}} produtos: não serão registados uma segunda vez.',
  },
  cellErrors: {
    invalidSerialNumber: 'Número de série incorreto',
    duplicateSerialNumber: 'Este número de série já consta de outra linha.',
    alreadyRegistered:
      'Este produto já foi registado por outra empresa. Contacte o nosso apoio ao cliente, indicando o número de série.',
    invalidDate:
      'Data inválida: indique o dia, o mês e o ano com 4 algarismos, por exemplo, 15/03/2024.',
    futureDate: 'A data não pode ser no futuro.',
    invalidAddress: 'A morada indicada é inválida',
    postalCodeLostZero:
      'O código postal perdeu o zero inicial (por exemplo, 1000 em vez de 01000): a folha de cálculo guardou-o como número. Corrija-o aqui ou formate a coluna como texto.',
    invalidValue: 'Valor inválido',
  },
  import: {
    title: 'Importar dados',
    description: 'Importação em curso',
    progress: 'A importar os dados...',
    failed:
      'Não foi possível concluir a importação. Os seus dados foram mantidos: tente novamente.',
    conflict:
      'Entretanto, outra pessoa registou um aparelho deste lote. Os seus dados foram mantidos: verifique as linhas.',
    checkingEarlierSend: 'A procurar um envio anterior destas linhas…',
    sent: '{{sent}} / {{total}} linhas enviadas',
    saving: '{{total}} linhas enviadas: a guardar…',
    retry: 'Tentar novamente',
    backToCheck: 'Voltar à verificação',
  },
  finish: {
    title: 'Obrigado pelo seu registo!',
    text: 'Os seus produtos foram importados. Encontra os seus registos e os nossos serviços no Service Cloud.',
    serviceCloud: 'Visite o nosso Service Cloud',
    registered_one: '{{count}} produto registado',
    registered_other: '{{count}} produtos registados',
    alreadyRegistered_one: '{{count}} já registado pela sua empresa',
    alreadyRegistered_other: '{{count}} já registados pela sua empresa',
  },
  columns,
};

export default pt;
