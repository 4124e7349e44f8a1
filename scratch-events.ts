import { generateWorld } from './infra/local/world/generate.ts';
const w = generateWorld({ contacts: Number(process.argv[2] ?? 2000), seed: 42 });
const now = Date.now() / 1000;
for (const e of w.events) if (e.startTime > now - 200 * 86400 && e.startTime < now + 10 * 86400) console.log(e.id, e.name, new Date(e.startTime * 1000).toISOString().slice(0, 10), new Date(e.endTime * 1000).toISOString().slice(0, 10), e.status);
