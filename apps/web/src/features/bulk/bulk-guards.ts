import { requireSignIn } from '../../shared/auth/require-sign-in';
import { isInstaller, type SignedInUser } from '../../shared/auth/current-user';
import {
  allRequiredColumnsMapped,
  useBulkStore,
  type BulkData,
} from '../../shared/form-state/bulk-store';
import type { BulkStepNumber } from '../../shared/routing/paths';
import { pathsForParams } from '../../shared/routing/paths-for-params';
import { redirect, type LoaderFunction } from 'react-router';
import { findLocale } from '@pr/contracts';
import { loadBulkTexts } from '../../i18n/bulk-texts';

/** Where a signed-in user asking for bulk step `step` must go instead (docs/spec.md §4). */
export function bulkGuard(
  step: BulkStepNumber,
  data: BulkData,
  user: SignedInUser,
): 'paste' | BulkStepNumber | null {
  if (!isInstaller(user) || data.inputData === '') return 'paste';
  if (step === 2) return null;
  if (data.parsedData.length === 0 || !allRequiredColumnsMapped(data.mappedColumns)) return 2;
  if (step === 3) return null;
  const mapped = Object.keys(data.mappedColumns).length > 0;
  return !mapped || data.parsedData.some((row) => row.productName === '') ? 3 : null;
}

export function bulkStepLoader(step: BulkStepNumber): LoaderFunction {
  return async ({ request, params }) => {
    const user = await requireSignIn({ request, params });
    const paths = pathsForParams(params);
    const target = bulkGuard(step, useBulkStore.getState(), user);
    if (target === null) return null;
    return redirect(target === 'paste' ? paths.bulk() : paths.bulkStep(target));
  };
}

/**
 * A bulk route's loader: `guard` beside the bulk texts in the URL's language. Both come with
 * the steps' chunk, so the start-up's route table carries neither.
 */
export function withBulkTexts(guard: LoaderFunction, defaultLocale: string): LoaderFunction {
  return async (args, handlerContext) => {
    const locale = findLocale(args.params.locale ?? '') ?? defaultLocale;
    const [result] = await Promise.all([guard(args, handlerContext), loadBulkTexts(locale)]);
    return result;
  };
}
