/// <reference types="vite/client" />

/** zod's configuration, shared by every copy of zod in the page (zod/v4/core/core.js; `z.config` writes it). */
declare var __zod_globalConfig: { jitless?: boolean } | undefined;
