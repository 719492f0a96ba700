import type { ServerTexts } from './fr';

const es: ServerTexts = {
  registration: {
    appTitle: 'Registro de producto',
    mailSubject: 'Confirme el registro de su producto',
    mailBody:
      'Hola, {name}:\n\nGracias por registrar su {product} (número de serie {serial}).\nPara recibir sus ventajas, confirme el registro abriendo este enlace en un plazo de {hours} horas:\n{link}\n\nCalora',
    confirmedTitle: 'Registro confirmado',
    confirmedText:
      '¡Gracias! El registro de su {product} (número de serie {serial}) está confirmado. Sus ventajas le esperan.',
    confirmTitle: 'Confirmar el registro',
    confirmText:
      'Confirme el registro de su {product} (número de serie {serial}) para recibir sus ventajas.',
    confirmButton: 'Confirmar mi registro',
    invalidTitle: 'Enlace no válido',
    invalidText:
      'Este enlace de confirmación no es válido. Compruebe que ha copiado el enlace completo del correo electrónico.',
    expiredTitle: 'Enlace caducado',
    expiredText:
      'Este enlace de confirmación ha caducado. Vuelva a registrar su producto para recibir un nuevo enlace.',
    takenTitle: 'Producto ya registrado',
    takenText:
      'Otra persona ha registrado y confirmado su {product} (número de serie {serial}). Si se trata de un error, póngase en contacto con nuestro servicio de atención al cliente.',
    takenMailSubject: 'No se ha podido confirmar su registro',
    takenMailBody:
      'Hola, {name}:\n\nOtra persona ha registrado y confirmado su {product} (número de serie {serial}) antes que usted; su registro se ha anulado. Si se trata de un error, póngase en contacto con nuestro servicio de atención al cliente.\n\nCalora',
    cancelledTitle: 'Registro anulado',
    cancelledText:
      'Nuestro servicio de atención al cliente ha anulado el registro de su {product} (número de serie {serial}). Si tiene alguna pregunta, póngase en contacto con él.',
    cancelledMailSubject: 'Su registro se ha anulado',
    cancelledMailBody:
      'Hola, {name}:\n\nNuestro servicio de atención al cliente ha anulado el registro de su {product} (número de serie {serial}) por el siguiente motivo:\n{reason}\n\nSi tiene alguna pregunta, póngase en contacto con nuestro servicio de atención al cliente.\n\nCalora',
    registeredMailSubject: 'Su producto está registrado',
    registeredMailBody:
      'Hola, {name}:\n\nEl registro de su {product} (número de serie {serial}) está confirmado. Adjuntamos a este correo electrónico su certificado de registro.\nPuede consultar el producto, sus ventajas y su certificado en cualquier momento aquí:\n{link}\n\nCalora',
    transferMailSubject: 'Se le ha transferido un producto',
    transferMailBody:
      'Hola, {name}:\n\nSe le ha transferido el registro del producto {product} (número de serie {serial}). Para ponerlo a su nombre y recibir sus ventajas, confirme abriendo este enlace en un plazo de {hours} horas:\n{link}\n\nSi no esperaba esta transferencia, ignore este correo electrónico: no cambiará nada.\n\nCalora',
    requestMailSubject: 'Solicitud de transferencia de su producto',
    requestMailBody:
      'Hola, {name}:\n\n{requester} solicita que se le transfiera el registro de su {product} (número de serie {serial}), por ejemplo, porque el aparato ha cambiado de propietario.\nSi está de acuerdo, abra este enlace en un plazo de {hours} horas y apruebe la transferencia:\n{link}\n\nDe lo contrario, ignore este correo electrónico: su registro no cambiará.\n\nCalora',
    requestTitle: 'Solicitud de transferencia',
    requestText:
      '{requester} solicita que se le transfiera el registro de su {product} (número de serie {serial}). Después de su aprobación, esa persona todavía tendrá que confirmarlo por correo electrónico.',
    requestButton: 'Aprobar la transferencia',
    requestApprovedTitle: 'Transferencia aprobada',
    requestApprovedText:
      '¡Gracias! Hemos enviado un correo electrónico a {requester}. La transferencia será efectiva en cuanto esa persona la confirme.',
    requestClosedTitle: 'Solicitud no válida',
    requestClosedText:
      'Esta solicitud de transferencia ha caducado o ya no es válida. Su registro no cambiará.',
    backToApp: 'Volver al registro de producto',
  },
  certificate: {
    title: 'Certificado de registro',
    intro: 'Este certificado acredita el registro del siguiente producto en Calora.',
    product: 'Producto',
    serialNumber: 'Número de serie',
    installationAddress: 'Dirección de instalación',
    installationDate: 'Fecha de instalación',
    registrant: 'Registrado por',
    registeredOn: 'Fecha de registro',
    rewards: 'Ventajas desbloqueadas',
    noRewards: 'Ninguna',
    verify:
      'Compruebe la autenticidad de este certificado escaneando el código QR o en la dirección:',
    certificateId: 'Número de certificado',
  },
  company: {
    approvedSubject: 'Su empresa está verificada',
    approvedBody:
      'Hola, {name}:\n\nHemos verificado su empresa «{company}». Ya puede registrar los aparatos que instala para sus clientes.\n\nCalora',
    rejectedSubject: 'No se ha podido verificar su empresa',
    rejectedBody:
      'Hola, {name}:\n\nNo hemos podido verificar su empresa «{company}» por el siguiente motivo:\n{reason}\n\nPuede corregir los datos de su empresa en su perfil; entonces se volverán a verificar.\n\nCalora',
  },
  idp: {
    appTitle: 'Registro de producto',
    signInTitle: 'Iniciar sesión',
    signInIntro: 'Inicie sesión para registrar sus productos y consultar sus ventajas.',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submitSignIn: 'Iniciar sesión',
    noAccount: '¿Todavía no tiene una cuenta?',
    createAccount: 'Crear una cuenta',
    forgotPassword: '¿Ha olvidado su contraseña?',
    invalidCredentials:
      'Correo electrónico o contraseña incorrectos. También puede restablecer su contraseña.',
    signInWait:
      'Demasiados intentos fallidos para esta dirección de correo desde su conexión. Vuelva a intentarlo dentro de {wait} o restablezca su contraseña.',
    tooManyRequests:
      'Demasiados intentos desde su conexión. Inténtelo de nuevo dentro de unos minutos.',
    tooManyForAccount:
      'Demasiados intentos para esta dirección de correo electrónico. Inténtelo de nuevo dentro de unos minutos.',
    signUpTitle: 'Crear una cuenta',
    signUpIntro: 'Con una cuenta puede seguir sus registros y recibir sus ventajas.',
    givenName: 'Nombre',
    familyName: 'Apellidos',
    companySection: '¿Es usted instalador profesional?',
    companyHint:
      'Indique su empresa para registrar aparatos para sus clientes: la verificaremos antes de que pueda hacerlo. Déjelo en blanco si es el propietario del producto.',
    companyRegistrationNumber: 'NIF o número de IVA',
    companyPhone: 'Teléfono de la empresa',
    companyAddress: 'Dirección de la empresa',
    invalidPhone: 'Introduzca un número de teléfono válido.',
    companyPending: 'Estamos verificando su empresa «{company}» (solicitud del {date}).',
    companyRejected:
      'No se ha podido verificar su empresa «{company}»: {reason} Corrija sus datos para que se vuelva a verificar.',
    companyApproved:
      'Su empresa «{company}» está verificada. Si modifica sus datos, se volverá a verificar.',
    companyName: 'Nombre de la empresa',
    companyEmail: 'Correo electrónico de la empresa',
    optional: 'opcional',
    passwordRules: 'Al menos 10 caracteres, con al menos una mayúscula, una minúscula y un número.',
    submitSignUp: 'Crear mi cuenta',
    haveAccount: '¿Ya tiene una cuenta?',
    signInLink: 'Iniciar sesión',
    resetTitle: 'Contraseña olvidada',
    resetIntro:
      'Indique su correo electrónico: le enviaremos un enlace para elegir una nueva contraseña.',
    submitReset: 'Enviar el enlace',
    resetSent:
      'Si existe una cuenta con esta dirección, acabamos de enviarle un correo electrónico con un enlace. El enlace es válido durante una hora.',
    newPasswordTitle: 'Elegir una nueva contraseña',
    newPassword: 'Nueva contraseña',
    submitNewPassword: 'Guardar la contraseña',
    resetDone: 'Su contraseña se ha modificado. Ya puede iniciar sesión.',
    resetInvalid: 'Este enlace ya no es válido. Solicite un nuevo enlace.',
    profileTitle: 'Editar perfil',
    profileIntro: 'Sus datos. Añada una empresa para registrar aparatos como instalador.',
    submitProfile: 'Guardar',
    backToApp: 'Volver al registro de producto',
    backToSignIn: 'Volver al inicio de sesión',
    logoutTitle: 'Cerrar sesión',
    logoutIntro: '¿Desea cerrar la sesión?',
    logoutButton: 'Cerrar sesión',
    loggedOut: 'Ha cerrado la sesión.',
    errorTitle: 'Se ha producido un error',
    errorIntro: 'No se ha podido iniciar sesión. Vuelva a la aplicación e inténtelo de nuevo.',
    unavailableTitle: 'No disponible por un momento',
    unavailableIntro:
      'No se puede iniciar sesión en este momento. Inténtelo de nuevo dentro de unos segundos.',
    required: 'Este campo es obligatorio',
    invalidEmail: 'Introduzca una dirección de correo electrónico válida.',
    maxLength: 'El valor es demasiado largo.',
    controlCharacters: 'Este campo contiene caracteres no permitidos.',
    passwordTooShort: 'La contraseña debe tener al menos 10 caracteres.',
    passwordTooLong: 'La contraseña debe tener como máximo 128 caracteres.',
    passwordNeedsCases: 'La contraseña debe contener una mayúscula y una minúscula.',
    passwordNeedsDigit: 'La contraseña debe contener al menos un número.',
    formErrors: 'Corrija los campos indicados.',
    resetMailSubject: 'Elija una nueva contraseña',
    resetMailBody:
      'Hola, {name}:\n\nPara elegir una nueva contraseña, abra este enlace (válido durante una hora):\n{link}\n\nSi no ha solicitado nada, simplemente ignore este correo electrónico.\n\nCalora',
    verifySentTitle: 'Consulte su correo electrónico',
    verifySent:
      'Hemos enviado un correo electrónico a {email}. Abra el enlace que contiene para confirmar su dirección y, a continuación, inicie sesión. El enlace es válido durante 24 horas.',
    verifyMailSubject: 'Confirme su dirección de correo electrónico',
    verifyMailBody:
      'Hola, {name}:\n\nPara confirmar su dirección de correo electrónico y activar su cuenta, abra este enlace (válido durante 24 horas):\n{link}\n\nSi no ha creado ninguna cuenta, simplemente ignore este correo electrónico.\n\nCalora',
    accountExistsMailSubject: 'Ya tiene una cuenta',
    accountExistsMailBody:
      'Hola, {name}:\n\nAlguien, quizá usted, ha intentado crear una cuenta con esta dirección de correo electrónico. Usted ya tiene una cuenta: inicie sesión o elija una nueva contraseña con este enlace (válido durante una hora):\n{link}\n\nSi no ha sido usted, simplemente ignore este correo electrónico.\n\nCalora',
    verifyTitle: 'Confirmar su dirección de correo electrónico',
    verifyIntro: 'Confirme la dirección {email} para activar su cuenta.',
    verifyButton: 'Confirmar mi correo electrónico',
    verifyDone: 'Su dirección de correo electrónico está confirmada. Ya puede iniciar sesión.',
    verifyInvalid:
      'Este enlace ya no es válido. Inicie sesión con su contraseña: le enviaremos un nuevo enlace.',
    unverifiedSignIn:
      'Primero confirme su dirección de correo electrónico: le hemos enviado un enlace. Ábralo y, a continuación, inicie sesión.',
  },
  consoleExport: {
    sheetName: 'Registros',
    registeredAt: 'Registrado el',
    serialNumber: 'Número de serie',
    productModel: 'Modelo',
    status: 'Estado',
    channel: 'Canal',
    registrantType: 'Titular',
    email: 'Correo electrónico',
    name: 'Nombre',
    company: 'Empresa',
    postalCode: 'Código postal',
    city: 'Localidad',
    country: 'País',
    installationDate: 'Fecha de instalación',
    statusPending: 'Pendiente',
    statusConfirmed: 'Confirmado',
    statusExpired: 'Caducado',
    statusCancelled: 'Anulado',
    channelWeb: 'Web',
    channelBulk: 'Importación masiva',
    endCustomer: 'Cliente final',
    installer: 'Instalador',
  },
};

export default es;
