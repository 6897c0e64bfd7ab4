/**
 * Every repository over one database handle. The app builds one set at start
 * (`app.repos`); code that needs a transaction builds a set over it
 * (`db.transaction((tx) => work(createRepositories(tx)))`). Repositories hold
 * no state: building a set costs nothing.
 */
import type { Queryable } from '../db/types.js';
import { createAccountingRepository } from './accounting.js';
import { createActivityRepository } from './activity.js';
import { createBannerRepository } from './banners.js';
import { createContentRepository } from './content.js';
import { createApiKeyRepository } from './api-keys.js';
import { createCredentialRepository } from './credentials.js';
import { createCurrencyRepository } from './currencies.js';
import { createErrorReportRepository } from './error-reports.js';
import { createExchangeRepository } from './exchange.js';
import { createFlagRepository } from './flags.js';
import { createFormRepository } from './forms.js';
import { createHealthRepository } from './health.js';
import { createMarketReferenceRepository } from './market-reference.js';
import { createMiningRepository } from './mining.js';
import { createNonceRepository } from './nonces.js';
import { createNotificationRepository } from './notifications.js';
import { createOrganizationRepository } from './organizations.js';
import { createSessionRepository } from './sessions.js';
import { createSettingsRepository } from './settings.js';
import { createSignInFlowRepository } from './sign-in-flows.js';
import { createStatusRepository } from './status.js';
import { createStatusSubscriberRepository } from './status-subscribers.js';
import { createSubscriptionRepository } from './subscriptions.js';
import { createSupportCaseRepository } from './support-cases.js';
import { createSupportRepository } from './support.js';
import { createUserRepository } from './users.js';

export function createRepositories(db: Queryable) {
  return {
    accounting: createAccountingRepository(db),
    activity: createActivityRepository(db),
    apiKeys: createApiKeyRepository(db),
    banners: createBannerRepository(db),
    content: createContentRepository(db),
    credentials: createCredentialRepository(db),
    currencies: createCurrencyRepository(db),
    errorReports: createErrorReportRepository(db),
    exchange: createExchangeRepository(db),
    flags: createFlagRepository(db),
    forms: createFormRepository(db),
    health: createHealthRepository(db),
    marketReference: createMarketReferenceRepository(db),
    mining: createMiningRepository(db),
    nonces: createNonceRepository(db),
    notifications: createNotificationRepository(db),
    organizations: createOrganizationRepository(db),
    sessions: createSessionRepository(db),
    settings: createSettingsRepository(db),
    signInFlows: createSignInFlowRepository(db),
    status: createStatusRepository(db),
    statusSubscribers: createStatusSubscriberRepository(db),
    subscriptions: createSubscriptionRepository(db),
    support: createSupportRepository(db),
    supportCases: createSupportCaseRepository(db),
    users: createUserRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
