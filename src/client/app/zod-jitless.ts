import { z } from 'zod';

// The server's Content-Security-Policy allows no eval. Zod would probe for it with `new Function` when its
// first object schema is built, and the browser reports that caught attempt as a CSP violation; jitless
// skips the probe. Imported first in main.tsx, before any schema module runs.
z.config({ jitless: true });
