import columns from '../bulk-columns/fi';
import type { BulkCatalog } from './fr';
import type { Translation } from '../translation';

/** Finnish texts of the bulk flow. */
const fi: Translation<BulkCatalog> = {
  paste: {
    templateSheet: 'Taul1',
    title: 'Kopioi ja liitä tiedot',
    description: 'Kopioi tiedot taulukkolaskentaohjelmasta ja liitä ne alla olevaan kenttään.',
    instructions:
      'Käytä sarakeotsikoita sarjanumerolle, asennuspäivälle, kadulle, talonumerolle, postinumerolle ja postitoimipaikalle.',
    template: 'Lataa taulukkopohja (.xlsx)',
    exampleTitle: 'Esimerkkirivi',
    exampleRow: {
      serialNumber: '908765401',
      installationDate: '15.03.2024',
      street: 'Mannerheimintie',
      streetNumber: '10',
      zip: '00100',
      city: 'Helsinki',
    },
    fieldLabel: 'Taulukon tiedot',
    fieldHint:
      'Liitä rivit painamalla Ctrl+V (Macissa Cmd+V). Kirjoittaminen ei ole käytössä; askelpalautin poistaa.',
    rowCount_one: '{{count}} rivi liitetty',
    rowCount_other: '{{count}} riviä liitetty',
    tooManyRows:
      'Voit tuoda kerralla enintään {{max}} riviä. Jaa tiedot useammalle tuontikerralle.',
    fileDrop: 'Tai pudota tähän .xlsx-, .ods- tai .csv-tiedosto',
    fileChoose: 'Valitse tiedosto',
    fileReading: 'Luetaan tiedostoa…',
    fileLoaded: 'Tiedosto ladattu: {{name}}',
    sheet: 'Tuotava laskentataulukko',
    sheetOption_one: '{{name}} ({{count}} rivi)',
    sheetOption_other: '{{name}} ({{count}} riviä)',
    fileErrors: {
      unsupportedType: 'Vain .xlsx-, .ods- ja .csv-tiedostot hyväksytään.',
      tooLarge: 'Tiedosto on liian suuri (enintään 10 Mt).',
      passwordProtected:
        'Työkirja on suojattu salasanalla. Tallenna se ilman salasanaa ja yritä uudelleen.',
      unreadable:
        'Tiedostoa ei voitu lukea. Tarkista, että se on kelvollinen .xlsx-, .ods- tai .csv-tiedosto.',
      empty: 'Tiedostossa ei ole tietoja.',
      tooManyRows: 'Tiedostossa on yli {{max}} riviä. Jaa tiedot useampaan tiedostoon.',
    },
  },
  mapping: {
    title: 'Yhdistä otsikkosarakkeet',
    description: 'Vahvista, että jokainen sarake on yhdistetty oikein',
    notRelevant: 'Ei käytetä',
    placeholder: 'Valitse',
    column: 'Sarake {{number}}',
    tableLabel: 'Liitetyt tiedot',
    headerRowSkipped:
      'Ensimmäisellä rivillä on otsikot: sen avulla sarakkeet yhdistettiin, eikä sitä tuoda.',
    headerRow: 'Ensimmäisellä rivillä on sarakkeiden nimet',
    remembered:
      'Yhdistäminen on otettu edellisestä tuonnista, jossa oli samat sarakenimet: tarkista se.',
    rowCount_one: '{{count}} rivi tuotavana',
    rowCount_other: '{{count}} riviä tuotavana',
    missingColumns: 'Vielä yhdistämättä: {{columns}}',
    dateOrder:
      'Missä järjestyksessä päivämäärät on kirjoitettu? Esimerkiksi ”{{example}}” tarkoittaa:',
    dayFirst: 'Päivä, kuukausi, vuosi: {{date}}',
    monthFirst: 'Kuukausi, päivä, vuosi: {{date}}',
    dateOrderMissing: 'Valitse, missä järjestyksessä päivämäärät on kirjoitettu.',
    monthFirstDetected:
      'Päivämäärät on kirjoitettu järjestyksessä kuukausi, päivä, vuosi (esimerkiksi 03/15/2024), ja ne luetaan sen mukaisesti.',
  },
  check: {
    title: 'Tarkista tietojen arvot',
    description: 'Muokkaa arvoja napsauttamalla solua',
    rowsWithErrors: 'Virheellisiä rivejä: {{errors}}',
    noErrors: 'Virheitä ei löytynyt',
    submit: 'Lähetä tiedot',
    progress: '{{checked}} / {{total}} riviä tarkistettu',
    timeLeft: 'Aikaa jäljellä: noin {{time}}',
    progressLabel: 'Tietojen tarkistus',
    tableLabel: 'Tuotavat tiedot',
    rowNumber: 'Rivi',
    cellLabel: '{{column}}, rivi {{row}}',
    checkFailed: 'Joitakin arvoja ei voitu tarkistaa. Tarkista verkkoyhteys ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
    ours: 'Jo rekisteröity',
    errorsOnly: 'Näytä vain virheelliset rivit',
    deleteColumn: 'Poista',
    deleteRow: 'Poista rivi {{row}}',
    firstError: 'Siirry ensimmäiseen virheeseen (rivi {{row}})',
    previousError: 'Edellinen virhe',
    nextError: 'Seuraava virhe',
    undo: 'Kumoa muutos',
    redo: 'Tee muutos uudelleen',
    shortcuts:
      'Pikanäppäimet: F8 seuraava virhe, Vaihto+F8 edellinen virhe, Ctrl+Z kumoa, Ctrl+Y tee uudelleen.',
    addRow: 'Lisää rivi',
    downloadErrors: 'Lataa virheelliset rivit (.xlsx)',
    errorReportFile: 'virheelliset-rivit.xlsx',
    errorReportSheet: 'Virheet',
    errorColumn: 'Virhe',
    sourceColumn: 'Sarake {{position}}',
    oursSkipped_one:
      'Yrityksesi on jo rekisteröinyt {{count}} tuotteen: sitä ei rekisteröidä uudelleen.',
    oursSkipped_other:
      'Yrityksesi on jo rekisteröinyt {{count}} tuotetta: niitä ei rekisteröidä uudelleen.',
  },
  cellErrors: {
    invalidSerialNumber: 'Virheellinen sarjanumero',
    duplicateSerialNumber: 'Sama sarjanumero on jo toisella rivillä.',
    alreadyRegistered:
      'Toinen yritys on jo rekisteröinyt tämän tuotteen. Ota yhteyttä asiakaspalveluumme ja kerro tuotteen sarjanumero.',
    invalidDate:
      'Virheellinen päivämäärä: käytä päivää, kuukautta ja nelinumeroista vuotta, esimerkiksi 15.3.2024.',
    futureDate: 'Päivämäärä ei voi olla tulevaisuudessa.',
    invalidAddress: 'Annettu osoite on virheellinen',
    postalCodeLostZero:
      'Postinumeron alusta puuttuu nolla (esimerkiksi 100, vaikka pitäisi olla 00100): taulukko on tallentanut sen lukuna. Korjaa se tähän tai muotoile sarake tekstiksi.',
    invalidValue: 'Virheellinen arvo',
  },
  import: {
    title: 'Tuo tiedot',
    description: 'Tuonti käynnissä',
    progress: 'Tuodaan tietoja…',
    failed: 'Tuonti epäonnistui. Tietosi ovat tallessa: yritä uudelleen.',
    conflict:
      'Joku muu on sillä välin rekisteröinyt yhden tämän erän laitteista. Tietosi ovat tallessa: tarkista rivit.',
    checkingEarlierSend: 'Etsitään näiden rivien aiempaa lähetystä…',
    sent: '{{sent}} / {{total}} riviä lähetetty',
    saving: '{{total}} riviä lähetetty: tallennetaan…',
    retry: 'Yritä uudelleen',
    backToCheck: 'Takaisin tarkistukseen',
  },
  finish: {
    title: 'Kiitos rekisteröinnistä!',
    text: 'Tuotteesi on tuotu. Rekisteröintisi ja palvelumme löydät Service Cloudista.',
    serviceCloud: 'Siirry Service Cloudiin',
    registered_one: '{{count}} tuote rekisteröity',
    registered_other: '{{count}} tuotetta rekisteröity',
    alreadyRegistered_one: '{{count}} jo yrityksesi rekisteröimä',
    alreadyRegistered_other: '{{count}} jo yrityksesi rekisteröimiä',
  },
  columns,
};

export default fi;
