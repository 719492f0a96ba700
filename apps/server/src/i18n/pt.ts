import type { ServerTexts } from './fr';

const pt: ServerTexts = {
  registration: {
    appTitle: 'Registo de produto',
    mailSubject: 'Confirme o registo do seu produto',
    mailBody:
      'Olá, {name},\n\nAgradecemos o registo do seu produto {product} (número de série {serial}).\nPara receber as suas vantagens, confirme o registo abrindo esta ligação no prazo de {hours} horas:\n{link}\n\nCalora',
    confirmedTitle: 'Registo confirmado',
    confirmedText:
      'Obrigado! O registo do seu produto {product} (número de série {serial}) está confirmado. As suas vantagens estão à sua espera.',
    confirmTitle: 'Confirmar o registo',
    confirmText:
      'Confirme o registo do seu produto {product} (número de série {serial}) para receber as suas vantagens.',
    confirmButton: 'Confirmar o meu registo',
    invalidTitle: 'Ligação inválida',
    invalidText:
      'Esta ligação de confirmação não é válida. Verifique se copiou a ligação completa do e-mail.',
    expiredTitle: 'Ligação expirada',
    expiredText:
      'Esta ligação de confirmação expirou. Registe novamente o seu produto para receber uma nova ligação.',
    takenTitle: 'Produto já registado',
    takenText:
      'Outra pessoa registou e confirmou o seu produto {product} (número de série {serial}). Se se tratar de um erro, contacte o nosso apoio ao cliente.',
    takenMailSubject: 'Não foi possível confirmar o seu registo',
    takenMailBody:
      'Olá, {name},\n\nOutra pessoa registou e confirmou o seu produto {product} (número de série {serial}) antes de si; o seu registo foi anulado. Se se tratar de um erro, contacte o nosso apoio ao cliente.\n\nCalora',
    cancelledTitle: 'Registo anulado',
    cancelledText:
      'O registo do seu produto {product} (número de série {serial}) foi anulado pelo nosso apoio ao cliente. Em caso de dúvida, contacte-o.',
    cancelledMailSubject: 'O seu registo foi anulado',
    cancelledMailBody:
      'Olá, {name},\n\nO registo do seu produto {product} (número de série {serial}) foi anulado pelo nosso apoio ao cliente pelo seguinte motivo:\n{reason}\n\nEm caso de dúvida, contacte o nosso apoio ao cliente.\n\nCalora',
    registeredMailSubject: 'O seu produto está registado',
    registeredMailBody:
      'Olá, {name},\n\nO registo do seu produto {product} (número de série {serial}) está confirmado. Enviamos em anexo a este e-mail o seu certificado de registo.\nPode consultar o produto, as respetivas vantagens e o certificado a qualquer momento aqui:\n{link}\n\nCalora',
    transferMailSubject: 'Foi-lhe transferido um produto',
    transferMailBody:
      'Olá, {name},\n\nFoi-lhe transferido o registo do produto {product} (número de série {serial}). Para o passar para o seu nome e receber as respetivas vantagens, confirme abrindo esta ligação no prazo de {hours} horas:\n{link}\n\nSe não estava à espera desta transferência, ignore este e-mail: nada será alterado.\n\nCalora',
    requestMailSubject: 'Pedido de transferência do seu produto',
    requestMailBody:
      'Olá, {name},\n\n{requester} pede que o registo do seu produto {product} (número de série {serial}) seja transferido para o nome dessa pessoa, por exemplo, porque o aparelho mudou de proprietário.\nSe concordar, abra esta ligação no prazo de {hours} horas e aprove a transferência:\n{link}\n\nCaso contrário, ignore este e-mail: o seu registo mantém-se inalterado.\n\nCalora',
    requestTitle: 'Pedido de transferência',
    requestText:
      '{requester} pede que o registo do seu produto {product} (número de série {serial}) seja transferido para o nome dessa pessoa. Após a sua aprovação, essa pessoa terá ainda de o confirmar por e-mail.',
    requestButton: 'Aprovar a transferência',
    requestApprovedTitle: 'Transferência aprovada',
    requestApprovedText:
      'Obrigado! Enviámos um e-mail a {requester}. A transferência produz efeito assim que essa pessoa a confirmar.',
    requestClosedTitle: 'Pedido inválido',
    requestClosedText:
      'Este pedido de transferência expirou ou já não é válido. O seu registo mantém-se inalterado.',
    backToApp: 'Voltar ao registo de produto',
  },
  certificate: {
    title: 'Certificado de registo',
    intro: 'Este certificado atesta o registo do seguinte produto junto da Calora.',
    product: 'Produto',
    serialNumber: 'Número de série',
    installationAddress: 'Morada de instalação',
    installationDate: 'Data de instalação',
    registrant: 'Registado por',
    registeredOn: 'Data de registo',
    rewards: 'Vantagens desbloqueadas',
    noRewards: 'Nenhuma',
    verify: 'Verifique a autenticidade deste certificado digitalizando o código QR ou no endereço:',
    certificateId: 'Número do certificado',
  },
  company: {
    approvedSubject: 'A sua empresa está verificada',
    approvedBody:
      'Olá, {name},\n\nVerificámos a sua empresa «{company}». Já pode registar os aparelhos que instala para os seus clientes.\n\nCalora',
    rejectedSubject: 'Não foi possível verificar a sua empresa',
    rejectedBody:
      'Olá, {name},\n\nNão foi possível verificar a sua empresa «{company}» pelo seguinte motivo:\n{reason}\n\nPode corrigir os dados da sua empresa no seu perfil; estes serão então novamente verificados.\n\nCalora',
  },
  idp: {
    appTitle: 'Registo de produto',
    signInTitle: 'Iniciar sessão',
    signInIntro: 'Inicie sessão para registar os seus produtos e consultar as suas vantagens.',
    email: 'E-mail',
    password: 'Palavra-passe',
    submitSignIn: 'Iniciar sessão',
    noAccount: 'Ainda não tem conta?',
    createAccount: 'Criar uma conta',
    forgotPassword: 'Esqueceu-se da palavra-passe?',
    invalidCredentials:
      'E-mail ou palavra-passe incorretos. Também pode repor a sua palavra-passe.',
    signInWait:
      'Demasiadas tentativas falhadas para este endereço de e-mail a partir da sua ligação. Tente novamente dentro de {wait} ou reponha a sua palavra-passe.',
    tooManyRequests:
      'Demasiadas tentativas a partir da sua ligação. Tente novamente dentro de alguns minutos.',
    tooManyForAccount:
      'Demasiadas tentativas para este endereço de e-mail. Tente novamente dentro de alguns minutos.',
    signUpTitle: 'Criar uma conta',
    signUpIntro: 'Com uma conta, pode acompanhar os seus registos e receber as suas vantagens.',
    givenName: 'Nome',
    familyName: 'Apelido',
    companySection: 'É instalador profissional?',
    companyHint:
      'Indique a sua empresa para registar aparelhos para os seus clientes: verificamo-la antes de o poder fazer. Deixe em branco se for o proprietário do produto.',
    companyRegistrationNumber: 'NIPC ou número de IVA',
    companyPhone: 'Telefone da empresa',
    companyAddress: 'Morada da empresa',
    invalidPhone: 'Introduza um número de telefone válido.',
    companyPending: 'A sua empresa «{company}» está a ser verificada (pedido de {date}).',
    companyRejected:
      'Não foi possível verificar a sua empresa «{company}»: {reason} Corrija os dados da empresa para que seja novamente verificada.',
    companyApproved:
      'A sua empresa «{company}» está verificada. Se alterar os dados, a empresa será novamente verificada.',
    companyName: 'Nome da empresa',
    companyEmail: 'E-mail da empresa',
    optional: 'opcional',
    passwordRules:
      'Pelo menos 10 caracteres, com pelo menos uma maiúscula, uma minúscula e um algarismo.',
    submitSignUp: 'Criar a minha conta',
    haveAccount: 'Já tem uma conta?',
    signInLink: 'Iniciar sessão',
    resetTitle: 'Palavra-passe esquecida',
    resetIntro:
      'Indique o seu e-mail: enviamos-lhe uma ligação para escolher uma nova palavra-passe.',
    submitReset: 'Enviar a ligação',
    resetSent:
      'Se existir uma conta com este endereço, acabou de ser enviado um e-mail com uma ligação. A ligação é válida durante uma hora.',
    newPasswordTitle: 'Escolher uma nova palavra-passe',
    newPassword: 'Nova palavra-passe',
    submitNewPassword: 'Guardar a palavra-passe',
    resetDone: 'A sua palavra-passe foi alterada. Já pode iniciar sessão.',
    resetInvalid: 'Esta ligação já não é válida. Peça uma nova ligação.',
    profileTitle: 'Editar perfil',
    profileIntro: 'Os seus dados. Adicione uma empresa para fazer registos como instalador.',
    submitProfile: 'Guardar',
    backToApp: 'Voltar ao registo de produto',
    backToSignIn: 'Voltar ao início de sessão',
    logoutTitle: 'Terminar sessão',
    logoutIntro: 'Pretende terminar a sessão?',
    logoutButton: 'Terminar sessão',
    loggedOut: 'A sessão foi terminada.',
    errorTitle: 'Ocorreu um erro',
    errorIntro: 'Não foi possível iniciar sessão. Volte à aplicação e tente novamente.',
    unavailableTitle: 'Momentaneamente indisponível',
    unavailableIntro:
      'Não é possível iniciar sessão neste momento. Tente novamente dentro de alguns segundos.',
    required: 'Este campo é obrigatório',
    invalidEmail: 'Introduza um endereço de e-mail válido.',
    maxLength: 'O valor é demasiado longo.',
    controlCharacters: 'Este campo contém caracteres não permitidos.',
    passwordTooShort: 'A palavra-passe tem de ter, pelo menos, 10 caracteres.',
    passwordTooLong: 'A palavra-passe pode ter, no máximo, 128 caracteres.',
    passwordNeedsCases: 'A palavra-passe tem de conter uma maiúscula e uma minúscula.',
    passwordNeedsDigit: 'A palavra-passe tem de conter, pelo menos, um algarismo.',
    formErrors: 'Corrija os campos assinalados.',
    resetMailSubject: 'Escolha uma nova palavra-passe',
    resetMailBody:
      'Olá, {name},\n\nPara escolher uma nova palavra-passe, abra esta ligação (válida durante uma hora):\n{link}\n\nSe não fez nenhum pedido, basta ignorar este e-mail.\n\nCalora',
    verifySentTitle: 'Consulte o seu e-mail',
    verifySent:
      'Enviámos um e-mail para {email}. Abra a ligação que contém para confirmar o seu endereço e, em seguida, inicie sessão. A ligação é válida durante 24 horas.',
    verifyMailSubject: 'Confirme o seu endereço de e-mail',
    verifyMailBody:
      'Olá, {name},\n\nPara confirmar o seu endereço de e-mail e ativar a sua conta, abra esta ligação (válida durante 24 horas):\n{link}\n\nSe não criou nenhuma conta, basta ignorar este e-mail.\n\nCalora',
    accountExistsMailSubject: 'Já tem uma conta',
    accountExistsMailBody:
      'Olá, {name},\n\nRecebemos um pedido para criar uma conta com este endereço de e-mail, mas já existe uma conta associada a ele. Inicie sessão ou escolha uma nova palavra-passe com esta ligação (válida durante uma hora):\n{link}\n\nSe não fez este pedido, basta ignorar este e-mail.\n\nCalora',
    verifyTitle: 'Confirmar o seu endereço de e-mail',
    verifyIntro: 'Confirme o endereço {email} para ativar a sua conta.',
    verifyButton: 'Confirmar o meu endereço de e-mail',
    verifyDone: 'O seu endereço de e-mail está confirmado. Já pode iniciar sessão.',
    verifyInvalid:
      'Esta ligação já não é válida. Inicie sessão com a sua palavra-passe: enviar-lhe-emos uma nova ligação.',
    unverifiedSignIn:
      'Confirme primeiro o seu endereço de e-mail: enviámos-lhe uma ligação. Abra-a e, em seguida, inicie sessão.',
  },
  consoleExport: {
    sheetName: 'Registos',
    registeredAt: 'Registado em',
    serialNumber: 'Número de série',
    productModel: 'Modelo',
    status: 'Estado',
    channel: 'Canal',
    registrantType: 'Titular',
    email: 'E-mail',
    name: 'Nome',
    company: 'Empresa',
    postalCode: 'Código postal',
    city: 'Localidade',
    country: 'País',
    installationDate: 'Data de instalação',
    statusPending: 'Pendente',
    statusConfirmed: 'Confirmado',
    statusExpired: 'Expirado',
    statusCancelled: 'Anulado',
    channelWeb: 'Web',
    channelBulk: 'Importação em massa',
    endCustomer: 'Cliente final',
    installer: 'Instalador',
  },
};

export default pt;
