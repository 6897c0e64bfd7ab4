/** Every API route module, registered in the API scope (rate limit, cache and signing apply). */
import type { FastifyInstance } from 'fastify';
import system from './system.js';
import mainPublic from './main-public.js';
import miningStats from './mining-stats.js';
import minerAddress from './miner-address.js';
import exchange from './exchange.js';
import supportdesk from './supportdesk.js';
import supportCases from './support-cases.js';
import content from './content.js';
import accounting from './accounting.js';
import auth from './auth.js';
import profile from './profile.js';
import profilePicture from './profile-picture.js';
import notifications from './notifications.js';
import activity from './activity.js';
import banners from './banners.js';
import status from './status.js';
import live from './live.js';
import monitor from './monitor.js';
import forms from './forms.js';
import subscription from './subscription.js';
import organization from './organization.js';
import apiDocs from './api-docs.js';

export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(system);
  await app.register(mainPublic);
  await app.register(miningStats);
  await app.register(minerAddress);
  await app.register(exchange);
  await app.register(supportdesk);
  await app.register(supportCases);
  await app.register(content);
  await app.register(accounting);
  await app.register(auth);
  await app.register(profile);
  await app.register(profilePicture);
  await app.register(notifications);
  await app.register(activity);
  await app.register(banners);
  await app.register(status);
  await app.register(live);
  await app.register(monitor);
  await app.register(forms);
  await app.register(subscription);
  await app.register(organization);
  await app.register(apiDocs);
}
