import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createFaceEngine, type FaceEngine } from '../modules/admins/face/face-engine';
import { cliErrorText } from './cli-error';

const fail = (error: unknown) => {
  console.error(cliErrorText(error));
  process.exitCode = 1;
};

/**
 * Runs an operator command on the configured database (same env as the server), with a face
 * engine of its own; a refusal is printed in French and exits 1, and both are closed either way.
 */
export async function withAdminApp(
  command: (app: FastifyInstance, face: FaceEngine) => Promise<void>,
): Promise<void> {
  const app = await buildApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn' }));
  const face = createFaceEngine();
  try {
    await app.ready();
    await command(app, face);
  } catch (error) {
    fail(error);
  } finally {
    await face.close();
    await app.close();
  }
}

/** Runs a script's main function; what fails before or after the command is printed the same way. */
export function runCli(main: () => Promise<void>): void {
  main().catch(fail);
}
