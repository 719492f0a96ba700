import type { ServerTexts } from './fr';

const pl: ServerTexts = {
  registration: {
    appTitle: 'Rejestracja produktu',
    mailSubject: 'Prosimy potwierdzić rejestrację produktu',
    mailBody:
      'Dzień dobry {name},\n\nDziękujemy za zarejestrowanie produktu {product} (numer seryjny {serial}).\nAby otrzymać korzyści, prosimy potwierdzić rejestrację, otwierając ten link w ciągu {hours} godzin:\n{link}\n\nCalora',
    confirmedTitle: 'Rejestracja potwierdzona',
    confirmedText:
      'Dziękujemy! Rejestracja produktu {product} (numer seryjny {serial}) została potwierdzona. Korzyści już czekają.',
    confirmTitle: 'Potwierdzenie rejestracji',
    confirmText:
      'Prosimy potwierdzić rejestrację produktu {product} (numer seryjny {serial}), aby otrzymać korzyści.',
    confirmButton: 'Potwierdź rejestrację',
    invalidTitle: 'Nieprawidłowy link',
    invalidText:
      'Ten link potwierdzający jest nieprawidłowy. Prosimy sprawdzić, czy z wiadomości e-mail skopiowano pełny link.',
    expiredTitle: 'Link wygasł',
    expiredText:
      'Ten link potwierdzający wygasł. Aby otrzymać nowy link, prosimy ponownie zarejestrować produkt.',
    takenTitle: 'Produkt jest już zarejestrowany',
    takenText:
      'Produkt {product} (numer seryjny {serial}) został zarejestrowany i potwierdzony przez inną osobę. Jeśli to pomyłka, prosimy o kontakt z naszym biurem obsługi klienta.',
    takenMailSubject: 'Nie udało się potwierdzić rejestracji',
    takenMailBody:
      'Dzień dobry {name},\n\nProdukt {product} (numer seryjny {serial}) został wcześniej zarejestrowany i potwierdzony przez inną osobę, dlatego Państwa rejestracja została anulowana. Jeśli to pomyłka, prosimy o kontakt z naszym biurem obsługi klienta.\n\nCalora',
    cancelledTitle: 'Rejestracja anulowana',
    cancelledText:
      'Rejestracja produktu {product} (numer seryjny {serial}) została anulowana przez nasze biuro obsługi klienta. W razie pytań prosimy o kontakt z biurem.',
    cancelledMailSubject: 'Rejestracja została anulowana',
    cancelledMailBody:
      'Dzień dobry {name},\n\nRejestracja produktu {product} (numer seryjny {serial}) została anulowana przez nasze biuro obsługi klienta z następującego powodu:\n{reason}\n\nW razie pytań prosimy o kontakt z naszym biurem obsługi klienta.\n\nCalora',
    registeredMailSubject: 'Produkt został zarejestrowany',
    registeredMailBody:
      'Dzień dobry {name},\n\nRejestracja produktu {product} (numer seryjny {serial}) została potwierdzona. Certyfikat rejestracji znajduje się w załączniku do tej wiadomości.\nProdukt, jego korzyści i certyfikat są zawsze dostępne tutaj:\n{link}\n\nCalora',
    transferMailSubject: 'Przekazano Państwu produkt',
    transferMailBody:
      'Dzień dobry {name},\n\nRejestracja produktu {product} (numer seryjny {serial}) została Państwu przekazana. Aby przejąć ją na swoje dane i otrzymać związane z nią korzyści, prosimy potwierdzić, otwierając ten link w ciągu {hours} godzin:\n{link}\n\nJeśli nie spodziewali się Państwo tego przekazania, prosimy zignorować tę wiadomość – nic się nie zmieni.\n\nCalora',
    requestMailSubject: 'Prośba o przeniesienie produktu',
    requestMailBody:
      'Dzień dobry {name},\n\n{requester} prosi o przeniesienie na siebie rejestracji produktu {product} (numer seryjny {serial}), np. z powodu zmiany właściciela urządzenia.\nJeśli wyrażają Państwo zgodę, prosimy otworzyć ten link w ciągu {hours} godzin i zatwierdzić przeniesienie:\n{link}\n\nW przeciwnym razie prosimy zignorować tę wiadomość – rejestracja pozostanie bez zmian.\n\nCalora',
    requestTitle: 'Prośba o przeniesienie',
    requestText:
      '{requester} prosi o przeniesienie na siebie rejestracji produktu {product} (numer seryjny {serial}). Po Państwa zgodzie ta osoba będzie jeszcze musiała potwierdzić przeniesienie e-mailem.',
    requestButton: 'Zatwierdź przeniesienie',
    requestApprovedTitle: 'Przeniesienie zatwierdzone',
    requestApprovedText:
      'Dziękujemy! Wysłaliśmy wiadomość e-mail do osoby, która poprosiła o przeniesienie ({requester}). Przeniesienie nastąpi, gdy ta osoba je potwierdzi.',
    requestClosedTitle: 'Nieaktualna prośba',
    requestClosedText:
      'Ta prośba o przeniesienie wygasła lub jest już nieaktualna. Rejestracja pozostaje bez zmian.',
    backToApp: 'Powrót do rejestracji produktu',
  },
  certificate: {
    title: 'Certyfikat rejestracji',
    intro: 'Niniejszy certyfikat potwierdza rejestrację poniższego produktu w firmie Calora.',
    product: 'Produkt',
    serialNumber: 'Numer seryjny',
    installationAddress: 'Adres instalacji',
    installationDate: 'Data instalacji',
    registrant: 'Zarejestrowany przez',
    registeredOn: 'Data rejestracji',
    rewards: 'Odblokowane korzyści',
    noRewards: 'Brak',
    verify: 'Autentyczność certyfikatu można sprawdzić, skanując kod QR lub pod adresem:',
    certificateId: 'Numer certyfikatu',
  },
  company: {
    approvedSubject: 'Państwa firma została zweryfikowana',
    approvedBody:
      'Dzień dobry {name},\n\nZweryfikowaliśmy Państwa firmę „{company}”. Od teraz mogą Państwo rejestrować urządzenia instalowane u klientów.\n\nCalora',
    rejectedSubject: 'Nie udało się zweryfikować Państwa firmy',
    rejectedBody:
      'Dzień dobry {name},\n\nNie udało się zweryfikować Państwa firmy „{company}” z następującego powodu:\n{reason}\n\nDane firmy można poprawić w profilu; zostaną one wtedy ponownie zweryfikowane.\n\nCalora',
  },
  idp: {
    appTitle: 'Rejestracja produktu',
    signInTitle: 'Logowanie',
    signInIntro:
      'Po zalogowaniu można rejestrować produkty i korzystać z przysługujących korzyści.',
    email: 'E-mail',
    password: 'Hasło',
    submitSignIn: 'Zaloguj się',
    noAccount: 'Nie mają Państwo jeszcze konta?',
    createAccount: 'Załóż konto',
    forgotPassword: 'Nie pamiętają Państwo hasła?',
    invalidCredentials: 'Nieprawidłowy e-mail lub hasło. Można też zresetować hasło.',
    signInWait:
      'Zbyt wiele nieudanych prób dla tego adresu e-mail z Twojego połączenia. Spróbuj ponownie za {wait} lub zresetuj hasło.',
    tooManyRequests:
      'Zbyt wiele prób z tego połączenia. Prosimy spróbować ponownie za kilka minut.',
    tooManyForAccount:
      'Zbyt wiele prób dla tego adresu e-mail. Prosimy spróbować ponownie za kilka minut.',
    signUpTitle: 'Załóż konto',
    signUpIntro: 'Konto pozwala śledzić rejestracje i otrzymywać korzyści.',
    givenName: 'Imię',
    familyName: 'Nazwisko',
    companySection: 'Profesjonalny instalator?',
    companyHint:
      'Aby rejestrować urządzenia dla klientów, prosimy podać dane firmy: zweryfikujemy je, zanim będzie to możliwe. Właściciele produktów mogą pozostawić te pola puste.',
    companyRegistrationNumber: 'NIP lub numer KRS',
    companyPhone: 'Telefon firmy',
    companyAddress: 'Adres firmy',
    invalidPhone: 'Prosimy podać prawidłowy numer telefonu.',
    companyPending: 'Państwa firma „{company}” jest w trakcie weryfikacji (wniosek z {date}).',
    companyRejected:
      'Nie udało się zweryfikować Państwa firmy „{company}”: {reason} Prosimy poprawić jej dane, aby mogła zostać ponownie zweryfikowana.',
    companyApproved:
      'Państwa firma „{company}” została zweryfikowana. Zmiana jej danych spowoduje ponowną weryfikację.',
    companyName: 'Nazwa firmy',
    companyEmail: 'E-mail firmy',
    optional: 'opcjonalnie',
    passwordRules:
      'Co najmniej 10 znaków, w tym co najmniej jedna wielka litera, jedna mała litera i jedna cyfra.',
    submitSignUp: 'Załóż konto',
    haveAccount: 'Mają już Państwo konto?',
    signInLink: 'Zaloguj się',
    resetTitle: 'Nie pamiętam hasła',
    resetIntro: 'Prosimy podać adres e-mail: wyślemy link umożliwiający ustawienie nowego hasła.',
    submitReset: 'Wyślij link',
    resetSent:
      'Jeśli dla tego adresu istnieje konto, właśnie wysłaliśmy na niego wiadomość z linkiem. Link jest ważny przez godzinę.',
    newPasswordTitle: 'Ustaw nowe hasło',
    newPassword: 'Nowe hasło',
    submitNewPassword: 'Zapisz hasło',
    resetDone: 'Hasło zostało zmienione. Można się teraz zalogować.',
    resetInvalid: 'Ten link jest już nieważny. Prosimy poprosić o nowy link.',
    profileTitle: 'Edytuj profil',
    profileIntro:
      'Dane kontaktowe. Aby rejestrować urządzenia jako instalator, należy dodać firmę.',
    submitProfile: 'Zapisz',
    backToApp: 'Powrót do rejestracji produktu',
    backToSignIn: 'Powrót do logowania',
    logoutTitle: 'Wylogowanie',
    logoutIntro: 'Czy na pewno chcą Państwo się wylogować?',
    logoutButton: 'Wyloguj się',
    loggedOut: 'Wylogowano.',
    errorTitle: 'Wystąpił błąd',
    errorIntro: 'Nie udało się zalogować. Prosimy wrócić do aplikacji i spróbować ponownie.',
    unavailableTitle: 'Chwilowo niedostępne',
    unavailableIntro:
      'Logowanie jest chwilowo niedostępne. Prosimy spróbować ponownie za kilka sekund.',
    required: 'To pole jest wymagane',
    invalidEmail: 'Prosimy podać prawidłowy adres e-mail.',
    maxLength: 'Wartość jest za długa.',
    controlCharacters: 'To pole zawiera niedozwolone znaki.',
    passwordTooShort: 'Hasło musi mieć co najmniej 10 znaków.',
    passwordTooLong: 'Hasło może mieć maksymalnie 128 znaków.',
    passwordNeedsCases: 'Hasło musi zawierać wielką i małą literę.',
    passwordNeedsDigit: 'Hasło musi zawierać co najmniej jedną cyfrę.',
    formErrors: 'Prosimy poprawić zaznaczone pola.',
    resetMailSubject: 'Ustawienie nowego hasła',
    resetMailBody:
      'Dzień dobry {name},\n\nAby ustawić nowe hasło, prosimy otworzyć ten link (ważny przez godzinę):\n{link}\n\nJeśli nie prosili Państwo o zmianę hasła, wystarczy zignorować tę wiadomość.\n\nCalora',
    verifySentTitle: 'Prosimy sprawdzić skrzynkę e-mail',
    verifySent:
      'Wysłaliśmy wiadomość na adres {email}. Prosimy otworzyć zawarty w niej link, aby potwierdzić adres, a następnie się zalogować. Link jest ważny przez 24 godziny.',
    verifyMailSubject: 'Prosimy potwierdzić adres e-mail',
    verifyMailBody:
      'Dzień dobry {name},\n\nAby potwierdzić adres e-mail i aktywować konto, prosimy otworzyć ten link (ważny przez 24 godziny):\n{link}\n\nJeśli nie zakładali Państwo konta, wystarczy zignorować tę wiadomość.\n\nCalora',
    accountExistsMailSubject: 'Mają już Państwo konto',
    accountExistsMailBody:
      'Dzień dobry {name},\n\nKtoś – być może Państwo – próbował założyć konto z tym adresem e-mail. Konto z tym adresem już istnieje: można się zalogować lub ustawić nowe hasło za pomocą tego linku (ważnego przez godzinę):\n{link}\n\nJeśli to nie Państwo, wystarczy zignorować tę wiadomość.\n\nCalora',
    verifyTitle: 'Potwierdzenie adresu e-mail',
    verifyIntro: 'Prosimy potwierdzić adres {email}, aby aktywować konto.',
    verifyButton: 'Potwierdź adres e-mail',
    verifyDone: 'Adres e-mail został potwierdzony. Można się teraz zalogować.',
    verifyInvalid: 'Ten link jest już nieważny. Prosimy zalogować się hasłem – wyślemy nowy link.',
    unverifiedSignIn:
      'Najpierw należy potwierdzić adres e-mail: wysłaliśmy link. Prosimy go otworzyć, a następnie się zalogować.',
  },
  consoleExport: {
    sheetName: 'Rejestracje',
    registeredAt: 'Data rejestracji',
    serialNumber: 'Numer seryjny',
    productModel: 'Model',
    status: 'Status',
    channel: 'Kanał',
    registrantType: 'Rejestrujący',
    email: 'E-mail',
    name: 'Imię i nazwisko',
    company: 'Firma',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    country: 'Kraj',
    installationDate: 'Data instalacji',
    statusPending: 'Oczekująca',
    statusConfirmed: 'Potwierdzona',
    statusExpired: 'Wygasła',
    statusCancelled: 'Anulowana',
    channelWeb: 'Strona internetowa',
    channelBulk: 'Import zbiorczy',
    endCustomer: 'Klient końcowy',
    installer: 'Instalator',
  },
};

export default pl;
