import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';
import './app/styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installEscapeLayers } from './lib/escape-layers';
import { installLeaveGuard } from './lib/leave-guard';

// The shared schemas must not probe for eval: the site's content security policy forbids it.
// Set through zod's global configuration object (what `z.config` writes), so the entry chunk
// carries no zod: it loads with the first screen that needs it, and reads this when it does.
globalThis.__zod_globalConfig = { jitless: true };

// Before the first render, so its listeners come before the router's (see lib/leave-guard.ts).
installLeaveGuard();
installEscapeLayers();

createRoot(document.getElementById('root')!).render(<App />);
