// Submits the provider's sign-out confirmation at once: the user already chose 'Déconnexion'.
document.querySelector('form[data-auto-submit]')?.requestSubmit();
