/** POST api/v2/profile/picture: the user's picture as a name and base64 bytes; answers where it is served. */
import { API } from '../../../config/api-contract';
import type { AnswerOf } from '../../../config/api';
import type { EncodedUpload } from '../../../config/uploads';
import { api } from '../../../lib/api';

export function postProfilePicture(picture: EncodedUpload): Promise<AnswerOf<'updateProfilePicture'>> {
  return api.call(API.updateProfilePicture, { body: picture });
}
