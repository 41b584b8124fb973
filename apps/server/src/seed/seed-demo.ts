import type { AppContext } from '../platform/context';

/** Demo data for an empty database; each feature adds its part. */
export async function seedDemoData(_ctx: AppContext): Promise<void> {}
