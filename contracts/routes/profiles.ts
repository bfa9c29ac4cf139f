import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import {
  Profile,
  ProfileIdParams,
  PublicProfile,
  SavedProfile,
  UpdateProfileBody,
  WelcomeAboutBody,
  WelcomeRoleBody,
} from '../profiles.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Members' profiles: the own one, its welcome steps and avatar, and others' (server/modules/profiles/profiles.routes.ts serves them). */
export const ProfilesRoutes = defineRoutes('profiles', {
  own: {
    method: 'GET',
    path: '/api/profiles/me',
    summary: "The signed-in member's own profile",
    response: { 200: Profile, ...errors },
  },
  update: {
    method: 'PATCH',
    path: '/api/profiles/me',
    summary: "Save the own profile (safety: the member's own notice when the bio signals a risk)",
    body: UpdateProfileBody,
    response: { 200: SavedProfile, ...errors },
  },
  welcomeRole: {
    method: 'PUT',
    path: '/api/profiles/me/welcome/role',
    summary: "The welcome's first step: who the member is (patient, survivor, caregiver or volunteer; no default)",
    body: WelcomeRoleBody,
    response: { 200: Profile, ...errors },
  },
  welcomeAbout: {
    method: 'PUT',
    path: '/api/profiles/me/welcome/about',
    summary: "The welcome's second step, skippable: cancer type (null: not said) and language",
    body: WelcomeAboutBody,
    response: { 200: Profile, ...errors },
  },
  avatar: {
    method: 'POST',
    path: '/api/profiles/me/avatar',
    summary: 'Upload a new avatar (multipart field "file"); stored as a 256 px WebP',
    multipart: true,
    response: { 200: Profile, 413: ErrorBody, 415: ErrorBody, 429: ErrorBody, ...errors },
  },
  public: {
    method: 'GET',
    path: '/api/profiles/:id',
    summary: "Another member's public profile",
    params: ProfileIdParams,
    response: { 200: PublicProfile, ...errors },
  },
});
