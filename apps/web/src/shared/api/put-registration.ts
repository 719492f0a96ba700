import {
  registrationResultSchema,
  type EndUserCommand,
  type InstallerCommand,
  type RegistrationResult,
} from '@pr/contracts';
import { apiRequest } from './api-client';

/**
 * Submits a registration (docs/spec.md §7 `PUT /{serialNumber}`): an end user's, or an
 * installer's, whose company the server takes from the access token the client adds.
 * The locale tells the server the language of the confirmation e-mail.
 */
export function putRegistration(
  command: EndUserCommand | InstallerCommand,
  locale: string,
): Promise<RegistrationResult> {
  const query = new URLSearchParams({ locale }).toString();
  return apiRequest({
    path: `/${encodeURIComponent(command.serialNumber)}?${query}`,
    method: 'PUT',
    body: command,
    parse: (body) => registrationResultSchema.parse(body),
  });
}
