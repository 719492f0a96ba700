import type { AccountCatalog } from './fr';
import type { Translation } from '../translation';

/** Texts of the signed-in pages and the certificate check (European Portuguese). */
const pt: Translation<AccountCatalog> = {
  myInstallations: {
    title: 'As minhas instalações',
    intro: 'Todos os aparelhos registados pela sua empresa, um a um ou por importação em massa.',
    filters: 'Filtrar as instalações',
    serial: 'Número de série',
    status: 'Estado',
    anyStatus: 'Todos os estados',
    statuses: {
      pending: 'Pendente',
      confirmed: 'Confirmado',
      expired: 'Expirado',
      cancelled: 'Anulado',
    },
    from: 'Registado desde',
    to: 'Registado até',
    search: 'Pesquisar',
    exportXlsx: 'Exportar (XLSX)',
    exportCsv: 'Exportar (CSV)',
    exportFailed: 'Não foi possível criar a exportação. Tente novamente dentro de momentos.',
    loading: 'A carregar as instalações…',
    loadFailed: 'Não foi possível carregar as instalações. Tente novamente dentro de momentos.',
    retry: 'Tentar novamente',
    empty: 'Nenhuma instalação corresponde a estes filtros.',
    table: 'Instalações da sua empresa',
    batch: 'Importação em massa de {{date}}',
    singles: 'Registados um a um',
    product: 'Produto',
    customer: 'Cliente',
    address: 'Morada',
    installedOn: 'Data de instalação',
    certificate: 'Certificado',
    certificateOf: 'Certificado de {{serial}} (PDF)',
    certificateFailed:
      'Não foi possível descarregar o certificado. Tente novamente dentro de momentos.',
    loadMore: 'Mostrar mais',
  },
  myProducts: {
    title: 'Os meus produtos',
    intro: 'Os aparelhos que registou, com as respetivas vantagens e certificado.',
    loading: 'A carregar os seus produtos…',
    loadFailed: 'Não foi possível carregar os seus produtos. Tente novamente dentro de momentos.',
    retry: 'Tentar novamente',
    empty: 'Ainda não registou nenhum produto.',
    registerProduct: 'Registar um produto',
    statusPending: 'A aguardar confirmação',
    statusConfirmed: 'Confirmado',
    pendingHint:
      'Confirme o registo com a ligação que recebeu por e-mail para desbloquear as suas vantagens e obter o certificado.',
    serialNumber: 'Número de série',
    installationDate: 'Data de instalação',
    registeredOn: 'Data de registo',
    address: 'Morada de instalação',
    rewards: 'Vantagens desbloqueadas',
    noRewards: 'Este produto não tem vantagens.',
    downloadCertificate: 'Certificado (PDF)',
    downloadCertificateOf:
      'Descarregar o certificado de {{product}}, número de série {{serial}}, em PDF',
    certificateFailed:
      'Não foi possível descarregar o certificado. Tente novamente dentro de momentos.',
  },
  transfer: {
    start: 'Transferir para outra pessoa',
    startOf: 'Transferir {{product}}, número de série {{serial}}, para outra pessoa',
    title: 'Transferir este produto',
    intro:
      'Vendeu ou ofereceu o aparelho? Indique o novo proprietário: este recebe um e-mail para confirmar e o produto passa então para a conta dele, com as respetivas vantagens.',
    email: 'E-mail do novo proprietário',
    firstName: 'Nome',
    lastName: 'Apelido',
    submit: 'Enviar a transferência',
    cancel: 'Cancelar',
    sending: 'A enviar…',
    pendingTo:
      'Transferência pendente: {{email}} tem de a confirmar com a ligação recebida por e-mail. Até lá, o produto continua a ser seu.',
    requestTitle: 'Pedir a transferência para o seu nome',
    requestIntro:
      'Enviamos o seu pedido ao proprietário atual, sem lhe mostrar os dados dessa pessoa. Para que possa decidir, o proprietário recebe o seu nome e o seu e-mail. Se o pedido for aceite, receberá um e-mail para confirmar.',
    requestEmail: 'O seu endereço de e-mail',
    requestSubmit: 'Enviar o pedido',
    requested:
      'Pedido enviado. Se o proprietário atual o aprovar, receberá um e-mail para confirmar a transferência.',
    sameEmail: 'Este produto já está registado com este endereço de e-mail.',
    notRegistered: 'Este produto já não está registado: pode registá-lo agora.',
    tooManyMails:
      'Foram enviados hoje demasiados e-mails para este endereço. Tente novamente amanhã.',
    rateLimited: 'Demasiados pedidos em pouco tempo. Tente novamente dentro de alguns minutos.',
    failed: 'Não foi possível enviar o pedido. Os seus dados foram mantidos: tente novamente.',
  },
  verify: {
    title: 'Verificação do certificado',
    checking: 'A verificar o certificado…',
    valid: 'Este certificado é autêntico.',
    validText: 'A Calora confirma o registo deste produto.',
    cancelled: 'Este certificado já não é válido.',
    cancelledText: 'O registo deste produto foi anulado.',
    unknown: 'Nenhum certificado tem este número.',
    unknownText:
      'Verifique se digitalizou o código QR do certificado ou se copiou o endereço completo.',
    product: 'Produto',
    serialNumber: 'Número de série',
    registeredOn: 'Data de registo',
    loadFailed: 'Não foi possível verificar o certificado. Tente novamente dentro de momentos.',
    privacy: 'Esta página não mostra nenhum dado pessoal do proprietário.',
  },
};

export default pt;
