/** Every API route module, registered in the API scope (rate limit, cache, signing apply). */
import type { FastifyInstance } from 'fastify';
import system from './system.js';
import mainPublic from './main-public.js';
import exchange from './exchange.js';
import supportdesk from './supportdesk.js';
import content from './content.js';
import accounting from './accounting.js';

export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(system);
  await app.register(mainPublic);
  await app.register(exchange);
  await app.register(supportdesk);
  await app.register(content);
  await app.register(accounting);
}
