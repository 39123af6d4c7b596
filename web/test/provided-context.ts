// What infra/test/global-setup.ts provides to every integration test of the run (web may not import infra).
declare module 'vitest' {
  export interface ProvidedContext {
    localStack: {
      url: string;
      env: Record<string, string>;
      adminUsername: string;
      adminPassword: string;
      dataDir: string;
    };
  }
}

export {};
