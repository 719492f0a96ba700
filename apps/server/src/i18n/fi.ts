import type { ServerTexts } from './fr';

const fi: ServerTexts = {
  registration: {
    appTitle: 'Tuoterekisteröinti',
    mailSubject: 'Vahvista tuotteesi rekisteröinti',
    mailBody:
      'Hei {name},\n\nKiitos, että rekisteröit tuotteen {product} (sarjanumero {serial}).\nSaat etusi käyttöön, kun vahvistat rekisteröinnin avaamalla tämän linkin {hours} tunnin kuluessa:\n{link}\n\nCalora',
    confirmedTitle: 'Rekisteröinti vahvistettu',
    confirmedText:
      'Kiitos! Tuotteesi {product} (sarjanumero {serial}) rekisteröinti on vahvistettu. Etusi odottavat sinua.',
    confirmTitle: 'Vahvista rekisteröinti',
    confirmText:
      'Vahvista tuotteesi {product} (sarjanumero {serial}) rekisteröinti, niin saat etusi käyttöön.',
    confirmButton: 'Vahvista rekisteröinti',
    invalidTitle: 'Virheellinen linkki',
    invalidText:
      'Tämä vahvistuslinkki ei ole kelvollinen. Tarkista, että kopioit koko linkin sähköpostista.',
    expiredTitle: 'Linkki on vanhentunut',
    expiredText:
      'Tämä vahvistuslinkki on vanhentunut. Rekisteröi tuotteesi uudelleen, niin saat uuden linkin.',
    takenTitle: 'Tuote on jo rekisteröity',
    takenText:
      'Joku muu on rekisteröinyt ja vahvistanut tuotteesi {product} (sarjanumero {serial}). Jos kyseessä on virhe, ota yhteyttä asiakaspalveluumme.',
    takenMailSubject: 'Rekisteröintiäsi ei voitu vahvistaa',
    takenMailBody:
      'Hei {name},\n\nJoku muu rekisteröi ja vahvisti tuotteesi {product} (sarjanumero {serial}) ennen sinua, joten rekisteröintisi on peruutettu. Jos kyseessä on virhe, ota yhteyttä asiakaspalveluumme.\n\nCalora',
    cancelledTitle: 'Rekisteröinti peruutettu',
    cancelledText:
      'Asiakaspalvelumme on peruuttanut tuotteesi {product} (sarjanumero {serial}) rekisteröinnin. Jos sinulla on kysyttävää, ota yhteyttä asiakaspalveluun.',
    cancelledMailSubject: 'Rekisteröintisi on peruutettu',
    cancelledMailBody:
      'Hei {name},\n\nAsiakaspalvelumme on peruuttanut tuotteesi {product} (sarjanumero {serial}) rekisteröinnin seuraavasta syystä:\n{reason}\n\nJos sinulla on kysyttävää, ota yhteyttä asiakaspalveluumme.\n\nCalora',
    registeredMailSubject: 'Tuotteesi on rekisteröity',
    registeredMailBody:
      'Hei {name},\n\nTuotteesi {product} (sarjanumero {serial}) rekisteröinti on vahvistettu. Rekisteröintitodistus on tämän viestin liitteenä.\nLöydät tuotteen, sen edut ja todistuksen milloin tahansa täältä:\n{link}\n\nCalora',
    transferMailSubject: 'Sinulle on siirretty tuote',
    transferMailBody:
      'Hei {name},\n\nTuotteen {product} (sarjanumero {serial}) rekisteröinti on siirretty sinulle. Jos haluat ottaa tuotteen nimiisi ja saada sen edut, vahvista siirto avaamalla tämä linkki {hours} tunnin kuluessa:\n{link}\n\nJos et odottanut tätä siirtoa, voit jättää tämän viestin huomiotta: mikään ei muutu.\n\nCalora',
    requestMailSubject: 'Pyyntö tuotteesi siirrosta',
    requestMailBody:
      'Hei {name},\n\n{requester} pyytää, että tuotteesi {product} (sarjanumero {serial}) rekisteröinti siirretään hänelle, esimerkiksi koska laite on vaihtanut omistajaa.\nJos suostut siihen, avaa tämä linkki {hours} tunnin kuluessa ja hyväksy siirto:\n{link}\n\nMuussa tapauksessa voit jättää tämän viestin huomiotta: rekisteröintisi pysyy ennallaan.\n\nCalora',
    requestTitle: 'Siirtopyyntö',
    requestText:
      '{requester} pyytää, että tuotteesi {product} (sarjanumero {serial}) rekisteröinti siirretään hänelle. Kun olet hyväksynyt pyynnön, hänen on vielä vahvistettava siirto sähköpostitse.',
    requestButton: 'Hyväksy siirto',
    requestApprovedTitle: 'Siirto hyväksytty',
    requestApprovedText:
      'Kiitos! Lähetimme sähköpostin vastaanottajalle {requester}. Siirto tulee voimaan heti, kun hän on vahvistanut sen.',
    requestClosedTitle: 'Pyyntö ei ole voimassa',
    requestClosedText:
      'Tämä siirtopyyntö on vanhentunut tai ei ole enää voimassa. Rekisteröintisi pysyy ennallaan.',
    backToApp: 'Takaisin tuoterekisteröintiin',
  },
  certificate: {
    title: 'Rekisteröintitodistus',
    intro: 'Tämä todistus vahvistaa, että alla mainittu tuote on rekisteröity Caloralle.',
    product: 'Tuote',
    serialNumber: 'Sarjanumero',
    installationAddress: 'Asennusosoite',
    installationDate: 'Asennuspäivä',
    registrant: 'Rekisteröijä',
    registeredOn: 'Rekisteröintipäivä',
    rewards: 'Käyttöön saadut edut',
    noRewards: 'Ei etuja',
    verify: 'Tarkista todistuksen aitous skannaamalla QR-koodi tai osoitteessa:',
    certificateId: 'Todistuksen numero',
  },
  company: {
    approvedSubject: 'Yrityksesi on vahvistettu',
    approvedBody:
      'Hei {name},\n\nOlemme vahvistaneet yrityksesi ”{company}”. Voit nyt rekisteröidä laitteet, jotka asennat asiakkaillesi.\n\nCalora',
    rejectedSubject: 'Yritystäsi ei voitu vahvistaa',
    rejectedBody:
      'Hei {name},\n\nEmme voineet vahvistaa yritystäsi ”{company}” seuraavasta syystä:\n{reason}\n\nVoit korjata yrityksesi tiedot profiilissasi, minkä jälkeen ne tarkistetaan uudelleen.\n\nCalora',
  },
  idp: {
    appTitle: 'Tuoterekisteröinti',
    signInTitle: 'Kirjaudu sisään',
    signInIntro: 'Kirjaudu sisään, niin voit rekisteröidä tuotteesi ja nähdä etusi.',
    email: 'Sähköposti',
    password: 'Salasana',
    submitSignIn: 'Kirjaudu sisään',
    noAccount: 'Eikö sinulla ole vielä tiliä?',
    createAccount: 'Luo tili',
    forgotPassword: 'Unohditko salasanasi?',
    invalidCredentials: 'Väärä sähköposti tai salasana. Voit myös vaihtaa salasanasi.',
    signInWait:
      'Liian monta epäonnistunutta yritystä tälle sähköpostiosoitteelle yhteydestäsi. Yritä uudelleen, kun aikaa on kulunut {wait}, tai vaihda salasanasi.',
    tooManyRequests:
      'Liian monta yritystä yhteydestäsi. Yritä uudelleen muutaman minuutin kuluttua.',
    tooManyForAccount:
      'Liian monta yritystä tällä sähköpostiosoitteella. Yritä uudelleen muutaman minuutin kuluttua.',
    signUpTitle: 'Luo tili',
    signUpIntro: 'Tilin avulla voit seurata rekisteröintejäsi ja saada etusi.',
    givenName: 'Etunimi',
    familyName: 'Sukunimi',
    companySection: 'Oletko ammattiasentaja?',
    companyHint:
      'Anna yrityksesi tiedot, jos haluat rekisteröidä laitteita asiakkaillesi: tarkistamme yrityksen ennen kuin voit tehdä niin. Jätä tyhjäksi, jos olet laitteen omistaja.',
    companyRegistrationNumber: 'Y-tunnus tai ALV-numero',
    companyPhone: 'Yrityksen puhelinnumero',
    companyAddress: 'Yrityksen osoite',
    invalidPhone: 'Anna kelvollinen puhelinnumero.',
    companyPending: 'Yrityksesi ”{company}” tietoja tarkistetaan (hakemus jätetty {date}).',
    companyRejected:
      'Yritystäsi ”{company}” ei voitu vahvistaa: {reason} Korjaa yrityksen tiedot, niin ne tarkistetaan uudelleen.',
    companyApproved:
      'Yrityksesi ”{company}” on vahvistettu. Jos muutat yrityksen tietoja, ne tarkistetaan uudelleen.',
    companyName: 'Yrityksen nimi',
    companyEmail: 'Yrityksen sähköposti',
    optional: 'valinnainen',
    passwordRules:
      'Vähintään 10 merkkiä, joista vähintään yksi iso kirjain, yksi pieni kirjain ja yksi numero.',
    submitSignUp: 'Luo tili',
    haveAccount: 'Onko sinulla jo tili?',
    signInLink: 'Kirjaudu sisään',
    resetTitle: 'Unohtunut salasana',
    resetIntro:
      'Anna sähköpostiosoitteesi, niin lähetämme sinulle linkin uuden salasanan valitsemista varten.',
    submitReset: 'Lähetä linkki',
    resetSent:
      'Jos tälle osoitteelle on olemassa tili, siihen on juuri lähetetty sähköposti, jossa on linkki. Linkki on voimassa tunnin.',
    newPasswordTitle: 'Valitse uusi salasana',
    newPassword: 'Uusi salasana',
    submitNewPassword: 'Tallenna salasana',
    resetDone: 'Salasanasi on vaihdettu. Voit nyt kirjautua sisään.',
    resetInvalid: 'Tämä linkki ei ole enää voimassa. Pyydä uusi linkki.',
    profileTitle: 'Muokkaa profiilia',
    profileIntro: 'Yhteystietosi. Lisää yritys, jos haluat rekisteröidä laitteita asentajana.',
    submitProfile: 'Tallenna',
    backToApp: 'Takaisin tuoterekisteröintiin',
    backToSignIn: 'Takaisin kirjautumiseen',
    logoutTitle: 'Kirjaudu ulos',
    logoutIntro: 'Haluatko kirjautua ulos?',
    logoutButton: 'Kirjaudu ulos',
    loggedOut: 'Olet kirjautunut ulos.',
    errorTitle: 'Tapahtui virhe',
    errorIntro: 'Kirjautuminen epäonnistui. Palaa sovellukseen ja yritä uudelleen.',
    unavailableTitle: 'Tilapäisesti poissa käytöstä',
    unavailableIntro:
      'Kirjautuminen ei ole hetkeen käytettävissä. Yritä uudelleen muutaman sekunnin kuluttua.',
    required: 'Tämä kenttä on pakollinen',
    invalidEmail: 'Anna kelvollinen sähköpostiosoite.',
    maxLength: 'Arvo on liian pitkä.',
    controlCharacters: 'Kentässä on merkkejä, jotka eivät ole sallittuja.',
    passwordTooShort: 'Salasanassa on oltava vähintään 10 merkkiä.',
    passwordTooLong: 'Salasanassa saa olla enintään 128 merkkiä.',
    passwordNeedsCases: 'Salasanassa on oltava sekä iso että pieni kirjain.',
    passwordNeedsDigit: 'Salasanassa on oltava vähintään yksi numero.',
    formErrors: 'Korjaa merkityt kentät.',
    resetMailSubject: 'Valitse uusi salasana',
    resetMailBody:
      'Hei {name},\n\nVoit valita uuden salasanan avaamalla tämän linkin (voimassa tunnin):\n{link}\n\nJos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta.\n\nCalora',
    verifySentTitle: 'Tarkista sähköpostisi',
    verifySent:
      'Lähetimme sähköpostin osoitteeseen {email}. Vahvista osoitteesi avaamalla viestissä oleva linkki ja kirjaudu sitten sisään. Linkki on voimassa 24 tuntia.',
    verifyMailSubject: 'Vahvista sähköpostiosoitteesi',
    verifyMailBody:
      'Hei {name},\n\nVahvista sähköpostiosoitteesi ja aktivoi tilisi avaamalla tämä linkki (voimassa 24 tuntia):\n{link}\n\nJos et luonut tiliä, voit jättää tämän viestin huomiotta.\n\nCalora',
    accountExistsMailSubject: 'Sinulla on jo tili',
    accountExistsMailBody:
      'Hei {name},\n\nJoku, mahdollisesti sinä itse, yritti luoda tilin tällä sähköpostiosoitteella. Sinulla on jo tili: kirjaudu sisään tai valitse uusi salasana tämän linkin kautta (voimassa tunnin):\n{link}\n\nJos et itse yrittänyt luoda tiliä, voit jättää tämän viestin huomiotta.\n\nCalora',
    verifyTitle: 'Vahvista sähköpostiosoitteesi',
    verifyIntro: 'Aktivoi tilisi vahvistamalla osoite {email}.',
    verifyButton: 'Vahvista sähköpostiosoite',
    verifyDone: 'Sähköpostiosoitteesi on vahvistettu. Voit nyt kirjautua sisään.',
    verifyInvalid:
      'Tämä linkki ei ole enää voimassa. Kirjaudu sisään salasanallasi, niin lähetämme sinulle uuden linkin.',
    unverifiedSignIn:
      'Vahvista ensin sähköpostiosoitteesi: lähetimme sinulle linkin. Avaa se ja kirjaudu sitten sisään.',
  },
  consoleExport: {
    sheetName: 'Rekisteröinnit',
    registeredAt: 'Rekisteröity',
    serialNumber: 'Sarjanumero',
    productModel: 'Malli',
    status: 'Tila',
    channel: 'Kanava',
    registrantType: 'Rekisteröijä',
    email: 'Sähköposti',
    name: 'Nimi',
    company: 'Yritys',
    postalCode: 'Postinumero',
    city: 'Postitoimipaikka',
    country: 'Maa',
    installationDate: 'Asennuspäivä',
    statusPending: 'Odottaa',
    statusConfirmed: 'Vahvistettu',
    statusExpired: 'Vanhentunut',
    statusCancelled: 'Peruutettu',
    channelWeb: 'Verkko',
    channelBulk: 'Joukkotuonti',
    endCustomer: 'Loppuasiakas',
    installer: 'Asentaja',
  },
};

export default fi;
