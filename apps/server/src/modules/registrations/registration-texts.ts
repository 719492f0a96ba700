/** Texts of the registration confirmation mail and page, per language. */
const fr = {
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
};

export type RegistrationTexts = Record<keyof typeof fr, string>;

const de: RegistrationTexts = {
  appTitle: 'Produktregistrierung',
  mailSubject: 'Bestätigen Sie die Registrierung Ihres Produkts',
  mailBody:
    'Hallo {name},\n\nvielen Dank für die Registrierung Ihres Produkts {product} (Seriennummer {serial}).\nUm Ihre Vorteile zu erhalten, bestätigen Sie die Registrierung innerhalb von {hours} Stunden über diesen Link:\n{link}\n\nCalora',
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
  expiredTitle: 'Link abgelaufen',
  expiredText:
    'Dieser Bestätigungslink ist abgelaufen. Registrieren Sie Ihr Produkt erneut, um einen neuen Link zu erhalten.',
  takenTitle: 'Produkt bereits registriert',
  takenText:
    'Ihr Produkt {product} (Seriennummer {serial}) wurde von jemand anderem registriert und bestätigt. Falls das ein Irrtum ist, wenden Sie sich an unseren Kundendienst.',
  takenMailSubject: 'Ihre Registrierung konnte nicht bestätigt werden',
  takenMailBody:
    'Hallo {name},\n\nIhr Produkt {product} (Seriennummer {serial}) wurde vor Ihnen von jemand anderem registriert und bestätigt; Ihre Registrierung wurde storniert. Falls das ein Irrtum ist, wenden Sie sich an unseren Kundendienst.\n\nCalora',
  cancelledTitle: 'Registrierung storniert',
  cancelledText:
    'Die Registrierung Ihres Produkts {product} (Seriennummer {serial}) wurde von unserem Kundendienst storniert. Bei Fragen wenden Sie sich an ihn.',
  cancelledMailSubject: 'Ihre Registrierung wurde storniert',
  cancelledMailBody:
    'Hallo {name},\n\ndie Registrierung Ihres Produkts {product} (Seriennummer {serial}) wurde von unserem Kundendienst aus folgendem Grund storniert:\n{reason}\n\nBei Fragen wenden Sie sich an unseren Kundendienst.\n\nCalora',
  registeredMailSubject: 'Ihr Produkt ist registriert',
  registeredMailBody:
    'Hallo {name},\n\ndie Registrierung Ihres Produkts {product} (Seriennummer {serial}) ist bestätigt. Ihr Registrierungszertifikat finden Sie im Anhang dieser E-Mail.\nDas Produkt, seine Vorteile und das Zertifikat finden Sie jederzeit hier:\n{link}\n\nCalora',
  transferMailSubject: 'Ihnen wurde ein Produkt übertragen',
  transferMailBody:
    'Hallo {name},\n\ndie Registrierung des Produkts {product} (Seriennummer {serial}) wurde an Sie übertragen. Um sie auf Ihren Namen zu übernehmen und die Vorteile zu erhalten, bestätigen Sie innerhalb von {hours} Stunden über diesen Link:\n{link}\n\nFalls Sie diese Übertragung nicht erwartet haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.\n\nCalora',
  requestMailSubject: 'Anfrage zur Übertragung Ihres Produkts',
  requestMailBody:
    'Hallo {name},\n\n{requester} bittet darum, dass die Registrierung Ihres Produkts {product} (Seriennummer {serial}) an diese Person übertragen wird, etwa weil das Gerät den Besitzer gewechselt hat.\nWenn Sie einverstanden sind, öffnen Sie innerhalb von {hours} Stunden diesen Link und genehmigen Sie die Übertragung:\n{link}\n\nAndernfalls ignorieren Sie diese E-Mail: Ihre Registrierung bleibt unverändert.\n\nCalora',
  requestTitle: 'Anfrage zur Übertragung',
  requestText:
    '{requester} bittet darum, dass die Registrierung Ihres Produkts {product} (Seriennummer {serial}) an diese Person übertragen wird. Nach Ihrer Zustimmung muss diese Person die Übertragung noch per E-Mail bestätigen.',
  requestButton: 'Übertragung genehmigen',
  requestApprovedTitle: 'Übertragung genehmigt',
  requestApprovedText:
    'Vielen Dank! Wir haben {requester} eine E-Mail gesendet. Die Übertragung wird wirksam, sobald diese Person sie bestätigt hat.',
  requestClosedTitle: 'Anfrage ungültig',
  requestClosedText:
    'Diese Anfrage zur Übertragung ist abgelaufen oder nicht mehr gültig. Ihre Registrierung bleibt unverändert.',
  backToApp: 'Zurück zur Produktregistrierung',
};

