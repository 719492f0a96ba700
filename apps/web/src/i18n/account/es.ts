import type { AccountCatalog } from './fr';
import type { Translation } from '../translation';

/** Texts of the signed-in pages and the certificate check (Spanish, Spain). */
const es: Translation<AccountCatalog> = {
  myInstallations: {
    title: 'Mis instalaciones',
    intro:
      'Todos los aparatos registrados por su empresa, uno a uno o mediante importación masiva.',
    filters: 'Filtrar las instalaciones',
    serial: 'Número de serie',
    status: 'Estado',
    anyStatus: 'Todos los estados',
    statuses: {
      pending: 'Pendiente',
      confirmed: 'Confirmado',
      expired: 'Caducado',
      cancelled: 'Anulado',
    },
    from: 'Registrado desde el',
    to: 'Registrado hasta el',
    search: 'Buscar',
    exportXlsx: 'Exportar (XLSX)',
    exportCsv: 'Exportar (CSV)',
    exportFailed: 'No se ha podido crear la exportación. Inténtelo de nuevo en un momento.',
    loading: 'Cargando las instalaciones…',
    loadFailed: 'No se han podido cargar las instalaciones. Inténtelo de nuevo en un momento.',
    retry: 'Reintentar',
    empty: 'Ninguna instalación coincide con estos filtros.',
    table: 'Instalaciones de su empresa',
    batch: 'Importación masiva del {{date}}',
    singles: 'Registrados uno a uno',
    product: 'Producto',
    customer: 'Cliente',
    address: 'Dirección',
    installedOn: 'Fecha de instalación',
    certificate: 'Certificado',
    certificateOf: 'Certificado de {{serial}} (PDF)',
    certificateFailed:
      'No se ha podido descargar el certificado. Inténtelo de nuevo en un momento.',
    loadMore: 'Mostrar más',
  },
  myProducts: {
    title: 'Mis productos',
    intro: 'Los aparatos que ha registrado, con sus ventajas y su certificado.',
    loading: 'Cargando sus productos…',
    loadFailed: 'No se han podido cargar sus productos. Inténtelo de nuevo en un momento.',
    retry: 'Reintentar',
    empty: 'Todavía no ha registrado ningún producto.',
    registerProduct: 'Registrar un producto',
    statusPending: 'Pendiente de confirmación',
    statusConfirmed: 'Confirmado',
    pendingHint:
      'Confirme el registro con el enlace que ha recibido por correo electrónico para desbloquear sus ventajas y obtener el certificado.',
    serialNumber: 'Número de serie',
    installationDate: 'Fecha de instalación',
    registeredOn: 'Fecha de registro',
    address: 'Dirección de instalación',
    rewards: 'Ventajas desbloqueadas',
    noRewards: 'Este producto no tiene ventajas.',
    downloadCertificate: 'Certificado (PDF)',
    downloadCertificateOf:
      'Descargar el certificado de {{product}}, número de serie {{serial}}, en PDF',
    certificateFailed:
      'No se ha podido descargar el certificado. Inténtelo de nuevo en un momento.',
  },
  transfer: {
    start: 'Transferir a otra persona',
    startOf: 'Transferir {{product}}, número de serie {{serial}}, a otra persona',
    title: 'Transferir este producto',
    intro:
      '¿Ha vendido o regalado el aparato? Indique quién es el nuevo propietario: recibirá un correo electrónico para confirmarlo y el producto pasará entonces a su cuenta con sus ventajas.',
    email: 'Correo electrónico del nuevo propietario',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    submit: 'Enviar la transferencia',
    cancel: 'Cancelar',
    sending: 'Enviando…',
    pendingTo:
      'Transferencia pendiente: {{email}} debe confirmarla con el enlace que ha recibido por correo electrónico. Hasta entonces, el producto sigue siendo suyo.',
    requestTitle: 'Solicitar la transferencia a su nombre',
    requestIntro:
      'Enviamos su solicitud al propietario actual sin mostrarle a usted los datos de esa persona. Para que pueda decidir, el propietario recibirá el nombre y el correo electrónico que usted indique. Si lo aprueba, usted recibirá un correo electrónico para confirmar.',
    requestEmail: 'Su dirección de correo electrónico',
    requestSubmit: 'Enviar la solicitud',
    requested:
      'Solicitud enviada. Si el propietario actual la aprueba, recibirá un correo electrónico para confirmar la transferencia.',
    sameEmail: 'Este producto ya está registrado con esta dirección de correo electrónico.',
    notRegistered: 'Este producto ya no está registrado: puede registrarlo usted.',
    tooManyMails:
      'Hoy se han enviado demasiados correos electrónicos a esta dirección. Inténtelo de nuevo mañana.',
    rateLimited:
      'Demasiadas solicitudes en poco tiempo. Inténtelo de nuevo dentro de unos minutos.',
    failed: 'No se ha podido enviar la solicitud. Sus datos se conservan: inténtelo de nuevo.',
  },
  verify: {
    title: 'Verificación del certificado',
    checking: 'Verificando el certificado…',
    valid: 'Este certificado es auténtico.',
    validText: 'Calora confirma el registro de este producto.',
    cancelled: 'Este certificado ya no es válido.',
    cancelledText: 'El registro de este producto se ha anulado.',
    unknown: 'No hay ningún certificado con este número.',
    unknownText:
      'Compruebe que ha escaneado el código QR del certificado o que ha copiado su dirección completa.',
    product: 'Producto',
    serialNumber: 'Número de serie',
    registeredOn: 'Fecha de registro',
    loadFailed: 'No se ha podido verificar el certificado. Inténtelo de nuevo en un momento.',
    privacy: 'Esta página no muestra ningún dato personal del propietario.',
  },
};

export default es;
