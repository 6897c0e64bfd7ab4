/** The words of each API key permission (src/config/api-permissions.ts), as literal message ids. */
import type { ApiKeyPermission } from '../../../config/api-permissions';

export const PERMISSION_LABELS: Record<ApiKeyPermission, 'settings.apiKeys.permission.read' | 'settings.apiKeys.permission.organizationWrite'> = {
  read: 'settings.apiKeys.permission.read',
  'organization:write': 'settings.apiKeys.permission.organizationWrite',
};
