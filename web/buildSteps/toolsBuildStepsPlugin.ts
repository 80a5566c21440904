import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { withBuildTimeModule, type BuildTimeSettings } from './buildTimeModule';

/** Runs the build's steps (toolsBuildSteps.ts) once the tools are built into the client folder. */
export function toolsBuildStepsPlugin(settings: BuildTimeSettings): Plugin {
  let client = '';
  return {
    name: 'tsw-build-steps',
    apply: 'build',
    configResolved(config) {
      client = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error) {
      if (error) return;
      await withBuildTimeModule<{ runToolsBuildSteps: (client: string) => Promise<void> }, unknown>(
        settings,
        '/buildSteps/toolsBuildSteps.ts',
        (module) => module.runToolsBuildSteps(client),
      );
    },
  };
}
