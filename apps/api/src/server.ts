// Starts the service: `npm start` here, or `tsx src/server.ts` (environment: see serve.ts).
import { serve } from './serve';

await serve();
