/**
 * api/v2/profile/picture: the signed-in user's picture. The upload is JSON
 * (name and base64 bytes, like form attachments) so the signature covers it as
 * any other body; the image is checked by its content (uploads/check-upload.ts),
 * only PNG, JPEG or GIF, at most PROFILE_PICTURE_LIMITS.maxBytes, then written
 * afresh from its pixels (uploads/reencode-picture.ts), and those new bytes are
 * stored for the user's personal organization, whose profilePictureUrl then
 * names the public GET below; a new upload gets a new URL, so that one is
 * cached for good.
 */
import type { FastifyInstance } from 'fastify';
import { API, routePattern } from '../../../src/config/api-contract.js';
import { PROFILE_PICTURE_IMAGE, PROFILE_PICTURE_LIMITS } from '../../../src/config/limits.js';
import { fileExtension } from '../../../src/config/uploads.js';
import { ApiError } from '../lib/api-error.js';
import { contractRoute } from '../lib/contract-route.js';
import { requireUser } from '../lib/require-user.js';
import { checkUpload, type UploadProblem } from '../uploads/check-upload.js';
import { reencodePicture } from '../uploads/reencode-picture.js';
import { SANDBOXED_FILE_CSP } from '../lib/security-headers.js';
import { PICTURE_CONTENT_MAX_CHARS } from '../../../src/config/api/session.js';

/** Base64 of the largest picture and room for the rest: an oversize file gets the clear 400, far more a 413. */
const BODY_LIMIT = PICTURE_CONTENT_MAX_CHARS + 64 * 1024;

const PROBLEMS: Record<UploadProblem | 'pixels', string> = {
  extension: `A profile picture must be a ${PROFILE_PICTURE_LIMITS.extensions.join(', ')} file`,
  empty: 'The picture is empty',
  size: `The picture is larger than ${PROFILE_PICTURE_LIMITS.maxBytes / 1024 / 1024} MiB`,
  content: 'The file is not the image its name says',
  pixels: `The picture has more than ${PROFILE_PICTURE_IMAGE.maxInputPixels / 1_000_000} million pixels`,
};

/** Where a stored picture is served: the contract path with the id at the end. */
const URL_PREFIX = routePattern(API.profilePictureFile).replace(':pictureId', '');

export default async function profilePictureRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, API.updateProfilePicture, {
    bodyLimit: BODY_LIMIT,
    handler: async (request) => {
      const userId = requireUser(request);
      const { name, content } = request.body;
      const extension = fileExtension(name);
      if (!extension || !(PROFILE_PICTURE_LIMITS.extensions as readonly string[]).includes(extension)) {
        throw new ApiError('INVALID_PARAMETER', PROBLEMS.extension);
      }
      const bytes = new Uint8Array(Buffer.from(content, 'base64'));
      const check = await checkUpload(name, bytes, PROFILE_PICTURE_LIMITS.maxBytes);
      if (!check.ok) throw new ApiError('INVALID_PARAMETER', PROBLEMS[check.problem]);
      const picture = await reencodePicture(bytes, check.mimeType);
      if (!picture.ok) throw new ApiError('INVALID_PARAMETER', PROBLEMS[picture.problem]);
      const url = await app.repos.users.setProfilePicture(userId, picture.mimeType, picture.bytes, URL_PREFIX);
      if (!url) throw new ApiError('NOT_FOUND', 'You have no personal organization to show a picture for');
      return { profilePictureUrl: url };
    },
  });

  contractRoute(app, API.profilePictureFile, {
    handler: async (request, reply) => {
      const { pictureId } = request.params;
      const picture = await app.repos.users.profilePicture(pictureId);
      if (!picture) throw new ApiError('NOT_FOUND', 'No such picture');
      return (
        reply
          .type(picture.mimeType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          // Opened on its own, the picture is a document that may run nothing and load nothing.
          .header('content-security-policy', SANDBOXED_FILE_CSP)
          .send(Buffer.from(picture.content))
      );
    },
  });
}
