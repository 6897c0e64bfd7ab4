/** Shapes of the session and the signed-in user: login token, logout, profile, picture, feature toggles, activity. */
import { Type, type Static, type TBoolean, type TOptional } from '@sinclair/typebox';
import { COUNTRIES } from '../countries.js';
import { FEATURE_TOGGLE_KEYS } from '../feature-toggles.js';
import { FIAT_CURRENCIES } from '../fiat-currencies.js';
import { ACTIVITY_PAGE_SIZE, EXTRA_LOCALES, PROFILE_PICTURE_IMAGE, PROFILE_PICTURE_LIMITS, SUPPORTED_LOCALES } from '../limits.js';
import { Empty, FileBytes, Nullable, Pagination } from './common.js';
import { booleanParam, enumParam, pageParam, patternParam, sizeParam, textParam, uuidParam, withDefault } from './params.js';
import type { EndpointShape } from './shape.js';

/** Longest meta document a client may store (it is the client's own settings). */
export const PROFILE_META_MAX_CHARS = 16_384;
/** The most activity entries one page may hold. */
export const ACTIVITY_PAGE_MAX = 1000;
const BASE64_PATTERN = '^[A-Za-z0-9+/]*={0,2}$';
/** Base64 of the largest picture, and one quad more, so "too large" is judged on the decoded size. */
export const PICTURE_CONTENT_MAX_CHARS = Math.ceil(PROFILE_PICTURE_LIMITS.maxBytes / 3) * 4;

export const LoginSession = Type.Object({
  loginSessionId: Type.String({ description: 'The key that signs the session’s calls.' }),
  secretToken: Type.String({ description: 'The secret that signs them; keep it out of logs.' }),
  loginSessionStatus: Type.String({ description: 'ACTIVE: only an active session is accepted (spec 4).' }),
});
export type LoginSession = Static<typeof LoginSession>;

export const OrganizationType = Type.Union([Type.Literal('PERSONAL'), Type.Literal('BUSINESS'), Type.Literal('SUB_ACCOUNT')]);

export const Organization = Type.Object({
  id: Type.String(),
  twoFactorVerificationEnabled: Type.Boolean(),
  otpEnabled: Type.Boolean(),
  profile: Type.Object({
    type: OrganizationType,
    name: Type.String(),
    email: Type.String(),
    nickname: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    organizationColor: Type.String({ description: 'One of the six colours of the palette.' }),
    profilePictureUrl: Type.String({ description: 'Empty when there is none; else the path of profilePictureFile.' }),
  }),
  organizationMember: Type.Object({
    status: Type.String({ description: 'ACTIVE, …' }),
    type: Type.String({ description: 'OWNER, …' }),
  }),
  organizationProperties: Type.Record(Type.String(), Type.Unknown(), { description: 'Holds featureToggles.' }),
});
export type Organization = Static<typeof Organization>;

export const Profile = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  twoFactorVerificationEnabled: Type.Boolean(),
  otpEnabled: Type.Boolean(),
  userSettings: Type.Object({ language: Type.String(), currency: Type.String() }),
  profileSettings: Type.Record(Type.String(), Type.Unknown()),
  meta: Type.String({ description: "The client's own settings, as the JSON text it stored." }),
  eligibleForInactivityFee: Type.Boolean(),
  organizations: Type.Array(Organization),
});
export type Profile = Static<typeof Profile>;

export const FeatureToggles = Type.Object(
  Object.fromEntries(FEATURE_TOGGLE_KEYS.map((key) => [key, Type.Boolean()])) as Record<(typeof FEATURE_TOGGLE_KEYS)[number], ReturnType<typeof Type.Boolean>>,
);

