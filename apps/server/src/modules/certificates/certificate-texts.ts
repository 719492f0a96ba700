/** Texts of the registration certificate (PDF), per language. */
const fr = {
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
};

export type CertificateTexts = Record<keyof typeof fr, string>;

const de: CertificateTexts = {
  title: 'Registrierungszertifikat',
  intro: 'Dieses Zertifikat bestätigt die Registrierung des folgenden Produkts bei Calora.',
  product: 'Produkt',
  serialNumber: 'Seriennummer',
  installationAddress: 'Installationsadresse',
  installationDate: 'Installationsdatum',
  registrant: 'Registriert von',
  registeredOn: 'Registriert am',
  rewards: 'Freigeschaltete Vorteile',
  noRewards: 'Keine',
  verify: 'Prüfen Sie die Echtheit dieses Zertifikats über den QR-Code oder unter:',
  certificateId: 'Zertifikatsnummer',
};

const en: CertificateTexts = {
  title: 'Registration certificate',
  intro: 'This certificate confirms that the following product is registered with Calora.',
  product: 'Product',
  serialNumber: 'Serial number',
  installationAddress: 'Installation address',
  installationDate: 'Installation date',
  registrant: 'Registered by',
  registeredOn: 'Registered on',
  rewards: 'Rewards unlocked',
  noRewards: 'None',
  verify: 'Check that this certificate is genuine by scanning the QR code or at:',
  certificateId: 'Certificate number',
};

const TEXTS = { fr, de, en };

/** Texts in the registration's language, English when we have none for it. */
export function certificateTexts(language: string): CertificateTexts {
  return language in TEXTS ? TEXTS[language as keyof typeof TEXTS] : en;
}
