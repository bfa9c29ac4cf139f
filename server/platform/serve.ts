import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteDescriptor } from '../../contracts/http.js';

/** The Fastify instance every module's routes are registered on (zod schemas, typed requests). */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A descriptor's schemas in Fastify's words (`query` is Fastify's `querystring`). */
type SchemaOf<R extends RouteDescriptor> = {
  params: R['params'];
  querystring: R['query'];
  body: R['multipart'] extends true ? undefined : R['body'];
  response: R['response'];
  tags: readonly string[];
  summary: string;
};

/** The handler of route R, its request typed by R's schemas and its answer checked against them. */
export type HandlerOf<R extends RouteDescriptor> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  SchemaOf<R>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers one route from its descriptor in `contracts/routes/` (decision 0071): the method, the path
 * and every schema come from the descriptor, so the server validates and serialises with exactly
 * what the web's client is typed by. `config` holds what only the server knows: who may call
 * (`access`), screening, suspension.
 */
export function serve<R extends RouteDescriptor>(
  app: ZodApp,
  route: R,
  config: FastifyContextConfig,
  handler: HandlerOf<R>,
): void {
  const schema = {
    tags: route.tags ?? [],
    summary: route.summary,
    // A route that answers with a file or a redirect has no JSON body to describe: the documentation
    // then keeps Fastify's default answer rather than an empty map.
    ...(Object.keys(route.response).length > 0 ? { response: route.response } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body && !route.multipart ? { body: route.body } : {}),
  } as unknown as SchemaOf<R>;
  app.route<RouteGenericInterface, FastifyContextConfig, SchemaOf<R>>({
    method: route.method,
    url: route.path,
    config,
    schema,
    handler,
  });
}
