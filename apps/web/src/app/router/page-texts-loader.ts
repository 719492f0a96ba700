import { findLocale } from '@pr/contracts';
import type { LoaderFunction } from 'react-router';
import { requireSignIn } from '../../shared/auth/require-sign-in';

/**
 * The loader of pages whose texts are a namespace of their own (`load`, given the URL's
 * locale): sign-in first where the page needs it, then the texts.
 */
export function pageTextsLoader(
  load: (locale: string) => Promise<void>,
  defaultLocale: string,
  { signIn }: { signIn: boolean },
): LoaderFunction {
  return async (args) => {
    if (signIn) await requireSignIn(args);
    await load(findLocale(args.params.locale ?? '') ?? defaultLocale);
    return null;
  };
}
