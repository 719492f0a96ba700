import { accountErasureSchema } from '@pr/contracts/personal-data';
import { apiRequest } from '../../shared/api/api-client';
import { downloadFile } from '../../shared/api/download-file';

/** Everything we hold about the signed-in person, saved as a JSON file. */
export const downloadMyData = (): Promise<void> =>
  downloadFile('/me/personal-data', 'my-data.json');

/** Erases the signed-in person; the confirmation mail is written in `language`. */
export const deleteMyAccount = (language: string): Promise<unknown> =>
  apiRequest({
    path: `/me/account?language=${encodeURIComponent(language)}`,
    method: 'DELETE',
    parse: (body) => accountErasureSchema.parse(body),
  });