const en: RegistrationTexts = {
  appTitle: 'Product registration',
  mailSubject: 'Confirm the registration of your product',
  mailBody:
    'Hello {name},\n\nthank you for registering your {product} (serial number {serial}).\nTo receive your benefits, confirm your registration by opening this link within {hours} hours:\n{link}\n\nCalora',
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
  expiredTitle: 'Link expired',
  expiredText:
    'This confirmation link has expired. Register your product again to receive a new link.',
  takenTitle: 'Product already registered',
  takenText:
    'Your {product} (serial number {serial}) was registered and confirmed by someone else. If this is a mistake, contact our customer service.',
  takenMailSubject: 'Your registration could not be confirmed',
  takenMailBody:
    'Hello {name},\n\nyour {product} (serial number {serial}) was registered and confirmed by someone else before you; your registration was cancelled. If this is a mistake, contact our customer service.\n\nCalora',
  cancelledTitle: 'Registration cancelled',
  cancelledText:
    'The registration of your {product} (serial number {serial}) was cancelled by our customer service. If you have any question, contact it.',
  cancelledMailSubject: 'Your registration was cancelled',
  cancelledMailBody:
    'Hello {name},\n\nthe registration of your {product} (serial number {serial}) was cancelled by our customer service for this reason:\n{reason}\n\nIf you have any question, contact our customer service.\n\nCalora',
  registeredMailSubject: 'Your product is registered',
  registeredMailBody:
    'Hello {name},\n\nthe registration of your {product} (serial number {serial}) is confirmed. Your registration certificate is attached to this e-mail.\nYou find the product, its benefits and its certificate at any time here:\n{link}\n\nCalora',
  transferMailSubject: 'A product was transferred to you',
  transferMailBody:
    'Hello {name},\n\nthe registration of the product {product} (serial number {serial}) was transferred to you. To take it over in your name and receive its benefits, confirm by opening this link within {hours} hours:\n{link}\n\nIf you did not expect this transfer, ignore this e-mail: nothing will change.\n\nCalora',
  requestMailSubject: 'Request to transfer your product',
  requestMailBody:
    'Hello {name},\n\n{requester} asks for the registration of your {product} (serial number {serial}) to be transferred to them, for instance because the device changed hands.\nIf you agree, open this link within {hours} hours and approve the transfer:\n{link}\n\nOtherwise, ignore this e-mail: your registration stays as it is.\n\nCalora',
  requestTitle: 'Transfer request',
  requestText:
    '{requester} asks for the registration of your {product} (serial number {serial}) to be transferred to them. After your approval, they still have to confirm it by e-mail.',
  requestButton: 'Approve the transfer',
  requestApprovedTitle: 'Transfer approved',
  requestApprovedText:
    'Thank you! We sent an e-mail to {requester}. The transfer takes effect as soon as they confirm it.',
  requestClosedTitle: 'Request not valid',
  requestClosedText:
    'This transfer request has expired or is no longer valid. Your registration stays as it is.',
  backToApp: 'Back to product registration',
};

const TEXTS = { fr, de, en };

/** Texts in the registration's language, English when we have none for it. */
export function registrationTexts(language: string): RegistrationTexts {
  return language in TEXTS ? TEXTS[language as keyof typeof TEXTS] : en;
}
