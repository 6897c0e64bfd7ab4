/**
 * api/v2/profile/picture: the signed-in user's picture. The upload is JSON
 * (name and base64 bytes, like form attachments) so the signature covers it as
 * any other body; the image is checked by its content (uploads/check-upload.ts),
 * only PNG, JPEG or GIF, at most PROFILE_PICTURE_LIMITS.maxBytes. It is stored
 * for the user's personal organization, whose profilePictureUrl then names the
 * public GET below; a new upload gets a new URL, so that one is cached for good.
 */
import type { FastifyInstance } from 'fastify';
import { API, routePattern } from '../../../src/config/api-contract.js';
import { PROFILE_PICTURE_LIMITS } from '../../../src/config/limits.js';
import { fileExtension } from '../../../src/config/uploads.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { requireUser } from '../lib/require-user.js';
import { checkUpload, type UploadProblem } from '../uploads/check-upload.js';
import { patternParam, textParam, uuidParam } from './schemas/params.js';

const BASE64_PATTERN = '^[A-Za-z0-9+/]*={0,2}$';
/** Base64 of the largest picture; a bit more is read so an oversize file gets the clear 400, far more a 413. */
const CONTENT_MAX_CHARS = Math.ceil(PROFILE_PICTURE_LIMITS.maxBytes / 3) * 4;
const BODY_LIMIT = CONTENT_MAX_CHARS + 64 * 1024;

const PROBLEMS: Record<UploadProblem, string> = {
  extension: `A profile picture must be a ${PROFILE_PICTURE_LIMITS.extensions.join(', ')} file`,
  empty: 'The picture is empty',
  size: `The picture is larger than ${PROFILE_PICTURE_LIMITS.maxBytes / 1024 / 1024} MiB`,
  content: 'The file is not the image its name says',
};

/** Where a stored picture is served: the contract path with the id at the end. */
const URL_PREFIX = routePattern(API.profilePictureFile).replace(':pictureId', '');

export default async function profilePictureRoutes(app: FastifyInstance): Promise<void> {
  app.route({
    ...contractRoute(API.updateProfilePicture),
    bodyLimit: BODY_LIMIT,
    schema: {
      body: {
        type: 'object',
        required: ['name', 'content'],
        additionalProperties: false,
        properties: {
          name: textParam(255, 1),
          // One more base64 quad than the limit, so "too large" is judged on the decoded size.
          content: patternParam(BASE64_PATTERN, CONTENT_MAX_CHARS + 4, 1),
        },
      },
      response: { 200: { type: 'object', required: ['profilePictureUrl'], properties: { profilePictureUrl: { type: 'string' } } } },
    },
    handler: async (request) => {
      const userId = requireUser(request);
      const { name, content } = request.body as { name: string; content: string };
      const extension = fileExtension(name);
      if (!extension || !(PROFILE_PICTURE_LIMITS.extensions as readonly string[]).includes(extension)) {
        throw new ApiError('INVALID_PARAMETER', PROBLEMS.extension);
      }
      const bytes = new Uint8Array(Buffer.from(content, 'base64'));
      const check = await checkUpload(name, bytes, PROFILE_PICTURE_LIMITS.maxBytes);
      if (!check.ok) throw new ApiError('INVALID_PARAMETER', PROBLEMS[check.problem]);
      const url = await app.repos.users.setProfilePicture(userId, check.mimeType, bytes, URL_PREFIX);
      if (!url) throw new ApiError('NOT_FOUND', 'You have no personal organization to show a picture for');
      return { profilePictureUrl: url };
    },
  });

  app.route({
    ...contractRoute(API.profilePictureFile),
    schema: { params: { type: 'object', required: ['pictureId'], properties: { pictureId: uuidParam } } },
    handler: async (request, reply) => {
      const { pictureId } = request.params as { pictureId: string };
      const picture = await app.repos.users.profilePicture(pictureId);
      if (!picture) throw new ApiError('NOT_FOUND', 'No such picture');
      return reply
        .type(picture.mimeType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(Buffer.from(picture.content));
    },
  });
}
