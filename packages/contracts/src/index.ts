export * from './api-error';
export * from './locales';
export * from './product-information';
export * from './runtime-config';
export * from './serial-number';
export * from './validation-messages';
export * from './telemetry';
