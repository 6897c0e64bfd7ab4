/** Response schema of api/v2/profile (spec section 3: User and Organization). */
const organizationSchema = {
  type: 'object',
  required: ['id', 'profile', 'organizationMember'],
  properties: {
    id: { type: 'string' },
    twoFactorVerificationEnabled: { type: 'boolean' },
    otpEnabled: { type: 'boolean' },
    profile: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['PERSONAL', 'BUSINESS', 'SUB_ACCOUNT'] },
        name: { type: 'string' },
        email: { type: 'string' },
        nickname: { type: 'string' },
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        organizationColor: { type: 'string' },
        profilePictureUrl: { type: 'string' },
      },
    },
    organizationMember: {
      type: 'object',
      properties: { status: { type: 'string' }, type: { type: 'string' } },
    },
    organizationProperties: { type: 'object', additionalProperties: true },
  },
} as const;

export const profileSchema = {
  type: 'object',
  required: ['id', 'email', 'organizations', 'userSettings'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    twoFactorVerificationEnabled: { type: 'boolean' },
    otpEnabled: { type: 'boolean' },
    userSettings: {
      type: 'object',
      properties: { language: { type: 'string' }, currency: { type: 'string' } },
    },
    profileSettings: { type: 'object', additionalProperties: true },
    /** The client's own settings as the JSON text it stored. */
    meta: { type: 'string' },
    eligibleForInactivityFee: { type: 'boolean' },
    organizations: { type: 'array', items: organizationSchema },
  },
} as const;
