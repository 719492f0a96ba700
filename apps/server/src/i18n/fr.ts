/**
 * French texts of the server (mails, confirmation pages, certificate, sign-in pages): the
 * reference; every other language's file has exactly its keys (enforced by type and test).
 */
const fr = {
  registration: {
    appTitle: 'Enregistrement de produit',
    mailSubject: 'Confirmez l’enregistrement de votre produit',
    mailBody:
      'Bonjour {name},\n\nMerci d’avoir enregistré votre {product} (numéro de série {serial}).\nPour recevoir vos avantages, confirmez votre enregistrement en ouvrant ce lien dans les {hours} heures:\n{link}\n\nCalora',
    confirmedTitle: 'Enregistrement confirmé',
    confirmedText:
      'Merci! L’enregistrement de votre {product} (numéro de série {serial}) est confirmé. Vos avantages vous attendent.',
    confirmTitle: 'Confirmer l’enregistrement',
    confirmText:
      'Confirmez l’enregistrement de votre {product} (numéro de série {serial}) pour recevoir vos avantages.',
    confirmButton: 'Confirmer mon enregistrement',
    invalidTitle: 'Lien non valable',
    invalidText:
      'Ce lien de confirmation n’est pas valable. Vérifiez que vous avez copié le lien complet depuis l’e-mail.',
    expiredTitle: 'Lien expiré',
    expiredText:
      'Ce lien de confirmation a expiré. Enregistrez à nouveau votre produit pour recevoir un nouveau lien.',
    takenTitle: 'Produit déjà enregistré',
    takenText:
      'Votre {product} (numéro de série {serial}) a été enregistré et confirmé par quelqu’un d’autre. Si c’est une erreur, contactez notre service client.',
    takenMailSubject: 'Votre enregistrement n’a pas pu être confirmé',
    takenMailBody:
      'Bonjour {name},\n\nVotre {product} (numéro de série {serial}) a été enregistré et confirmé par quelqu’un d’autre avant vous; votre enregistrement a été annulé. Si c’est une erreur, contactez notre service client.\n\nCalora',
    cancelledTitle: 'Enregistrement annulé',
    cancelledText:
      'L’enregistrement de votre {product} (numéro de série {serial}) a été annulé par notre service client. Pour toute question, contactez-le.',
    cancelledMailSubject: 'Votre enregistrement a été annulé',
    cancelledMailBody:
      'Bonjour {name},\n\nL’enregistrement de votre {product} (numéro de série {serial}) a été annulé par notre service client pour la raison suivante:\n{reason}\n\nPour toute question, contactez notre service client.\n\nCalora',
    registeredMailSubject: 'Votre produit est enregistré',
    registeredMailBody:
      'Bonjour {name},\n\nL’enregistrement de votre {product} (numéro de série {serial}) est confirmé. Votre certificat d’enregistrement est joint à cet e-mail.\nVous retrouvez le produit, ses avantages et son certificat à tout moment ici:\n{link}\n\nCalora',
    transferMailSubject: 'Un produit vous a été transféré',
    transferMailBody:
      'Bonjour {name},\n\nL’enregistrement du produit {product} (numéro de série {serial}) vous a été transféré. Pour le reprendre à votre nom et recevoir ses avantages, confirmez en ouvrant ce lien dans les {hours} heures:\n{link}\n\nSi vous n’attendiez pas ce transfert, ignorez cet e-mail: rien ne changera.\n\nCalora',
    requestMailSubject: 'Demande de transfert de votre produit',
    requestMailBody:
      'Bonjour {name},\n\n{requester} demande que l’enregistrement de votre {product} (numéro de série {serial}) lui soit transféré, par exemple parce que l’appareil a changé de propriétaire.\nSi vous êtes d’accord, ouvrez ce lien dans les {hours} heures et approuvez le transfert:\n{link}\n\nSinon, ignorez cet e-mail: votre enregistrement reste inchangé.\n\nCalora',
    requestTitle: 'Demande de transfert',
    requestText:
      '{requester} demande que l’enregistrement de votre {product} (numéro de série {serial}) lui soit transféré. Après votre accord, cette personne devra encore le confirmer par e-mail.',
    requestButton: 'Approuver le transfert',
    requestApprovedTitle: 'Transfert approuvé',
    requestApprovedText:
      'Merci! Nous avons envoyé un e-mail à {requester}. Le transfert sera effectif dès que cette personne l’aura confirmé.',
    requestClosedTitle: 'Demande non valable',
    requestClosedText:
      'Cette demande de transfert a expiré ou n’est plus valable. Votre enregistrement reste inchangé.',
    backToApp: 'Retour à l’enregistrement de produit',
  },
  certificate: {
    title: 'Certificat d’enregistrement',
    intro: 'Ce certificat atteste l’enregistrement du produit suivant auprès de Calora.',
    product: 'Produit',
    serialNumber: 'Numéro de série',
    installationAddress: 'Adresse d’installation',
    installationDate: 'Date d’installation',
    registrant: 'Enregistré par',
    registeredOn: 'Date d’enregistrement',
    rewards: 'Avantages débloqués',
    noRewards: 'Aucun',
    verify: 'Vérifiez l’authenticité de ce certificat en scannant le code QR ou à l’adresse:',
    certificateId: 'Numéro du certificat',
  },
  company: {
    approvedSubject: 'Votre entreprise est vérifiée',
    approvedBody:
      'Bonjour {name},\n\nNous avons vérifié votre entreprise « {company} ». Vous pouvez maintenant enregistrer les appareils que vous installez pour vos clients.\n\nCalora',
    rejectedSubject: 'Votre entreprise n’a pas pu être vérifiée',
    rejectedBody:
      'Bonjour {name},\n\nNous n’avons pas pu vérifier votre entreprise « {company} » pour la raison suivante:\n{reason}\n\nVous pouvez corriger les informations de votre entreprise dans votre profil; elles seront alors vérifiées à nouveau.\n\nCalora',
  },
  idp: {
    appTitle: 'Enregistrement de produit',
    signInTitle: 'Connexion',
    signInIntro: 'Connectez-vous pour enregistrer vos produits et retrouver vos avantages.',
    email: 'E-mail',
    password: 'Mot de passe',
    submitSignIn: 'Se connecter',
    noAccount: 'Pas encore de compte?',
    createAccount: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié?',
    invalidCredentials:
      'E-mail ou mot de passe incorrect. Vous pouvez aussi réinitialiser votre mot de passe.',
    signInWait:
      'Trop d’essais manqués pour cette adresse e-mail depuis votre connexion. Réessayez dans {wait}, ou réinitialisez votre mot de passe.',
    tooManyRequests: 'Trop de tentatives depuis votre connexion. Réessayez dans quelques minutes.',
    tooManyForAccount:
      'Trop de tentatives pour cette adresse e-mail. Réessayez dans quelques minutes.',
    signUpTitle: 'Créer un compte',
    signUpIntro:
      'Un compte vous permet de suivre vos enregistrements et de recevoir vos avantages.',
    givenName: 'Prénom',
    familyName: 'Nom',
    companySection: 'Installateur professionnel?',
    companyHint:
      'Indiquez votre entreprise pour enregistrer des appareils pour vos clients: nous la vérifions avant que vous puissiez le faire. Laissez vide si vous êtes propriétaire.',
    companyRegistrationNumber: 'Numéro SIRET ou de TVA',
    companyPhone: "Téléphone de l'entreprise",
    companyAddress: "Adresse de l'entreprise",
    invalidPhone: 'Veuillez entrer un numéro de téléphone valide.',
    companyPending:
      'Votre entreprise « {company} » est en cours de vérification (demande du {date}).',
    companyRejected:
      'Votre entreprise « {company} » n’a pas pu être vérifiée: {reason} Corrigez ses informations pour qu’elle soit vérifiée à nouveau.',
    companyApproved:
      'Votre entreprise « {company} » est vérifiée. Modifier ses informations les soumet à une nouvelle vérification.',
    companyName: "Nom de l'entreprise",
    companyEmail: "E-mail de l'entreprise",
    optional: 'facultatif',
    passwordRules:
      'Au moins 10 caractères, avec au moins une majuscule, une minuscule et un chiffre.',
    submitSignUp: 'Créer mon compte',
    haveAccount: 'Vous avez déjà un compte?',
    signInLink: 'Se connecter',
    resetTitle: 'Mot de passe oublié',
    resetIntro:
      'Indiquez votre e-mail: nous vous envoyons un lien pour choisir un nouveau mot de passe.',
    submitReset: 'Envoyer le lien',
    resetSent:
      'Si un compte existe pour cette adresse, un e-mail avec un lien vient de partir. Le lien est valable une heure.',
    newPasswordTitle: 'Choisir un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    submitNewPassword: 'Enregistrer le mot de passe',
    resetDone: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    resetInvalid: "Ce lien n'est plus valable. Demandez un nouveau lien.",
    profileTitle: 'Modifier le profil',
    profileIntro:
      'Vos coordonnées. Ajoutez une entreprise pour enregistrer en tant qu’installateur.',
    submitProfile: 'Enregistrer',
    backToApp: "Retour à l'enregistrement de produit",
    backToSignIn: 'Retour à la connexion',
    logoutTitle: 'Déconnexion',
    logoutIntro: 'Voulez-vous vous déconnecter?',
    logoutButton: 'Se déconnecter',
    loggedOut: 'Vous êtes déconnecté.',
    errorTitle: 'Une erreur est survenue',
    errorIntro: "La connexion n'a pas pu aboutir. Revenez à l'application et réessayez.",
    unavailableTitle: 'Momentanément indisponible',
    unavailableIntro:
      'La connexion est momentanément indisponible. Réessayez dans quelques secondes.',
    required: 'Ce champ est requis',
    invalidEmail: 'Veuillez entrer une adresse e-mail valide.',
    maxLength: 'La valeur est trop longue.',
    controlCharacters: 'Ce champ contient des caractères non autorisés.',
    passwordTooShort: 'Le mot de passe doit comporter au moins 10 caractères.',
    passwordTooLong: 'Le mot de passe doit comporter au maximum 128 caractères.',
    passwordNeedsCases: 'Le mot de passe doit contenir une majuscule et une minuscule.',
    passwordNeedsDigit: 'Le mot de passe doit contenir au moins un chiffre.',
    formErrors: 'Veuillez corriger les champs indiqués.',
    resetMailSubject: 'Choisissez un nouveau mot de passe',
    resetMailBody:
      'Bonjour {name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure):\n{link}\n\nSi vous n’avez rien demandé, ignorez simplement cet e-mail.\n\nCalora',
    verifySentTitle: 'Vérifiez votre boîte e-mail',
    verifySent:
      'Nous avons envoyé un e-mail à {email}. Ouvrez le lien qu’il contient pour confirmer votre adresse, puis connectez-vous. Le lien est valable 24 heures.',
    verifyMailSubject: 'Confirmez votre adresse e-mail',
    verifyMailBody:
      'Bonjour {name},\n\nPour confirmer votre adresse e-mail et activer votre compte, ouvrez ce lien (valable 24 heures):\n{link}\n\nSi vous n’avez pas créé de compte, ignorez simplement cet e-mail.\n\nCalora',
    accountExistsMailSubject: 'Vous avez déjà un compte',
    accountExistsMailBody:
      'Bonjour {name},\n\nQuelqu’un, vous peut-être, a voulu créer un compte avec cette adresse e-mail. Vous avez déjà un compte: connectez-vous, ou choisissez un nouveau mot de passe avec ce lien (valable une heure):\n{link}\n\nSi ce n’était pas vous, ignorez simplement cet e-mail.\n\nCalora',
    verifyTitle: 'Confirmer votre adresse e-mail',
    verifyIntro: 'Confirmez l’adresse {email} pour activer votre compte.',
    verifyButton: 'Confirmer mon adresse e-mail',
    verifyDone: 'Votre adresse e-mail est confirmée. Vous pouvez maintenant vous connecter.',
    verifyInvalid:
      'Ce lien n’est plus valable. Connectez-vous avec votre mot de passe: nous vous enverrons un nouveau lien.',
    unverifiedSignIn:
      'Confirmez d’abord votre adresse e-mail: nous vous avons envoyé un lien. Ouvrez-le, puis connectez-vous.',
  },
  // The console's CSV and XLSX exports: column headers and the values staff read in them.
  consoleExport: {
    sheetName: 'Enregistrements',
    registeredAt: 'Enregistré le',
    serialNumber: 'Numéro de série',
    productModel: 'Modèle',
    status: 'Statut',
    channel: 'Canal',
    registrantType: 'Titulaire',
    email: 'E-mail',
    name: 'Nom',
    company: 'Entreprise',
    postalCode: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    installationDate: 'Date d’installation',
    statusPending: 'En attente',
    statusConfirmed: 'Confirmé',
    statusExpired: 'Expiré',
    statusCancelled: 'Annulé',
    channelWeb: 'Web',
    channelBulk: 'Import en masse',
    endCustomer: 'Client final',
    installer: 'Installateur',
  },
};

export type ServerTexts = { [N in keyof typeof fr]: Record<keyof (typeof fr)[N], string> };

export default fr;
