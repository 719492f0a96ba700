import { configuredDefaultLocale } from '../routing/locale-from-url';
import { DEFAULT_LOCALE, type LocaleCode, type RuntimeConfig } from '@pr/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** The runtime config with its default locale checked against the supported locales. */
export interface AppConfig extends Omit<RuntimeConfig, 'defaultLocale'> {
  defaultLocale: LocaleCode;
}

export function toAppConfig(config: RuntimeConfig): AppConfig {
  return {
    ...config,
    defaultLocale: configuredDefaultLocale(config.defaultLocale, DEFAULT_LOCALE),
  };
}

const RuntimeConfigContext = createContext<AppConfig | null>(null);

export function RuntimeConfigProvider({
  config,
  children,
}: {
  config: AppConfig;
  children: ReactNode;
}) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

/** The settings read from `GET /api/config` at start; available everywhere below the app. */
export function useRuntimeConfig(): AppConfig {
  const config = useContext(RuntimeConfigContext);
  if (config === null) throw new Error('useRuntimeConfig is used outside RuntimeConfigProvider');
  return config;
}
