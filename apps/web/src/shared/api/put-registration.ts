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
  return putRegistrationAnswer(command, locale).then(({ result }) => result);
}

/**
 * Submits a registration and says whether it stored a new one (201) or the same registrant
 * repeated one it had sent before (200): what the outbox reports of a registration it sends.
 */
export async function putRegistrationAnswer(
  command: EndUserCommand | InstallerCommand,
  locale: string,
): Promise<{ result: RegistrationResult; created: boolean }> {
  const query = new URLSearchParams({ locale }).toString();
  let status = 0;
  const result = await apiRequest({
    path: `/${encodeURIComponent(command.serialNumber)}?${query}`,
    method: 'PUT',
    body: command,
    parse: (body) => registrationResultSchema.parse(body),
    transport: async (url, init) => {
      const response = await fetch(url, init);
      status = response.status;
      return response;
    },
  });
  return { result, created: status === 201 };
}
