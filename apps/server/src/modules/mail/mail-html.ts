import { escapeHtml } from '../../pages/render';

const BRAND_COLOR = '#c2410c';
const LINK_LINE = /^https?:\/\/\S+$/;

/** One paragraph of a text mail as HTML: a line that is a link becomes a plain, whole link. */
function paragraphHtml(paragraph: string): string {
  const lines = paragraph.split('\n').map((line) =>
    LINK_LINE.test(line.trim())
      ? // The address itself, in full: people trust a link they can read before they open it.
        `<a href="${escapeHtml(line.trim())}" style="color:${BRAND_COLOR};word-break:break-all">${escapeHtml(line.trim())}</a>`
      : escapeHtml(line),
  );
  return `<p style="margin:0 0 16px">${lines.join('<br>')}</p>`;
}

/**
 * The HTML part of a mail, made from its text part so both always say the same: the brand's
 * header, the paragraphs, every link shown in full. Inline styles and tables only, as mail
 * programs need; no image or resource from elsewhere, so nothing is blocked or tracked.
 */
export function mailHtml(mail: { subject: string; text: string; language: string }): string {
  const paragraphs = mail.text
    .trim()
    .split(/\n{2,}/)
    .map(paragraphHtml)
    .join('');
  return `<!doctype html>
<html lang="${escapeHtml(mail.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1c1917">
<tr><td style="background:${BRAND_COLOR};border-radius:8px 8px 0 0;padding:16px 24px;color:#ffffff;font-size:22px;font-weight:bold;letter-spacing:0.5px">Calora</td></tr>
<tr><td style="padding:24px 24px 8px">${paragraphs}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
