// Submits the provider's sign-out confirmation at once: the user already chose 'Déconnexion'.
// The button carries logout=yes, which also ends the provider's own session.
const form = document.querySelector('form[data-auto-submit]');
const button = document.querySelector('button[name="logout"]');
if (form && button) form.requestSubmit(button);
