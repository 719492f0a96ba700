import { describe, expect, it } from 'vitest';
import { mailHtml } from './mail-html';

describe('the HTML part of a mail', () => {
  const html = mailHtml({
    language: 'fr',
    subject: 'Votre <produit>',
    text: 'Bonjour <b>Jean</b>,\n\nOuvrez ce lien:\nhttps://calora.example/confirm/a?b=1&c=2\n\nCalora',
  });

  it('says what the text says, escaped, in paragraphs, in the mail’s language', () => {
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Votre &#60;produit&#62;</title>');
    expect(html).toContain('Bonjour &#60;b&#62;Jean&#60;/b&#62;,');
    expect(html).not.toContain('<b>');
    expect(html.match(/<p /g)).toHaveLength(3);
  });

  it('writes every link out in full, and loads nothing from elsewhere', () => {
    const link = 'https://calora.example/confirm/a?b=1&#38;c=2';
    expect(html).toContain(
      `<a href="${link}" style="color:#c2410c;word-break:break-all">${link}</a>`,
    );
    expect(html).not.toMatch(/<img|src=|<link/);
  });
});
