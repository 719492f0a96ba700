import type { Catalog } from './fr';
import type { Translation } from './translation';

/** European Portuguese catalog. */
const pt: Translation<Catalog> = {
  app: {
    title: 'Registo de produto',
    titleShort: 'Registo',
    pageTitle: '{{page}} · {{brand}}',
    metaDescription: {
      endUser:
        'Registe o seu aparelho de aquecimento ou ventilação com o número de série e desbloqueie as suas vantagens.',
      installer:
        'Instaladores: registe os aparelhos que instalou, um a um ou em massa a partir da sua folha de cálculo.',
    },
    skipToContent: 'Ir para o conteúdo principal',
    homeLink: '{{brand}} – página inicial',
    loading: 'A carregar…',
    configError: {
      title: 'O serviço está temporariamente indisponível',
      text: 'Não foi possível carregar a configuração da aplicação. Verifique a sua ligação e tente novamente.',
      retry: 'Tentar novamente',
    },
    routeError: {
      title: 'Ocorreu um erro',
      text: 'Não foi possível apresentar esta página. Recarregue a página para tentar novamente.',
      reload: 'Recarregar a página',
    },
  },
  header: {
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    menu: 'Menu',
    mainNavigation: 'Navegação principal',
    partnerLogo: 'Em parceria com {{partner}}',
    signOut: 'Terminar sessão',
    signIn: 'Iniciar sessão',
    account: 'Conta',
    accountOf: 'Conta de {{name}}',
    signedInAs: 'Sessão iniciada como',
    editProfile: 'Editar perfil',
    console: 'Consola do fabricante',
    resetPassword: 'Repor a palavra-passe',
    myProducts: 'Os meus produtos',
    myInstallations: 'As minhas instalações',
  },
  language: {
    label: 'Idioma',
    choose: 'Escolher o idioma',
    current: 'Idioma atual: {{language}}',
    list: 'Idiomas disponíveis',
  },
  help: {
    question: 'Precisa de ajuda?',
    text: 'A nossa equipa responde às suas perguntas sobre os seus produtos e o respetivo registo.',
    button: 'Ajuda e apoio',
    stepLink: 'Ajuda e apoio',
  },
  footer: {
    navigation: 'Ligações do rodapé',
    installer: 'É instalador?',
    privacyPolicy: 'Política de privacidade',
    termsOfUse: 'Termos de utilização',
    imprint: 'Informação legal',
    integrityLine: 'Integrity Line',
    newTab: '(abre num novo separador)',
    copyright: '© {{year}} {{company}}',
    tagline: 'Aquecimento e ventilação',
  },
  flash: {
    region: 'Notificações',
    close: 'Fechar a mensagem',
    retry: 'Tentar novamente',
    signInRequired: 'Inicie sessão para aceder a esta página.',
    signInFailed: 'Não foi possível iniciar sessão. Tente novamente.',
    notInstaller: 'O seu perfil de utilizador não está configurado como instalador.',
    companyPending:
      'A sua empresa está a ser verificada pela nossa equipa (pedido de {{date}}). Poderá registar aparelhos como instalador assim que estiver verificada.',
    companyRejected:
      'Não foi possível verificar a sua empresa. Corrija os dados da empresa no seu perfil para que seja novamente verificada.',
    checkCompanyAgain: 'Verificar novamente',
  },
  landing: {
    user: {
      pageTitle: 'Registe o seu produto',
      kicker: 'Rápido e fácil',
      heading: 'Registe o seu produto e desbloqueie recompensas',
      lead: 'Bastam alguns minutos para registar o seu aparelho Calora e usufruir de todas as suas vantagens.',
      cta: 'Registar o meu produto',
      benefitsHeading: 'Três passos e está feito',
      scanTitle: 'Digitalize o código QR ou introduza manualmente o número de série',
      scanText:
        'Encontra o código QR e o número de série na chapa de características do seu aparelho.',
      registerTitle: 'Registe o produto',
      registerText:
        'Indique a morada de instalação e os seus dados de contacto e, em seguida, confirme.',
      unlockTitle: 'Ao registar-se, desbloqueia vantagens exclusivas',
      unlockText: 'Extensões de garantia, ofertas de assistência e conselhos para o seu aparelho.',
    },
    installer: {
      pageTitle: 'Área de instaladores',
      kicker: 'Rápido e simples',
      heading: 'Registe os produtos que instala',
      lead: 'Registe cada instalação em poucos cliques, diretamente na obra ou a partir do escritório.',
      cta: 'Iniciar o registo',
      benefitsHeading: 'As suas vantagens',
      serialTitle: 'Introduza o número de série',
      serialText:
        'Digitalize o código QR ou escreva o número que consta da chapa de características do aparelho.',
      registerTitle: 'Registe o produto',
      registerText: 'Indique a morada e a data de instalação do seu cliente.',
      servicesTitle: 'Aceda a serviços exclusivos',
      servicesText: 'Beneficie dos programas e serviços reservados aos instaladores parceiros.',
    },
  },
  step: {
    progressLabel: 'Progresso do registo',
    progress: 'Passo {{step}} de {{total}}',
  },
  actions: {
    back: 'Voltar',
    continue: 'Continuar',
  },
  product: {
    cardLabel: 'Produto encontrado',
    color: 'Cor:',
    incentives: 'As suas vantagens',
    window: 'A registar nos {{count}} dias seguintes à instalação',
    windowMet: 'Prazo cumprido: faltavam {{count}} dias',
    windowMissed: 'Não concedido: foi ultrapassado o prazo de {{count}} dias após a instalação',
  },
  scanner: {
    open: 'Digitalizar',
    openLabel: 'Digitalizar o código da chapa de características',
    title: 'Digitalizar o código',
    text: 'Posicione o código QR ou o código de barras da chapa de características dentro da moldura.',
    starting: 'A abrir a câmara…',
    notOurs:
      'Este código não contém nenhum número de série Calora. Aponte para o código da chapa de características.',
    denied:
      'O acesso à câmara foi recusado. Autorize-o nas definições do navegador ou introduza o número de série.',
    noCamera: 'Não há nenhuma câmara disponível neste dispositivo. Introduza o número de série.',
    failed: 'Não foi possível abrir a câmara. Introduza o número de série.',
    cancel: 'Cancelar',
    typeInstead: 'Introduzir o número de série',
    close: 'Fechar o leitor',
  },
  serialNumber: {
    title: 'Número de série',
    description:
      'Introduza o número de série que consta da chapa de características do seu produto.',
    label: 'Número de série',
    hint: 'Exemplo: 908765401',
    register: 'Registar',
    registerProduct: 'Registar o produto',
    verify: 'Verificar o número de série',
    tip: 'O número de série encontra-se na chapa de características do seu aparelho.',
    searching: 'A pesquisar…',
  },
  alreadyRegistered: {
    yours: 'Já registou este produto.',
    yoursCompany: 'A sua empresa já registou este produto.',
    seeProducts: 'Ver os meus produtos',
    seeInstallations: 'Ver as minhas instalações',
    taken: 'Este produto já está registado.',
    takenText:
      'Outra pessoa já registou este aparelho. Se for seu, o nosso apoio ao cliente pode ajudar a passá-lo para o seu nome.',
    takenAnonymousText:
      'Se o registou, inicie sessão para o encontrar. Caso contrário, o nosso apoio ao cliente pode ajudar a passá-lo para o seu nome.',
    askTransfer: 'Pedir a transferência',
    contactSupport: 'Contactar o apoio ao cliente',
  },
  installerTip: {
    title: 'Vários produtos para registar?',
    text: 'Com o registo em massa, regista de uma só vez todos os aparelhos de uma obra a partir de uma folha de cálculo. Para um único produto, basta continuar aqui.',
    link: 'Ir para o registo em massa',
  },
  roleSelection: {
    title: 'Quem está a fazer o registo?',
    description: 'Selecione o seu perfil',
    owner: 'Sou o proprietário do produto',
    installer: 'Sou instalador profissional',
  },
  login: {
    title: 'Já tem uma conta?',
    text: 'Inicie sessão ou crie uma conta para concluir o registo.',
    signIn: 'Iniciar sessão',
    or: 'Ou',
    continueWithout: 'Continuar sem iniciar sessão',
    autoAccount: 'Após o registo, será criada automaticamente uma conta.',
    close: 'Fechar',
  },
  address: {
    title: 'Morada de instalação',
    description: 'Onde está instalado o produto?',
    enterManually: 'Introduzir a morada manualmente',
    useMaps: 'Usar antes o Google Maps',
    noResults:
      'Não foi encontrada nenhuma morada para a sua pesquisa. Pode introduzir a sua morada manualmente abaixo.',
    incompleteResults:
      'A pesquisa devolveu resultados sem informações de morada completas. Introduza a sua morada manualmente abaixo.',
    unverifiedCombination:
      'Não foi possível verificar a combinação de código postal, localidade e país. Verifique os dados introduzidos.',
    postalCodeCityMismatch:
      'O código postal e a localidade não correspondem. Verifique os dados introduzidos.',
    validationFailed: 'Não foi possível validar a morada.',
    searchLabel: 'Pesquisar a sua morada',
    searchHint: 'Escreva pelo menos 3 caracteres, por exemplo, a rua e o número.',
    searching: 'A pesquisar…',
    results: 'Moradas encontradas',
    incompletePlace: 'Morada incompleta',
    ambiguousResults:
      'A sua pesquisa corresponde a muitas moradas. Especifique-a melhor ou introduza a sua morada manualmente abaixo.',
    chosen: 'Morada selecionada',
    mapLabel: 'Mapa da morada {{address}}',
    manualTitle: 'Introdução manual da morada',
    chooseCountry: 'Escolher um país',
    checking: 'A verificar a morada…',
    useThisAddress: 'Usar esta morada',
    cancelManual: 'Cancelar',
  },
  addressFields: {
    streetName: 'Rua',
    streetNumber: 'Número da porta',
    additionalAddressLine1: 'Complemento (andar, fração…)',
    postalCode: 'Código postal',
    city: 'Localidade',
    stateOrProvince: 'Distrito ou região',
    country: 'País',
  },
  contact: {
    title: 'Os seus dados de contacto',
    description:
      'Indique os seus dados de contacto para que possamos enviar-lhe informações sobre o seu produto.',
    firstName: 'Nome',
    lastName: 'Apelido',
    email: 'Endereço de e-mail',
  },
  consent: {
    legend: 'Consentimentos',
    privacy: 'Aceito a <doc>política de privacidade</doc>.',
    terms: 'Aceito as <doc>condições de registo do produto</doc>.',
  },
  installationDate: {
    title: 'Data de instalação',
    description: 'Quando foi instalado o produto?',
    label: 'Data de instalação',
  },
  dateField: {
    hint: 'Formato: {{pattern}}',
    partNames: 'DD-MM-AAAA',
    openCalendar: 'Escolher a data no calendário',
    previousMonth: 'Mês anterior',
    nextMonth: 'Mês seguinte',
  },
  review: {
    title: 'Concluir o registo',
    description: 'Verifique os seus dados e submeta o registo.',
    mandatoryNote: '* Obrigatório para o registo.',
    submit: 'Submeter o registo',
    person: 'Os seus dados',
    product: 'Produto',
    address: 'Morada de instalação',
    company: 'Empresa',
    installationDate: 'Data de instalação',
    submitting: 'A enviar o registo…',
    alreadyRegistered:
      'Este produto já foi registado por outra pessoa. Em caso de dúvida, contacte o nosso apoio ao cliente.',
    submitFailed:
      'Não foi possível enviar o registo. Os seus dados foram mantidos: tente novamente.',
    tooManyMails:
      'Este endereço de e-mail já recebeu hoje demasiados e-mails de confirmação. Tente novamente amanhã ou indique outro endereço.',
    rateLimited:
      'Demasiados registos em pouco tempo. Os seus dados foram mantidos: tente novamente dentro de alguns minutos.',
  },
  thankYou: {
    title: 'Obrigado pelo seu registo!',
    endUserText:
      'Consulte a sua caixa de correio eletrónico e confirme a sua conta para receber as suas recompensas.',
    endUserRegistered: 'O seu produto está registado.',
    endUserRewardsUnlocked: 'As suas recompensas estão desbloqueadas.',
    installerText: 'O produto foi registado para o seu cliente.',
    customerPortal: 'Aceder ao portal do cliente',
    productPage: 'Ver a página do produto',
    registerAnother: 'Registar outro produto',
  },
  validation: {
    required: 'Este campo é obrigatório',
    email: 'Introduza um endereço de e-mail válido.',
    numeric: 'O valor tem de ser um número.',
    minLength: 'O valor tem de ter, pelo menos, {{min}} caracteres',
    maxLength: 'O valor pode ter, no máximo, {{max}} caracteres',
    invalidSerialNumber: 'Número de série inválido',
    controlCharacters: 'Este campo contém caracteres não permitidos.',
    invalidAddress: 'Selecione uma morada válida.',
    invalidDate: 'Introduza uma data válida no formato {{pattern}}.',
    noFutureDate: 'A data não pode ser no futuro.',
    postalCodeFormat: 'Este código postal não tem o formato do país selecionado.',
  },
  legal: {
    privacyPolicy: 'Política de privacidade',
    termsOfUse: 'Termos de utilização',
    pending:
      'O conteúdo desta página estará disponível em breve. Em caso de dúvida, ligue-nos para o <phone>{{phone}}</phone>.',
    cookies: {
      title: 'Declaração de cookies',
      notConfigured:
        'Este site utiliza apenas os cookies tecnicamente necessários ao seu funcionamento, por exemplo, para proteger os formulários contra a falsificação de pedidos. Não são utilizados cookies de análise nem de publicidade.',
    },
  },
  imprint: {
    title: 'Informação legal',
    publisher: 'Editor',
    address: 'Morada',
    phone: 'Telefone',
    fax: 'Fax',
    email: 'E-mail',
    register: 'Registo comercial e número de IVA',
  },
  serviceStatus: {
    usersTitle: 'Área de utilizadores',
    partnersTitle: 'Área de parceiros',
    checking: 'A verificar o estado do serviço…',
    ok: 'O serviço está a funcionar normalmente.',
    version: 'Versão {{version}}',
    unavailable: 'De momento, não é possível aceder ao serviço.',
    publicCheck: 'Serviço público',
    authenticatedCheck: 'Acesso com sessão iniciada',
    authenticatedOk: 'O serviço reconhece a sua sessão.',
    userType: 'Tipo de utilizador: {{type}}',
    endCustomer: 'cliente final (1)',
    installer: 'instalador (2)',
    authenticatedUnavailable: 'O serviço não conseguiu verificar a sua sessão.',
    signedOut: 'Inicie sessão para verificar o acesso com sessão iniciada.',
  },
};

export default pt;
