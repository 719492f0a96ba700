import {
  alert,
  escapeHtml,
  field,
  renderPage,
  type FieldErrors as GenericFieldErrors,
} from '../../../pages/render';
import { fill } from '../../../pages/fill-placeholders';
import type { Company } from '../../companies/companies';
import { idpTexts, type PageLanguage, type TextKey } from './texts';

export type FieldErrors = GenericFieldErrors<TextKey>;

export interface PageContext {
  language: PageLanguage;
  homeHref: string;
  /** Base path of the interaction's actions, e.g. `/idp/interaction/abc`. */
  action: string;
}

type Values = Partial<Record<string, string>>;

function errorText(language: PageLanguage, errors: FieldErrors, name: string): string | undefined {
  const key = errors[name];
  return key ? idpTexts(language)[key] : undefined;
}

/** A page of the provider in the user's language, with the app's title and way home. */
function accountPage(ctx: PageContext, title: string, body: string): string {
  return renderPage({
    language: ctx.language,
    appTitle: idpTexts(ctx.language).appTitle,
    title,
    homeHref: ctx.homeHref,
    body,
  });
}

function languageInput(language: PageLanguage): string {
  return `<input type="hidden" name="lang" value="${language}">`;
}

/** The answer to every valid sign-up, new e-mail or known: it reveals no accounts. */
export function verifySentPage(ctx: PageContext, email: string): string {
  const t = idpTexts(ctx.language);
  return accountPage(
    ctx,
    t.verifySentTitle,
    `${alert('success', fill(t.verifySent, { email }))}<div class="links"><p><a href="${ctx.action}">${escapeHtml(t.backToSignIn)}</a></p></div>`,
  );
}

/** The page of an e-mail verification link: a button confirms (opening it changes nothing). */
export function verifyEmailPage(
  ctx: PageContext,
  options: { email?: string; done?: boolean; signInHref: string },
): string {
  const t = idpTexts(ctx.language);
  let body: string;
  if (options.done) {
    body = `${alert('success', t.verifyDone)}<a class="button" href="${escapeHtml(options.signInHref)}">${escapeHtml(t.signInLink)}</a>`;
  } else if (options.email === undefined) {
    body = `${alert('error', t.verifyInvalid)}<a class="button" href="${escapeHtml(options.signInHref)}">${escapeHtml(t.signInLink)}</a>`;
  } else {
    body = `<p>${escapeHtml(fill(t.verifyIntro, { email: options.email }))}</p>
<form method="post" action="${ctx.action}" novalidate>
${languageInput(ctx.language)}
<button type="submit">${escapeHtml(t.verifyButton)}</button>
</form>`;
  }
  return accountPage(ctx, t.verifyTitle, body);
}

export function signInPage(
  ctx: PageContext,
  options: { email?: string; message?: { kind: 'error' | 'success' | 'info'; text: string } } = {},
): string {
  const t = idpTexts(ctx.language);
  return accountPage(
    ctx,
    t.signInTitle,
    `<p>${escapeHtml(t.signInIntro)}</p>
${options.message ? alert(options.message.kind, options.message.text) : ''}
<form method="post" action="${ctx.action}/login?lang=${ctx.language}" novalidate>
${languageInput(ctx.language)}
${field({ name: 'email', type: 'email', label: t.email, value: options.email ?? '', autocomplete: 'username', required: true })}
${field({ name: 'password', type: 'password', label: t.password, autocomplete: 'current-password', required: true })}
<button type="submit">${escapeHtml(t.submitSignIn)}</button>
</form>
<div class="links">
<p><a href="${ctx.action}?view=reset">${escapeHtml(t.forgotPassword)}</a></p>
<p>${escapeHtml(t.noAccount)} <a href="${ctx.action}?view=signup">${escapeHtml(t.createAccount)}</a></p>
</div>`,
  );
}

/** Names and the optional company: the same fields on sign-up and profile edit. */
function profileFields(language: PageLanguage, values: Values, errors: FieldErrors): string {
  const t = idpTexts(language);
  const e = (name: string) => errorText(language, errors, name);
  return `${field({ name: 'givenName', label: t.givenName, value: values.givenName, error: e('givenName'), autocomplete: 'given-name', required: true })}
${field({ name: 'familyName', label: t.familyName, value: values.familyName, error: e('familyName'), autocomplete: 'family-name', required: true })}
<fieldset>
<legend>${escapeHtml(t.companySection)}</legend>
<p class="hint">${escapeHtml(t.companyHint)}</p>
${field({ name: 'companyName', label: t.companyName, value: values.companyName, error: e('companyName'), autocomplete: 'organization', optionalLabel: t.optional })}
${field({ name: 'companyEmail', type: 'email', label: t.companyEmail, value: values.companyEmail, error: e('companyEmail'), autocomplete: 'email', optionalLabel: t.optional })}
${field({ name: 'companyRegistrationNumber', label: t.companyRegistrationNumber, value: values.companyRegistrationNumber, error: e('companyRegistrationNumber'), autocomplete: 'off' })}
${field({ name: 'companyPhone', type: 'tel', label: t.companyPhone, value: values.companyPhone, error: e('companyPhone'), autocomplete: 'tel' })}
${field({ name: 'companyAddress', label: t.companyAddress, value: values.companyAddress, error: e('companyAddress'), autocomplete: 'street-address' })}
</fieldset>`;
}

