import { fileURLToPath } from 'node:url';
import { createServer, type UserConfig } from 'vite';

const WEB = fileURLToPath(new URL('..', import.meta.url));

/** What the build shares with the modules it runs: its defines and how it resolves the workspace's sources. */
export type BuildTimeSettings = Pick<UserConfig, 'define' | 'resolve' | 'ssr'>;

/**
 * Runs `use` with a module of web/ (its path from web/) loaded as the build loads the app's: the domain
 * package from its TypeScript sources, the build's defines. Vite's config loader cannot (it takes a
 * workspace package from its compiled files, which a build may not have yet), so the build's own steps and
 * the shell it draws are loaded this way.
 */
export async function withBuildTimeModule<T, R>(
  settings: BuildTimeSettings,
  path: string,
  use: (module: T) => Promise<R> | R,
): Promise<R> {
  const server = await createServer({
    ...settings,
    configFile: false,
    root: WEB,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    return await use((await server.ssrLoadModule(path)) as T);
  } finally {
    await server.close();
  }
}
