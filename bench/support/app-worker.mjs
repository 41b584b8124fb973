// Worker entry: registers tsx in this worker thread (loaders are per thread), then runs the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./app-worker.ts');