export function signUpPage(
  ctx: PageContext,
  values: Values = {},
  errors: FieldErrors = {},
  message?: string,
): string {
  const t = idpTexts(ctx.language);
  const e = (name: string) => errorText(ctx.language, errors, name);
  const hasErrors = Object.keys(errors).length > 0;
  return accountPage(
    ctx,
    t.signUpTitle,
    `<p>${escapeHtml(t.signUpIntro)}</p>
${message ? alert('error', message) : hasErrors ? alert('error', t.formErrors) : ''}
<form method="post" action="${ctx.action}/signup?lang=${ctx.language}" novalidate>
${languageInput(ctx.language)}
${field({ name: 'email', type: 'email', label: t.email, value: values.email, error: e('email'), autocomplete: 'email', required: true })}
${field({ name: 'password', type: 'password', label: t.password, error: e('password'), hint: t.passwordRules, autocomplete: 'new-password', required: true })}
${profileFields(ctx.language, values, errors)}
<button type="submit">${escapeHtml(t.submitSignUp)}</button>
</form>
<div class="links"><p>${escapeHtml(t.haveAccount)} <a href="${ctx.action}">${escapeHtml(t.signInLink)}</a></p></div>`,
  );
}

/** Where the verification of the account's company stands, for its profile page. */
function companyStatus(language: PageLanguage, company: CompanyState | null): string {
  if (company === null) return '';
  const t = idpTexts(language);
  const values = {
    company: company.name,
    date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(company.appliedAt),
    reason: company.decisionReason ?? '',
  };
  if (company.status === 'approved') return alert('success', fill(t.companyApproved, values));
  if (company.status === 'rejected') return alert('error', fill(t.companyRejected, values));
  return alert('info', fill(t.companyPending, values));
}

export type CompanyState = Pick<Company, 'name' | 'status' | 'appliedAt' | 'decisionReason'>;

export function profilePage(
  ctx: PageContext,
  values: Values,
  errors: FieldErrors = {},
  company: CompanyState | null = null,
): string {
  const t = idpTexts(ctx.language);
  return accountPage(
    ctx,
    t.profileTitle,
    `<p>${escapeHtml(t.profileIntro)}</p>
${companyStatus(ctx.language, company)}
${Object.keys(errors).length > 0 ? alert('error', t.formErrors) : ''}
<form method="post" action="${ctx.action}/profile?lang=${ctx.language}" novalidate>
${languageInput(ctx.language)}
${profileFields(ctx.language, values, errors)}
<button type="submit">${escapeHtml(t.submitProfile)}</button>
</form>`,
  );
}

export function resetRequestPage(
  ctx: PageContext,
  options: { email?: string; error?: string; sent?: boolean } = {},
): string {
  const t = idpTexts(ctx.language);
  const body = options.sent
    ? `${alert('success', t.resetSent)}<div class="links"><p><a href="${ctx.action}">${escapeHtml(t.backToSignIn)}</a></p></div>`
    : `<p>${escapeHtml(t.resetIntro)}</p>
<form method="post" action="${ctx.action}/reset?lang=${ctx.language}" novalidate>
${languageInput(ctx.language)}
${field({ name: 'email', type: 'email', label: t.email, value: options.email, error: options.error, autocomplete: 'email', required: true })}
<button type="submit">${escapeHtml(t.submitReset)}</button>
</form>
<div class="links"><p><a href="${ctx.action}">${escapeHtml(t.backToSignIn)}</a></p></div>`;
  return accountPage(ctx, t.resetTitle, body);
}

export function newPasswordPage(
  ctx: PageContext,
  options: { error?: string; invalidLink?: boolean; done?: boolean; signInHref: string },
): string {
  const t = idpTexts(ctx.language);
  let body: string;
  if (options.invalidLink) {
    body = `${alert('error', t.resetInvalid)}<a class="button" href="${escapeHtml(options.signInHref)}">${escapeHtml(t.backToApp)}</a>`;
  } else if (options.done) {
    body = `${alert('success', t.resetDone)}<a class="button" href="${escapeHtml(options.signInHref)}">${escapeHtml(t.signInLink)}</a>`;
  } else {
    body = `<form method="post" action="${ctx.action}" novalidate>
${languageInput(ctx.language)}
${field({ name: 'password', type: 'password', label: t.newPassword, error: options.error, hint: t.passwordRules, autocomplete: 'new-password', required: true })}
<button type="submit">${escapeHtml(t.submitNewPassword)}</button>
</form>`;
  }
  return accountPage(ctx, t.newPasswordTitle, body);
}

export function messagePage(
  ctx: PageContext,
  title: string,
  message: string,
  kind: 'error' | 'info' = 'error',
): string {
  const t = idpTexts(ctx.language);
  return accountPage(
    ctx,
    title,
    `${alert(kind, message)}<a class="button" href="${escapeHtml(ctx.homeHref)}">${escapeHtml(t.backToApp)}</a>`,
  );
}

export function resetMail(
  language: PageLanguage,
  name: string,
  link: string,
): { subject: string; text: string } {
  const t = idpTexts(language);
  return { subject: t.resetMailSubject, text: fill(t.resetMailBody, { name, link }) };
}

export function verifyMail(
  language: PageLanguage,
  name: string,
  link: string,
): { subject: string; text: string } {
  const t = idpTexts(language);
  return { subject: t.verifyMailSubject, text: fill(t.verifyMailBody, { name, link }) };
}

/** To the owner of an address someone tried to sign up with again, with a reset link. */
export function accountExistsMail(
  language: PageLanguage,
  name: string,
  link: string,
): { subject: string; text: string } {
  const t = idpTexts(language);
  return {
    subject: t.accountExistsMailSubject,
    text: fill(t.accountExistsMailBody, { name, link }),
  };
}
