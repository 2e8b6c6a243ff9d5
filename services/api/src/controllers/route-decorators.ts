import { applyDecorators, Body, Controller, Delete, Get, Param, Patch, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiTags, type ApiBodyOptions, type ApiOperationOptions } from '@nestjs/swagger';
import { JwtAuthGuard, OwnAccountGuard } from '../services/auth';
import { ContractValidationPipe } from '../common/pipes/contract-validation.pipe';
import { ParseFlagPipe } from '../common/pipes/parse-flag.pipe';
import { ParseIdPipe } from '../common/pipes/parse-id.pipe';
import { ParseLimitPipe } from '../common/pipes/parse-limit.pipe';
import { CachedRead } from '../common/read-cache/cached-read.decorator';

const VERBS = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };
type Verb = keyof typeof VERBS;
type ContractSchema = ConstructorParameters<typeof ContractValidationPipe>[0];

/** A controller under /api/`path`, listed under `tag` on the OpenAPI page, then its class-wide guards, filters or parameters in stacking order. */
export function ApiController(tag: string, path?: string, ...more: ClassDecorator[]): ClassDecorator {
  return applyDecorators(...[...more].reverse(), path === undefined ? Controller() : Controller(path), ApiTags(tag));
}

/**
 * A route on one line: `'PUT :id/season/:seasonId'` (the verb, then the path under the
 * controller's), its OpenAPI summary (or whole operation), then what else it needs (guards, write
 * limits, status code) in the order they would be stacked under the verb.
 */
export function Route(route: Verb | `${Verb} ${string}`, operation: string | ApiOperationOptions, ...more: MethodDecorator[]): MethodDecorator {
  const [verb, path] = route.split(' ') as [Verb, string | undefined];
  const summary = typeof operation === 'string' ? { summary: operation } : operation;
  // Stacked decorators apply bottom-up; applyDecorators applies in order.
  return applyDecorators(ApiOperation(summary), ...[...more].reverse(), VERBS[verb](path));
}

/** A public GET (`path` under the controller's, `''` for its own) whose answer is the same for every caller, served from the read cache. */
export function CachedGet(path: string, operation: string | ApiOperationOptions, ...more: MethodDecorator[]): MethodDecorator {
  return Route(path ? `GET ${path}` : 'GET', operation, CachedRead(), ...more);
}

/** Logged in (401), any member. */
export const SignedIn = (): MethodDecorator => applyDecorators(ApiBearerAuth(), UseGuards(JwtAuthGuard));

/** Logged in (401), and the route parameter `userParam` is the caller's own account (403). */
export const OwnAccountOnly = (userParam: string): MethodDecorator => applyDecorators(ApiBearerAuth(), UseGuards(JwtAuthGuard, OwnAccountGuard(userParam)));

/** A multipart/form-data body, described for the OpenAPI page. */
export const MultipartForm = (form: ApiBodyOptions): MethodDecorator => applyDecorators(ApiBody(form), ApiConsumes('multipart/form-data'));

/** Optional query parameters for the OpenAPI page, in the order they would be stacked. */
export function OptionalQueries(...queries: { name: string; description: string }[]): MethodDecorator {
  return applyDecorators(...queries.map(({ name, description }) => ApiQuery({ name, required: false, description })).reverse());
}

/** A route id such as `:seasonId`, a positive integer (400 otherwise). */
export const IdParam = (name: string): ParameterDecorator => Param(name, ParseIdPipe);

/** How many items to list, such as `/gameMain/:n`: 1 to 100, `fallback` when absent. */
export const LimitParam = (name: string, fallback: number): ParameterDecorator => Param(name, new ParseLimitPipe(fallback));

/** A `true`/`false` query flag (absent is false). */
export const FlagQuery = (name: string): ParameterDecorator => Query(name, ParseFlagPipe);

/** A JSON body checked against a contract schema (400 with the fields' errors). */
export const ValidBody = (schema: ContractSchema): ParameterDecorator => Body(new ContractValidationPipe(schema));

/** The query string checked against a contract schema (400 with the fields' errors). */
export const ValidQuery = (schema: ContractSchema): ParameterDecorator => Query(new ContractValidationPipe(schema));
