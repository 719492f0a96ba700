import {
  registrationResultSchema,
  type EndUserCommand,
  type RegistrationResult,
} from '@pr/contracts';
import { apiRequest } from './api-client';

/** Submits an end user's registration (spec §7 `PUT /{serialNumber}`). */
export function putEndUserRegistration(
  command: EndUserCommand,
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
