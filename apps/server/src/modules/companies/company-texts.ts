/** Mails telling an applicant what staff decided about their company, per language. */
const fr = {
  approvedSubject: 'Votre entreprise est vérifiée',
  approvedBody:
    'Bonjour {name},\n\nNous avons vérifié votre entreprise « {company} ». Vous pouvez maintenant enregistrer les appareils que vous installez pour vos clients.\n\nCalora',
  rejectedSubject: 'Votre entreprise n’a pas pu être vérifiée',
  rejectedBody:
    'Bonjour {name},\n\nNous n’avons pas pu vérifier votre entreprise « {company} » pour la raison suivante:\n{reason}\n\nVous pouvez corriger les informations de votre entreprise dans votre profil; elles seront alors vérifiées à nouveau.\n\nCalora',
};

export type CompanyTexts = Record<keyof typeof fr, string>;

const de: CompanyTexts = {
  approvedSubject: 'Ihr Unternehmen ist verifiziert',
  approvedBody:
    'Hallo {name},\n\nwir haben Ihr Unternehmen „{company}“ verifiziert. Sie können jetzt die Geräte registrieren, die Sie für Ihre Kunden installieren.\n\nCalora',
  rejectedSubject: 'Ihr Unternehmen konnte nicht verifiziert werden',
  rejectedBody:
    'Hallo {name},\n\nwir konnten Ihr Unternehmen „{company}“ aus folgendem Grund nicht verifizieren:\n{reason}\n\nSie können die Angaben zu Ihrem Unternehmen in Ihrem Profil korrigieren; sie werden dann erneut geprüft.\n\nCalora',
};

const en: CompanyTexts = {
  approvedSubject: 'Your company is verified',
  approvedBody:
    'Hello {name},\n\nwe have verified your company “{company}”. You can now register the devices you install for your customers.\n\nCalora',
  rejectedSubject: 'Your company could not be verified',
  rejectedBody:
    'Hello {name},\n\nwe could not verify your company “{company}” for this reason:\n{reason}\n\nYou can correct your company’s details in your profile; they will then be checked again.\n\nCalora',
};

const TEXTS = { fr, de, en };

/** Texts in the applicant's language, English when we have none for it. */
export function companyTexts(language: string): CompanyTexts {
  return language in TEXTS ? TEXTS[language as keyof typeof TEXTS] : en;
}
