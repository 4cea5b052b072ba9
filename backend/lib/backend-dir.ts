import path from 'node:path';
import { fileURLToPath } from 'node:url';

// In the bundle (scripts/build-backend.mjs) every module shares dist/backend.mjs's URL, so a path relative
// to a source file (the migrations, the seed's videos) would point beside the bundle. The build defines
// where the backend folder lies relative to the bundle instead.
declare const __BACKEND_DIR_FROM_BUNDLE__: string | undefined;

/** The backend's source folder (`backend/`), whether run from its sources or from dist/backend.mjs. */
export const backendDir = fileURLToPath(
  typeof __BACKEND_DIR_FROM_BUNDLE__ === 'string'
    ? new URL(__BACKEND_DIR_FROM_BUNDLE__, import.meta.url)
    : new URL('../', import.meta.url),
);

/** A file or folder below the backend's source folder. */
export function backendPath(...segments: string[]): string {
  return path.join(backendDir, ...segments);
}
