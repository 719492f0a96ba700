import { EVENT_TYPES, type EventType } from '@pr/contracts/events';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const isEventType = (type: string): type is EventType =>
  (EVENT_TYPES as readonly string[]).includes(type);

/**
 * An event type as staff read it; a type this browser does not know yet (a newer server)
 * shows as its code.
 */
export function useEventTypeText(): (type: string) => string {
  const { t } = useTranslation('console');
  return useCallback(
    (type: string) => (isEventType(type) ? t(`webhooks.events.${type}`) : type),
    [t],
  );
}
