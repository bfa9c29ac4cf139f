import type { Viewer } from '../../platform/access.js';

/** Who may act on a connection request (the service asks and throws its refusal). */
interface Request {
  requesterId: string;
  receiverId: string;
}

/** Only its two ends see a request at all (to anyone else it does not exist). */
export function isPartyTo(viewer: Viewer | null, request: Request): boolean {
  return viewer !== null && (request.requesterId === viewer.id || request.receiverId === viewer.id);
}

/** The requester cancels; the receiver accepts or declines. */
export function canAnswerRequest(
  viewer: Viewer | null,
  request: Request,
  action: 'accept' | 'decline' | 'cancel',
): boolean {
  if (viewer === null) return false;
  return action === 'cancel' ? request.requesterId === viewer.id : request.receiverId === viewer.id;
}
