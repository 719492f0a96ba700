/** Texts of the identity provider's own pages and mails, per language. */
const fr = {
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
    'E-mail ou mot de passe incorrect. Après 5 essais manqués, le compte est bloqué 15 minutes : vous pouvez aussi réinitialiser votre mot de passe.',
  tooManyRequests: 'Trop de tentatives depuis votre connexion. Réessayez dans quelques minutes.',
  tooManyForAccount:
    'Trop de tentatives pour cette adresse e-mail. Réessayez dans quelques minutes.',
  signUpTitle: 'Créer un compte',
  signUpIntro: 'Un compte vous permet de suivre vos enregistrements et de recevoir vos avantages.',
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
  profileIntro: 'Vos coordonnées. Ajoutez une entreprise pour enregistrer en tant qu’installateur.',
  submitProfile: 'Enregistrer',
  backToApp: "Retour à l'enregistrement de produit",
  backToSignIn: 'Retour à la connexion',
  logoutTitle: 'Déconnexion',
  logoutIntro: 'Voulez-vous vous déconnecter?',
  logoutButton: 'Se déconnecter',
  loggedOut: 'Vous êtes déconnecté.',
  errorTitle: 'Une erreur est survenue',
  errorIntro: "La connexion n'a pas pu aboutir. Revenez à l'application et réessayez.",
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
};

export type TextKey = keyof typeof fr;
export type Texts = Record<TextKey, string>;

