import type { Catalog } from './fr';
import type { Translation } from './translation';

/** Spanish (Spain) catalog. */
const es: Translation<Catalog> = {
  app: {
    title: 'Registro de producto',
    titleShort: 'Registro',
    pageTitle: '{{page}} · {{brand}}',
    metaDescription: {
      endUser:
        'Registre su aparato de calefacción o ventilación con su número de serie y obtenga sus ventajas.',
      installer:
        'Instaladores: registre los aparatos que ha instalado, uno a uno o de forma masiva desde su hoja de cálculo.',
    },
    skipToContent: 'Ir al contenido principal',
    homeLink: '{{brand}} – inicio',
    loading: 'Cargando…',
    configError: {
      title: 'El servicio no está disponible temporalmente',
      text: 'No hemos podido cargar la configuración de la aplicación. Compruebe su conexión e inténtelo de nuevo.',
      retry: 'Reintentar',
    },
    routeError: {
      title: 'Se ha producido un error',
      text: 'No se ha podido mostrar esta página. Recargue la página para volver a intentarlo.',
      reload: 'Recargar la página',
    },
  },
  header: {
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    menu: 'Menú',
    mainNavigation: 'Navegación principal',
    partnerLogo: 'En colaboración con {{partner}}',
    signOut: 'Cerrar sesión',
    signIn: 'Iniciar sesión',
    account: 'Cuenta',
    accountOf: 'Cuenta de {{name}}',
    signedInAs: 'Sesión iniciada como',
    editProfile: 'Editar perfil',
    console: 'Consola del fabricante',
    resetPassword: 'Restablecer la contraseña',
    myProducts: 'Mis productos',
    myInstallations: 'Mis instalaciones',
  },
  language: {
    label: 'Idioma',
    choose: 'Elegir idioma',
    current: 'Idioma actual: {{language}}',
    list: 'Idiomas disponibles',
  },
  help: {
    question: '¿Necesita ayuda?',
    text: 'Nuestro equipo responde a sus preguntas sobre sus productos y su registro.',
    button: 'Ayuda y soporte',
    stepLink: 'Ayuda y soporte',
  },
  footer: {
    navigation: 'Enlaces del pie de página',
    installer: '¿Es usted instalador?',
    privacyPolicy: 'Política de privacidad',
    termsOfUse: 'Condiciones de uso',
    imprint: 'Aviso legal',
    integrityLine: 'Integrity Line',
    newTab: '(se abre en una pestaña nueva)',
    copyright: '© {{year}} {{company}}',
    tagline: 'Calefacción y ventilación',
  },
  flash: {
    region: 'Notificaciones',
    close: 'Cerrar el mensaje',
    retry: 'Reintentar',
    signInRequired: 'Inicie sesión para acceder a esta página.',
    signInFailed: 'No se ha podido iniciar sesión. Inténtelo de nuevo.',
    notInstaller: 'Su perfil de usuario no está configurado como instalador.',
    companyPending:
      'Nuestro equipo está verificando su empresa (solicitud del {{date}}). Podrá registrar aparatos como instalador en cuanto esté verificada.',
    companyRejected:
      'No se ha podido verificar su empresa. Corrija los datos de la empresa en su perfil para que se vuelva a verificar.',
    checkCompanyAgain: 'Volver a verificar',
  },
  landing: {
    user: {
      pageTitle: 'Registre su producto',
      kicker: 'Rápido y fácil',
      heading: 'Registre su producto y consiga recompensas',
      lead: 'Bastan unos minutos para registrar su aparato Calora y disfrutar de todas sus ventajas.',
      cta: 'Registrar mi producto',
      benefitsHeading: 'Tres pasos y listo',
      scanTitle: 'Escanee el código QR o introduzca manualmente el número de serie',
      scanText:
        'Encontrará el código QR y el número de serie en la placa de características de su aparato.',
      registerTitle: 'Registre el producto',
      registerText:
        'Indique la dirección de instalación y sus datos de contacto y, a continuación, confirme.',
      unlockTitle: 'Acceda a ventajas exclusivas al registrarse',
      unlockText: 'Ampliaciones de garantía, ofertas de servicio y consejos para su aparato.',
    },
    installer: {
      pageTitle: 'Área de instaladores',
      kicker: 'Rápido y sencillo',
      heading: 'Registre los productos que instala',
      lead: 'Registre cada instalación en pocos clics, directamente desde la obra o desde su oficina.',
      cta: 'Empezar el registro',
      benefitsHeading: 'Sus ventajas',
      serialTitle: 'Introduzca el número de serie',
      serialText:
        'Escanee el código QR o escriba el número que figura en la placa de características del aparato.',
      registerTitle: 'Registre el producto',
      registerText: 'Indique la dirección y la fecha de instalación para su cliente.',
      servicesTitle: 'Acceda a servicios exclusivos',
      servicesText:
        'Benefíciese de los programas y servicios reservados a los instaladores colaboradores.',
    },
  },
  step: {
    progressLabel: 'Progreso del registro',
    progress: 'Paso {{step}} de {{total}}',
  },
  actions: {
    back: 'Atrás',
    continue: 'Continuar',
  },
  product: {
    cardLabel: 'Producto encontrado',
    color: 'Color:',
    incentives: 'Sus ventajas',
    window: 'Debe registrarse en los {{count}} días siguientes a la instalación',
    windowMet: 'Plazo cumplido: quedaban {{count}} días',
    windowMissed:
      'No concedido: se ha superado el plazo de {{count}} días posteriores a la instalación',
  },
  scanner: {
    open: 'Escanear',
    openLabel: 'Escanear el código de la placa de características',
    title: 'Escanear el código',
    text: 'Coloque el código QR o el código de barras de la placa de características dentro del marco.',
    starting: 'Abriendo la cámara…',
    notOurs:
      'Este código no contiene ningún número de serie de Calora. Apunte al código de la placa de características.',
    denied:
      'Se ha denegado el acceso a la cámara. Permítalo en la configuración del navegador o introduzca el número de serie.',
    noCamera:
      'No hay ninguna cámara disponible en este dispositivo. Introduzca el número de serie.',
    failed: 'No se ha podido abrir la cámara. Introduzca el número de serie.',
    cancel: 'Cancelar',
    typeInstead: 'Introducir el número de serie',
    close: 'Cerrar el escáner',
  },
  serialNumber: {
    title: 'Número de serie',
    description:
      'Introduzca el número de serie que figura en la placa de características de su producto.',
    label: 'Número de serie',
    hint: 'Ejemplo: 908765401',
    register: 'Registrar',
    registerProduct: 'Registrar el producto',
    verify: 'Verificar el número de serie',
    tip: 'El número de serie figura en la placa de características de su aparato.',
    searching: 'Buscando…',
  },
  alreadyRegistered: {
    yours: 'Ya ha registrado este producto.',
    yoursCompany: 'Su empresa ya ha registrado este producto.',
    seeProducts: 'Ver mis productos',
    seeInstallations: 'Ver mis instalaciones',
    taken: 'Este producto ya está registrado.',
    takenText:
      'Otra persona ya ha registrado este aparato. Si es suyo, nuestro servicio de atención al cliente le ayudará a ponerlo a su nombre.',
    takenAnonymousText:
      'Si lo registró usted, inicie sesión para encontrarlo. Si no, nuestro servicio de atención al cliente le ayudará a ponerlo a su nombre.',
    askTransfer: 'Solicitar la transferencia',
    contactSupport: 'Contactar con atención al cliente',
  },
  installerTip: {
    title: '¿Tiene varios productos que registrar?',
    text: 'Con el registro masivo, registra de una sola vez todos los aparatos de una obra a partir de una hoja de cálculo. Para un solo producto, simplemente continúe aquí.',
    link: 'Ir al registro masivo',
  },
  roleSelection: {
    title: '¿Quién realiza el registro?',
    description: 'Seleccione su perfil',
    owner: 'Soy el propietario del producto',
    installer: 'Soy instalador profesional',
  },
  login: {
    title: '¿Ya tiene una cuenta?',
    text: 'Inicie sesión o cree una cuenta para completar el registro.',
    signIn: 'Iniciar sesión',
    or: 'O',
    continueWithout: 'Continuar sin iniciar sesión',
    autoAccount: 'Después del registro se creará una cuenta automáticamente.',
    close: 'Cerrar',
  },
  address: {
    title: 'Dirección de instalación',
    description: '¿Dónde está instalado el producto?',
    enterManually: 'Introducir la dirección manualmente',
    useMaps: 'Usar Google Maps en su lugar',
    noResults:
      'No se ha encontrado ninguna dirección para su búsqueda. Puede introducir su dirección manualmente a continuación.',
    incompleteResults:
      'La búsqueda ha devuelto resultados sin información de dirección completa. Introduzca su dirección manualmente a continuación.',
    unverifiedCombination:
      'No se ha podido verificar la combinación de código postal, localidad y país. Compruebe los datos introducidos.',
    postalCodeCityMismatch:
      'El código postal y la localidad no coinciden. Compruebe los datos introducidos.',
    validationFailed: 'No se ha podido validar la dirección.',
    searchLabel: 'Buscar su dirección',
    searchHint: 'Escriba al menos 3 caracteres, por ejemplo, la calle y el número.',
    searching: 'Buscando…',
    results: 'Direcciones encontradas',
    incompletePlace: 'Dirección incompleta',
    ambiguousResults:
      'Su búsqueda coincide con muchas direcciones. Concrétela o introduzca su dirección manualmente a continuación.',
    chosen: 'Dirección seleccionada',
    mapLabel: 'Mapa de la dirección {{address}}',
    manualTitle: 'Introducción manual de la dirección',
    chooseCountry: 'Elegir un país',
    checking: 'Comprobando la dirección…',
    useThisAddress: 'Usar esta dirección',
    cancelManual: 'Cancelar',
  },
  addressFields: {
    streetName: 'Calle',
    streetNumber: 'Número',
    additionalAddressLine1: 'Información adicional (piso, puerta…)',
    postalCode: 'Código postal',
    city: 'Localidad',
    stateOrProvince: 'Provincia o región',
    country: 'País',
  },
  contact: {
    title: 'Sus datos de contacto',
    description:
      'Indique sus datos de contacto para que podamos mantenerle informado sobre su producto.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
  },
  consent: {
    legend: 'Consentimientos',
    privacy: 'Acepto la <doc>política de privacidad</doc>.',
    terms: 'Acepto las <doc>condiciones de registro del producto</doc>.',
  },
  installationDate: {
    title: 'Fecha de instalación',
    description: '¿Cuándo se instaló el producto?',
    label: 'Fecha de instalación',
  },
  dateField: {
    hint: 'Formato: {{pattern}}',
    partNames: 'DD-MM-AAAA',
    openCalendar: 'Elegir la fecha en el calendario',
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
  },
  review: {
    title: 'Completar el registro',
    description: 'Compruebe sus datos y envíe el registro.',
    mandatoryNote: '* Obligatorio para el registro.',
    submit: 'Enviar el registro',
    person: 'Sus datos',
    product: 'Producto',
    address: 'Dirección de instalación',
    company: 'Empresa',
    installationDate: 'Fecha de instalación',
    submitting: 'Enviando el registro…',
    alreadyRegistered:
      'Otra persona ya ha registrado este producto. Si tiene alguna pregunta, póngase en contacto con nuestro servicio de atención al cliente.',
    submitFailed: 'No se ha podido enviar el registro. Sus datos se conservan: inténtelo de nuevo.',
    tooManyMails:
      'Esta dirección de correo electrónico ya ha recibido hoy demasiados correos de confirmación. Inténtelo de nuevo mañana o indique otra dirección.',
    rateLimited:
      'Demasiados registros en poco tiempo. Sus datos se conservan: inténtelo de nuevo dentro de unos minutos.',
  },
  thankYou: {
    title: '¡Gracias por su registro!',
    endUserText:
      'Consulte su correo electrónico y confirme su cuenta para recibir sus recompensas.',
    endUserRegistered: 'Su producto está registrado.',
    endUserRewardsUnlocked: 'Sus recompensas ya están disponibles.',
    installerText: 'El producto se ha registrado correctamente para su cliente.',
    customerPortal: 'Ir al portal del cliente',
    productPage: 'Ver la página del producto',
    registerAnother: 'Registrar otro producto',
  },
  validation: {
    required: 'Este campo es obligatorio',
    email: 'Introduzca una dirección de correo electrónico válida.',
    numeric: 'El valor debe ser un número.',
    minLength: 'El valor debe tener al menos {{min}} caracteres',
    maxLength: 'El valor debe tener como máximo {{max}} caracteres',
    invalidSerialNumber: 'Número de serie no válido',
    controlCharacters: 'Este campo contiene caracteres no permitidos.',
    invalidAddress: 'Seleccione una dirección válida.',
    invalidDate: 'Introduzca una fecha válida con el formato {{pattern}}.',
    noFutureDate: 'La fecha no puede ser futura.',
    postalCodeFormat: 'Este código postal no tiene el formato del país seleccionado.',
  },
  legal: {
    privacyPolicy: 'Política de privacidad',
    termsOfUse: 'Condiciones de uso',
    pending:
      'El contenido de esta página estará disponible próximamente. Si tiene alguna pregunta, llámenos al <phone>{{phone}}</phone>.',
    cookies: {
      title: 'Declaración de cookies',
      notConfigured:
        'Este sitio solo utiliza las cookies técnicamente necesarias para su funcionamiento, por ejemplo, para proteger los formularios contra la falsificación de solicitudes. No se instalan cookies de análisis ni de publicidad.',
    },
  },
  imprint: {
    title: 'Aviso legal',
    publisher: 'Titular',
    address: 'Dirección',
    phone: 'Teléfono',
    fax: 'Fax',
    email: 'Correo electrónico',
    register: 'Registro Mercantil y número de IVA',
  },
  serviceStatus: {
    usersTitle: 'Área de usuarios',
    partnersTitle: 'Área de colaboradores',
    checking: 'Comprobando el estado del servicio…',
    ok: 'El servicio funciona con normalidad.',
    version: 'Versión {{version}}',
    unavailable: 'En este momento no se puede acceder al servicio.',
    publicCheck: 'Servicio público',
    authenticatedCheck: 'Acceso con sesión iniciada',
    authenticatedOk: 'El servicio reconoce su sesión.',
    userType: 'Tipo de usuario: {{type}}',
    endCustomer: 'cliente final (1)',
    installer: 'instalador (2)',
    authenticatedUnavailable: 'El servicio no ha podido verificar su sesión.',
    signedOut: 'Inicie sesión para comprobar el acceso con sesión iniciada.',
  },
};

export default es;
