import { describe, expect, it } from 'vitest';
import {
  certificatePdf,
  type CertificateContent,
} from '../src/modules/certificates/certificate-pdf';
import { pdfLinks, pdfText } from './pdf-text';

const content = (verifyUrl: string, certificateId: string): CertificateContent => ({
  certificateId,
  verifyUrl,
  locale: 'fr-FR',
  productName: 'Radiateur design Aura 600',
  serialNumber: '908765401',
  reference: 'K7QM-3XHP',
  addressLines: ['Rue de Rivoli 10', '75001 Paris', 'France'],
  installationDate: '2026-11-02',
  registrant: 'Jean Martin',
  registeredAt: new Date('2026-11-20T10:00:00Z'),
  rewards: [],
});

/** In reading order, as a reader copies it. */
const lines = (pdf: Uint8Array) =>
  pdfText(pdf, { layout: false })
    .split('\n')
    .map((line) => line.trim());

describe('the certificate', () => {
  it('names the registration by its short reference beside the serial (issue 47)', async () => {
    const pdf = await certificatePdf(content('https://example.test/v', 'a'.repeat(54)));
    const text = lines(pdf);
    expect(text).toContain('Référence');
    expect(text).toContain('K7QM-3XHP');
  });
});

describe('the certificate’s verification address', () => {
  it('keeps the certificate id whole on a line of its own, and is a link', async () => {
    const id = `${'a'.repeat(32)}iDLTbDg3_hSCeDoVeAYAi-`;
    const url = `https://registrierung.calora.example/fr-FR/verify/${id}`;
    const pdf = await certificatePdf(content(url, id));
    expect(lines(pdf)).toContain(id);
    expect(pdfLinks(pdf)).toEqual([url]);
  });

  it('breaks a long address by characters, never right after a hyphen', async () => {
    const id = `${'b'.repeat(32)}${'c'.repeat(22)}`;
    // The 60th character of the address is a `-`: the line must break before it.
    const base = `https://${'x'.repeat(50)}-registrierung.example`;
    const url = `${base}/fr-FR/verify/${id}`;
    const pdf = await certificatePdf(content(url, id));
    const text = lines(pdf).join('');
    expect(text).toContain(`${base}/`);
    expect(lines(pdf)).toContain(id);
  });
});

describe('the certificate in every language', () => {
  it('writes every letter of Central and Eastern European languages as it is', async () => {
    const pdf = await certificatePdf({
      ...content('https://calora.example/pl-PL/verify/abc', 'abc'),
      locale: 'pl-PL',
      registrant: 'Łukasz Wróblewski',
      addressLines: ['Marszałkowska 10', '00-590 Warszawa', 'Polska'],
      productName: 'Grzejnik – Őrség Ștefan Ģirts Ėglė Řehoř',
    });
    const text = pdfText(pdf, { layout: false });
    expect(text).toContain('Certyfikat rejestracji');
    expect(text).toContain('Data rejestracji');
    expect(text).toContain('Łukasz Wróblewski');
    expect(text).toContain('Marszałkowska 10');
    expect(text).toContain('Őrség Ștefan Ģirts Ėglė Řehoř');
  });
});
