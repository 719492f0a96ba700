import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist, type PersistStorage } from 'zustand/middleware';

/** Actions every registration form store offers on top of its fields. */
export interface FormActions<T> {
  /** Merges changed fields; every change is saved to session storage. */
  update: (patch: Partial<T>) => void;
  /** Empties the form and removes it from session storage. */
  clear: () => void;
}

/** A form store's fields without its actions: what can be stored elsewhere (IndexedDB). */
export function formDataOf<T extends object>(state: T & FormActions<T>): T {
  const data: Partial<T & FormActions<T>> = { ...state };
  delete data.update;
  delete data.clear;
  return data as T;
}

/** The session storage keys of every form store. */
const formKeys: string[] = [];

/**
 * Whether a registration form was restored from session storage (a reload, a step revisited):
 * a page the server rendered shows it empty, so the app must render it afresh.
 */
export function hasRestoredForm(): boolean {
  return formKeys.some((key) => sessionStorage.getItem(key) !== null);
}

/**
 * A form store persisted under `key` in session storage (docs/spec.md §3): restored when the
 * page starts, saved on every change, removed when cleared. `storage` replaces the
 * plain session storage, e.g. to write a large state less often.
 */
export function createSessionFormStore<T extends object>(
  key: string,
  initial: () => T,
  storage?: PersistStorage<Partial<T & FormActions<T>>>,
) {
  formKeys.push(key);
  const creator: StateCreator<T & FormActions<T>> = (set) => ({
    ...initial(),
    update: (patch) => set(patch as Partial<T & FormActions<T>>),
    clear: () => {
      set(initial() as Partial<T & FormActions<T>>);
      store.persist.clearStorage();
    },
  });
  const store = create<T & FormActions<T>>()(
    persist(creator, {
      name: key,
      storage: storage ?? createJSONStorage<Partial<T & FormActions<T>>>(() => sessionStorage),
      // Only data is stored; the actions are recreated on every start.
      partialize: (state) => formDataOf<T>(state),
    }),
  );
  return store;
}
