import 'primereact/resources/themes/lara-light-indigo/theme.css';
import 'primeicons/primeicons.css';
import './app/styles.css';
import { createRoot } from 'react-dom/client';
import * as z from 'zod';
import { App } from './app/app';

// The shared schemas must not probe for eval: the site's content security policy forbids it.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(<App />);
