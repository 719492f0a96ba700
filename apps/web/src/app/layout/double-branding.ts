import { RADIATOR_DEVICE_TYPE } from '@pr/contracts';
import { useLocation } from 'react-router';
import { useEndUserStore } from '../../shared/form-state/end-user-store';
import { useInstallerStore } from '../../shared/form-state/installer-store';
import { useLocale } from '../../shared/routing/use-locale';

const DOUBLE_BRANDING_LOCALE = 'fr-FR';

type RegistrationArea = 'endUser' | 'installer';

/** The registration flow a path belongs to, if any. */
export function registrationArea(pathname: string): RegistrationArea | null {
  if (pathname.includes('/users/register/')) return 'endUser';
  if (pathname.includes('/installers/register/')) return 'installer';
  return null;
}

/**
 * docs/spec.md §2: in locale fr-FR, for a radiator (device type RAD), on the end-user or
 * installer registration routes, the partner logo is shown and the title shortened.
 */
export function isDoubleBranded(
  locale: string,
  deviceType: string | undefined,
  pathname: string,
): boolean {
  return (
    locale === DOUBLE_BRANDING_LOCALE &&
    deviceType === RADIATOR_DEVICE_TYPE &&
    registrationArea(pathname) !== null
  );
}

/** The double-branding rule for the current page; the device type comes from the stored product. */
export function useDoubleBranding(): boolean {
  const { pathname } = useLocation();
  const { locale } = useLocale();
  const area = registrationArea(pathname);
  const endUserDeviceType = useEndUserStore((s) => s.productInformation?.deviceType);
  const installerDeviceType = useInstallerStore((s) => s.productInformation?.deviceType);
  const deviceType = area === 'installer' ? installerDeviceType : endUserDeviceType;
  return isDoubleBranded(locale, deviceType, pathname);
}
