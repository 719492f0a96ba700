import { create } from 'zustand';
import type { TranslationKey } from '../../i18n/translation-key';

export type FlashType = 'success' | 'error' | 'info';

/** A button in the message, such as 'Réessayer' after a failed submission (docs/architecture.md §9). */
export interface FlashAction {
  labelKey: TranslationKey;
  run: () => void;
}

export interface FlashMessage {
  id: number;
  type: FlashType;
  messageKey: TranslationKey;
  action?: FlashAction;
}

interface FlashState {
  messages: FlashMessage[];
}

export const useFlashStore = create<FlashState>(() => ({ messages: [] }));

let nextId = 1;

/** Shows a message until the user closes it. The same message is never stacked twice. */
export function showFlash(message: Omit<FlashMessage, 'id'>): void {
  useFlashStore.setState(({ messages }) =>
    messages.some((m) => m.type === message.type && m.messageKey === message.messageKey)
      ? { messages }
      : { messages: [...messages, { ...message, id: nextId++ }] },
  );
}

export function dismissFlash(id: number): void {
  useFlashStore.setState(({ messages }) => ({ messages: messages.filter((m) => m.id !== id) }));
}

/** Removes the messages with this text, e.g. an earlier failure once the user tries again. */
export function dismissFlashWithKey(messageKey: TranslationKey): void {
  useFlashStore.setState(({ messages }) => ({
    messages: messages.filter((m) => m.messageKey !== messageKey),
  }));
}
