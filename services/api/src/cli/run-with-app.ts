import { randomBytes } from 'node:crypto';
import { HttpException, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadAppConfig, type AppConfig, type LoadAppConfigOptions } from '../config/app-config';
import { EmbeddedDatabaseError, prepareEmbeddedDatabaseFile } from '../database/embedded-database';

/** Where a command writes: the console, or a test's collector. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** The arguments given (blank ones dropped), or the exit code 0 after printing the usage when asked for it. */
export function commandArguments(args: readonly string[], usage: string, output: CommandOutput): string[] | 0 {
  const given = args.filter((arg) => arg.trim() !== '');
  if (given.some((arg) => arg === '--help' || arg === '-h')) {
    output.error(usage);
    return 0;
  }
  return given;
}

/**
 * A command's configuration (LOG_LEVEL error unless told), with the embedded database's folder made
 * ready; null after printing why when the configuration is wrong.
 */
export function loadCommandConfig(env: NodeJS.ProcessEnv, output: CommandOutput, options: LoadAppConfigOptions = {}): AppConfig | null {
  try {
    const config = loadAppConfig({ LOG_LEVEL: 'error', ...env }, options);
    if (config.database.type === 'sqlite') prepareEmbeddedDatabaseFile(config.database.path);
    return config;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
      output.error(error.message);
      return null;
    }
    throw error;
  }
}

/**
 * Runs a command's work in a Nest application context on the configured database (DATABASE_URL,
 * or the embedded SQLite file) and prints the line it answers. A configuration error or a refusal
 * (an HttpException with a Korean message) is printed and gives exit code 1.
 */
export async function runWithApp(
  moduleFor: (config: AppConfig) => DynamicModule,
  env: NodeJS.ProcessEnv,
  output: CommandOutput,
  work: (app: INestApplicationContext) => Promise<string>,
): Promise<number> {
  // Commands sign no token; the auth module they load (for the members' service) still wants a secret.
  const config = loadCommandConfig({ ...env, JWT_SECRET: env['JWT_SECRET'] || randomBytes(48).toString('base64url') }, output);
  if (!config) return 1;

  const app = await NestFactory.createApplicationContext(moduleFor(config), { logger: config.logLevels });
  try {
    output.log(await work(app));
    return 0;
  } catch (error) {
    if (error instanceof HttpException) {
      output.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await app.close();
  }
}