export const ActivityEntry = Type.Object({
  id: Type.String(),
  organizationId: Type.String(),
  userId: Nullable(Type.String()),
  type: Type.String(),
  description: Type.String(),
  meta: Type.Record(Type.String(), Type.Unknown()),
  createdTs: Type.Integer({ description: 'Epoch ms.' }),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

export const sessionShapes = {
  useLoginToken: {
    summary: 'Exchange a one-time login token for a session',
    description: 'The token arrives in the URL hash after signing in with Google or Apple. Unsigned: the caller has no credentials yet. A token works once.',
    tags: ['session'],
    params: Type.Object({ loginToken: patternParam('^[A-Za-z0-9_-]+$', 128, 16) }),
    answers: { 200: LoginSession },
  },
  logout: {
    summary: 'End the session that signs the call',
    tags: ['session'],
    answers: { 200: Empty },
  },
  profile: {
    summary: 'The signed-in user, with their organizations',
    tags: ['session'],
    answers: { 200: Profile },
  },
  updateProfile: {
    summary: "Change the signed-in user's names and settings",
    description: 'Fields left out stay as they are; a country of "" clears it.',
    tags: ['session'],
    body: Type.Object(
      {
        firstName: Type.Optional(textParam(100)),
        lastName: Type.Optional(textParam(100)),
        userSettings: Type.Optional(
          Type.Object(
            {
              language: Type.Optional(enumParam([...SUPPORTED_LOCALES, ...EXTRA_LOCALES])),
              currency: Type.Optional(enumParam(FIAT_CURRENCIES.map((c) => c.code))),
            },
            { additionalProperties: false },
          ),
        ),
        profileSettings: Type.Optional(
          Type.Object(
            {
              country: Type.Optional(enumParam([...COUNTRIES.map((c) => c.value), ''], { description: 'A country of the exchange list (countries), or "".' })),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    answers: { 200: Profile },
  },
  updateProfileMeta: {
    summary: "Store the client's own settings",
    tags: ['session'],
    body: Type.Object({ meta: textParam(PROFILE_META_MAX_CHARS, 0, { description: 'A JSON object, as text.' }) }, { additionalProperties: false }),
    answers: { 200: Type.Object({ meta: Type.String() }) },
  },
  updateProfilePicture: {
    summary: "Set the signed-in user's picture",
    description:
      `JSON, so the signature covers it like any body. PNG, JPEG or GIF, judged by the content, at most ${PROFILE_PICTURE_LIMITS.maxBytes / 1024 / 1024} MiB ` +
      `and ${PROFILE_PICTURE_IMAGE.maxInputPixels / 1_000_000} million pixels. It is stored written afresh from its pixels: no metadata, at most ` +
      `${PROFILE_PICTURE_IMAGE.maxEdgePixels} px on its longer side, a GIF as its first frame in PNG.`,
    tags: ['session'],
    body: Type.Object(
      {
        name: textParam(255, 1, { description: 'The file name; its extension must match the content.' }),
        content: patternParam(BASE64_PATTERN, PICTURE_CONTENT_MAX_CHARS + 4, 1, { description: 'The bytes, base64.' }),
      },
      { additionalProperties: false },
    ),
    answers: { 200: Type.Object({ profilePictureUrl: Type.String() }) },
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
  },
  profilePictureFile: {
    summary: 'A stored profile picture',
    description: 'Public, so an <img> can show it; a new upload gets a new URL, so an answer is cached for good.',
    tags: ['session'],
    params: Type.Object({ pictureId: uuidParam() }),
    answers: { 200: FileBytes },
    mediaType: 'image/*',
    errors: ['NOT_FOUND'],
  },
  setFeatureToggles: {
    summary: "Switch the acting organization's feature toggles",
    description: 'Name at least one toggle. walletEnabled is always on and cannot be switched off. The answer is all four.',
    tags: ['session'],
    body: Type.Object(
      Object.fromEntries(FEATURE_TOGGLE_KEYS.map((key) => [key, Type.Optional(booleanParam())])) as Record<
        (typeof FEATURE_TOGGLE_KEYS)[number],
        TOptional<TBoolean>
      >,
      // The reference's samples send this body: a toggle a key may switch (walletEnabled cannot be switched off).
      { additionalProperties: false, minProperties: 1, examples: [{ miningEnabled: true }] },
    ),
    answers: { 200: FeatureToggles },
  },
  activity: {
    summary: "What happened in the caller's organization, newest first",
    tags: ['session'],
    query: Type.Object({
      size: withDefault(sizeParam(ACTIVITY_PAGE_MAX), ACTIVITY_PAGE_SIZE),
      page: withDefault(pageParam(), 0),
      personalOnly: withDefault(booleanParam({ description: 'Only what the calling user did.' }), false),
      organizationWide: withDefault(booleanParam(), false),
      organizationId: Type.Optional(uuidParam({ description: 'Another organization of the caller (default: the acting one).' })),
    }),
    answers: { 200: Type.Object({ list: Type.Array(ActivityEntry), pagination: Pagination }) },
  },
} as const satisfies Record<string, EndpointShape>;
