import type { ServerTexts } from './fr';

const en: ServerTexts = {
  registration: {
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
  },
  certificate: {
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
  },
  company: {
    approvedSubject: 'Your company is verified',
    approvedBody:
      'Hello {name},\n\nwe have verified your company “{company}”. You can now register the devices you install for your customers.\n\nCalora',
    rejectedSubject: 'Your company could not be verified',
    rejectedBody:
      'Hello {name},\n\nwe could not verify your company “{company}” for this reason:\n{reason}\n\nYou can correct your company’s details in your profile; they will then be checked again.\n\nCalora',
  },
  idp: {
    appTitle: 'Product registration',
    signInTitle: 'Sign in',
    signInIntro: 'Sign in to register your products and get your benefits.',
    email: 'E-mail',
    password: 'Password',
    submitSignIn: 'Sign in',
    noAccount: 'No account yet?',
    createAccount: 'Create an account',
    forgotPassword: 'Forgot your password?',
    invalidCredentials: 'Wrong e-mail or password. You can also reset your password.',
    signInWait:
      'Too many failed tries for this e-mail address from your connection. Try again in {wait}, or reset your password.',
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
    unavailableTitle: 'Briefly unavailable',
    unavailableIntro: 'Sign-in is briefly unavailable. Please try again in a few seconds.',
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
    unverifiedSignIn:
      'Confirm your e-mail address first: we sent you a link. Open it, then sign in.',
  },
  consoleExport: {
    sheetName: 'Registrations',
    registeredAt: 'Registered on',
    serialNumber: 'Serial number',
    productModel: 'Model',
    status: 'Status',
    channel: 'Channel',
    registrantType: 'Registrant',
    email: 'E-mail',
    name: 'Name',
    company: 'Company',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
    installationDate: 'Installation date',
    statusPending: 'Pending',
    statusConfirmed: 'Confirmed',
    statusExpired: 'Expired',
    statusCancelled: 'Cancelled',
    channelWeb: 'Web',
    channelBulk: 'Bulk import',
    endCustomer: 'End customer',
    installer: 'Installer',
  },
};

export default en;
