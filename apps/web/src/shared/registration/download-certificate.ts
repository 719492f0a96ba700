import { downloadFile } from '../api/download-file';

/** Downloads a registration's certificate (PDF): its owner's, or its installer company's. */
export function downloadCertificate(registrationId: string, serialNumber: string): Promise<void> {
  return downloadFile(
    `/registrations/${encodeURIComponent(registrationId)}/certificate`,
    `certificate-${serialNumber}.pdf`,
  );
}