const de: Texts = {
  appTitle: 'Produktregistrierung',
  signInTitle: 'Anmelden',
  signInIntro:
    'Melden Sie sich an, um Ihre Produkte zu registrieren und Ihre Vorteile zu erhalten.',
  email: 'E-Mail',
  password: 'Passwort',
  submitSignIn: 'Anmelden',
  noAccount: 'Noch kein Konto?',
  createAccount: 'Konto erstellen',
  forgotPassword: 'Passwort vergessen?',
  invalidCredentials:
    'E-Mail oder Passwort ist falsch. Nach 5 Fehlversuchen ist das Konto 15 Minuten gesperrt; Sie können auch Ihr Passwort zurücksetzen.',
  tooManyRequests:
    'Zu viele Versuche von Ihrer Verbindung. Versuchen Sie es in einigen Minuten erneut.',
  tooManyForAccount:
    'Zu viele Versuche für diese E-Mail-Adresse. Versuchen Sie es in einigen Minuten erneut.',
  signUpTitle: 'Konto erstellen',
  signUpIntro:
    'Mit einem Konto behalten Sie Ihre Registrierungen im Blick und erhalten Ihre Vorteile.',
  givenName: 'Vorname',
  familyName: 'Nachname',
  companySection: 'Fachinstallateur?',
  companyHint:
    'Geben Sie Ihr Unternehmen an, um Geräte für Ihre Kunden zu registrieren: Wir prüfen es, bevor Sie das können. Als Eigentümer lassen Sie dies leer.',
  companyRegistrationNumber: 'Handelsregister- oder USt-IdNr.',
  companyPhone: 'Telefon des Unternehmens',
  companyAddress: 'Anschrift des Unternehmens',
  invalidPhone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  companyPending: 'Ihr Unternehmen „{company}“ wird geprüft (Antrag vom {date}).',
  companyRejected:
    'Ihr Unternehmen „{company}“ konnte nicht verifiziert werden: {reason} Korrigieren Sie die Angaben, damit es erneut geprüft wird.',
  companyApproved:
    'Ihr Unternehmen „{company}“ ist verifiziert. Geänderte Angaben werden erneut geprüft.',
  companyName: 'Firmenname',
  companyEmail: 'Firmen-E-Mail',
  optional: 'optional',
  passwordRules:
    'Mindestens 10 Zeichen, mit mindestens einem Groß- und einem Kleinbuchstaben und einer Ziffer.',
  submitSignUp: 'Konto erstellen',
  haveAccount: 'Sie haben bereits ein Konto?',
  signInLink: 'Anmelden',
  resetTitle: 'Passwort vergessen',
  resetIntro:
    'Geben Sie Ihre E-Mail-Adresse an: Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.',
  submitReset: 'Link senden',
  resetSent:
    'Falls ein Konto für diese Adresse existiert, ist eine E-Mail mit einem Link unterwegs. Der Link ist eine Stunde gültig.',
  newPasswordTitle: 'Neues Passwort wählen',
  newPassword: 'Neues Passwort',
  submitNewPassword: 'Passwort speichern',
  resetDone: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
  resetInvalid: 'Dieser Link ist nicht mehr gültig. Fordern Sie einen neuen Link an.',
  profileTitle: 'Profil bearbeiten',
  profileIntro:
    'Ihre Angaben. Fügen Sie ein Unternehmen hinzu, um als Installateur zu registrieren.',
  submitProfile: 'Speichern',
  backToApp: 'Zurück zur Produktregistrierung',
  backToSignIn: 'Zurück zur Anmeldung',
  logoutTitle: 'Abmelden',
  logoutIntro: 'Möchten Sie sich abmelden?',
  logoutButton: 'Abmelden',
  loggedOut: 'Sie sind abgemeldet.',
  errorTitle: 'Ein Fehler ist aufgetreten',
  errorIntro:
    'Die Anmeldung konnte nicht abgeschlossen werden. Kehren Sie zur Anwendung zurück und versuchen Sie es erneut.',
  required: 'Dieses Feld ist erforderlich',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  maxLength: 'Der Wert ist zu lang.',
  controlCharacters: 'Dieses Feld enthält unzulässige Zeichen.',
  passwordTooShort: 'Das Passwort muss mindestens 10 Zeichen lang sein.',
  passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  passwordNeedsCases: 'Das Passwort muss einen Groß- und einen Kleinbuchstaben enthalten.',
  passwordNeedsDigit: 'Das Passwort muss mindestens eine Ziffer enthalten.',
  formErrors: 'Bitte korrigieren Sie die markierten Felder.',
  resetMailSubject: 'Wählen Sie ein neues Passwort',
  resetMailBody:
    'Hallo {name},\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link (eine Stunde gültig):\n{link}\n\nFalls Sie nichts angefordert haben, ignorieren Sie diese E-Mail einfach.\n\nCalora',
  verifySentTitle: 'Prüfen Sie Ihr Postfach',
  verifySent:
    'Wir haben eine E-Mail an {email} gesendet. Öffnen Sie den Link darin, um Ihre Adresse zu bestätigen, und melden Sie sich dann an. Der Link ist 24 Stunden gültig.',
  verifyMailSubject: 'Bestätigen Sie Ihre E-Mail-Adresse',
  verifyMailBody:
    'Hallo {name},\n\num Ihre E-Mail-Adresse zu bestätigen und Ihr Konto zu aktivieren, öffnen Sie diesen Link (24 Stunden gültig):\n{link}\n\nFalls Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail einfach.\n\nCalora',
  accountExistsMailSubject: 'Sie haben bereits ein Konto',
  accountExistsMailBody:
    'Hallo {name},\n\njemand, vielleicht Sie, wollte mit dieser E-Mail-Adresse ein Konto erstellen. Sie haben bereits eines: Melden Sie sich an oder wählen Sie über diesen Link ein neues Passwort (eine Stunde gültig):\n{link}\n\nFalls Sie das nicht waren, ignorieren Sie diese E-Mail einfach.\n\nCalora',
  verifyTitle: 'E-Mail-Adresse bestätigen',
  verifyIntro: 'Bestätigen Sie die Adresse {email}, um Ihr Konto zu aktivieren.',
  verifyButton: 'Meine E-Mail-Adresse bestätigen',
  verifyDone: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
  verifyInvalid:
    'Dieser Link ist nicht mehr gültig. Melden Sie sich mit Ihrem Passwort an: Wir senden Ihnen einen neuen Link.',
  unverifiedSignIn:
    'Bestätigen Sie zuerst Ihre E-Mail-Adresse: Wir haben Ihnen einen Link gesendet. Öffnen Sie ihn und melden Sie sich dann an.',
};

