// Read by zod (globalThis.__zod_globalConfig) before any schema exists, as this classic script runs
// before the app's modules. Zod otherwise probes for eval (`Function('')`) when it makes a schema, to
// build faster parsers; the site's content security policy forbids eval, so every page would report a
// violation. Without eval zod parses the same, by its plain path.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
