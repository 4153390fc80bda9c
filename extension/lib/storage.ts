// Every piece of persisted extension state is declared here, in one place.
import { storage } from 'wxt/utils/storage';

/** When the extension was first installed (ISO date-time). */
export const installedAt = storage.defineItem<string | null>('local:installedAt', { fallback: null });