const en: Texts = {
  appTitle: 'Product registration',
  signInTitle: 'Sign in',
  signInIntro: 'Sign in to register your products and get your benefits.',
  email: 'E-mail',
  password: 'Password',
  submitSignIn: 'Sign in',
  noAccount: 'No account yet?',
  createAccount: 'Create an account',
  forgotPassword: 'Forgot your password?',
  invalidCredentials:
    'Wrong e-mail or password. After 5 failed tries the account is locked for 15 minutes; you can also reset your password.',
  tooManyRequests: 'Too many attempts from your connection. Try again in a few minutes.',
  tooManyForAccount: 'Too many attempts for this e-mail address. Try again in a few minutes.',
  signUpTitle: 'Create an account',
  signUpIntro: 'An account lets you follow your registrations and receive your benefits.',
  givenName: 'First name',
  familyName: 'Last name',
  companySection: 'Professional installer?',
  companyHint:
    'Enter your company to register devices for your customers: we verify it before you can. Leave empty if you own the product.',
  companyRegistrationNumber: 'Registration or VAT number',
  companyPhone: 'Company phone',
  companyAddress: 'Company address',
  invalidPhone: 'Please enter a valid phone number.',
  companyPending: 'Your company “{company}” is being verified (application of {date}).',
  companyRejected:
    'Your company “{company}” could not be verified: {reason} Correct its details to have it checked again.',
  companyApproved:
    'Your company “{company}” is verified. Changing its details has them checked again.',
  companyName: 'Company name',
  companyEmail: 'Company e-mail',
  optional: 'optional',
  passwordRules:
    'At least 10 characters, with at least one upper-case letter, one lower-case letter and one digit.',
  submitSignUp: 'Create my account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  resetTitle: 'Forgot your password',
  resetIntro: 'Enter your e-mail address: we will send you a link to choose a new password.',
  submitReset: 'Send the link',
  resetSent:
    'If an account exists for this address, an e-mail with a link is on its way. The link is valid for one hour.',
  newPasswordTitle: 'Choose a new password',
  newPassword: 'New password',
  submitNewPassword: 'Save the password',
  resetDone: 'Your password has been changed. You can sign in now.',
  resetInvalid: 'This link is no longer valid. Ask for a new link.',
  profileTitle: 'Edit profile',
  profileIntro: 'Your details. Add a company to register as an installer.',
  submitProfile: 'Save',
  backToApp: 'Back to product registration',
  backToSignIn: 'Back to sign-in',
  logoutTitle: 'Sign out',
  logoutIntro: 'Do you want to sign out?',
  logoutButton: 'Sign out',
  loggedOut: 'You are signed out.',
  errorTitle: 'Something went wrong',
  errorIntro: 'Sign-in could not be completed. Go back to the application and try again.',
  required: 'This field is required',
  invalidEmail: 'Please enter a valid e-mail address.',
  maxLength: 'The value is too long.',
  controlCharacters: 'This field contains characters that are not allowed.',
  passwordTooShort: 'The password needs at least 10 characters.',
  passwordTooLong: 'The password may have at most 128 characters.',
  passwordNeedsCases: 'The password needs an upper-case and a lower-case letter.',
  passwordNeedsDigit: 'The password needs at least one digit.',
  formErrors: 'Please correct the marked fields.',
  resetMailSubject: 'Choose a new password',
  resetMailBody:
    'Hello {name},\n\nto choose a new password, open this link (valid for one hour):\n{link}\n\nIf you did not ask for this, simply ignore this e-mail.\n\nCalora',
  verifySentTitle: 'Check your mailbox',
  verifySent:
    'We sent an e-mail to {email}. Open the link in it to confirm your address, then sign in. The link is valid for 24 hours.',
  verifyMailSubject: 'Confirm your e-mail address',
  verifyMailBody:
    'Hello {name},\n\nto confirm your e-mail address and activate your account, open this link (valid for 24 hours):\n{link}\n\nIf you did not create an account, simply ignore this e-mail.\n\nCalora',
  accountExistsMailSubject: 'You already have an account',
  accountExistsMailBody:
    'Hello {name},\n\nsomeone, perhaps you, tried to create an account with this e-mail address. You already have one: sign in, or choose a new password with this link (valid for one hour):\n{link}\n\nIf this was not you, simply ignore this e-mail.\n\nCalora',
  verifyTitle: 'Confirm your e-mail address',
  verifyIntro: 'Confirm the address {email} to activate your account.',
  verifyButton: 'Confirm my e-mail address',
  verifyDone: 'Your e-mail address is confirmed. You can sign in now.',
  verifyInvalid:
    'This link is no longer valid. Sign in with your password: we will send you a new link.',
  unverifiedSignIn: 'Confirm your e-mail address first: we sent you a link. Open it, then sign in.',
};

export const TEXTS = { fr, de, en } satisfies Record<string, Texts>;
export type PageLanguage = keyof typeof TEXTS;

/** The page language: the first of the ui_locales, then Accept-Language, we have texts for; else English. */
export function pageLanguage(...preferences: (string | undefined)[]): PageLanguage {
  for (const preference of preferences) {
    for (const tag of (preference ?? '').split(/[\s,]+/)) {
      const language = tag.split(/[-_;]/)[0]?.toLowerCase();
      if (language && language in TEXTS) return language as PageLanguage;
    }
  }
  return 'en';
}
