/** Texts of the registration confirmation mail and page, per language. */
const fr = {
  appTitle: 'Enregistrement de produit',
  mailSubject: 'Confirmez l’enregistrement de votre produit',
  mailBody:
    'Bonjour {name},\n\nMerci d’avoir enregistré votre {product} (numéro de série {serial}).\nPour recevoir vos avantages, confirmez votre enregistrement en ouvrant ce lien:\n{link}\n\nCalora',
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
  backToApp: 'Retour à l’enregistrement de produit',
};

export type RegistrationTexts = Record<keyof typeof fr, string>;

const de: RegistrationTexts = {
  appTitle: 'Produktregistrierung',
  mailSubject: 'Bestätigen Sie die Registrierung Ihres Produkts',
  mailBody:
    'Hallo {name},\n\nvielen Dank für die Registrierung Ihres Produkts {product} (Seriennummer {serial}).\nUm Ihre Vorteile zu erhalten, bestätigen Sie die Registrierung über diesen Link:\n{link}\n\nCalora',
  confirmedTitle: 'Registrierung bestätigt',
  confirmedText:
    'Vielen Dank! Die Registrierung Ihres Produkts {product} (Seriennummer {serial}) ist bestätigt. Ihre Vorteile warten auf Sie.',
  confirmTitle: 'Registrierung bestätigen',
  confirmText:
    'Bestätigen Sie die Registrierung Ihres Produkts {product} (Seriennummer {serial}), um Ihre Vorteile zu erhalten.',
  confirmButton: 'Registrierung bestätigen',
  invalidTitle: 'Ungültiger Link',
  invalidText:
    'Dieser Bestätigungslink ist ungültig. Prüfen Sie, ob Sie den vollständigen Link aus der E-Mail kopiert haben.',
  backToApp: 'Zurück zur Produktregistrierung',
};

const en: RegistrationTexts = {
  appTitle: 'Product registration',
  mailSubject: 'Confirm the registration of your product',
  mailBody:
    'Hello {name},\n\nthank you for registering your {product} (serial number {serial}).\nTo receive your benefits, confirm your registration by opening this link:\n{link}\n\nCalora',
  confirmedTitle: 'Registration confirmed',
  confirmedText:
    'Thank you! The registration of your {product} (serial number {serial}) is confirmed. Your benefits are waiting for you.',
  confirmTitle: 'Confirm the registration',
  confirmText:
    'Confirm the registration of your {product} (serial number {serial}) to receive your benefits.',
  confirmButton: 'Confirm my registration',
  invalidTitle: 'Invalid link',
  invalidText:
    'This confirmation link is not valid. Check that you copied the whole link from the e-mail.',
  backToApp: 'Back to product registration',
};

const TEXTS = { fr, de, en };

/** Texts in the registration's language, English when we have none for it. */
export function registrationTexts(language: string): RegistrationTexts {
  return language in TEXTS ? TEXTS[language as keyof typeof TEXTS] : en;
}
