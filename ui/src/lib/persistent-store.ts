import { useSyncExternalStore } from 'react';
import { getString, removeItem, setJson, type StorageKey } from './storage';

/** A value kept in localStorage under one key, shared by every component and kept in sync across tabs. */
export interface PersistentStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  /** Forgets the value and deletes the stored key. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createPersistentStore<T>(key: StorageKey, parse: (raw: unknown) => T, empty: T): PersistentStore<T> {
  const listeners = new Set<() => void>();
  // Read on first use, not when the module loads: start-up does not wait for storage and JSON parsing.
  let value: T | undefined;
  const current = (): T => (value === undefined ? (value = read()) : value);

  function read(): T {
    const raw = getString(key);
    if (raw === null) return empty;
    try {
      return parse(JSON.parse(raw));
    } catch {
      return empty;
    }
  }

  const notify = (): void => listeners.forEach((listener) => listener());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) {
        value = read();
        notify();
      }
    });
  }

  return {
    get: current,
    set(next) {
      value = typeof next === 'function' ? (next as (current: T) => T)(current()) : next;
      // If storage is full or blocked (private mode) the value still lives for this page view.
      setJson(key, value);
      notify();
    },
    clear() {
      value = empty;
      removeItem(key);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Subscribes a component to a store. */
export function useStore<T>(store: PersistentStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
